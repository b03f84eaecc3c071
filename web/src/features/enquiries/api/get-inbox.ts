import { nextPageOf } from "@filtercycle/contract/paging";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

export type InboxFilter = "open" | "handled" | "all";

export const INBOX_FILTERS: readonly InboxFilter[] = ["open", "handled", "all"];

/** The URL search parameter that keeps the inbox's filter (`?show=handled`); open when absent. */
export const INBOX_FILTER_PARAM = "show";

/** The filter a URL asks for: `?show=` when it names one, else "open". */
export function inboxFilterOf(search: URLSearchParams): InboxFilter {
  const value = search.get(INBOX_FILTER_PARAM);
  return INBOX_FILTERS.find((filter) => filter === value) ?? "open";
}

/** Enquiries per page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

/** The first part of every inbox query key: a change to one enquiry refreshes every filter. */
export const INBOX_QUERY_ROOT = ["admin", "inbox"] as const;

/**
 * GET /api/admin/inbox under one filter, a page at a time: enquiries (contact messages, partner
 * applications and problem reports), newest first; "Load more" reads the next page.
 */
export function inboxQueryOptions(filter: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: [...INBOX_QUERY_ROOT, filter],
    queryFn: ({ pageParam, signal }) =>
      callApi("adminInbox", {
        query: { status: filter, page: pageParam, pageSize: INBOX_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
