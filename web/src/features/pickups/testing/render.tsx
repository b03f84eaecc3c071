import type { ReactNode } from "react";
import { fakeApi, type RawRoute } from "#web/test/fake-api";
import { renderWithProviders as render } from "#web/test/render";
import { pickups } from "./service-fixtures";

/**
 * Component tests answer with realistic fixtures (./fixtures.ts) through the contract's typed
 * fake API (web/src/test/fake-api.ts), which checks them against the response schemas. The real
 * API is covered by the API tests.
 */
export type Route = RawRoute;
export { calledUrls, json } from "#web/test/fake-api";

/** The Service tab's answers; `overrides` answer first (return undefined to fall through). */
export function stubApi(...overrides: Route[]) {
  return fakeApi({ pickups }, { raw: overrides });
}

export function renderWithProviders(ui: ReactNode, { path = "/dashboard?tab=service" } = {}) {
  return render(ui, { path, routePath: "/dashboard", strict: false });
}
