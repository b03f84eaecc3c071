import { z } from "../zod.ts";

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

/** The keys of `value` that `schema` (made strict) does not know: what the API would refuse. */
export function unknownKeysOf(schema: z.ZodType | undefined, value: unknown): string[] {
  const result = (schema ? strictInput(schema) : NO_QUERY).safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" && issue.path.length === 0 ? issue.keys : [],
  );
}
