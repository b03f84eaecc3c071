import { useQueryClient } from "@tanstack/react-query";
import { COLLECTIONS_QUERY_ROOT, KIOSKS_QUERY_ROOT } from "#web/lib/console-query-roots";

/**
 * After a change to a collection or a kiosk: every collections list and kiosk list (their counts)
 * is read afresh. Shared by the collections and kiosks features.
 */
export function useRefreshCollectionsAndKiosks() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: COLLECTIONS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: KIOSKS_QUERY_ROOT }),
    ]);
  };
}
