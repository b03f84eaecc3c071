import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  fetchInbox,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  inboxKeys,
  setInboxItemHandled,
} from "../api/inbox-api";

/** The inbox under one filter, a page at a time (newest first). */
export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchInbox(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A full page may have older items behind it; a short one is the end.
    getNextPageParam: (lastPage) =>
      lastPage.items.length === INBOX_PAGE_SIZE ? lastPage.items.at(-1)?.receivedAt : undefined,
  });
}

/** Marks an enquiry handled or open again; every filter's list is then read afresh. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      setInboxItemHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
