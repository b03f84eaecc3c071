import type {
  CollectionCreate,
  CollectionsQuery,
  CollectionUpdate,
} from "@filtercycle/contract/collections/admin-collections";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRefreshCollectionsAndKiosks } from "#web/hooks/use-refresh-collections";
import { createCollection, deleteCollection, updateCollection } from "../api/collections";
import { collectionsQueryOptions } from "../api/get-collections";
import { importCollections } from "../api/import-collections";

export function useCollections(query: CollectionsQuery) {
  return useQuery(collectionsQueryOptions(query));
}

export function useSaveCollection() {
  const refresh = useRefreshCollectionsAndKiosks();
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
  const refresh = useRefreshCollectionsAndKiosks();
  return useMutation({ mutationFn: deleteCollection, onSuccess: refresh });
}

export function useImportCollections() {
  const refresh = useRefreshCollectionsAndKiosks();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      importCollections(csv, dryRun),
    onSuccess: async (outcome, { dryRun }) => {
      if (!dryRun && outcome.kind === "report") await refresh();
    },
  });
}
