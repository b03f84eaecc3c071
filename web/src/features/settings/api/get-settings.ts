import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const SETTINGS_QUERY_KEY = ["admin", "settings"] as const;

/** GET /api/admin/settings. */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => callApi("adminSettings", { signal }),
  });
}
