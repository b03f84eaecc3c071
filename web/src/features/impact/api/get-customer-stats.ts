import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import type { DateRange } from "#web/lib/dashboard-dates";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/dashboard-query-root";

/**
 * GET /api/get_customer_specific_stats. Without a range: this month, last month, till date.
 * With one: as of its end, inside it.
 */
export function customerStatsQueryOptions(
  range: DateRange | null,
  customerId: string | null = null,
) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "stats", range, ...viewedKey(customerId)],
    queryFn: ({ signal }) =>
      callApi("customerStats", {
        query: { ...range, ...viewedQuery(customerId) },
        signal,
      }),
  });
}
