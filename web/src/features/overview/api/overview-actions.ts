import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { OVERVIEW_QUERY_KEY } from "./get-overview";

/**
 * The Overview's own buttons: Approve a payout request, Schedule a pickup request, Accept or
 * Reject a held collection. Each refreshes
 * the overview and every other console list (their queries start with "admin").
 */
export function useOverviewActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["admin"] }),
    ]);
  const approve = useMutation({
    mutationFn: (id: number) => callApi("adminPayoutRequestApprove", { params: { id } }),
    onSuccess: refresh,
  });
  const schedule = useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) =>
      callApi("adminPickupRequestSchedule", { params: { id }, body: { date } }),
    onSuccess: refresh,
  });
  const accept = useMutation({
    mutationFn: (id: number) => callApi("adminHeldCollectionAccept", { params: { id } }),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi("adminHeldCollectionReject", { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
  return { approve, schedule, accept, reject };
}
