import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { saveBusinessRole, saveLoginId } from "#web/lib/business-role-storage";

/**
 * `GET /api/session`: the signed-in login, or 401 (which ends the stored session, see
 * lib/api-client.ts). The signed-in layout's loader reads it through the query client, so
 * moving between the signed-in screens asks the server once per `staleTime`.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ["session"],
    queryFn: async ({ signal }) => {
      const session = await callApi("session", { signal });
      saveBusinessRole(session.businessRole);
      saveLoginId(session.userId);
      return session;
    },
    // A 401 is the answer, not a failure to retry.
    retry: false,
    // Asked even when the browser says it is offline: the failure comes at once and the stored
    // session stands (the collector's route opens offline, decision 0085), instead of a load that
    // waits for the network.
    networkMode: "always",
  });
}
