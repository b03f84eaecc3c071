import type { Language } from "@filtercycle/contract/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAppLanguage } from "#web/lib/app-language";
import { rememberDeviceLanguage } from "#web/lib/app-language-choice";
import { showAppIn } from "#web/lib/app-texts";
import {
  ACCOUNT_SETTINGS_KEY,
  accountSettingsQueryOptions,
  saveAccountLanguage,
} from "../api/account-settings";

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}

/**
 * Saves the login's language (PATCH /api/account), then shows every screen in it: its words are
 * fetched before the switch, so nothing renders half in one language.
 */
export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      const saved = await saveAccountLanguage(language);
      // The settings first: useAccountLanguageShown then agrees with the switch below.
      queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved);
      await showAppIn(language);
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved);
      if (saved.language) rememberDeviceLanguage(saved.language);
      // Answers the API words in the reader's language (the sessions' devices, notices) are
      // read again in the new one.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== ACCOUNT_SETTINGS_KEY[0],
      });
    },
  });
}

/**
 * Keeps the signed-in screens in the login's chosen language (issue 29). The signed-in layout's
 * loader shows it before the first screen, but that is not always the last word: a screen before
 * login (/login's loader shows this device's language) can finish after it, and a first read of
 * the settings that failed (retry: false) leaves the device's language, with this query then
 * read again when the layout mounts. A fresh-clone run once saw a collector who chose Gujarati
 * get the route screen with `<html lang="en">` (e2e/collector.spec.ts).
 */
export function useAccountLanguageShown(): void {
  const chosen = useAccountSettings().data?.language ?? null;
  const shown = useAppLanguage();
  useEffect(() => {
    if (chosen !== null && chosen !== shown) void showAppIn(chosen);
  }, [chosen, shown]);
}
