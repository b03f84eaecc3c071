import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import type { DateRange } from "../utils/dates";
import { DASHBOARD_QUERY_ROOT } from "./query-root";

/**
 * GET /api/get_customer_specific_stats. Without a range: this month, last month, till date.
 * With one: as of its end, inside it.
 */
export function customerStatsQueryOptions(range: DateRange | null) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "stats", range],
    queryFn: ({ signal }) => callApi("customerStats", { query: range ? { ...range } : {}, signal }),
  });
}
