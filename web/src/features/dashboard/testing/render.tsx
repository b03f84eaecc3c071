import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { vi } from "vitest";
import {
  defaultStats,
  greenImpact,
  impactMethods,
  mediaItems,
  monthly,
  rangeStats,
  statsWithDates,
} from "./fixtures";

/**
 * Component tests stub `fetch` with realistic answers (./fixtures.ts). The real API is covered
 * by the API tests and by e2e/dashboard.spec.ts, which compares the screen with live answers.
 */
export type Route = (url: URL) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });
export const problem = (status: number) =>
  json({ title: "Internal Server Error", status, detail: "Something broke." }, status);

/**
 * get_monthly_collections for a period: one entry a month it touches, the fixture's figures
 * where it has the month, zeros elsewhere (the API's shape; the days inside a month are not
 * the stub's concern).
 */
function monthsOf(url: URL) {
  const start = String(url.searchParams.get("startDate")).slice(0, 7);
  const end = String(url.searchParams.get("endDate")).slice(0, 7);
  const months = [];
  for (let month = start; month <= end; ) {
    months.push(
      monthly.months.find((m) => m.month === month) ?? { month, buttsNumber: 0, buttsKgs: 0 },
    );
    const [year, number] = month.split("-").map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  }
  return { months };
}

/** The API's answers by path; `overrides` answer first (return undefined to fall through). */
export function stubApi(...overrides: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    for (const route of overrides) {
      const answer = await route(url);
      if (answer) return answer;
    }
    const ranged = url.searchParams.has("startDate");
    switch (url.pathname) {
      case "/api/get_green_impact":
        return json(greenImpact);
      case "/api/get_customer_specific_stats":
        return json(ranged ? rangeStats : defaultStats);
      case "/api/get_customer_specific_stats_with_dates":
        return json(statsWithDates);
      case "/api/get_monthly_collections":
        return json(ranged ? monthsOf(url) : monthly);
      case "/api/impact_methods":
        return json(impactMethods);
      case "/api/get_customer_videos":
        return json({ data: mediaItems });
      default:
        return json({ title: "Not Found", status: 404, detail: url.pathname }, 404);
    }
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The paths and queries the stub was called with, e.g. "/api/get_green_impact". */
export function calledUrls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), "http://localhost");
    return `${url.pathname}${url.search}`;
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(ui: ReactNode, { path = "/dashboard" } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ]);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>,
    ),
  };
}
