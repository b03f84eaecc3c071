import devanagariUrl from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff?url";
import latinUrl from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url";
import latinBoldUrl from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url";
import latinExtUrl from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url";
import type { FontBytes } from "./report-fonts";

/**
 * The report fonts as hashed static files (Vite `?url`): fetched only when a PDF is made, and
 * cached by the browser for a year after that, instead of riding along in the JavaScript.
 */
const fetched = new Map<string, Promise<Uint8Array>>();

/** Each file once a page: the next PDF reuses the bytes (and the fonts read from them). */
function bytesOf(url: string): Promise<Uint8Array> {
  let bytes = fetched.get(url);
  if (!bytes) {
    bytes = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Font ${url} answered HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    // A failed fetch is tried again by the next PDF.
    bytes.catch(() => fetched.delete(url));
    fetched.set(url, bytes);
  }
  return bytes;
}

/** The fonts a PDF needs (`fontNeeds` of its texts): Latin always, Devanagari only when used. */
export async function fetchFontBytes({
  devanagari = false,
  shaping = false,
} = {}): Promise<FontBytes> {
  const [latin, latinExt, latinBold, deva] = await Promise.all([
    bytesOf(latinUrl),
    bytesOf(latinExtUrl),
    bytesOf(latinBoldUrl),
    devanagari ? bytesOf(devanagariUrl) : undefined,
  ]);
  return {
    latin,
    latinExt,
    latinBold,
    ...(deva ? { devanagari: deva } : {}),
    ...(shaping ? { shaping } : {}),
  };
}
