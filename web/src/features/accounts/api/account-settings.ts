import type { Language } from "@filtercycle/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** The signed-in login's own settings; apart from ["account", "notifications"]. */
export const ACCOUNT_SETTINGS_KEY = ["account", "settings"] as const;

/** GET /api/account: the login's language (null until it chooses; issue 29). */
export function accountSettingsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi("account", { signal }),
    retry: false,
    // Offline (the collector's route opens offline): fail at once, the device's language stands.
    networkMode: "always",
    staleTime: 5 * 60_000,
  });
}

/** PATCH /api/account with the login's language: answers the settings as saved. */
export function saveAccountLanguage(language: Language) {
  return callApi("accountUpdate", { body: { language } });
}
