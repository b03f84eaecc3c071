import type { QueryOf } from "@filtercycle/contract/api/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { CUSTODY_QUERY_ROOT } from "./query-root";

export type IntakesQuery = QueryOf<"adminIntakes">;

/** GET /api/admin/intakes: a page of bags by status, with the tolerance in force. */
export function intakesQueryOptions(query: IntakesQuery) {
  return queryOptions({
    queryKey: [...CUSTODY_QUERY_ROOT, "intakes", query],
    queryFn: ({ signal }) => callApi("adminIntakes", { query, signal }),
  });
}
