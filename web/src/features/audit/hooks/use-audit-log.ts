import { useQuery } from "@tanstack/react-query";
import { type AuditLogQuery, auditLogQueryOptions } from "../api/get-audit-log";

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({ ...auditLogQueryOptions(query), placeholderData: (previous) => previous });
}
