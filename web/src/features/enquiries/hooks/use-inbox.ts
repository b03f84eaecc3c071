import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { INBOX_QUERY_ROOT, type InboxFilter, inboxQueryOptions } from "../api/get-inbox";
import { setInboxItemHandled } from "../api/update-inbox-item";

/** The inbox under one filter, a page at a time (newest first). */
export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery(inboxQueryOptions(filter));
}

/** Marks an enquiry handled or open again; every filter's list is then read afresh. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      setInboxItemHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_ROOT }),
  });
}
