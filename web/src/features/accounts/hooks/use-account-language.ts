import type { Language } from "@filtercycle/contract/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
