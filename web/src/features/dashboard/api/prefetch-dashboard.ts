import type { QueryClient } from "@tanstack/react-query";
import { IMPACT_PAGE_TAB, TAB_IDS } from "../constants";
import { customerMediaQueryOptions } from "./get-customer-media";
import { customerStatsQueryOptions } from "./get-customer-stats";
import { greenImpactQueryOptions } from "./get-green-impact";
import { monthlyCollectionsQueryOptions } from "./get-monthly-collections";
import { impactPageQueryOptions } from "./impact-page";

/**
 * Starts the first answers of the dashboard's tab `tab` (the `?tab=` value) while the route is
 * still being entered, so they are on their way before the screen renders. Failures are left to
 * the screen's own queries, which show them where they belong (SPEC.md §8).
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  tab: string | null,
  customerId: string | null = null,
): void {
  void queryClient.prefetchQuery(greenImpactQueryOptions(customerId));
  if (tab === TAB_IDS.videos) {
    void queryClient.prefetchQuery(customerMediaQueryOptions(customerId));
  } else if (tab === IMPACT_PAGE_TAB.id) {
    void queryClient.prefetchQuery(impactPageQueryOptions(customerId));
  } else {
    void queryClient.prefetchQuery(customerStatsQueryOptions(null, customerId));
    void queryClient.prefetchQuery(monthlyCollectionsQueryOptions(undefined, customerId));
  }
}
