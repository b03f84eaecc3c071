import { describe, expect, it } from "vitest";
import { textSchema } from "./text.ts";
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasInvisibleCharacters,
  INVISIBLE_CHARACTERS_MESSAGE,
  textProblem,
} from "./text-rules.ts";
import { z } from "./zod.ts";

describe("the text rule", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["bell", "a\u0007b"],
    ["escape", "a\u001bb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
  ])("refuses %s everywhere", (_, value) => {
    expect(hasControlCharacters(value)).toBe(true);
    expect(hasControlCharacters(value, { multiline: true })).toBe(true);
  });

  it("keeps tab, line feed and carriage return in multi-line text only", () => {
    const text = "line one\r\n\tline two\n";
    expect(hasControlCharacters(text, { multiline: true })).toBe(false);
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each([
    ["a right-to-left override", "cod\u202eexe.doc"],
    ["a left-to-right embedding", "a\u202ab"],
    ["a first-strong isolate", "a\u2068b"],
    ["a pop directional isolate", "a\u2069b"],
    ["a zero-width space", "Alpha\u200bCafé"],
    ["a zero-width joiner between Latin letters", "Alpha\u200dCafé"],
    ["a zero-width non-joiner at the start", "\u200cAlpha"],
    ["a word joiner", "Alpha\u2060Café"],
    ["a byte-order mark", "Alpha\ufeffCafé"],
  ])("refuses %s in a name", (_, value) => {
    expect(hasInvisibleCharacters(value)).toBe(true);
    expect(textProblem(value, "name")).toBe(INVISIBLE_CHARACTERS_MESSAGE);
    expect(textProblem(value, "line")).toBeUndefined();
  });

  it.each([
    ["Gujarati: a joiner after a virama", "ક્\u200dષ"],
    ["Devanagari: a non-joiner after a virama", "क्\u200cष"],
    ["accents, Arabic and Devanagari", "Café ગાંધી محمد नमस्ते"],
  ])("accepts %s in a name", (_, value) => {
    expect(textProblem(value, "name")).toBeUndefined();
  });

  it("textSchema trims, then names the problem", () => {
    const schema = z.object({ name: textSchema("name") });
    expect(schema.parse({ name: "  Alpha Café \n" })).toEqual({ name: "Alpha Café" });
    expect(schema.safeParse({ name: "Al\u0000pha" }).error?.issues).toMatchObject([
      { path: ["name"], message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });
});
