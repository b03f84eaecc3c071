import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { FontBytes } from "../report-fonts";

/** The same Noto Sans files the browser fetches, read from node_modules (template script, tests). */
const require = createRequire(import.meta.url);
const file = (name: string) =>
  readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${name}-normal.woff`));

export async function readFontBytes({ devanagari = false } = {}): Promise<FontBytes> {
  const [latin, latinExt, latinBold, deva] = await Promise.all([
    file("latin-400"),
    file("latin-ext-400"),
    file("latin-700"),
    devanagari ? file("devanagari-400") : undefined,
  ]);
  return { latin, latinExt, latinBold, ...(deva ? { devanagari: deva } : {}) };
}
