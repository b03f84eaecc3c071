import type { QueryOf } from "@filtercycle/contract/api/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** Every pickups query key starts with this: a change refreshes the views, requests and schedules. */
export const PICKUPS_QUERY_ROOT = ["admin", "pickups"] as const;

export type StopsQuery = { date: string; days: number };

/** GET /api/admin/pickups?date=&days=: the stops of 1 (day view) or 7 (week view) days, in route order. */
export function stopsQueryOptions({ date, days }: StopsQuery) {
  return queryOptions({
    queryKey: [...PICKUPS_QUERY_ROOT, "stops", date, days],
    queryFn: ({ signal }) => callApi("adminPickups", { query: { date, days }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Requests per page of the console's waiting list. */
export const PICKUP_REQUESTS_PAGE_SIZE = 50;

/**
 * GET /api/admin/pickup_requests[?status=]: a page of the requests in one status (by default
 * the ones waiting), oldest first. The page shown stays while the next loads.
 */
export function pickupRequestsQueryOptions(
  status: QueryOf<"adminPickupRequests">["status"],
  page = 1,
) {
  return queryOptions({
    queryKey: [...PICKUPS_QUERY_ROOT, "requests", status ?? "requested", page],
    queryFn: ({ signal }) =>
      callApi("adminPickupRequests", {
        query: { ...(status ? { status } : {}), page, pageSize: PICKUP_REQUESTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/kiosks/:id/schedule: the kiosk's own schedule, or the default. */
export function kioskScheduleQueryOptions(kioskId: string) {
  return queryOptions({
    queryKey: [...PICKUPS_QUERY_ROOT, "schedule", kioskId],
    queryFn: ({ signal }) => callApi("adminKioskSchedule", { params: { id: kioskId }, signal }),
  });
}
