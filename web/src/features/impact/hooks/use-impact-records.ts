import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addAwarenessSession,
  deleteAwarenessSession,
  setSmokersServed,
  updateAwarenessSession,
} from "../api/change-impact-records";
import { impactRecordsKey, impactRecordsQueryOptions } from "../api/get-impact-records";

export function useImpactRecords(code: string, page: number) {
  return useQuery(impactRecordsQueryOptions(code, page));
}

/** The section's changes; each reads the customer's records afresh. */
export function useChangeImpactRecords(code: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: impactRecordsKey(code) });
  return {
    add: useMutation({
      mutationFn: (body: Parameters<typeof addAwarenessSession>[1]) =>
        addAwarenessSession(code, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteAwarenessSession, onSuccess }),
    update: useMutation({
      mutationFn: ({
        id,
        ...body
      }: { id: string } & Parameters<typeof updateAwarenessSession>[1]) =>
        updateAwarenessSession(id, body),
      onSuccess,
    }),
    smokers: useMutation({
      mutationFn: (count: number) => setSmokersServed(code, count),
      onSuccess,
    }),
  };
}
