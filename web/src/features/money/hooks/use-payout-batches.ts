import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LEDGER_QUERY_ROOT } from "../api/get-payouts";
import { PAYOUT_REQUESTS_QUERY_ROOT } from "../api/get-staff-payout-requests";
import { payeeQueryOptions, putPayee } from "../api/payee";
import {
  cancelPayoutBatch,
  createPayoutBatch,
  PAYOUT_BATCHES_QUERY_ROOT,
  payoutBatchesQueryOptions,
  payoutBatchQueryOptions,
  payPayoutBatch,
} from "../api/payout-batches";

export function usePayee(code: string) {
  return useQuery(payeeQueryOptions(code));
}

export function useSavePayee(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPayee,
    onSuccess: (saved) => queryClient.setQueryData(payeeQueryOptions(code).queryKey, saved),
  });
}

export function usePayoutBatches(page: number) {
  return useQuery({ ...payoutBatchesQueryOptions(page), placeholderData: (previous) => previous });
}

export function usePayoutBatch(id: number | null) {
  return useQuery({ ...payoutBatchQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * Make, mark paid and cancel; the batches are then read afresh. Paying records payouts and pays
 * requests, so the ledger and the request lists are read afresh too.
 */
export function usePayoutBatchActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYOUT_BATCHES_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: PAYOUT_REQUESTS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_ROOT }),
    ]);
  return {
    create: useMutation({ mutationFn: createPayoutBatch, onSuccess: refresh }),
    pay: useMutation({ mutationFn: payPayoutBatch, onSuccess: refresh }),
    cancel: useMutation({ mutationFn: cancelPayoutBatch, onSuccess: refresh }),
  };
}
