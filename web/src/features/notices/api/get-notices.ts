import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** GET /api/notices: the business's in-app notices, newest first (staff: ?customerId=). */
export function noticesQueryOptions(customerId: string | null = null) {
  return queryOptions({
    queryKey: ["notices", customerId ?? "own"],
    queryFn: ({ signal }) =>
      callApi("notices", { query: customerId ? { customerId } : {}, signal }),
  });
}
