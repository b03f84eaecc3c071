import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";
import { pickups, requests } from "./fixtures";

/**
 * Component tests stub `fetch` with realistic answers (./fixtures.ts), as the dashboard's do
 * (features/dashboard/testing/render.tsx). The real API is covered by the API tests.
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
      case "/api/pickups":
        return json(pickups);
      case "/api/pickup_requests":
        return json({ items: requests });
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

export function renderWithProviders(ui: ReactNode, { path = "/dashboard?tab=service" } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const Stub = createRoutesStub([{ path: "/dashboard", Component: () => ui }]);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>,
    ),
  };
}
