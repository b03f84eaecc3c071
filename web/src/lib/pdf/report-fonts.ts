// @pdf-lib/fontkit's shaper for Indic scripts (a Devanagari name) calls a global
// `regeneratorRuntime` it does not ship; this defines it. Without it such a report would fail.
import "regenerator-runtime/runtime";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument } from "pdf-lib";
import type { FontStack } from "./pdf-text";

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
};

export type FontStacks = { regular: FontStack; bold: FontStack };

/** U+0900–U+097F: text that needs the Devanagari font (a Hindi or Gujarati-script name). */
export function needsDevanagari(texts: Iterable<string>): boolean {
  for (const text of texts) if (/[\u0900-\u097F]/.test(text)) return true;
  return false;
}

/**
 * Embeds the fonts, subset to the characters used. `liga: false`: with ligatures on, "fi"
 * becomes one glyph and text extraction (search, copy, screen readers, our tests) reads
 * "Bene t" for "Benefit" (shared/NOTES.md). `.woff` files, because subsetting a `.woff2`
 * crashes in @pdf-lib/fontkit.
 */
export async function embedFontStacks(pdf: PDFDocument, bytes: FontBytes): Promise<FontStacks> {
  pdf.registerFontkit(fontkit);
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
