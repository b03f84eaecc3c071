import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { HISTORY_PAGE_SIZE } from "../service-constants";
import { SERVICE_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/**
 * GET /api/pickups: the business's kiosks (next and last pickup, the open request) and one page
 * of the service history, newest first. `customerId`: staff's support view.
 */
export function pickupsQueryOptions(page: number, customerId: string | null = null) {
  return queryOptions({
    queryKey: [SERVICE_QUERY_ROOT, "pickups", ...viewedKey(customerId), { page }],
    queryFn: ({ signal }) =>
      callApi("pickups", {
        query: { page, pageSize: HISTORY_PAGE_SIZE, ...viewedQuery(customerId) },
        signal,
      }),
  });
}
