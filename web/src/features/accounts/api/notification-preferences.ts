import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** The first part of the key: the signed-in login's own choices (not a business's). */
export const NOTIFICATION_PREFERENCES_KEY = ["account", "notifications"] as const;

/** GET /api/account/notifications: which e-mails the signed-in login receives. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: ({ signal }) => callApi("notificationPreferences", { signal }),
  });
}

/** PATCH /api/account/notifications: answers the login's choices as saved. */
export function updateNotificationPreferences(body: BodyOf<"notificationPreferencesUpdate">) {
  return callApi("notificationPreferencesUpdate", { body });
}
