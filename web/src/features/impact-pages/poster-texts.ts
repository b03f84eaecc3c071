import type { Language } from "@filtercycle/contract/languages";
import type { PosterTexts } from "./kiosk-poster";

/**
 * The poster's words in one language, each language its own small chunk (issue 29: only the
 * chosen language's words reach the browser, and only when a poster is made).
 */
const LOADERS: Record<Language, () => Promise<{ poster: PosterTexts }>> = {
  en: () => import("@filtercycle/contract/messages/en/poster"),
  gu: () => import("@filtercycle/contract/messages/gu/poster"),
  hi: () => import("@filtercycle/contract/messages/hi/poster"),
};

export async function posterTexts(language: Language): Promise<PosterTexts> {
  return (await LOADERS[language]()).poster;
}
