import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { MONEY_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/** GET /api/payout_requests: the business's payout requests, newest first. */
export function payoutRequestsQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: [MONEY_QUERY_ROOT, "requests", ...viewedKey(customerId)],
    queryFn: ({ signal }) => callApi("payoutRequests", { query: viewedQuery(customerId), signal }),
  });
}
