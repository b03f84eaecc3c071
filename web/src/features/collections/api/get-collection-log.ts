import type { DateRange } from "@filtercycle/contract/dates";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { INSIGHT_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/insight-query-root";
import { COLLECTION_PAGE_SIZE } from "../log-constants";

/** GET /api/collections: one page of a period's collections, newest first. */
export function collectionLogQueryOptions(
  range: DateRange,
  page: number,
  customerId: string | null = null,
) {
  return queryOptions({
    queryKey: [INSIGHT_QUERY_ROOT, "collections", range, ...viewedKey(customerId), { page }],
    queryFn: ({ signal }) =>
      callApi("collectionLog", {
        query: { ...range, page, pageSize: COLLECTION_PAGE_SIZE, ...viewedQuery(customerId) },
        signal,
      }),
  });
}
