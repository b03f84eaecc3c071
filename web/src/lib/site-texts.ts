import { site as english } from "@filtercycle/contract/messages/en/site";
import type { SiteTexts } from "@filtercycle/contract/messages/site";
import { useMatches } from "react-router";

/**
 * The site frame's words (header, footer, language switcher) on this page. A page in Gujarati
 * or Hindi brings its language's in its data (its prerendering loader returns `site`), so the
 * browser's code carries English only, and a page sends only its own language's words.
 */
export function useSiteTexts(): SiteTexts {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as { site?: SiteTexts } | null | undefined;
    if (data && typeof data === "object" && data.site) return data.site;
  }
  return english;
}
