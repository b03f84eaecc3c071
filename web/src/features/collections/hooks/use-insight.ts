import type { CollectionLogItem } from "@filtercycle/contract/collections/insight";
import type { DateRange } from "@filtercycle/contract/dates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { INSIGHT_QUERY_ROOT } from "#web/lib/insight-query-root";
import { collectionLogQueryOptions } from "../api/get-collection-log";
import { reportCollectionProblem } from "../api/report-collection-problem";

/** One page of the log; the previous page stays on screen while the next loads. */
export function useCollectionLog(range: DateRange, page: number, customerId: string | null) {
  return useQuery({
    ...collectionLogQueryOptions(range, page, customerId),
    placeholderData: (previous) => previous,
  });
}

type LogPage = { items: CollectionLogItem[] };

/**
 * Sends a problem report. On success the row shows "Reported on …" at once (written into the
 * cached pages), then the insight queries are read afresh from the server.
 */
export function useReportCollectionProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCollectionProblem,
    onSuccess: ({ reportedAt }, { id }) => {
      queryClient.setQueriesData<LogPage>(
        { queryKey: [INSIGHT_QUERY_ROOT, "collections"] },
        (answer) =>
          answer && {
            ...answer,
            items: answer.items.map((item) => (item.id === id ? { ...item, reportedAt } : item)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: [INSIGHT_QUERY_ROOT, "collections"] });
    },
  });
}
