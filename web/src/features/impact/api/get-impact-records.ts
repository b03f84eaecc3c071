import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export const impactRecordsKey = (code: string) => ["admin", "impact-records", code.toUpperCase()];

/** Awareness sessions per page of the customer page's section. */
export const AWARENESS_PAGE_SIZE = 25;

/**
 * GET /api/admin/customers/:code/awareness-sessions: a page of the sessions (newest first), the
 * people they reached in all and the smokers served.
 */
export function impactRecordsQueryOptions(code: string, page: number) {
  return queryOptions({
    queryKey: [...impactRecordsKey(code), page],
    queryFn: ({ signal }) =>
      callApi("adminAwarenessSessions", {
        params: { code },
        query: { page, pageSize: AWARENESS_PAGE_SIZE },
        signal,
      }),
    // The page shown stays while the next loads, but never another customer's sessions.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === code.toUpperCase() ? previous : undefined,
  });
}
