import type { DateRange } from "@filtercycle/contract/dates";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { MONEY_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/** GET /api/statement: the period's ledger entries with the running balance and totals. */
export function statementQueryOptions(range: DateRange, customerId: string | null = null) {
  return queryOptions({
    queryKey: [MONEY_QUERY_ROOT, "statement", ...viewedKey(customerId), range],
    queryFn: ({ signal }) =>
      callApi("statement", {
        query: { startDate: range.startDate, endDate: range.endDate, ...viewedQuery(customerId) },
        signal,
      }),
  });
}
