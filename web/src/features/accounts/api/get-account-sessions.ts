import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** The signed-in login's own sessions (not a business's). */
export const ACCOUNT_SESSIONS_KEY = ["account", "sessions"] as const;

/** GET /api/account/sessions: where the signed-in login is signed in, this browser marked. */
export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_SESSIONS_KEY,
    queryFn: ({ signal }) => callApi("accountSessions", { signal }),
  });
}
