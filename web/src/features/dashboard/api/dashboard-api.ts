import type {
  CustomerSpecificStats,
  CustomerSpecificStatsWithDates,
  GreenImpact,
  MonthlyCollections,
} from "@filtercycle/contract/dashboard";
import type { CustomerVideosResponse } from "@filtercycle/contract/media";
import { getJson } from "../../../lib/api-client";
import type { DateRange } from "../utils/dates";

/**
 * The dashboard's calls (SPEC.md §7, plus get_monthly_collections for the chart). Every one is
 * `sessionRequired`: a 401 (the session ended) clears the stored keys, and ProtectedRoute then
 * sends the user to /login.
 *
 * Answers are typed from the contract but not parsed with its zod schemas here: the API
 * serializes every answer through those same schemas (fields outside them never leave the
 * server, docs/decisions/0020), and leaving zod out keeps the dashboard's JavaScript small.
 */
const session = { sessionRequired: true } as const;

function rangeQuery({ startDate, endDate }: DateRange): string {
  return new URLSearchParams({ startDate, endDate }).toString();
}

export function fetchGreenImpact(signal?: AbortSignal): Promise<GreenImpact> {
  return getJson<GreenImpact>("get_green_impact", { ...session, signal });
}

/** Without a range: this month, last month, all time. With one: as of its end, inside it. */
export function fetchCustomerStats(
  range: DateRange | null,
  signal?: AbortSignal,
): Promise<CustomerSpecificStats> {
  const path = range
    ? `get_customer_specific_stats?${rangeQuery(range)}`
    : "get_customer_specific_stats";
  return getJson<CustomerSpecificStats>(path, { ...session, signal });
}

export function fetchCustomerStatsWithDates(
  range: DateRange,
  signal?: AbortSignal,
): Promise<CustomerSpecificStatsWithDates> {
  return getJson<CustomerSpecificStatsWithDates>(
    `get_customer_specific_stats_with_dates?${rangeQuery(range)}`,
    { ...session, signal },
  );
}

export function fetchMonthlyCollections(
  months: number,
  signal?: AbortSignal,
): Promise<MonthlyCollections> {
  return getJson<MonthlyCollections>(`get_monthly_collections?months=${months}`, {
    ...session,
    signal,
  });
}

export function fetchCustomerMedia(signal?: AbortSignal): Promise<CustomerVideosResponse> {
  return getJson<CustomerVideosResponse>("get_customer_videos", { ...session, signal });
}
