import type { QueryOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export type PayoutRequestsQuery = QueryOf<"adminPayoutRequests">;

/** The first part of every payout request query key: a decision refreshes every list. */
export const PAYOUT_REQUESTS_QUERY_ROOT = ["admin", "payoutRequests"] as const;

/** GET /api/admin/payout_requests: a page of requests of every business (open ones by default). */
export function adminPayoutRequestsQueryOptions(query: PayoutRequestsQuery) {
  return queryOptions({
    queryKey: [...PAYOUT_REQUESTS_QUERY_ROOT, query],
    queryFn: ({ signal }) => callApi("adminPayoutRequests", { query, signal }),
  });
}
