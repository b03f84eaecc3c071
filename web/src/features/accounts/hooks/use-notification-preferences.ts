import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  NOTIFICATION_PREFERENCES_KEY,
  notificationPreferencesQueryOptions,
  updateNotificationPreferences,
} from "../api/notification-preferences";

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** Saves the choices; the answer (the choices as stored) replaces the cached ones. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}
