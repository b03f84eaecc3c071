import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { SERVICE_QUERY_ROOT, viewedKey, viewedQuery } from "./query-root";

/** GET /api/pickup_requests: the business's pickup requests, newest first. */
export function pickupRequestsQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: [SERVICE_QUERY_ROOT, "requests", ...viewedKey(customerId)],
    queryFn: ({ signal }) => callApi("pickupRequests", { query: viewedQuery(customerId), signal }),
  });
}
