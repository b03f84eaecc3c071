import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** GET /api/admin/overview: open enquiries, this week's collections, payouts due, idle kiosks. */
export function overviewQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "overview"],
    queryFn: ({ signal }) => callApi("adminOverview", { signal }),
  });
}
