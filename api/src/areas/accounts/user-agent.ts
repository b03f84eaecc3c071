import type { Language } from "@filtercycle/contract/languages";
import { said, saidIn } from "#api/http/said.ts";

/**
 * A short description of a browser from its User-Agent ("Chrome on Android"), for the list of a
 * login's sessions. Hand-written on purpose: only the common browsers and systems are named, and
 * an unknown one reads as what is known of it ("Windows") or "" (no new package for a label).
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  // Order matters: Edge, Opera and Samsung's browser also say "Chrome"; Chrome also says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome on Android"; in Gujarati and Hindi the language's word between the names (issue 29). */
export function deviceOf(userAgent: string | null | undefined, language: Language = "en"): string {
  if (!userAgent) return "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) {
    return language === "en"
      ? `${browser} on ${system}`
      : saidIn(said("sessions.device", { browser, system }), language);
  }
  return browser ?? system ?? "";
}
