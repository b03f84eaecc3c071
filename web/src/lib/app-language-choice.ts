import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@filtercycle/contract/languages";

/**
 * How the screens before login and a login's first visit pick a language (issue 29; decision
 * 0093): this device's last choice and the browser's languages. Apart from app-language.ts, which
 * every page loads, so the public pages do not carry it (their 130 KB budget).
 */

/** This device's last choice (the login's language once signed in, or the login page's switcher). */
const DEVICE_KEY = "filtercycle.language";

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
