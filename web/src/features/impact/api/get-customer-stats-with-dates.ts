import { queryOptions, skipToken } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import type { DateRange } from "#web/lib/dashboard-dates";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/dashboard-query-root";

/**
 * GET /api/get_customer_specific_stats_with_dates: a range's cigarette figures (the table and
 * the report). Without a complete range there is nothing to ask: `skipToken` keeps the query
 * idle (and `fetchQuery` refuses it).
 */
export function customerStatsWithDatesQueryOptions(
  range: DateRange | null,
  customerId: string | null = null,
) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "stats-with-dates", range, ...viewedKey(customerId)],
    queryFn: range
      ? ({ signal }) =>
          callApi("customerStatsWithDates", {
            query: { ...range, ...viewedQuery(customerId) },
            signal,
          })
      : skipToken,
  });
}
