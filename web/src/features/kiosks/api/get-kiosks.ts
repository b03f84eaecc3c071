import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const KIOSKS_QUERY_ROOT = ["admin", "kiosks"] as const;

/** GET /api/admin/customers/:code/kiosks: a customer's kiosks, removed ones included. */
export function customerKiosksQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...KIOSKS_QUERY_ROOT, code.toUpperCase()],
    queryFn: ({ signal }) => callApi("adminCustomerKiosks", { params: { code }, signal }),
    enabled: code.trim() !== "",
  });
}
