import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const HELD_COLLECTIONS_QUERY_KEY = ["admin", "held-collections"] as const;

/** GET /api/admin/held_collections: the collections held for review, oldest first. */
export function heldCollectionsQueryOptions() {
  return queryOptions({
    queryKey: HELD_COLLECTIONS_QUERY_KEY,
    queryFn: ({ signal }) => callApi("adminHeldCollections", { signal, query: { pageSize: 200 } }),
  });
}
