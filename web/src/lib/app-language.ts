import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import { useSyncExternalStore } from "react";

/**
 * The language of the signed-in product and the screens before login (issue 29; decision 0093),
 * apart from the public pages, whose language is their path (/gu/…, /hi/…). Tiny and
 * catalogue-free (`use-document-language.ts` writes `<html lang>` and links the script's font
 * from it); the words are in
 * `app-texts.ts`, and how a language is chosen in `app-language-choice.ts`, which only the
 * signed-in screens and those before login load.
 */

let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `language` the one the app screens show (its words must be loaded first: app-texts.ts). */
export function setAppLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

export function appLanguage(): Language {
  return current;
}

/** The app screens' language, re-rendering when it changes. */
export function useAppLanguage(): Language {
  return useSyncExternalStore(subscribe, appLanguage, () => DEFAULT_LANGUAGE);
}
