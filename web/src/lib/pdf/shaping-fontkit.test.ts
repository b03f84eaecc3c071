import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import shapingFontkit from "./shaping-fontkit";

/**
 * The shaper the Gujarati and Hindi PDFs use: fontkit, with mark lookups that leave a base
 * without an anchor skipped as HarfBuzz skips them (shaping-fontkit.ts). fontkit 1.1.1 as
 * published throws on such words; the repaired one lays them out, and lays every other word out
 * exactly as before.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(name));
const GUJARATI = fontFile(
  "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff",
);
const GUJARATI_BOLD = fontFile(
  "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff",
);
const DEVANAGARI = fontFile("@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff");

type Font = ReturnType<typeof fontkit.create>;
const layoutOf = (font: Font, text: string) => {
  const run = font.layout(text);
  return run.glyphs.map((glyph, i) => {
    const at = run.positions[i];
    return [glyph.id, at?.xAdvance, at?.xOffset, at?.yOffset];
  });
};

/** Words fontkit shaped before: they must come out the same. */
const SHAPED_BEFORE = {
  gujarati: ["પ્રમાણપત્ર", "શ્રી", "કાં", "ઠૂંઠાં", "ક્ષેત્ર", "કિલો", "સ્ટેટમેન્ટ"],
  devanagari: ["क्षेत्र", "प्रमाणपत्र", "हिन्दी", "आँकड़े", "रिपोर्ट", "में", "कियॉस्क"],
};
/** Words fontkit 1.1.1 throws on: the anusvara over અ, આ and over ય + ુ has no anchor there. */
const NULL_ANCHOR_WORDS = ["આંકડા", "અંદાજ", "રહ્યું", "આંકડા ઉપલબ્ધ નથી"];

describe("the shaping fontkit", () => {
  it("lays out what fontkit as published throws on, and everything else as before", () => {
    // Before any repaired font exists (the repair is made on the first one created).
    const plainGujarati = fontkit.create(GUJARATI);
    const plainDevanagari = fontkit.create(DEVANAGARI);
    for (const word of NULL_ANCHOR_WORDS) {
      expect(() => plainGujarati.layout(word), word).toThrow(/xCoordinate/);
    }
    const before = {
      gujarati: SHAPED_BEFORE.gujarati.map((word) => layoutOf(plainGujarati, word)),
      devanagari: SHAPED_BEFORE.devanagari.map((word) => layoutOf(plainDevanagari, word)),
    };

    const gujarati = shapingFontkit.create(GUJARATI);
    const devanagari = shapingFontkit.create(DEVANAGARI);
    expect(SHAPED_BEFORE.gujarati.map((word) => layoutOf(gujarati, word))).toEqual(before.gujarati);
    expect(SHAPED_BEFORE.devanagari.map((word) => layoutOf(devanagari, word))).toEqual(
      before.devanagari,
    );
    for (const font of [gujarati, shapingFontkit.create(GUJARATI_BOLD)]) {
      for (const word of NULL_ANCHOR_WORDS) expect(() => font.layout(word), word).not.toThrow();
    }
  });

  it("keeps the anusvara where the font draws it, after its vowel, as over any vowel sign", () => {
    const gujarati = shapingFontkit.create(GUJARATI);
    const names = (text: string) =>
      gujarati.layout(text).glyphs.map((glyph) => (glyph as unknown as { name: string }).name);
    // આં: the letter, then the anusvara, which takes no room of its own (as in કાં, where the
    // font positions it by itself too).
    expect(names("આં")).toEqual(["aagujr", "anusvaragujr"]);
    expect(layoutOf(gujarati, "આં")[1]?.slice(1)).toEqual([0, 0, 0]);
    expect(layoutOf(gujarati, "કાં")[2]?.slice(1)).toEqual([0, 0, 0]);
    expect(names("રહ્યું")).toEqual(["ragujr", "hayastemgujr", "uvowelsigngujr", "anusvaragujr"]);
  });
});
