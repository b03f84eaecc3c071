import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { DASHBOARD_QUERY_ROOT } from "./query-root";

/** GET /api/get_customer_videos: the business's media files, newest first. */
export function customerMediaQueryOptions() {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_ROOT, "media"],
    queryFn: ({ signal }) => callApi("customerMedia", { signal }),
    // Newest first, whatever order the server sends (SPEC.md leaves the order open).
    select: (answer) =>
      [...answer.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)),
  });
}
