import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { KIOSKS_QUERY_ROOT } from "#web/lib/console-query-roots";

/** GET /api/admin/customers/:code/kiosks: a customer's kiosks, removed ones included. */
export function customerKiosksQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...KIOSKS_QUERY_ROOT, code.toUpperCase()],
    queryFn: ({ signal }) => callApi("adminCustomerKiosks", { params: { code }, signal }),
    enabled: code.trim() !== "",
  });
}

/** A customer's kiosks: the console's kiosks section and the collections filter's kiosk choice. */
export function useCustomerKiosks(code: string) {
  return useQuery(customerKiosksQueryOptions(code));
}
