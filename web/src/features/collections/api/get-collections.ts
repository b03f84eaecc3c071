import type { CollectionsQuery } from "@filtercycle/contract/collections/admin-collections";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "#web/lib/api-client";
import { COLLECTIONS_QUERY_ROOT } from "#web/lib/console-query-roots";

/** GET /api/admin/collections: one page of the filtered list, newest first. */
export function collectionsQueryOptions(query: CollectionsQuery) {
  return queryOptions({
    queryKey: [...COLLECTIONS_QUERY_ROOT, query],
    queryFn: ({ signal }) => callApi("adminCollections", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The filters' part of the query, as the CSV export takes them. */
export type CollectionFilterValues = Pick<
  CollectionsQuery,
  "customerCode" | "kioskId" | "from" | "to"
>;

/** GET /api/admin/collections.csv with the same filters (a plain link: the browser downloads). */
export function collectionsCsvUrl(filters: CollectionFilterValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
  const text = search.toString();
  return apiUrl(`admin/collections.csv${text ? `?${text}` : ""}`);
}

/** GET /api/admin/collections/import-template.csv */
export const IMPORT_TEMPLATE_URL = apiUrl("admin/collections/import-template.csv");
