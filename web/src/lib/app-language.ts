import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@filtercycle/contract/languages";
import { useSyncExternalStore } from "react";

/**
 * The language of the signed-in product and the screens before login (issue 29; decision 0093),
 * apart from the public pages, whose language is their path (/gu/…, /hi/…). Tiny and
 * catalogue-free: the root layout reads it for `<html lang>` and the script's font on every page,
 * so no message may be imported here (the public pages' 130 KB budget); the words are in
 * `app-texts.ts`, which only signed-in screens load.
 */

/** The screens whose language is the reader's choice, not their path. */
const APP_PATHS = /^\/(dashboard|account|admin|login|forgot|reset-password)(\/|$)/;

export function isAppPath(pathname: string): boolean {
  return APP_PATHS.test(pathname);
}

/** This device's last choice (the login's language once signed in, or the login page's switcher). */
const DEVICE_KEY = "filtercycle.language";

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

export function deviceLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberDeviceLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(DEVICE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/**
 * The first of the browser's languages (navigator.languages, the reader's order) that the
 * product has: "gu-IN" → "gu", "hi" → "hi", "en-GB" → "en"; null when none is ours.
 */
export function browserLanguage(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language of a screen before login (log in, forgot, reset): `?lang=` when the address names
 * one (a link in a Gujarati mail or page, the screen's own switcher), else this device's last
 * choice, else the browser's first language we have, else English.
 */
export function languageBeforeLogin(url: URL): Language {
  const asked = url.searchParams.get("lang");
  if (isLanguage(asked)) return asked;
  return deviceLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}
