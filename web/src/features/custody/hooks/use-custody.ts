import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { batchesQueryOptions } from "../api/get-batches";
import { type IntakesQuery, intakesQueryOptions } from "../api/get-intakes";
import { CUSTODY_QUERY_ROOT } from "../api/query-root";
import { createBatch, createLot, recordIntake } from "../api/record-custody";

export function useIntakes(query: IntakesQuery) {
  return useQuery({ ...intakesQueryOptions(query), placeholderData: (previous) => previous });
}

export function useBatches(page = 1) {
  return useQuery(batchesQueryOptions(page));
}

/** Records an intake, a batch or a lot; the bags and batches are then read afresh. */
export function useCustodyChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CUSTODY_QUERY_ROOT });
  return {
    intake: useMutation({ mutationFn: recordIntake, onSuccess: refresh }),
    batch: useMutation({ mutationFn: createBatch, onSuccess: refresh }),
    lot: useMutation({ mutationFn: createLot, onSuccess: refresh }),
  };
}
