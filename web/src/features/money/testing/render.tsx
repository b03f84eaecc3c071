import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import axe from "axe-core";
import { type ReactNode, StrictMode } from "react";
import { createRoutesStub } from "react-router";
import { expect, vi } from "vitest";
import { balance, requests, statement } from "./fixtures";

/**
 * Component tests stub `fetch` with hand-made answers (./fixtures.ts), as the service feature's
 * do. The real API is covered by the API tests.
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
      case "/api/balance":
        return json(balance);
      case "/api/statement":
        return json(statement);
      case "/api/payout_requests":
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

export function renderWithProviders(ui: ReactNode, { path = "/dashboard" } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const Stub = createRoutesStub([{ path: "/dashboard", Component: () => ui }]);
  return {
    queryClient,
    ...render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Stub initialEntries={[path]} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  };
}

/** axe runs in happy-dom without layout: colour contrast is left to e2e. */
export async function expectNoAxeViolations(root: HTMLElement) {
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
