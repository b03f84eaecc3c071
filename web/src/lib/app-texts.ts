import type { Language } from "@filtercycle/contract/languages";
import type { AppTexts } from "@filtercycle/contract/messages/app";
import { app as english } from "@filtercycle/contract/messages/en/app";
import { fill } from "@filtercycle/contract/messages/fill";
import { registerApiClientTexts } from "./api-client";
import { appLanguage, setAppLanguage, useAppLanguage } from "./app-language";
import { registerAppFrameTexts } from "./site-texts";

/**
 * The words of the signed-in product and the screens before login, in the reader's language
 * (issue 29; decision 0093). English is part of these screens' code as before; Gujarati and Hindi
 * are each their own chunk, fetched with `import()` only for a reader who chose that language, so
 * an English reader's browser never receives a Gujarati or Devanagari letter of them.
 */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<AppTexts>> = {
  gu: () => import("@filtercycle/contract/messages/gu/app").then((module) => module.app),
  hi: () => import("@filtercycle/contract/messages/hi/app").then((module) => module.app),
};

const loaded = new Map<Language, AppTexts>([["en", english]]);

/** A language's words, fetched once (the English ones are here already). */
export async function loadAppTexts(language: Language): Promise<AppTexts> {
  const have = loaded.get(language);
  if (have) return have;
  const texts = await LOADERS[language as Exclude<Language, "en">]();
  loaded.set(language, texts);
  // The site's header and footer around these screens speak the same language, and so do the
  // API client's own sentences (no network, an answer it cannot read).
  registerAppFrameTexts(language, texts.site);
  registerApiClientTexts(language, {
    networkError: texts.common["client.networkError"],
    unexpectedAnswer: texts.common["client.unexpectedAnswer"],
    serverError: (status) => fill(texts.common["client.serverError"], { status }),
  });
  return texts;
}

/**
 * Shows the app screens in `language`: its words are fetched first, so no screen renders half in
 * one language. A failed fetch (offline) keeps the language shown now.
 */
export async function showAppIn(language: Language): Promise<void> {
  try {
    await loadAppTexts(language);
    setAppLanguage(language);
  } catch {
    // The chunk could not be fetched: the screens stay as they are.
  }
}

/** The words already loaded for `language` (English when they are not). */
export function appTextsOf(language: Language): AppTexts {
  return loaded.get(language) ?? english;
}

/** The words of the language the app screens show, re-rendering when it changes. */
export function useAppTexts(): AppTexts {
  return appTextsOf(useAppLanguage());
}

/** The words of the language shown now, outside React (a route's `meta`). */
export function currentAppTexts(): AppTexts {
  return appTextsOf(appLanguage());
}

export type { AppTexts };
export { fill };

/**
 * A count's sentence: the catalogue's `key.one` for 1, else `key.other`, with `{n}` and `values`
 * filled ("1 day" / "3 days"; each language writes both).
 */
export function plural(
  texts: Readonly<Record<string, string>>,
  key: string,
  n: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(texts[`${key}.${n === 1 ? "one" : "other"}`] ?? "", { n, ...values });
}
