import devanagariUrl from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff?url";
import latinUrl from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url";
import latinBoldUrl from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url";
import latinExtUrl from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url";
import type { FontBytes } from "./report-fonts";

/**
 * The report fonts as hashed static files (Vite `?url`): fetched only when a PDF is made, and
 * cached by the browser for a year after that, instead of riding along in the JavaScript.
 */
async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function fetchFontBytes({ devanagari = false } = {}): Promise<FontBytes> {
  const [latin, latinExt, latinBold, deva] = await Promise.all([
    bytesOf(latinUrl),
    bytesOf(latinExtUrl),
    bytesOf(latinBoldUrl),
    devanagari ? bytesOf(devanagariUrl) : undefined,
  ]);
  return { latin, latinExt, latinBold, ...(deva ? { devanagari: deva } : {}) };
}
