import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/dashboard-query-root";

/** GET /api/impact_page: the public page's state, its slug (or a suggested one) and address. */
export function impactPageQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "impact-page", ...viewedKey(customerId)],
    queryFn: ({ signal }) => callApi("impactPage", { query: viewedQuery(customerId), signal }),
  });
}

/** PATCH /api/impact_page (owners): on/off and the slug; 409 when another business holds it. */
export function updateImpactPage(body: BodyOf<"impactPageUpdate">) {
  return callApi("impactPageUpdate", { body });
}
