import { describe, expect, it } from "vitest";
import { z } from "../zod.ts";
import { strictInput, unknownBodyKeys } from "./strict-input.ts";

/** Strict input (issue 30): unknown keys are refused at every depth, named by their path. */
describe("strictInput", () => {
  const point = z.object({ x: z.number(), y: z.number() });

  it("refuses an unknown key in an object, an object's object and an array's objects", () => {
    const schema = z.object({ at: point, path: z.array(point), name: z.string() });
    expect(
      unknownBodyKeys(schema, {
        at: { x: 1, y: 2, z: 3 },
        path: [
          { x: 1, y: 2 },
          { x: 1, y: 2, w: 0 },
        ],
        name: "a",
        nmae: "b",
      }),
    ).toEqual(["at.z", "path.1.w", "nmae"]);
  });

  it("sees through optional, nullable, default, refinements, preprocess and unions", () => {
    const schema = z.object({
      maybe: point.optional(),
      orNull: point.nullable(),
      withDefault: point.default({ x: 0, y: 0 }),
      refined: point.refine((p) => p.x <= p.y, { message: "x must not pass y" }),
      preprocessed: z.preprocess((value) => value ?? { x: 0, y: 0 }, point),
      either: z.union([point, z.string()]),
      kind: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("a"), a: z.number() }),
        z.object({ kind: z.literal("b"), b: z.number() }),
      ]),
      byName: z.record(z.string(), point),
    });
    const extra = { x: 1, y: 2, q: 1 };
    expect(
      unknownBodyKeys(schema, {
        maybe: extra,
        orNull: extra,
        withDefault: extra,
        refined: extra,
        preprocessed: extra,
        either: extra,
        kind: { kind: "b", b: 1, c: 2 },
        byName: { first: extra },
      }),
    ).toEqual([
      "maybe.q",
      "orNull.q",
      "withDefault.q",
      "refined.q",
      "preprocessed.q",
      "either.q",
      "kind.c",
      "byName.first.q",
    ]);
  });

  it("keeps every check, default and transform of the original", () => {
    const schema = strictInput(
      z.object({
        range: point.refine((p) => p.x <= p.y, { message: "x must not pass y", path: ["x"] }),
        count: z.coerce.number().int().default(5),
        name: z.string().trim(),
      }),
    );
    expect(schema.parse({ range: { x: 1, y: 2 }, name: " a " })).toEqual({
      range: { x: 1, y: 2 },
      count: 5,
      name: "a",
    });
    const refused = schema.safeParse({ range: { x: 3, y: 2 }, name: "a" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["range.x", "x must not pass y"],
    ]);
  });

  it("leaves an object that takes any key as it chose", () => {
    const schema = z.object({ tags: z.object({ colour: z.string() }).loose() });
    expect(unknownBodyKeys(schema, { tags: { colour: "green", size: "L" } })).toEqual([]);
    expect(unknownBodyKeys(schema, { tags: { colour: "green" }, extra: 1 })).toEqual(["extra"]);
  });
});
