import type { Language } from "@filtercycle/contract/languages";
import type { ConsoleTexts } from "@filtercycle/contract/messages/console-screens";
import { useEffect, useSyncExternalStore } from "react";
import { appLanguage, useAppLanguage } from "./app-language";
import { localize, type Sentences } from "./localize";

/**
 * The console screens' own words in Gujarati or Hindi (issue 29; decision 0096, amendment of
 * 2026-11-27), each language its own chunk, fetched only for staff who read it (the console's
 * layout loads it before a screen renders; a language chosen on a console screen fetches it
 * then). English needs nothing: a screen's English is its own texts constant.
 */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<ConsoleTexts>> = {
  gu: () =>
    import("@filtercycle/contract/messages/gu/console-screens").then((m) => m.consoleScreens),
  hi: () =>
    import("@filtercycle/contract/messages/hi/console-screens").then((m) => m.consoleScreens),
};

const loaded = new Map<Language, ConsoleTexts>();
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

/** Fetches a language's console words once (nothing for English; a failure keeps English). */
export function loadConsoleTexts(language: Language = appLanguage()): Promise<void> {
  if (language === "en" || loaded.has(language)) return Promise.resolve();
  const started = loading.get(language);
  if (started) return started;
  const load = LOADERS[language]()
    .then((texts) => {
      loaded.set(language, texts);
      version += 1;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Offline: the screens stay English until the words can be fetched.
    })
    .finally(() => loading.delete(language));
  loading.set(language, load);
  return load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One console area's words in the reader's language, or undefined for English (or not yet). */
export function useConsoleArea<A extends keyof ConsoleTexts>(area: A): ConsoleTexts[A] | undefined {
  const language = useAppLanguage();
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  useEffect(() => {
    void loadConsoleTexts(language);
  }, [language]);
  return loaded.get(language)?.[area];
}

/** The same outside React (a route's `meta`): the words of the language shown now. */
export function consoleAreaNow<A extends keyof ConsoleTexts>(area: A): ConsoleTexts[A] | undefined {
  return loaded.get(appLanguage())?.[area];
}

/**
 * A screen's English texts constant in the reader's language: its strings from the console
 * area's `<prefix>.…` keys, its sentences from `sentences` (see `localize`).
 */
export function useConsoleWords<T extends object>(
  english: T,
  area: keyof ConsoleTexts,
  prefix: string,
  sentences?: Sentences,
): T {
  const t = useConsoleArea(area) as Readonly<Record<string, string>> | undefined;
  const language = useAppLanguage();
  return t ? localize(english, t, prefix, sentences, language) : english;
}

/** `useConsoleWords` outside React (a route's `meta`). */
export function consoleWordsNow<T extends object>(
  english: T,
  area: keyof ConsoleTexts,
  prefix: string,
  sentences?: Sentences,
): T {
  const t = consoleAreaNow(area) as Readonly<Record<string, string>> | undefined;
  return t ? localize(english, t, prefix, sentences, appLanguage()) : english;
}
