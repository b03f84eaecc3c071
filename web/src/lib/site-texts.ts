import { type Language, languageOfPath } from "@filtercycle/contract/languages";
import { site as english } from "@filtercycle/contract/messages/en/site";
import type { SiteTexts } from "@filtercycle/contract/messages/site";
import { isClientOnlyPath } from "@filtercycle/contract/routes";
import { useLocation, useMatches } from "react-router";
import { useAppLanguage } from "./app-language";

/**
 * The site frame's words in Gujarati or Hindi for the signed-in screens and those before login,
 * registered by `app-texts.ts` when it loads that language's chunk (the frame's words travel in
 * it): this module is part of every public page, so it imports no catalogue but English's.
 */
const appFrameTexts = new Map<Language, SiteTexts>([["en", english]]);

export function registerAppFrameTexts(language: Language, texts: SiteTexts): void {
  appFrameTexts.set(language, texts);
}

/**
 * The language of the site's frame (header, footer, skip link) on this page: a public page's is
 * its path's (/gu/…, /hi/…); on the signed-in screens and those before login (/dashboard,
 * /account, /login, …) it is the reader's, the language those screens show (issue 29).
 */
export function useFrameLanguage(neutral = false): Language {
  const { pathname } = useLocation();
  const appLanguage = useAppLanguage();
  if (neutral) return "en";
  return isClientOnlyPath(pathname) ? appLanguage : languageOfPath(pathname);
}

/**
 * The site frame's words (header, footer, language switcher) on this page. A page in Gujarati
 * or Hindi brings its language's in its data (its prerendering loader returns `site`), so the
 * browser's code carries English only, and a page sends only its own language's words. The
 * signed-in screens show the frame in the reader's language (registered above).
 */
export function useSiteTexts(): SiteTexts {
  const matches = useMatches();
  const { pathname } = useLocation();
  const appLanguage = useAppLanguage();
  for (const match of matches) {
    const data = match.loaderData as { site?: SiteTexts } | null | undefined;
    if (data && typeof data === "object" && data.site) return data.site;
  }
  if (isClientOnlyPath(pathname)) return appFrameTexts.get(appLanguage) ?? english;
  return english;
}
