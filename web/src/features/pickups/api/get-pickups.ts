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

/** GET /api/admin/pickup_requests[?status=]: by default the requests waiting, oldest first. */
export function pickupRequestsQueryOptions(status: QueryOf<"adminPickupRequests">["status"]) {
  return queryOptions({
    queryKey: [...PICKUPS_QUERY_ROOT, "requests", status ?? "requested"],
    queryFn: ({ signal }) =>
      callApi("adminPickupRequests", { query: status ? { status } : {}, signal }),
  });
}

/** GET /api/admin/kiosks/:id/schedule: the kiosk's own schedule, or the default. */
export function kioskScheduleQueryOptions(kioskId: string) {
  return queryOptions({
    queryKey: [...PICKUPS_QUERY_ROOT, "schedule", kioskId],
    queryFn: ({ signal }) => callApi("adminKioskSchedule", { params: { id: kioskId }, signal }),
  });
}
