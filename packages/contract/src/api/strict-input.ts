import { z } from "../zod.ts";
import type { EndpointScope } from "./endpoint.ts";

/*
 * Strict input (issue 30, docs/decisions/0094 amendment): the API registers each endpoint's query
 * and body with these, so an unknown key is a 400 naming it; the web's fake API (component
 * tests) checks the requests the web sends with the same rule, so the web never sends one.
 */

/**
 * `schema` refusing unknown keys (issue 30, strict input): an object's unknown key is a 400
 * naming it by its path (`impactFactors.waterPerButt`; the error handler words it), so a typo
 * (`startdate=`) surfaces instead of being ignored. Applied to every object of a query or body,
 * at the top and nested (a field's object, an array's items), through the wrappers the contract
 * uses (a refinement, a transform's input, a preprocess's output, unions, optional, nullable,
 * default); an object that chose to take any key (`.loose()`, a catch-all) keeps its choice, and
 * an intersection is left as it is (each side would refuse the other's keys). The copies keep
 * every check of the original (zod's `clone`, as `.strict()` itself does).
 */
export function strictInput(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as z.ZodType["_zod"]["def"] & Record<string, unknown>;
  const same = (fields: Record<string, unknown>) =>
    schema.clone({ ...def, ...fields } as typeof schema._zod.def);
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, strictInput(field as z.ZodType)]),
    );
    return same(def.catchall === undefined ? { shape, catchall: z.never() } : { shape });
  }
  if (schema instanceof z.ZodPipe) {
    const { in: input, out } = schema._zod.def;
    // A preprocess (a transform first) hands its output on: that is what the keys reach.
    return input instanceof z.ZodTransform
      ? same({ out: strictInput(out as z.ZodType) })
      : same({ in: strictInput(input as z.ZodType) });
  }
  if (schema instanceof z.ZodUnion) {
    // Discriminated unions too (a subclass): each member strict, the discriminator kept.
    return same({
      options: schema._zod.def.options.map((option) => strictInput(option as z.ZodType)),
    });
  }
  if (schema instanceof z.ZodArray) {
    return same({ element: strictInput(schema._zod.def.element as z.ZodType) });
  }
  if (schema instanceof z.ZodRecord) {
    return same({ valueType: strictInput(schema._zod.def.valueType as z.ZodType) });
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodNonOptional
  ) {
    return same({ innerType: strictInput(def.innerType as z.ZodType) });
  }
  return schema;
}

/** What a 400 says of an unknown key (the API's error handler and multipart uploads). */
export const UNKNOWN_KEY_MESSAGES = {
  query: "is not a query parameter of this endpoint",
  body: "is not a field of this endpoint's body",
} as const;

/** An endpoint without query parameters takes none: any key is a 400 naming it. */
export const NO_QUERY = z.object({}).strict();

/** The keys of `value` a strict schema refuses, by their path (`a.b` for a nested one). */
function refusedKeys(strict: z.ZodType, value: unknown): string[] {
  const result = strict.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => [...issue.path.map(String), key].join("."))
      : [],
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
