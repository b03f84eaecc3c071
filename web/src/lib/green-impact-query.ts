import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "./dashboard-query-root";

/**
 * GET /api/get_green_impact: the eight till-date figures and the business's name. `customerId`
 * (staff's support view) names the business; null for a customer's own.
 */
export function greenImpactQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "green-impact", ...viewedKey(customerId)],
    queryFn: ({ signal }) => callApi("greenImpact", { query: viewedQuery(customerId), signal }),
  });
}
