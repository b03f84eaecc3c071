import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { CUSTODY_QUERY_ROOT } from "./query-root";

/** Batches per page of the custody page's list. */
export const BATCHES_PAGE_SIZE = 25;

/**
 * GET /api/admin/batches: a page of the batches with their bags and lots, newest first. The
 * page shown stays while the next loads.
 */
export function batchesQueryOptions(page = 1) {
  return queryOptions({
    queryKey: [...CUSTODY_QUERY_ROOT, "batches", page],
    queryFn: ({ signal }) =>
      callApi("adminBatches", { query: { page, pageSize: BATCHES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
