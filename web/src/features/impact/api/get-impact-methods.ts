import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT } from "#web/lib/dashboard-query-root";

/**
 * GET /api/impact_methods: every method version (public, the same for every business). Versions
 * change rarely; the API lets browsers keep the answer five minutes, and so does the cache here.
 */
export function impactMethodsQueryOptions() {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "impact-methods"],
    queryFn: ({ signal }) => callApi("impactMethods", { signal }),
    staleTime: 5 * 60_000,
  });
}
