import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const impactRecordsKey = (code: string) => ["admin", "impact-records", code.toUpperCase()];

/** GET /api/admin/customers/:code/awareness-sessions: the sessions and smokers served. */
export function impactRecordsQueryOptions(code: string) {
  return queryOptions({
    queryKey: impactRecordsKey(code),
    queryFn: ({ signal }) => callApi("adminAwarenessSessions", { params: { code }, signal }),
  });
}
