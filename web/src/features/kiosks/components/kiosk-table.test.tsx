// The kiosk table with a stubbed `fetch` (../testing/render.tsx); the real endpoint is covered by
// the API's tests. axe runs in happy-dom without layout: colour contrast is left to e2e.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodBar } from "#web/components/period-bar";
import { kioskBreakdown } from "../../collections/testing/fixtures";
import { calledUrls, json, renderWithProviders, stubApi } from "../../collections/testing/render";
import { KioskTable } from "./kiosk-table";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 23 Nov 2026, 11:30 in Kolkata: "This month" is 1–23 Nov 2026.
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

const rowOf = (label: string) =>
  screen.getByRole("rowheader", { name: new RegExp(`^${label}`) }).closest("tr") as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the kiosk table", () => {
  it("shows each kiosk's figures, share, last pickup and trend for the chosen period, with totals", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<KioskTable />);
    expect(screen.getByRole("heading", { level: 2, name: "Kiosks" })).toBeInTheDocument();
    const table = await screen.findByRole("table", {
      name: "Kiosks, 1 Nov 2026 – 23 Nov 2026, most kg first",
    });
    expect(calledUrls(fetchMock)).toEqual([
      "GET /api/kiosk_breakdown?startDate=2026-11-01&endDate=2026-11-23",
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Kiosk", "Butts", "Kg", "Share", "Last pickup", "Trend"]);
    const terrace = rowOf("Terrace");
    expect(within(terrace).getByRole("rowheader")).toHaveTextContent("TerraceGround floor terrace");
    // 0.6253 of the kg → 63%.
    expect(cellsOf(terrace)).toEqual(["4,330", "1.068", "63%", "12 Nov 2026", ""]);
    expect(
      within(terrace).getByRole("img", {
        name: "kg by month: Jun 1.2, Jul 0.8, Aug 1.5, Sep 1.25, Oct 2, Nov 1.068 in 23 of 30 days",
      }),
    ).toBeInTheDocument();

    const lobby = rowOf("Lobby");
    expect(within(lobby).getByRole("rowheader")).toHaveTextContent(
      "LobbyMain entranceRemoved on 10 Nov 2026",
    );
    expect(cellsOf(lobby)).toEqual(["2,000", "0.640", "37%", "5 Nov 2026", ""]);

    const rooftop = rowOf("Rooftop");
    expect(cellsOf(rooftop)).toEqual(["0", "0.000", "0%", "None yet", ""]);
    expect(
      within(rooftop).getByRole("img", {
        name: "kg by month: Jun 0, Jul 0, Aug 0, Sep 0, Oct 0, Nov 0 in 23 of 30 days",
      }),
    ).toBeInTheDocument();

    expect(cellsOf(rowOf("Total"))).toEqual(["6,330", "1.708", "100%", "", ""]);
  });

  it("links the exports of the chosen period", async () => {
    stubApi();
    renderWithProviders(<KioskTable />, { path: "/dashboard?period=last-month" });
    await screen.findByRole("table");
    expect(screen.getByRole("link", { name: "Download CSV of the kiosk table" })).toHaveAttribute(
      "href",
      "/api/kiosk_breakdown.csv?startDate=2026-10-01&endDate=2026-10-31",
    );
    expect(screen.getByRole("link", { name: "Download Excel of the kiosk table" })).toHaveAttribute(
      "href",
      "/api/kiosk_breakdown.xlsx?startDate=2026-10-01&endDate=2026-10-31",
    );
  });

  it("asks for the business in staff's support view, exports included", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<KioskTable customerId="FC-1001" />);
    await screen.findByRole("table");
    expect(calledUrls(fetchMock)).toEqual([
      "GET /api/kiosk_breakdown?startDate=2026-11-01&endDate=2026-11-23&customerId=FC-1001",
    ]);
    expect(screen.getByRole("link", { name: "Download CSV of the kiosk table" })).toHaveAttribute(
      "href",
      "/api/kiosk_breakdown.csv?startDate=2026-11-01&endDate=2026-11-23&customerId=FC-1001",
    );
  });

  it("follows the period bar", async () => {
    const fetchMock = stubApi();
    renderWithProviders(
      <>
        <PeriodBar />
        <KioskTable />
      </>,
    );
    await screen.findByRole("table");
    // The period is said on screen, not only to screen readers (issue 25).
    expect(
      screen.getByText(
        "Figures for 1 Nov 2026 – 23 Nov 2026 (the period chosen above); last pickup up to its end.",
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "This financial year" }));
    await screen.findByRole("table", { name: "Kiosks, 1 Apr 2026 – 23 Nov 2026, most kg first" });
    expect(
      screen.getByText(
        "Figures for 1 Apr 2026 – 23 Nov 2026 (the period chosen above); last pickup up to its end.",
      ),
    ).toBeVisible();
    expect(calledUrls(fetchMock)).toContain(
      "GET /api/kiosk_breakdown?startDate=2026-04-01&endDate=2026-11-23",
    );
  });

  it("says when no kiosk was in place", async () => {
    stubApi((url) =>
      url.pathname === "/api/kiosk_breakdown"
        ? json({ ...kioskBreakdown, buttsCount: 0, buttsKg: 0, kiosks: [] })
        : undefined,
    );
    renderWithProviders(<KioskTable />);
    expect(await screen.findByText("No kiosks were in place in this period.")).toBeInTheDocument();
  });

  it("shows a failure with the server's words and a retry", async () => {
    stubApi((url) =>
      url.pathname === "/api/kiosk_breakdown"
        ? json({ title: "Service Unavailable", status: 503, detail: "Try later." }, 503)
        : undefined,
    );
    renderWithProviders(<KioskTable />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The kiosks could not be loaded. Try later.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    stubApi();
    const { container } = renderWithProviders(<KioskTable />);
    await screen.findByRole("table");
    const result = await axe.run(container.ownerDocument.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
