import type { ReactNode } from "react";
import { fakeApi, json } from "#web/test/fake-api";
import { renderWithProviders as render } from "#web/test/render";
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

export { json };
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

/**
 * The dashboard's answers through the contract's typed fake API (web/src/test/fake-api.ts),
 * which checks them against the response schemas; `overrides` answer first (return undefined
 * to fall through).
 */
export function stubApi(...overrides: Route[]) {
  return fakeApi(
    {
      greenImpact,
      customerStats: ({ url }) => (url.searchParams.has("startDate") ? rangeStats : defaultStats),
      customerStatsWithDates: statsWithDates,
      monthlyCollections: ({ url }) =>
        url.searchParams.has("startDate") ? monthsOf(url) : monthly,
      impactMethods,
      customerMedia: { data: mediaItems },
    },
    { raw: overrides.map((route) => (url: URL) => route(url)) },
  );
}

/** The paths and queries the stub was called with, e.g. "/api/get_green_impact". */
export function calledUrls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), "http://localhost");
    return `${url.pathname}${url.search}`;
  });
}

export function renderWithProviders(ui: ReactNode, { path = "/dashboard" } = {}) {
  return render(ui, { path, routePath: "/dashboard", strict: false, showLocation: true });
}
