import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  kioskScheduleQueryOptions,
  PICKUPS_QUERY_ROOT,
  pickupRequestsQueryOptions,
  type StopsQuery,
  stopsQueryOptions,
} from "../api/get-pickups";
import {
  declineRequest,
  missPickup,
  reschedulePickup,
  scheduleRequest,
  updateKioskSchedule,
} from "../api/pickups";

export const useStops = (query: StopsQuery) => useQuery(stopsQueryOptions(query));
export const useWaitingRequests = (page = 1) =>
  useQuery(pickupRequestsQueryOptions(undefined, page));
export const useKioskSchedule = (kioskId: string) => useQuery(kioskScheduleQueryOptions(kioskId));

/** After a change: the views, the requests and the schedules are read afresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PICKUPS_QUERY_ROOT });
}

export function useReschedulePickup() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) => reschedulePickup(id, date),
    onSuccess,
  });
}

export function useMissPickup() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<"adminPickupMiss"> }) =>
      missPickup(id, body),
    onSuccess,
  });
}

export function useScheduleRequest() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) => scheduleRequest(id, date),
    onSuccess,
  });
}

export function useDeclineRequest() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => declineRequest(id, reason),
    onSuccess,
  });
}

export function useUpdateKioskSchedule(kioskId: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<"adminKioskScheduleUpdate">) => updateKioskSchedule(kioskId, body),
    onSuccess,
  });
}
