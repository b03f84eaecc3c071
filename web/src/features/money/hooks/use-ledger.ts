import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerBalanceQueryOptions } from "../api/get-customer-balance";
import { LEDGER_QUERY_ROOT, type PayoutsQuery, payoutsQueryOptions } from "../api/get-payouts";
import { recordAdjustment, recordPayout } from "../api/record-ledger-entry";

export function usePayouts(query: PayoutsQuery) {
  return useQuery({ ...payoutsQueryOptions(query), placeholderData: (previous) => previous });
}

export function useCustomerBalance(code: string) {
  return useQuery(customerBalanceQueryOptions(code));
}

/** Records a payout or an adjustment; every list and balance is then read afresh. */
export function useRecordLedgerEntry() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_ROOT });
  return {
    payout: useMutation({ mutationFn: recordPayout, onSuccess: refresh }),
    adjustment: useMutation({ mutationFn: recordAdjustment, onSuccess: refresh }),
  };
}
