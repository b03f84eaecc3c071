import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { CUSTODY_QUERY_ROOT } from "./query-root";

/** GET /api/admin/batches: every batch with its bags and lots, newest first. */
export function batchesQueryOptions() {
  return queryOptions({
    queryKey: [...CUSTODY_QUERY_ROOT, "batches"],
    queryFn: ({ signal }) => callApi("adminBatches", { signal }),
  });
}
