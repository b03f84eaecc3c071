import { z } from "../zod.ts";
import type { EndpointScope } from "./endpoint.ts";

/*
 * Strict input (issue 30, docs/decisions/0094 amendment): the API registers each endpoint's query
 * and body with these, so an unknown key is a 400 naming it; the web's fake API (component
 * tests) checks the requests the web sends with the same rule, so the web never sends one.
 */

/**
 * `schema` refusing unknown keys (issue 30, strict input): an object's unknown key is a 400
 * naming it (the error handler words it), so a typo (`startdate=`) surfaces instead of being
 * ignored. Applied at the top level of a query or body, through the wrappers the contract uses
 * (a refined object, a transform's input, a union's members, optional); an object that chose
 * to take any key (`.loose()`, a catch-all) keeps its choice.
 */
export function strictInput(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const catchall = schema._zod.def.catchall;
    return catchall === undefined ? schema.strict() : schema;
  }
  if (schema instanceof z.ZodPipe && schema._zod.def.in instanceof z.ZodType) {
    return strictInput(schema._zod.def.in as z.ZodType).pipe(schema._zod.def.out);
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const { discriminator, options } = schema._zod.def;
    return z.discriminatedUnion(
      discriminator,
      options.map((option) => strictInput(option as z.ZodType)) as [z.ZodObject, ...z.ZodObject[]],
    );
  }
  if (schema instanceof z.ZodUnion) {
    return z.union(schema._zod.def.options.map((option) => strictInput(option as z.ZodType)));
  }
  if (schema instanceof z.ZodOptional) {
    return strictInput(schema._zod.def.innerType as z.ZodType).optional();
  }
  return schema;
}

/** An endpoint without query parameters takes none: any key is a 400 naming it. */
export const NO_QUERY = z.object({}).strict();

/** The keys of `value` a strict schema refuses (top level). */
function refusedKeys(strict: z.ZodType, value: unknown): string[] {
  const result = strict.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" && issue.path.length === 0 ? issue.keys : [],
  );
}

/**
 * The query keys every endpoint of a scope takes besides its own: the support view's
 * `customerId` on customer endpoints, which the API reads for the whole scope before the query
 * is validated (staff name the business with it; a customer's own login is never moved by it,
 * and an endpoint that refuses staff answers them 403, not 400).
 */
export const SCOPE_QUERY_KEYS: Readonly<Record<EndpointScope, readonly string[]>> = {
  public: [],
  customer: ["customerId"],
  staff: [],
};

/**
 * An endpoint's query schema as the API validates it: strict, with its scope's keys taken off
 * first where the endpoint's own schema does not name them.
 */
export function strictQuery(schema: z.ZodType | undefined, scope: EndpointScope): z.ZodType {
  const strict = schema ? strictInput(schema) : NO_QUERY;
  const extra = SCOPE_QUERY_KEYS[scope].filter((key) =>
    refusedKeys(strict, { [key]: "" }).includes(key),
  );
  if (extra.length === 0) return strict;
  return z.preprocess(
    (value) =>
      typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([key]) => !extra.includes(key)))
        : value,
    strict,
  );
}

/** The query keys of `query` the endpoint refuses (what the API answers 400 naming). */
export function unknownQueryKeys(
  schema: z.ZodType | undefined,
  scope: EndpointScope,
  query: Record<string, unknown>,
): string[] {
  return refusedKeys(strictQuery(schema, scope), query);
}

/** The fields of a JSON `body` the endpoint's body schema refuses. */
export function unknownBodyKeys(schema: z.ZodType, body: unknown): string[] {
  return refusedKeys(strictInput(schema), body);
}
