import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { approvePayoutRequest } from "../api/approve-payout-request";
import { declinePayoutRequest } from "../api/decline-payout-request";
import { LEDGER_QUERY_ROOT } from "../api/get-payouts";
import {
  adminPayoutRequestsQueryOptions,
  PAYOUT_REQUESTS_QUERY_ROOT,
  type PayoutRequestsQuery,
} from "../api/get-staff-payout-requests";
import { payPayoutRequest } from "../api/pay-payout-request";

export function useAdminPayoutRequests(query: PayoutRequestsQuery) {
  return useQuery({
    ...adminPayoutRequestsQueryOptions(query),
    placeholderData: (previous) => previous,
  });
}

/**
 * Approve, mark paid and decline; every request list is then read afresh. Paying also records a
 * payout in the ledger, so the payouts list and balances are read afresh too.
 */
export function usePayoutRequestActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAYOUT_REQUESTS_QUERY_ROOT });
  return {
    approve: useMutation({ mutationFn: approvePayoutRequest, onSuccess: refresh }),
    pay: useMutation({
      mutationFn: payPayoutRequest,
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_ROOT })]),
    }),
    decline: useMutation({ mutationFn: declinePayoutRequest, onSuccess: refresh }),
  };
}
