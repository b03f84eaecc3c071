import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** GET /api/admin/customers/:code/payee (admins only). */
export function payeeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ["admin", "payee", code],
    queryFn: ({ signal }) => callApi("adminCustomerPayee", { params: { code }, signal }),
  });
}

/** PUT /api/admin/customers/:code/payee: replaces the whole set. */
export function putPayee({
  code,
  body,
}: {
  code: string;
  body: BodyOf<"adminCustomerPayeeUpdate">;
}) {
  return callApi("adminCustomerPayeeUpdate", { params: { code }, body });
}
