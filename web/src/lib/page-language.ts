import { type Language, languageOfPath } from "@filtercycle/contract/languages";

/**
 * The language of the page a prerendering loader runs for. React Router asks for a page's data
 * at `<path>.data` ("/gu.data" for /gu, "/_root.data" for /), so the suffix is left out first.
 */
export function pageLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}
