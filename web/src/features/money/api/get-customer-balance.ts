import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { LEDGER_QUERY_ROOT } from "./get-payouts";

/** GET /api/admin/customers/:code/balance: the balance and its parts, in rupees. */
export function customerBalanceQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...LEDGER_QUERY_ROOT, "balance", code.trim().toUpperCase()],
    queryFn: ({ signal }) =>
      callApi("adminCustomerBalance", { params: { code: code.trim() }, signal }),
    enabled: code.trim() !== "",
    retry: false,
  });
}
