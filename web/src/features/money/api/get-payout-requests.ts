import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { MONEY_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/** Payout requests per page of the Money tab's list. */
export const PAYOUT_REQUESTS_PAGE_SIZE = 25;

/**
 * GET /api/payout_requests: a page of the business's payout requests, newest first (the first
 * page holds the open one, if any: a business has at most one, and it is the newest). The page
 * shown stays while the next loads.
 */
export function payoutRequestsQueryOptions(customerId: string | null = null, page = 1) {
  const list = [MONEY_QUERY_ROOT, "requests", ...viewedKey(customerId)];
  return queryOptions({
    queryKey: [...list, page],
    queryFn: ({ signal }) =>
      callApi("payoutRequests", {
        query: { ...viewedQuery(customerId), page, pageSize: PAYOUT_REQUESTS_PAGE_SIZE },
        signal,
      }),
    // Never another business's requests (staff's support view moves between businesses).
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey.slice(0, -1)) === JSON.stringify(list)
        ? previous
        : undefined,
  });
}
