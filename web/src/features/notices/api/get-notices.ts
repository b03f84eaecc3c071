import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/**
 * GET /api/notices: the business's in-app notices, newest first (staff: ?customerId=), in the
 * reader's language where they were recorded in it (the API reads Accept-Language), so the
 * language is part of the key.
 */
export function noticesQueryOptions(customerId: string | null = null, language = "en") {
  return queryOptions({
    queryKey: ["notices", customerId ?? "own", language],
    queryFn: ({ signal }) =>
      callApi("notices", { query: customerId ? { customerId } : {}, signal }),
  });
}
