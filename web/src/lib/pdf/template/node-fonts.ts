import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { FontBytes, FontNeeds } from "../report-fonts";

/** The same Noto Sans files the browser fetches, read from node_modules (template script, tests). */
const require = createRequire(import.meta.url);
const file = (name: string) =>
  readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${name}-normal.woff`));
const gujaratiFile = (weight: number) =>
  readFile(
    require.resolve(
      `@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-${weight}-normal.woff`,
    ),
  );

export async function readFontBytes({
  devanagari = false,
  gujarati = false,
}: Partial<FontNeeds> = {}): Promise<FontBytes> {
  const [latin, latinExt, latinBold, deva, devaBold, guj, gujBold] = await Promise.all([
    file("latin-400"),
    file("latin-ext-400"),
    file("latin-700"),
    devanagari ? file("devanagari-400") : undefined,
    devanagari ? file("devanagari-700") : undefined,
    gujarati ? gujaratiFile(400) : undefined,
    gujarati ? gujaratiFile(700) : undefined,
  ]);
  return {
    latin,
    latinExt,
    latinBold,
    ...(deva && devaBold ? { devanagari: deva, devanagariBold: devaBold } : {}),
    ...(guj && gujBold ? { gujarati: guj, gujaratiBold: gujBold } : {}),
  };
}
