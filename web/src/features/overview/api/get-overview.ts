import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const OVERVIEW_QUERY_KEY = ["admin", "overview"] as const;

/**
 * GET /api/admin/overview: payout and pickup requests waiting, yesterday's missed stops, flagged
 * bags, open enquiries, this week's collections, payouts due, idle kiosks.
 */
export function overviewQueryOptions() {
  return queryOptions({
    queryKey: OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => callApi("adminOverview", { signal }),
  });
}
