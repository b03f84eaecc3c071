// HTTP is a stubbed `fetch` answering like the API (../testing/render.tsx); the real API is
// covered by the API tests and e2e/dashboard.spec.ts.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { customerStatsQueryOptions } from "../features/impact/api/get-customer-stats";
import { customerStatsWithDatesQueryOptions } from "../features/impact/api/get-customer-stats-with-dates";
import { calledUrls, stubApi } from "../features/impact/testing/render";
import { greenImpactQueryOptions } from "../lib/green-impact-query";
import { prefetchDashboard } from "./dashboard-prefetch";

const range = { startDate: "2025-01-01", endDate: "2025-03-31" };
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("dashboard query factories", () => {
  it("share one cache entry per endpoint and range, whoever asks (screen or report)", async () => {
    const fetchMock = stubApi();
    const queryClient = client();
    await queryClient.fetchQuery({ ...greenImpactQueryOptions(), staleTime: 60_000 });
    await queryClient.fetchQuery({ ...greenImpactQueryOptions(), staleTime: 60_000 });
    await queryClient.fetchQuery({ ...customerStatsQueryOptions(null), staleTime: 60_000 });
    await queryClient.fetchQuery({ ...customerStatsQueryOptions(range), staleTime: 60_000 });
    expect(calledUrls(fetchMock)).toEqual([
      "/api/get_green_impact",
      "/api/get_customer_specific_stats",
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-03-31",
    ]);
  });

  it("ask nothing for the ranged cigarette figures until the range is complete", async () => {
    const fetchMock = stubApi();
    const queryClient = client();
    await queryClient.prefetchQuery(customerStatsWithDatesQueryOptions(null));
    expect(fetchMock).not.toHaveBeenCalled();
    await queryClient.fetchQuery(customerStatsWithDatesQueryOptions(range));
    expect(calledUrls(fetchMock)).toEqual([
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-03-31",
    ]);
  });

  it("the route loader starts the first answers of the tab being opened", () => {
    const green = stubApi();
    // The chart's months are those of the period in the page's address (issue 25).
    prefetchDashboard(
      client(),
      null,
      null,
      new URLSearchParams("period=custom&from=2026-01-15&to=2026-03-31"),
    );
    expect(calledUrls(green).sort()).toEqual([
      "/api/get_customer_specific_stats",
      "/api/get_green_impact",
      "/api/get_monthly_collections?startDate=2026-01-15&endDate=2026-03-31",
    ]);

    const videos = stubApi();
    prefetchDashboard(client(), "videos");
    expect(calledUrls(videos).sort()).toEqual([
      "/api/get_customer_videos",
      "/api/get_green_impact",
    ]);

    // The Public page tab: its setting, and the name its kiosk poster prints.
    const publicPage = stubApi();
    prefetchDashboard(client(), "public-page", "FC-1001");
    expect(calledUrls(publicPage).sort()).toEqual([
      "/api/get_green_impact?customerId=FC-1001",
      "/api/impact_page?customerId=FC-1001",
    ]);
  });
});
