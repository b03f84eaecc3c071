// HTTP is a stubbed `fetch` answering like the API (the contract's shapes); the API itself is
// covered by its own tests. axe runs in happy-dom without layout: colour contrast is left out.
import { addDays, BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { dayFirstText } from "@filtercycle/contract/day-text";
import { formatDay } from "@filtercycle/contract/format";
import type { AdminPickupRequest, Stop } from "@filtercycle/contract/pickups/pickups";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { StrictMode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { stop } from "../testing/fixtures";
import { PickupsPage } from "./pickups-page";

const STOPS: Stop[] = [
  stop({}),
  stop({
    id: "00000000-0000-4000-8000-000000000002",
    kioskLabel: "Lobby",
    kioskSerial: "K-0043",
    status: "done",
    buttsKg: 0.62,
  }),
  stop({
    id: "00000000-0000-4000-8000-000000000003",
    city: "Surat",
    customerCode: "FC-1002",
    customerName: "Tea Point",
    kioskLabel: "Gate",
    kioskSerial: "K-0100",
    status: "missed",
    missReason: "site_closed",
    newDate: "2026-11-24",
  }),
  stop({
    id: "00000000-0000-4000-8000-000000000004",
    date: "2026-11-25",
    kioskLabel: "Garden",
    kioskSerial: "K-0044",
  }),
];

const REQUEST: AdminPickupRequest = {
  id: "00000000-0000-4000-8000-0000000000aa",
  kioskId: "k1",
  kioskLabel: "Terrace",
  reason: "kiosk_full",
  note: "Overflowing since Friday",
  status: "requested",
  scheduledOn: null,
  preferredOn: null,
  declineReason: "",
  createdAt: "2026-11-20T05:00:00.000Z",
  customerCode: "FC-1001",
  customerName: "Chai Corner",
  city: "Ahmedabad",
  pickupId: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

function serve(request: AdminPickupRequest = REQUEST) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const gets: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        const body = JSON.parse(String(init?.body));
        sent.push({ method, path: url.pathname, body });
        if (url.pathname.endsWith("/schedule")) return json({ ...REQUEST, status: "scheduled" });
        return json({ missed: STOPS[0], next: STOPS[0] });
      }
      gets.push(url);
      if (url.pathname === "/api/admin/pickup_requests")
        return json({ items: [request], page: 1, pageSize: 50, total: 1 });
      const from = url.searchParams.get("date") ?? "";
      const days = Number(url.searchParams.get("days"));
      const to = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return json({ from, to, stops: STOPS.filter((s) => s.date >= from && s.date <= to) });
    }),
  );
  return { sent, gets };
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(initial: string) {
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[initial]}>
          <PickupsPage />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("pickups page", () => {
  it("shows today's stops by city with their status, and today is the default day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
    try {
      const { gets } = serve();
      renderPage("/admin/pickups");
      const ahmedabad = await screen.findByRole("table", { name: "Ahmedabad" });
      const rows = within(ahmedabad).getAllByRole("row").slice(1);
      expect(rows.map((r) => r.textContent)).toEqual([
        "Chai Corner (FC-1001)Terrace (K-0042)PlannedRescheduleMissed",
        "Chai Corner (FC-1001)Lobby (K-0043)Done: 0.620 kg",
      ]);
      expect(
        within(ahmedabad).getAllByRole("link", { name: "Chai Corner (FC-1001)" })[0],
      ).toHaveAttribute("href", "/admin/customers/FC-1001");
      const surat = screen.getByRole("table", { name: "Surat" });
      expect(within(surat).getByText("Missed: Site closed")).toBeInTheDocument();
      expect(within(surat).getByText("New date 24 Nov 2026")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: /23 Nov 2026/ })).toHaveTextContent(
        "23 Nov 20263 pickups",
      );
      expect(Object.fromEntries(gets.at(-1)?.searchParams ?? [])).toEqual({
        date: "2026-11-23",
        days: "1",
      });
      // Requests waiting: customer, kiosk, reason, note, age.
      const requests = screen.getByRole("table", {
        name: "Pickup requests waiting to be scheduled",
      });
      expect(within(requests).getAllByRole("row")[1]?.textContent).toBe(
        "Chai Corner (FC-1001)TerraceKiosk fullOverflowing since FridayAny day3 daysScheduleDecline",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("groups the week view by day and city, and keeps the view and date in the URL", async () => {
    const user = userEvent.setup();
    serve();
    renderPage("/admin/pickups?view=week&date=2026-11-23");
    expect(
      await screen.findByRole("table", { name: "Ahmedabad, Mon, 23 Nov 2026" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Surat, Mon, 23 Nov 2026" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Ahmedabad, Wed, 25 Nov 2026" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Tue, 24 Nov 2026" })).toBeInTheDocument();
    expect(screen.getAllByText("No pickups.")).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(screen.getByTestId("location")).toHaveTextContent("?view=week&date=2026-11-30");
    await user.selectOptions(screen.getByLabelText("View"), "day");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByTestId("location")).toHaveTextContent("?date=2026-11-30");
  });

  it("schedules a waiting request on the chosen date", async () => {
    const user = userEvent.setup();
    const { sent } = serve();
    renderPage("/admin/pickups?date=2026-11-23");
    await user.click(
      await screen.findByRole("button", { name: "Schedule the request for Terrace, Chai Corner" }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Schedule pickup" }));
    expect(dialog.getByText("Terrace, Chai Corner")).toBeInTheDocument();
    await user.clear(dialog.getByLabelText("Visit date"));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByText("This field is required.")).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Visit date"), "2026-11-26");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: "POST",
        path: `/api/admin/pickup_requests/${REQUEST.id}/schedule`,
        body: { date: "2026-11-26" },
      },
    ]);
  });

  it("shows a request's preferred date, and the Schedule dialog offers it first", async () => {
    const user = userEvent.setup();
    const preferred = addDays(todayIn(BUSINESS_TIME_ZONE), 5);
    const { sent } = serve({ ...REQUEST, preferredOn: preferred });
    renderPage("/admin/pickups?date=2026-11-23");
    const waiting = within(
      await screen.findByRole("table", { name: "Pickup requests waiting to be scheduled" }),
    );
    expect(waiting.getByRole("columnheader", { name: "Preferred date" })).toBeInTheDocument();
    expect(waiting.getByRole("cell", { name: formatDay(preferred) })).toBeInTheDocument();
    await user.click(
      waiting.getByRole("button", { name: "Schedule the request for Terrace, Chai Corner" }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Schedule pickup" }));
    expect(
      dialog.getByText(`Terrace, Chai Corner · preferred date ${formatDay(preferred)}`),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText("Visit date")).toHaveValue(dayFirstText(preferred));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent[0]?.body).toEqual({ date: preferred });
  });

  it("a request without a preferred date says any day will do", async () => {
    serve();
    renderPage("/admin/pickups?date=2026-11-23");
    const waiting = within(
      await screen.findByRole("table", { name: "Pickup requests waiting to be scheduled" }),
    );
    expect(waiting.getByRole("cell", { name: "Any day" })).toBeInTheDocument();
  });

  it("asks for a reason, and a note for Other, before marking a pickup missed", async () => {
    const user = userEvent.setup();
    const { sent } = serve();
    renderPage("/admin/pickups?date=2026-11-23");
    await user.click(
      await screen.findByRole("button", {
        name: "Mark missed: the pickup at Terrace, Chai Corner",
      }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Pickup missed" }));
    expect(dialog.getByLabelText("New date")).toHaveValue("24/11/2026");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByText("This field is required.")).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText("Reason"), "Other");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByText("Add a note when the reason is Other.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByLabelText(/^Note/), "Gate locked");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: "POST",
        path: `/api/admin/pickups/${STOPS[0]?.id}/miss`,
        body: { reason: "other", note: "Gate locked", newDate: "2026-11-24" },
      },
    ]);
  });

  it("has no axe violations, with the missed dialog open", async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderPage("/admin/pickups?view=week&date=2026-11-23");
    await user.click(
      await screen.findByRole("button", {
        name: "Mark missed: the pickup at Terrace, Chai Corner",
      }),
    );
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
