import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** GET /api/admin/customers/:code/balance (the same key root as the payouts screen's). */
export function balanceQueryOptions(code: string) {
  return queryOptions({
    queryKey: ["admin", "ledger", "balance", code.toUpperCase()],
    queryFn: ({ signal }) => callApi("adminCustomerBalance", { params: { code }, signal }),
  });
}
