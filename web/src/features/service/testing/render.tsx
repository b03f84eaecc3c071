import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { pickups } from "./fixtures";

/** One stubbed answer: undefined falls through to the next route, then to the fixtures. */
export type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

/** Stubs `fetch` with the fixtures' answers; `overrides` answer first. */
export function stubServiceApi(...overrides: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    for (const route of overrides) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    switch (url.pathname) {
      case "/api/pickups":
        return json(pickups);
      case "/api/pickup_requests":
        return json({
          items: pickups.kiosks.flatMap((k) => (k.openRequest ? [k.openRequest] : [])),
        });
      default:
        return json({ title: "Not Found", status: 404, detail: url.pathname }, 404);
    }
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The POST bodies sent to `pathname`, parsed. */
export function postedBodies(fetchMock: ReturnType<typeof stubServiceApi>, pathname: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        init?.method === "POST" && new URL(String(input), "http://localhost").pathname === pathname,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
