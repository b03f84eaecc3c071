import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLoggedError, useViewedCustomer } from "#web/hooks/use-viewed-customer";
import type { DateRange } from "#web/lib/dashboard-dates";
import { greenImpactQueryOptions } from "#web/lib/green-impact-query";
import { saveCustomerNameIfMissing } from "#web/lib/session-storage";
import { customerStatsQueryOptions } from "../api/get-customer-stats";
import { customerStatsWithDatesQueryOptions } from "../api/get-customer-stats-with-dates";
import { impactMethodsQueryOptions } from "../api/get-impact-methods";
import { periodMonthsQueryOptions } from "../api/get-monthly-collections";

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
