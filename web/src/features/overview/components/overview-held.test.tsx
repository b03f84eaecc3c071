// The Overview's collections held for review (docs/decisions/0099). HTTP is a stubbed `fetch`
// answering like the API: the overview, the held list, and Accept and Reject; what they record
// and credit is tested in api/src/areas/collections/held-collections.routes.test.ts.
import type { HeldCollection } from "@filtercycle/contract/collections/held-collections";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { OverviewPage } from "./overview-page";

const OVERVIEW = {
  today: "2026-11-19",
  openEnquiries: 0,
  flaggedBags: { count: 0, tolerancePercent: 5 },
  collectionsThisWeek: { from: "2026-11-16", to: "2026-11-19", collections: 0, butts: 0, kg: 0 },
  payoutsDue: { threshold: 500, count: 0, top: [] },
  payoutRequests: { count: 0, items: [] },
  pickupRequests: { count: 0, items: [] },
  missedYesterday: { date: "2026-11-18", count: 0, items: [] },
  idleKiosks: { since: "2026-10-20", count: 0, items: [] },
};

const held = (over: Partial<HeldCollection>): HeldCollection => ({
  id: 4,
  status: "held",
  source: "collector",
  customerCode: "FC-9901",
  customerName: "Kiosk Café",
  kioskId: "k-1",
  kioskSerial: "K-H1",
  kioskLabel: "Terrace kiosk",
  date: "2026-11-19",
  visit: 1,
  buttsKg: 7,
  buttsNumber: null,
  credit: 2450,
  usualKg: 2.2,
  reason:
    "7 kg is more than 3 times the kiosk's usual 2.2 kg (the median of its last 5 collections)",
  recordedBy: "Ravi",
  recordedAt: "2026-11-19T05:00:00.000Z",
  decidedBy: null,
  decidedAt: null,
  rejectReason: "",
  collectionId: null,
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function serve(items: HeldCollection[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes("/accept")) return json(held({ status: "accepted", collectionId: 91 }));
      if (url.includes("/reject")) return json(held({ id: 5, status: "rejected" }));
      if (url.startsWith("/api/admin/held_collections"))
        return json({ items, page: 1, pageSize: 200, total: items.length });
      return json(OVERVIEW);
    }),
  );
  return calls;
}

function renderOverview() {
  saveSession({ token: "t", customerId: "", customerName: "Asha", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/admin", Component: OverviewPage }]);
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Stub initialEntries={["/admin"]} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => localStorage.clear());

describe("collections held for review on the Overview", () => {
  it("lists each with its weight, usual yield and credit, and accepts or rejects it with a reason", async () => {
    const user = userEvent.setup();
    const calls = serve([
      held({}),
      held({ id: 5, kioskLabel: "Gate kiosk", buttsKg: 9, usualKg: 2.5, credit: 3150 }),
    ]);
    renderOverview();
    const panel = await screen.findByRole("region", { name: "Collections held for review" });
    expect(await within(panel).findByText("2 collections wait for review")).toBeVisible();
    expect(
      within(panel)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      "Kiosk CaféTerrace kiosk19 Nov 20267.000 kg2.200 kg₹2,450.00AcceptReject",
      "Kiosk CaféGate kiosk19 Nov 20269.000 kg2.500 kg₹3,150.00AcceptReject",
    ]);

    await user.click(
      within(panel).getByRole("button", {
        name: "Accept 7.000 kg from Terrace kiosk of Kiosk Café",
      }),
    );
    expect(await within(panel).findByRole("status")).toHaveTextContent(
      "Accepted 7.000 kg from Terrace kiosk of Kiosk Café: ₹2,450.00 credited.",
    );
    expect(calls).toContainEqual({
      url: "/api/admin/held_collections/4/accept",
      method: "POST",
      body: null,
    });

    const reject = within(panel).getByRole("button", {
      name: "Reject 9.000 kg from Gate kiosk of Kiosk Café",
    });
    expect(reject).toBeDisabled();
    await user.type(
      within(panel).getByLabelText("Reason to reject 9.000 kg from Gate kiosk of Kiosk Café"),
      "Weighed with the bin",
    );
    await user.click(reject);
    expect(await within(panel).findByRole("status")).toHaveTextContent(
      "Rejected 9.000 kg from Gate kiosk of Kiosk Café.",
    );
    expect(calls).toContainEqual({
      url: "/api/admin/held_collections/5/reject",
      method: "POST",
      body: { reason: "Weighed with the bin" },
    });
  });

  it("says when none is held", async () => {
    serve([]);
    renderOverview();
    const panel = await screen.findByRole("region", { name: "Collections held for review" });
    expect(within(panel).getByText("No collection is held for review.")).toBeVisible();
  });
});
