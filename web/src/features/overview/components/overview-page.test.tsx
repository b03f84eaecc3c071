// HTTP is a stubbed `fetch` answering GET /api/admin/overview; the figures themselves are
// computed and tested in api/src/areas/overview/overview.routes.test.ts.
import type { Overview } from "@filtercycle/contract/overview";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { OverviewPage } from "./overview-page";

const OVERVIEW: Overview = {
  today: "2026-11-19",
  openEnquiries: 2,
  flaggedBags: { count: 1, tolerancePercent: 5 },
  collectionsThisWeek: {
    from: "2026-11-16",
    to: "2026-11-19",
    collections: 3,
    butts: 3400,
    kg: 28.5,
  },
  payoutsDue: {
    threshold: 500,
    count: 2,
    top: [
      { customerCode: "FC-2002", customerName: "Riverside Hotel", balance: 1200 },
      { customerCode: "FC-2001", customerName: "Chai Corner", balance: 555 },
    ],
  },
  payoutRequests: {
    count: 1,
    items: [
      {
        id: 7,
        amount: 1500,
        customerCode: "FC-2002",
        customerName: "Riverside Hotel",
        requestedAt: "2026-11-16T05:00:00.000Z",
      },
    ],
  },
  pickupRequests: {
    count: 1,
    items: [
      {
        id: "req-1",
        customerCode: "FC-2001",
        customerName: "Chai Corner",
        kioskLabel: "Front door",
        reason: "kiosk_full",
        preferredOn: null,
        requestedAt: "2026-11-19T04:00:00.000Z",
      },
    ],
  },
  missedYesterday: {
    date: "2026-11-18",
    count: 1,
    items: [
      {
        pickupId: "p-9",
        customerCode: "FC-2003",
        customerName: "Quiet Café",
        kioskLabel: "Back room",
        missReason: "site_closed",
        newDate: "2026-11-21",
      },
    ],
  },
  idleKiosks: {
    since: "2026-10-20",
    count: 2,
    items: [
      {
        customerCode: "FC-2003",
        customerName: "Quiet Café",
        kioskId: "k-1",
        label: "Back room",
        serial: "C-2",
        lastCollectedOn: null,
      },
      {
        customerCode: "FC-2002",
        customerName: "Riverside Hotel",
        kioskId: "k-2",
        label: "Gate",
        serial: "B-1",
        lastCollectedOn: "2026-10-19",
      },
    ],
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status < 400 ? "application/json" : "application/problem+json" },
  });

function renderOverview() {
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/admin", Component: OverviewPage }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={["/admin"]} />
    </QueryClientProvider>,
  );
}

const panel = (name: string) => screen.getByRole("region", { name });

afterEach(() => localStorage.clear());

describe("console overview", () => {
  it("shows the four panels with their figures", async () => {
    const fetchMock = vi.fn(async () => json(OVERVIEW));
    vi.stubGlobal("fetch", fetchMock);
    renderOverview();
    expect(await screen.findByText("2 open enquiries")).toBeInTheDocument();
    expect(
      screen.getByText("1 bag differs from the pickup weight by more than 5 %"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to custody" })).toHaveAttribute(
      "href",
      "/admin/custody?status=flagged",
    );
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/overview", expect.anything());
    expect(screen.getByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();

    expect(
      within(panel("Open enquiries")).getByRole("link", { name: "Go to the inbox" }),
    ).toHaveAttribute("href", "/admin/inbox");

    const week = panel("Collections this week");
    expect(within(week).getByText("16 Nov 2026 to 19 Nov 2026")).toBeInTheDocument();
    expect(within(week).getByText("3 collections")).toBeInTheDocument();
    expect(within(week).getByText("3,400 butts · 28.500 kg")).toBeInTheDocument();

    const payouts = panel("Payouts due");
    expect(
      within(payouts).getByText("2 customers have a balance above ₹500.00"),
    ).toBeInTheDocument();
    const payoutRows = within(payouts).getAllByRole("row").slice(1);
    expect(payoutRows.map((row) => row.textContent)).toEqual([
      "Riverside Hotel (FC-2002)₹1,200.00",
      "Chai Corner (FC-2001)₹555.00",
    ]);
    expect(within(payouts).getByRole("link", { name: "Chai Corner (FC-2001)" })).toHaveAttribute(
      "href",
      "/admin/customers/FC-2001",
    );

    const idle = panel("Kiosks with no collection in 30 days");
    expect(
      within(idle).getByText("2 kiosks have had no collection since 20 Oct 2026"),
    ).toBeInTheDocument();
    expect(
      within(idle)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      "Back room (C-2)Quiet Café (FC-2003)Never",
      "Gate (B-1)Riverside Hotel (FC-2002)19 Oct 2026",
    ]);
  });

  it("says when nothing is due or idle", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({
          ...OVERVIEW,
          openEnquiries: 1,
          flaggedBags: { count: 0, tolerancePercent: 5 },
          payoutsDue: { threshold: 500, count: 0, top: [] },
          idleKiosks: { since: "2026-10-20", count: 0, items: [] },
          payoutRequests: { count: 0, items: [] },
          pickupRequests: { count: 0, items: [] },
          missedYesterday: { date: "2026-11-18", count: 0, items: [] },
        }),
      ),
    );
    renderOverview();
    expect(await screen.findByText("1 open enquiry")).toBeInTheDocument();
    expect(
      screen.getByText("No bag differs from its pickup weight by more than 5 %."),
    ).toBeInTheDocument();
    expect(screen.getByText("No balance is above the threshold.")).toBeInTheDocument();
    expect(
      screen.getByText("Every kiosk in service had a collection in the last 30 days."),
    ).toBeInTheDocument();
    // Nothing is said about "0 kiosks".
    expect(screen.queryByText(/0 kiosks/)).not.toBeInTheDocument();
    expect(screen.getByText("No payout request is waiting.")).toBeInTheDocument();
    expect(screen.getByText("No pickup request is waiting.")).toBeInTheDocument();
    expect(screen.getByText("No stop was missed on 18 Nov 2026.")).toBeInTheDocument();
  });

  it("lists what waits for staff, with Approve and Schedule, each count linking to its list", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-19T10:00:00.000Z"), toFake: ["Date"] });
    const user = userEvent.setup();
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({
          url,
          method: init?.method ?? "GET",
          body: init?.body ? JSON.parse(String(init.body)) : null,
        });
        return json(url.includes("/approve") || url.includes("/schedule") ? {} : OVERVIEW);
      }),
    );
    renderOverview();
    const payouts = await screen.findByRole("region", { name: "Payout requests to approve" });
    expect(
      within(payouts).getByRole("link", { name: "1 payout request waits for approval" }),
    ).toHaveAttribute("href", "/admin/payouts?requests=requested");
    expect(
      within(payouts)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Riverside Hotel₹1,500.003 daysApprove"]);
    await user.click(
      within(payouts).getByRole("button", { name: "Approve ₹1,500.00 for Riverside Hotel" }),
    );
    expect(await within(payouts).findByRole("status")).toHaveTextContent(
      "Approved ₹1,500.00 for Riverside Hotel.",
    );
    expect(calls).toContainEqual({
      url: "/api/admin/payout_requests/7/approve",
      method: "POST",
      body: null,
    });

    const pickups = panel("Pickup requests to schedule");
    expect(
      within(pickups).getByRole("link", { name: "1 pickup request waits to be scheduled" }),
    ).toHaveAttribute("href", "/admin/pickups");
    const date = within(pickups).getByLabelText("Date for Front door at Chai Corner");
    // The kit's date field is written day first (decision 0084); the request carries ISO.
    expect(date).toHaveValue("20/11/2026");
    await user.click(
      within(pickups).getByRole("button", { name: "Schedule Front door at Chai Corner" }),
    );
    expect(await within(pickups).findByRole("status")).toHaveTextContent(
      "Scheduled Front door at Chai Corner on 20 Nov 2026.",
    );
    expect(calls).toContainEqual({
      url: "/api/admin/pickup_requests/req-1/schedule",
      method: "POST",
      body: { date: "2026-11-20" },
    });

    const missed = panel("Missed yesterday");
    expect(
      within(missed).getByRole("link", { name: "1 stop was missed on 18 Nov 2026" }),
    ).toHaveAttribute("href", "/admin/pickups?date=2026-11-18");
    expect(
      within(missed)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Quiet CaféBack roomSite closed21 Nov 2026"]);
    vi.useRealTimers();
  });

  it("says when the overview cannot be loaded, and tries again on request", async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        if (!fail) return json(OVERVIEW);
        fail = false;
        return json({ status: 500, title: "Error", detail: "The database is not reachable." }, 500);
      }),
    );
    renderOverview();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "The overview could not be loaded. The database is not reachable.",
    );
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("2 open enquiries")).toBeInTheDocument();
  });
});
