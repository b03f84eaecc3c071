import type { DateRange } from "@filtercycle/contract/dates";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";
import { INSIGHT_QUERY_ROOT, viewedKey, viewedQuery } from "#web/lib/insight-query-root";

/** GET /api/kiosk_breakdown: each kiosk's share of a period, most kg first. */
export function kioskBreakdownQueryOptions(range: DateRange, customerId: string | null = null) {
  return queryOptions({
    queryKey: [INSIGHT_QUERY_ROOT, "kiosks", range, ...viewedKey(customerId)],
    queryFn: ({ signal }) =>
      callApi("kioskBreakdown", { query: { ...range, ...viewedQuery(customerId) }, signal }),
  });
}
