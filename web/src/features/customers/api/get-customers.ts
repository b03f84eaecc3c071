import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import type { CustomerListParams } from "../utils/list-params";
import { CUSTOMERS_QUERY_ROOT } from "./query-root";

/** GET /api/admin/customers: one page of the filtered, sorted list. */
export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: [...CUSTOMERS_QUERY_ROOT, "list", params],
    queryFn: ({ signal }) => callApi("adminCustomers", { query: params, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
