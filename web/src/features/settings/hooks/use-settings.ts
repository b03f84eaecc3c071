import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SETTINGS_QUERY_KEY, settingsQueryOptions } from "../api/get-settings";
import { updateSettings } from "../api/update-settings";

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}
