import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { vi } from "vitest";
import { collectionsPage1, collectionsPage2, kioskBreakdown } from "./fixtures";

/**
 * Component tests stub `fetch` with realistic answers (./fixtures.ts), as the dashboard's and
 * the Service tab's do. The real API is covered by the API tests.
 */
export type Route = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

/** The API's answers by path; `overrides` answer first (return undefined to fall through). */
export function stubApi(...overrides: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    for (const route of overrides) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    switch (url.pathname) {
      case "/api/kiosk_breakdown":
        return json(kioskBreakdown);
      case "/api/collections":
        return json(url.searchParams.get("page") === "2" ? collectionsPage2 : collectionsPage1);
      default:
        return json({ title: "Not Found", status: 404, detail: url.pathname }, 404);
    }
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** "METHOD /path?query" of each call. */
export function calledUrls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return `${init?.method ?? "GET"} ${url.pathname}${url.search}`;
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
