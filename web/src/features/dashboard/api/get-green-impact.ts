import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT } from "./query-root";

/** GET /api/get_green_impact: the eight till-date figures and the business's name. */
export function greenImpactQueryOptions() {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "green-impact"],
    queryFn: ({ signal }) => callApi("greenImpact", { signal }),
  });
}
