import type { Language } from "@filtercycle/contract/languages";
import devanagariCss from "../styles/font-devanagari.css?url";
import gujaratiCss from "../styles/font-gujarati.css?url";

/**
 * The stylesheet with a language's script font, linked only on that language's pages (issue 29):
 * English pages load no Gujarati or Devanagari font. Each font is fontsource's subset for its
 * script, so a page downloads only the script's letters, in the weights the site uses.
 */
export function languageFontCss(language: Language): string | undefined {
  if (language === "gu") return gujaratiCss;
  if (language === "hi") return devanagariCss;
  return undefined;
}
