import axe from "axe-core";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { fakeApi, type RawRoute } from "#web/test/fake-api";
import { renderWithProviders as render } from "#web/test/render";
import { balance, requests, requestsPage, statement } from "./fixtures";

/**
 * Component tests answer with hand-made fixtures (./fixtures.ts) through the contract's typed
 * fake API (web/src/test/fake-api.ts), which checks them against the response schemas. The real
 * API is covered by the API tests.
 */
export type Route = RawRoute;
export { calledUrls, json } from "#web/test/fake-api";

/** The money endpoints' answers; `overrides` answer first (return undefined to fall through). */
export function stubApi(...overrides: Route[]) {
  return fakeApi(
    {
      balance,
      statement,
      payoutRequests: requestsPage(requests),
    },
    { raw: overrides },
  );
}

export function renderWithProviders(ui: ReactNode, { path = "/dashboard" } = {}) {
  return render(ui, { path, routePath: "/dashboard" });
}

/** axe runs in happy-dom without layout: colour contrast is left to e2e. */
export async function expectNoAxeViolations(root: HTMLElement) {
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
