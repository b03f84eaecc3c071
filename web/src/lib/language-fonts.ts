import type { Language } from "@filtercycle/contract/languages";
import devanagariRegular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import devanagariBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import gujaratiRegular from "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url";
import gujaratiBold from "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2?url";
import devanagariCss from "../styles/font-devanagari.css?url";
import gujaratiCss from "../styles/font-gujarati.css?url";

/**
 * Each script's font, linked only on that language's pages (issue 29): English pages load no
 * Gujarati or Devanagari font. `css` is the stylesheet (fontsource's subset for the script, the
 * weights the site uses); `files` its regular and bold files, both above the fold, for
 * `<link rel=preload>`. Without the preload the browser asks for a font only when layout first
 * meets a Gujarati or Devanagari letter, after the first paint, and the swap from the fallback
 * moved the home page's figures down by 95 px (layout shift 0.093 on /gu and /hi at 412 px).
 */
const SCRIPT_FONTS: Partial<Record<Language, { css: string; files: readonly string[] }>> = {
  gu: { css: gujaratiCss, files: [gujaratiRegular, gujaratiBold] },
  hi: { css: devanagariCss, files: [devanagariRegular, devanagariBold] },
};

/** The stylesheet with a language's script font, or undefined (English). */
export function languageFontCss(language: Language): string | undefined {
  return SCRIPT_FONTS[language]?.css;
}

/** The script font's files to preload on a language's pages (none in English). */
export function languageFontFiles(language: Language): readonly string[] {
  return SCRIPT_FONTS[language]?.files ?? [];
}
