import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { CUSTOMERS_QUERY_ROOT } from "./query-root";

/** GET /api/admin/customers/:code: details and till-date figures. */
export function customerQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...CUSTOMERS_QUERY_ROOT, "detail", code.toUpperCase()],
    queryFn: ({ signal }) => callApi("adminCustomer", { params: { code }, signal }),
  });
}
