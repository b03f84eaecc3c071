import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Reads a generated PDF back as a person, a search or a screen reader would (tests only):
 * `pdftotext` and `pdffonts` (poppler-utils). With PDF_PNGS=<folder> every PDF saved here is
 * also drawn as PNGs (`pdftoppm -r 60`) into that folder, to look at (docs/translating.md).
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-pdf-"));
const PNG_DIR = process.env.PDF_PNGS;

export function savePdf(bytes: Uint8Array, name: string): string {
  const file = path.join(tmp, `${name}.pdf`);
  writeFileSync(file, bytes);
  if (PNG_DIR) {
    mkdirSync(PNG_DIR, { recursive: true });
    writeFileSync(path.join(PNG_DIR, `${name}.pdf`), bytes);
    execFileSync("pdftoppm", ["-png", "-r", "60", file, path.join(PNG_DIR, name)]);
  }
  return file;
}

/** The text of each page, in reading order (pdftotext separates pages with a form feed). */
export function pagesOf(file: string, args: string[] = []): string[] {
  return execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" })
    .split("\f")
    .filter((page) => page.trim() !== "");
}

/** The fonts the PDF embeds, as `pdffonts` lists them. */
export function fontsOf(file: string): string {
  return execFileSync("pdffonts", [file], { encoding: "utf8" });
}

/**
 * White space made one space: a wrapped sentence or a table's row then reads as one line. No
 * other change: shaped Devanagari and Gujarati runs carry their text as typed (`/ActualText`,
 * pdf-text.ts), so pdftotext reads them back letter for letter (without it, it gave a pre-base
 * vowel sign before its consonant, a reph after its syllable, and one glyph's first word for
 * every word that glyph is in).
 */
export function flat(text: string): string {
  return text.replace(/\s+/g, " ");
}

export type WordBox = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word's box on every page (`pdftotext -bbox`; y runs downwards from the top). */
export function wordBoxes(file: string) {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  const pages = [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
  return pages.map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [
      ...(body ?? "").matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map(
      ([, x0, y0, x1, y1, text]): WordBox => ({
        text: text ?? "",
        xMin: Number(x0),
        yMin: Number(y0),
        xMax: Number(x1),
        yMax: Number(y1),
      }),
    ),
  }));
}

/**
 * The words that leave the page's printable area (a 30-point margin left and right, the page's
 * height): none may, in any language.
 */
export function wordsOffPage(file: string): string[] {
  return wordBoxes(file).flatMap((page, index) =>
    page.words
      .filter(
        (word) =>
          word.xMin < 30 || word.xMax > page.width - 30 || word.yMin < 0 || word.yMax > page.height,
      )
      .map((word) => `page ${index + 1}: ${word.text}`),
  );
}
