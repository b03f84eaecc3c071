import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** The signed-in login's business's logins. */
export const TEAM_KEY = ["account", "team"] as const;

/** GET /api/team: the business's logins with their roles, the asking login marked. */
export function teamQueryOptions() {
  return queryOptions({
    queryKey: TEAM_KEY,
    queryFn: ({ signal }) => callApi("team", { signal }),
  });
}
