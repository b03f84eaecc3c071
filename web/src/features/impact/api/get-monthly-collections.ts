import type { DateRange } from "@filtercycle/contract/dates";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/dashboard-query-root";

/** How many calendar months the dashboard's chart shows. */
export const CHART_MONTHS = 12;

/** GET /api/get_monthly_collections: butts collected per calendar month, for the chart. */
export function monthlyCollectionsQueryOptions(
  months: number = CHART_MONTHS,
  customerId: string | null = null,
) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "monthly", months, ...viewedKey(customerId)],
    queryFn: ({ signal }) =>
      callApi("monthlyCollections", {
        query: { months, ...viewedQuery(customerId) },
        signal,
      }),
  });
}

/**
 * GET /api/get_monthly_collections for a period (the chart follows the period bar, issue 25):
 * the months it touches, each with only the period's days. At most CHART_MAX_MONTHS months
 * (chartRangeOf in the contract caps the range first).
 */
export function periodMonthsQueryOptions(range: DateRange, customerId: string | null = null) {
  return queryOptions({
    queryKey: [
      DASHBOARD_QUERY_ROOT,
      "monthly",
      range.startDate,
      range.endDate,
      ...viewedKey(customerId),
    ],
    queryFn: ({ signal }) =>
      callApi("monthlyCollections", {
        query: { ...range, ...viewedQuery(customerId) },
        signal,
      }),
  });
}
