import type { QueryOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export type PayoutsQuery = QueryOf<"adminPayouts">;

/** The first part of every ledger query key: a new payout refreshes every list and balance. */
export const LEDGER_QUERY_ROOT = ["admin", "ledger"] as const;

/** GET /api/admin/payouts: a page of payouts and adjustments, newest first. */
export function payoutsQueryOptions(query: PayoutsQuery) {
  return queryOptions({
    queryKey: [...LEDGER_QUERY_ROOT, "list", query],
    queryFn: ({ signal }) => callApi("adminPayouts", { query, signal }),
  });
}
