import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useEffect } from "react";
import { saveCustomerNameIfMissing } from "#web/lib/session-storage";
import type { DateRange } from "../../../lib/dashboard-dates";
import { customerMediaQueryOptions } from "../../media/api/get-customer-media";
import { customerStatsQueryOptions } from "../api/get-customer-stats";
import { customerStatsWithDatesQueryOptions } from "../api/get-customer-stats-with-dates";
import { greenImpactQueryOptions } from "../api/get-green-impact";
import { impactMethodsQueryOptions } from "../api/get-impact-methods";
import { periodMonthsQueryOptions } from "../api/get-monthly-collections";

/**
 * The business staff are looking at in the support view (`/dashboard?customerId=FC-…`), or null
 * on a customer's own dashboard. Every dashboard call carries it.
 */
export const ViewedCustomerContext = createContext<string | null>(null);

export function useViewedCustomer(): string | null {
  return useContext(ViewedCustomerContext);
}

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
  const customerId = useViewedCustomer();
  const query = useQuery(greenImpactQueryOptions(customerId));
  useLoggedError(query.error, "get_green_impact");
  const name = query.data?.name;
  // SPEC.md §4: the name from this answer is stored when none is stored yet (a customer's own).
  useEffect(() => {
    if (name && !customerId) saveCustomerNameIfMissing(name);
  }, [name, customerId]);
  return query;
}

/** The tables' figures: the default columns without a range, a range's with one. */
export function useCustomerStats(range: DateRange | null) {
  const query = useQuery(customerStatsQueryOptions(range, useViewedCustomer()));
  useLoggedError(query.error, "get_customer_specific_stats");
  return query;
}

/**
 * The cigarette table with a range (SPEC.md §7: get_customer_specific_stats_with_dates); idle
 * without one.
 */
export function useCustomerStatsWithDates(range: DateRange | null) {
  const query = useQuery(customerStatsWithDatesQueryOptions(range, useViewedCustomer()));
  useLoggedError(query.error, "get_customer_specific_stats_with_dates");
  return query;
}

/** The method versions behind the figures (the method line under the cards). */
export function useImpactMethods() {
  const query = useQuery(impactMethodsQueryOptions());
  useLoggedError(query.error, "impact_methods");
  return query;
}

/** The chart's months of `range` (the chosen period, capped by chartRangeOf). */
export function useMonthlyCollections(range: DateRange) {
  const query = useQuery(periodMonthsQueryOptions(range, useViewedCustomer()));
  useLoggedError(query.error, "get_monthly_collections");
  return query;
}

/** The media list; its failure has its own message (SPEC.md §8), so it is not only logged. */
export function useCustomerMedia() {
  return useQuery(customerMediaQueryOptions(useViewedCustomer()));
}
