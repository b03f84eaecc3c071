import type { DateRange } from "@filtercycle/contract/dates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createPayoutRequest } from "../api/create-payout-request";
import { balanceQueryOptions } from "../api/get-balance";
import { payoutRequestsQueryOptions } from "../api/get-payout-requests";
import { statementQueryOptions } from "../api/get-statement";
import { MONEY_QUERY_ROOT } from "../api/query-root";

export function useBalance(customerId: string | null) {
  return useQuery(balanceQueryOptions(customerId));
}

/** The statement of a period; the previous period's stays on screen while the next loads. */
export function useStatement(range: DateRange, customerId: string | null) {
  return useQuery({
    ...statementQueryOptions(range, customerId),
    placeholderData: (previous) => previous,
  });
}

/** A page of the payout requests (the first by default: it holds the open one, if any). */
export function usePayoutRequests(customerId: string | null, page = 1) {
  return useQuery(payoutRequestsQueryOptions(customerId, page));
}

/** The request shows at once in the card and the list: every money query is read afresh. */
export function useCreatePayoutRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutRequest,
    onSuccess: () => {
      // Not awaited: the dialog closes at once, the fresh answers follow.
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOT] });
    },
  });
}
