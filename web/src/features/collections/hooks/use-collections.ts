import type {
  CollectionCreate,
  CollectionsQuery,
  CollectionUpdate,
  KioskCreate,
  KioskUpdate,
} from "@filtercycle/contract/admin-collections";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerKiosksQueryOptions, KIOSKS_QUERY_ROOT } from "../../kiosks/api/get-kiosks";
import { createKiosk, updateKiosk } from "../../kiosks/api/kiosks";
import { createCollection, deleteCollection, updateCollection } from "../api/collections";
import { COLLECTIONS_QUERY_ROOT, collectionsQueryOptions } from "../api/get-collections";
import { importCollections } from "../api/import-collections";

export function useCollections(query: CollectionsQuery) {
  return useQuery(collectionsQueryOptions(query));
}

export function useCustomerKiosks(code: string) {
  return useQuery(customerKiosksQueryOptions(code));
}

/** After a change: every collections list and kiosk list (their counts) is read afresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: COLLECTIONS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: KIOSKS_QUERY_ROOT }),
    ]);
  };
}

export function useSaveCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      input: { id: number; body: CollectionUpdate } | { id?: undefined; body: CollectionCreate },
    ) =>
      input.id === undefined
        ? createCollection(input.body as CollectionCreate)
        : updateCollection(input.id, input.body),
    onSuccess: refresh,
  });
}

export function useDeleteCollection() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteCollection, onSuccess: refresh });
}

export function useImportCollections() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      importCollections(csv, dryRun),
    onSuccess: async (outcome, { dryRun }) => {
      if (!dryRun && outcome.kind === "report") await refresh();
    },
  });
}

export function useSaveKiosk(customerCode: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      input: { id: string; body: KioskUpdate } | { id?: undefined; body: KioskCreate },
    ) =>
      input.id === undefined
        ? createKiosk(customerCode, input.body as KioskCreate)
        : updateKiosk(input.id, input.body),
    onSuccess: refresh,
  });
}
