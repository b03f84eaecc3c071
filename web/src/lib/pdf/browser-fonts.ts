import devanagariUrl from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff?url";
import devanagariBoldUrl from "@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff?url";
import latinUrl from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url";
import latinBoldUrl from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url";
import latinExtUrl from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url";
import gujaratiUrl from "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff?url";
import gujaratiBoldUrl from "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff?url";
import type { FontBytes, FontNeeds } from "./report-fonts";

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

/**
 * The fonts a PDF needs (`fontNeeds` of its texts): Latin always, a script's regular and bold
 * files only when its letters are used (a Hindi or Gujarati PDF, or such a business name).
 */
export async function fetchFontBytes({
  devanagari = false,
  gujarati = false,
  shaping = false,
}: Partial<FontNeeds> = {}): Promise<FontBytes> {
  const optional = (wanted: boolean, url: string) => (wanted ? bytesOf(url) : undefined);
  const [latin, latinExt, latinBold, deva, devaBold, guj, gujBold] = await Promise.all([
    bytesOf(latinUrl),
    bytesOf(latinExtUrl),
    bytesOf(latinBoldUrl),
    optional(devanagari, devanagariUrl),
    optional(devanagari, devanagariBoldUrl),
    optional(gujarati, gujaratiUrl),
    optional(gujarati, gujaratiBoldUrl),
  ]);
  return {
    latin,
    latinExt,
    latinBold,
    ...(deva && devaBold ? { devanagari: deva, devanagariBold: devaBold } : {}),
    ...(guj && gujBold ? { gujarati: guj, gujaratiBold: gujBold } : {}),
    ...(shaping ? { shaping } : {}),
  };
}
