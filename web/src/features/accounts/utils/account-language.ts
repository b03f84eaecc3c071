import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import type { QueryClient } from "@tanstack/react-query";
import {
  browserLanguage,
  deviceLanguage,
  rememberDeviceLanguage,
} from "#web/lib/app-language-choice";
import { showAppIn } from "#web/lib/app-texts";
import { accountSettingsQueryOptions } from "../api/account-settings";

/**
 * For the signed-in layout's loader (issue 29): shows the screens in the login's language, its
 * words fetched first. A login that has not chosen sees English (and the offer of its browser's
 * language, language-offer.tsx); when the settings cannot be read, this device's last language.
 */
export async function showAccountLanguage(queryClient: QueryClient): Promise<void> {
  let language: Language;
  try {
    const account = await queryClient.fetchQuery(accountSettingsQueryOptions());
    language = account.language ?? DEFAULT_LANGUAGE;
    if (account.language) rememberDeviceLanguage(account.language);
  } catch {
    language = deviceLanguage() ?? DEFAULT_LANGUAGE;
  }
  await showAppIn(language);
}

/**
 * The language to offer a login that has not chosen one, or null: this device's last choice (the
 * login page's links), else the first of the browser's languages we have, when it is not English.
 */
export function languageToOffer(): Exclude<Language, "en"> | null {
  const offered = deviceLanguage() ?? browserLanguage();
  return offered === "gu" || offered === "hi" ? offered : null;
}
