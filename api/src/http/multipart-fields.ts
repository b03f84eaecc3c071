import { strictInput, UNKNOWN_KEY_MESSAGES } from "@filtercycle/contract/api/strict-input";
import type { z } from "zod";
import { type FieldError, HttpError } from "./problem.ts";

/**
 * The text fields of a multipart upload, checked as a JSON body is (issue 30, strict input): by
 * the endpoint's fields schema (its contract body without the file part), and an unknown field
 * is a 400 naming it, like an unknown field of a JSON body. `what` names the upload in the
 * message ("Invalid upload: …").
 */
export function multipartFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  what = "upload",
): z.output<S> {
  const parsed = strictInput(schema).safeParse(fields);
  if (parsed.success) return parsed.data as z.output<S>;
  const errors: FieldError[] = parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          field: [...issue.path.map(String), key].join("."),
          message: UNKNOWN_KEY_MESSAGES.body,
        }))
      : [{ field: issue.path.map(String).join(".") || "form", message: issue.message }],
  );
  throw new HttpError(
    400,
    `Invalid ${what}: ${errors.map((e) => `${e.field}: ${e.message}`).join("; ")}`,
    errors,
  );
}
