import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { LOGINS_QUERY_ROOT } from "./query-root";

/** Whose logins: a customer's (by code) or staff's. */
export type LoginsOwner = { customerCode: string } | { staff: true };

/** Logins shown on one screen (a business has a handful; staff a few dozen at most). */
export const LOGINS_PAGE_SIZE = 200;

/** GET /api/admin/customers/:code/logins or GET /api/admin/staff-logins. */
export function loginsQueryOptions(owner: LoginsOwner) {
  const query = { page: 1, pageSize: LOGINS_PAGE_SIZE };
  return queryOptions({
    queryKey: [...LOGINS_QUERY_ROOT, "customerCode" in owner ? owner.customerCode : "staff"],
    queryFn: ({ signal }) =>
      "customerCode" in owner
        ? callApi("adminCustomerLogins", { params: { code: owner.customerCode }, query, signal })
        : callApi("adminStaffLogins", { query, signal }),
  });
}
