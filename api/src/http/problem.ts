import { type Problem, problemTypeOf } from "@filtercycle/contract/problem";
import type { Said } from "./said.ts";

/** Titles of the statuses the API answers with (RFC 9110 reason phrases). */
export const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  408: "Request Timeout",
  412: "Precondition Failed",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
  507: "Insufficient Storage",
};

export type FieldError = { field: string; message: string };

/** A field message with what it says for a reader of another language (`said`, not sent). */
export type SaidFieldError = FieldError & { said?: Said };

/** An error a route throws on purpose; the error handler turns it into problem details. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    /** What happened and what the person can do about it (English). */
    public readonly detail: string,
    public readonly fieldErrors?: SaidFieldError[],
    public readonly headers?: Record<string, string>,
    /**
     * `detail` as a catalogue sentence, for a request that asks for Gujarati or Hindi (the
     * error handler writes it in that language); without it `detail` is sent as it is.
     */
    public readonly said?: Said,
  ) {
    super(detail);
    this.name = "HttpError";
  }

  /** The same error, its `detail` also said as the catalogue sentence `key` (see `said`). */
  withSaid(key: Said["key"], values?: Said["values"]): HttpError {
    return new HttpError(
      this.statusCode,
      this.detail,
      this.fieldErrors,
      this.headers,
      values ? { key, values } : { key },
    );
  }
}

/** Problem details of `status`, its `type` the status's kind (`/problems/<slug>`, contract). */
export function problem(
  status: number,
  detail: string,
  instance?: string,
  errors?: FieldError[],
): Problem {
  return {
    type: problemTypeOf(status),
    title: TITLES[status] ?? "Error",
    status,
    detail,
    ...(instance ? { instance } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
