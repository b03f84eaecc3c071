import type { QueryOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export type AuditLogQuery = QueryOf<"adminAuditLog">;

/** GET /api/admin/audit-log: a page of changes, newest first, with the filter choices. */
export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: ["admin", "audit-log", query],
    queryFn: ({ signal }) => callApi("adminAuditLog", { query, signal }),
  });
}
