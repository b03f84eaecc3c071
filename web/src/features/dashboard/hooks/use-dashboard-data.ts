import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { saveCustomerNameIfMissing } from "../../../lib/session-storage";
import {
  fetchCustomerMedia,
  fetchCustomerStats,
  fetchCustomerStatsWithDates,
  fetchGreenImpact,
  fetchMonthlyCollections,
} from "../api/dashboard-api";
import { dashboardKeys } from "../api/query-keys";
import type { DateRange } from "../utils/dates";

/**
 * SPEC.md §8: fetch failures other than the media list's are only logged. The screen shows a
 * quiet "Try again" in the affected area instead of figures; the log says what failed and why.
 */
export function useLoggedError(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`Dashboard: ${what} could not be loaded.`, error);
  }, [error, what]);
}

export function useGreenImpact() {
  const query = useQuery({
    queryKey: dashboardKeys.greenImpact(),
    queryFn: ({ signal }) => fetchGreenImpact(signal),
  });
  useLoggedError(query.error, "get_green_impact");
  const name = query.data?.name;
  // SPEC.md §4: the name from this answer is stored when none is stored yet.
  useEffect(() => {
    if (name) saveCustomerNameIfMissing(name);
  }, [name]);
  return query;
}

/** The tables' figures: the default columns without a range, a range's with one. */
export function useCustomerStats(range: DateRange | null) {
  const query = useQuery({
    queryKey: dashboardKeys.stats(range),
    queryFn: ({ signal }) => fetchCustomerStats(range, signal),
  });
  useLoggedError(query.error, "get_customer_specific_stats");
  return query;
}

/** The cigarette table with a range (SPEC.md §7: get_customer_specific_stats_with_dates). */
export function useCustomerStatsWithDates(range: DateRange | null) {
  const query = useQuery({
    queryKey: range ? dashboardKeys.statsWithDates(range) : [...dashboardKeys.all, "no-range"],
    queryFn: ({ signal }) => fetchCustomerStatsWithDates(range as DateRange, signal),
    enabled: range !== null,
  });
  useLoggedError(query.error, "get_customer_specific_stats_with_dates");
  return query;
}

export const CHART_MONTHS = 12;

export function useMonthlyCollections() {
  const query = useQuery({
    queryKey: dashboardKeys.monthly(CHART_MONTHS),
    queryFn: ({ signal }) => fetchMonthlyCollections(CHART_MONTHS, signal),
  });
  useLoggedError(query.error, "get_monthly_collections");
  return query;
}

/** The media list; its failure has its own message (SPEC.md §8), so it is not only logged. */
export function useCustomerMedia() {
  return useQuery({
    queryKey: dashboardKeys.media(),
    queryFn: ({ signal }) => fetchCustomerMedia(signal),
    // Newest first, whatever order the server sends (SPEC.md leaves the order open).
    select: (answer) =>
      [...answer.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)),
  });
}
