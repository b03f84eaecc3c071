import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { chartRangeOf, chosenPeriod } from "@filtercycle/contract/period-presets";
import type { QueryClient } from "@tanstack/react-query";
import { PERIOD_PARAMS } from "#web/hooks/use-chosen-period";
import { customerStatsQueryOptions } from "../features/impact/api/get-customer-stats";
import { periodMonthsQueryOptions } from "../features/impact/api/get-monthly-collections";
import { TAB_IDS } from "../features/impact/constants";
import { impactPageQueryOptions } from "../features/impact-pages/api/impact-page";
import { IMPACT_PAGE_TAB } from "../features/impact-pages/impact-page-constants";
import { customerMediaQueryOptions } from "../features/media/api/get-customer-media";
import { greenImpactQueryOptions } from "../lib/green-impact-query";

/**
 * Starts the first answers of the dashboard's tab `tab` (the `?tab=` value) while the route is
 * still being entered, so they are on their way before the screen renders. Failures are left to
 * the screen's own queries, which show them where they belong (SPEC.md §8). `search` is the
 * page's query: the chart's months are those of the period it names (useChosenPeriod's rule).
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  tab: string | null,
  customerId: string | null = null,
  search: URLSearchParams = new URLSearchParams(),
): void {
  void queryClient.prefetchQuery(greenImpactQueryOptions(customerId));
  if (tab === TAB_IDS.videos) {
    void queryClient.prefetchQuery(customerMediaQueryOptions(customerId));
  } else if (tab === IMPACT_PAGE_TAB.id) {
    void queryClient.prefetchQuery(impactPageQueryOptions(customerId));
  } else {
    void queryClient.prefetchQuery(customerStatsQueryOptions(null, customerId));
    const { range } = chosenPeriod(
      {
        period: search.get(PERIOD_PARAMS.preset),
        from: search.get(PERIOD_PARAMS.from),
        to: search.get(PERIOD_PARAMS.to),
      },
      todayIn(BUSINESS_TIME_ZONE),
    );
    void queryClient.prefetchQuery(periodMonthsQueryOptions(chartRangeOf(range).range, customerId));
  }
}
