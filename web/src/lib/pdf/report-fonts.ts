import type { PDFDocument } from "pdf-lib";
import type { FontStack } from "./pdf-text";
import { sfntFontkit } from "./sfnt-fontkit";

/**
 * The font files a PDF needs, as bytes (the browser fetches them, Node reads them from disk):
 * Noto Sans `latin` (A–Z, digits, punctuation), `latin-ext` (₹ and accented Latin) and, only
 * when some text has Devanagari, `devanagari`; the bold `latin` for titles.
 */
export type FontBytes = {
  latin: Uint8Array;
  latinExt: Uint8Array;
  latinBold: Uint8Array;
  devanagari?: Uint8Array;
  /** Some text needs fontkit's shaping (see `fontNeeds`), even in Latin fonts. */
  shaping?: boolean;
};

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

export type FontStacks = { regular: FontStack; bold: FontStack };

/** U+0900–U+097F: text that needs the Devanagari font (a Hindi or Gujarati-script name). */
export function needsDevanagari(texts: Iterable<string>): boolean {
  for (const text of texts) if (/[\u0900-\u097F]/.test(text)) return true;
  return false;
}

/**
 * What a PDF's texts need: the Devanagari font, and fontkit's shaping, which Devanagari and
 * combining marks (an accent typed as its own character, as in a decomposed "é") need: fontkit
 * places or composes them, the small stand-in (sfnt-fontkit.ts) draws one glyph per character.
 */
export function fontNeeds(texts: Iterable<string>): { devanagari: boolean; shaping: boolean } {
  const all = [...texts];
  const devanagari = needsDevanagari(all);
  return { devanagari, shaping: devanagari || all.some((text) => SHAPED.test(text)) };
}

/**
 * Characters fontkit draws otherwise than one glyph each in the Latin fonts: combining marks, the
 * five letters Noto Sans decomposes (ǹ ḿ ṃ ṅ ṣ: ṃ ṅ ṣ are in Indian transliteration) and the tone
 * letters it joins. sfnt-fontkit.test.ts checks that every other character is drawn the same.
 */
export const SHAPED = /[\p{M}\u01F9\u1E3F\u1E43\u1E45\u1E63\u02E5-\u02E9\uA700-\uA71F]/u;

/**
 * Embeds the fonts, subset to the characters used. `liga: false`: with ligatures on, "fi"
 * becomes one glyph and text extraction (search, copy, screen readers, our tests) reads
 * "Bene t" for "Benefit" (shared/NOTES.md). `.woff` files, because subsetting a `.woff2`
 * crashes in @pdf-lib/fontkit.
 *
 * Latin text needs no shaping: the small sfnt-fontkit.ts reads and subsets the fonts (issue 28:
 * the same glyphs, without fontkit's 340 KB of JavaScript or its slow layout). A PDF with
 * Devanagari text loads fontkit itself (shaping-fontkit.ts, its own chunk) for all its fonts.
 */
export async function embedFontStacks(pdf: PDFDocument, bytes: FontBytes): Promise<FontStacks> {
  pdf.registerFontkit(
    bytes.devanagari || bytes.shaping
      ? (await import("./shaping-fontkit")).default
      : // pdf-lib awaits `create`, which its types declare synchronous.
        (sfntFontkit as unknown as Fontkit),
  );
  const embed = (data: Uint8Array) =>
    pdf.embedFont(data, { subset: true, features: { liga: false } });
  const [latin, latinExt, latinBold, devanagari] = await Promise.all([
    embed(bytes.latin),
    embed(bytes.latinExt),
    embed(bytes.latinBold),
    bytes.devanagari ? embed(bytes.devanagari) : undefined,
  ]);
  const extra = devanagari ? [devanagari] : [];
  return {
    regular: [latin, latinExt, ...extra],
    // Bold has no ₹ or Devanagari file here: those few characters fall back to regular.
    bold: [latinBold, latin, latinExt, ...extra],
  };
}
