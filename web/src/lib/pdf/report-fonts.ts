import type { PDFDocument, PDFFont } from "pdf-lib";
import type { FontStack } from "./pdf-text";
import { sfntFontkit, unwrapWoff } from "./sfnt-fontkit";

/**
 * The font files a PDF needs, as bytes (the browser fetches them, Node reads them from disk):
 * Noto Sans `latin` (A–Z, digits, punctuation), `latin-ext` (₹ and accented Latin) and the bold
 * `latin` for titles; only when some text has Devanagari (Hindi) or Gujarati letters, that
 * script's regular and bold files (issue 29: a PDF in Hindi or Gujarati has titles in bold).
 */
export type FontBytes = {
  latin: Uint8Array;
  latinExt: Uint8Array;
  latinBold: Uint8Array;
  devanagari?: Uint8Array;
  devanagariBold?: Uint8Array;
  gujarati?: Uint8Array;
  gujaratiBold?: Uint8Array;
  /** Some text needs fontkit's shaping (see `fontNeeds`), even in Latin fonts. */
  shaping?: boolean;
};

/** What a PDF's texts need: which scripts' fonts, and whether fontkit must shape them. */
export type FontNeeds = { devanagari: boolean; gujarati: boolean; shaping: boolean };

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

export type FontStacks = { regular: FontStack; bold: FontStack };

/** U+0900–U+097F: text that needs the Devanagari font (a Hindi or Gujarati-script name). */
export function needsDevanagari(texts: Iterable<string>): boolean {
  for (const text of texts) if (/[\u0900-\u097F]/.test(text)) return true;
  return false;
}

/** U+0A80–U+0AFF: text that needs the Gujarati font. */
export function needsGujarati(texts: Iterable<string>): boolean {
  for (const text of texts) if (/[\u0A80-\u0AFF]/.test(text)) return true;
  return false;
}

/**
 * What a PDF's texts need: the Devanagari and Gujarati fonts, and fontkit's shaping, which
 * those scripts and combining marks (an accent typed as its own character, as in a decomposed
 * "é") need: fontkit places or composes them, the small stand-in (sfnt-fontkit.ts) draws one
 * glyph per character.
 */
export function fontNeeds(texts: Iterable<string>): FontNeeds {
  const all = [...texts];
  const devanagari = needsDevanagari(all);
  const gujarati = needsGujarati(all);
  return {
    devanagari,
    gujarati,
    shaping: devanagari || gujarati || all.some((text) => SHAPED.test(text)),
  };
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
 * Latin text needs no shaping: the small sfnt-fontkit.ts reads and subsets the Latin fonts
 * (issue 28: the same glyphs, without fontkit's 340 KB of JavaScript or its slow layout), in a
 * Gujarati or Hindi PDF too (issue 29: its figures, names and ledger lines are Latin, and went
 * through fontkit's layout four times slower). The Devanagari and Gujarati fonts, and the Latin
 * ones when some text has combining marks (`shaping`), are read by fontkit itself
 * (shaping-fontkit.ts, its own chunk, loaded only then).
 */
export async function embedFontStacks(pdf: PDFDocument, bytes: FontBytes): Promise<FontStacks> {
  const scripts = Boolean(bytes.devanagari || bytes.gujarati);
  const latinShaped = Boolean(bytes.shaping);
  const shaping = scripts || latinShaped ? (await import("./shaping-fontkit")).default : undefined;
  // pdf-lib hands `create` the very bytes given to `embedFont`: those go to fontkit.
  const forFontkit = new WeakSet<Uint8Array>();
  pdf.registerFontkit({
    create: (data: Uint8Array, postscriptName?: string) =>
      shaping && forFontkit.has(data)
        ? shaping.create(data, postscriptName)
        : // pdf-lib awaits `create`, which its types declare synchronous.
          sfntFontkit.create(data),
  } as unknown as Fontkit);
  // Unwrapped at once, embedded one by one in this order: the PDF names its fonts and numbers
  // its objects as they are embedded, so the same texts always give the same bytes.
  const files = await Promise.all(
    (
      [
        [bytes.latin, latinShaped],
        [bytes.latinExt, latinShaped],
        [bytes.latinBold, latinShaped],
        [bytes.devanagari, true],
        [bytes.devanagariBold, true],
        [bytes.gujarati, true],
        [bytes.gujaratiBold, true],
      ] as const
    ).map(async ([data, shaped]) => {
      if (data === undefined || !shaped) return data;
      const sfnt = await unwrappedOnce(data);
      forFontkit.add(sfnt);
      return sfnt;
    }),
  );
  const embedded: (PDFFont | undefined)[] = [];
  for (const file of files) {
    embedded.push(
      file === undefined
        ? undefined
        : await pdf.embedFont(file, { subset: true, features: { liga: false } }),
    );
  }
  const [latin, latinExt, latinBold, devanagari, devanagariBold, gujarati, gujaratiBold] = embedded;
  if (!latin || !latinExt || !latinBold) throw new Error("The Latin fonts are missing.");
  const present = (fonts: (PDFFont | undefined)[]) =>
    fonts.filter((font): font is PDFFont => font !== undefined);
  const scriptFonts = present([devanagari, gujarati]);
  return {
    regular: [latin, latinExt, ...scriptFonts],
    // Bold has no ₹ file: it falls back to regular; a script without a bold file too.
    bold: [latinBold, ...present([devanagariBold, gujaratiBold]), latin, latinExt, ...scriptFonts],
  };
}

/**
 * fontkit reads a WOFF's compressed tables again for every glyph it looks up (a Hindi
 * certificate took 3.5–4.4 s instead of 1.3–1.5 s here), so a shaped PDF gets the plain
 * TrueType file, unwrapped once per file and kept for the next PDF.
 */
const unwrapped = new WeakMap<Uint8Array, Promise<Uint8Array>>();
function unwrappedOnce(data: Uint8Array): Promise<Uint8Array> {
  let sfnt = unwrapped.get(data);
  if (!sfnt) {
    sfnt = unwrapWoff(data);
    unwrapped.set(data, sfnt);
  }
  return sfnt;
}
