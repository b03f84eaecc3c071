import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { createRoutesStub, useLocation } from "react-router";

/** Where the router is: rendered by `renderWithProviders(…, { showLocation: true })`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The one renderer of the web's component tests (docs/decisions/0083): a fresh QueryClient with
 * retries off (a failure shows at once), the screen inside a React Router stub at `path` (its
 * route `routePath`, by default the path's own), in StrictMode unless `strict: false`. Pair it
 * with `fakeApi` (./fake-api.ts) for the answers.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = "/",
    routePath,
    strict = true,
    showLocation = false,
  }: {
    /** The URL the router starts at, with its query (e.g. "/dashboard?tab=money"). */
    path?: string;
    /** The route the screen is mounted on (e.g. "/admin/customers/:code"). */
    routePath?: string;
    strict?: boolean;
    /** Adds an `<output data-testid="location">` with the router's path and query. */
    showLocation?: boolean;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub([
    {
      path: routePath ?? new URL(path, "http://localhost").pathname,
      Component: () => (
        <>
          {ui}
          {showLocation ? <LocationProbe /> : null}
        </>
      ),
    },
  ]);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>
  );
  return { queryClient, ...render(strict ? <StrictMode>{tree}</StrictMode> : tree) };
}
