import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { MONEY_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/** GET /api/balance: available to redeem, the rate per kg today and the last payout. */
export function balanceQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: [MONEY_QUERY_ROOT, "balance", ...viewedKey(customerId)],
    queryFn: ({ signal }) => callApi("balance", { query: viewedQuery(customerId), signal }),
  });
}
