// The Money tab with a stubbed `fetch` (../testing/render.tsx); the real endpoints are covered by
// the API's tests.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { declinedRequest, paidRequest, requestsPage, statement } from "../testing/fixtures";
import {
  calledUrls,
  expectNoAxeViolations,
  json,
  renderWithProviders,
  stubApi,
} from "../testing/render";
import { MoneyTab } from "./money-tab";

const NOVEMBER = "/dashboard?tab=money&period=custom&from=2026-11-01&to=2026-11-30";

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the Money tab", () => {
  it("shows the chosen period's statement with running balances and totals", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    const table = await screen.findByRole("table", {
      name: "Statement for 1 Nov 2026 – 30 Nov 2026, oldest first",
    });
    expect(calledUrls(fetchMock)).toContain(
      "GET /api/statement?startDate=2026-11-01&endDate=2026-11-30",
    );
    expect(screen.getByText("Opening balance: ₹1,000.00")).toBeInTheDocument();
    expect(cells(table)).toEqual([
      [
        "3 Nov 2026",
        "Collection at Terrace kiosk: 0.620 kg at ₹300.00/kg",
        "Credit",
        "+₹186.00",
        "₹1,186.00",
      ],
      ["5 Nov 2026", "UTR123", "Payout", "-₹400.00", "₹786.00"],
      ["12 Nov 2026", "Weighing correction", "Adjustment", "-₹10.50", "₹775.50"],
      [
        "20 Nov 2026",
        "Collection at Lobby kiosk: 0.251 kg at ₹300.00/kg",
        "Credit",
        "+₹75.30",
        "₹850.80",
      ],
    ]);
    const totals = screen.getByLabelText("Totals for the period");
    expect([...totals.querySelectorAll("dt, dd")].map((node) => node.textContent)).toEqual([
      "Opening balance",
      "₹1,000.00",
      "Credits",
      "+₹261.30",
      "Payouts",
      "-₹400.00",
      "Adjustments",
      "-₹10.50",
      "Closing balance",
      "₹850.80",
    ]);
  });

  it("links the downloads to the chosen period", async () => {
    stubApi();
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    const downloads = await screen.findByRole("navigation", { name: "Download the statement" });
    expect(within(downloads).getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/statement.csv?startDate=2026-11-01&endDate=2026-11-30",
    );
    expect(within(downloads).getByRole("link", { name: "Download Excel" })).toHaveAttribute(
      "href",
      "/api/statement.xlsx?startDate=2026-11-01&endDate=2026-11-30",
    );
    expect(within(downloads).getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "download",
    );
  });

  it("follows a new period from the period bar", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    await screen.findByRole("table", { name: /^Statement for/ });
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await user.clear(from);
    await user.type(from, "2026-10-01");
    await user.clear(to);
    await user.type(to, "2026-10-31");
    await user.click(screen.getByRole("button", { name: "Show period" }));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain(
        "GET /api/statement?startDate=2026-10-01&endDate=2026-10-31",
      ),
    );
    expect(screen.getByRole("link", { name: "Download Excel" })).toHaveAttribute(
      "href",
      "/api/statement.xlsx?startDate=2026-10-01&endDate=2026-10-31",
    );
    // The statement says on screen which period it is (issue 25).
    expect(
      screen.getByText(
        "For 1 Oct 2026 – 31 Oct 2026 (the period chosen above): balances, totals and downloads.",
      ),
    ).toBeVisible();
  });

  it("asks for the business in staff's support view, downloads included", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<MoneyTab customerId="FC-1001" />, {
      path: `${NOVEMBER}&customerId=FC-1001`,
    });
    await screen.findByRole("table", { name: /^Statement for/ });
    await screen.findByRole("table", { name: "Payout requests, newest first" });
    expect([...new Set(calledUrls(fetchMock))].sort()).toEqual([
      "GET /api/payout_requests?customerId=FC-1001&page=1&pageSize=25",
      "GET /api/statement?startDate=2026-11-01&endDate=2026-11-30&customerId=FC-1001",
    ]);
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/statement.csv?startDate=2026-11-01&endDate=2026-11-30&customerId=FC-1001",
    );
  });

  it("lists the payout requests with their status, reference and reason", async () => {
    stubApi();
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    const table = await screen.findByRole("table", { name: "Payout requests, newest first" });
    expect(cells(table)).toEqual([
      ["2 Nov 2026", "₹400.00", "Priya Shah", "Paid", "Paid on 5 Nov 2026, reference UTR123"],
      [
        "20 Oct 2026",
        "₹900.00",
        "Priya Shah",
        "Declined",
        "Reason: More than the balance at the time. Note: Before Diwali please",
      ],
    ]);
  });

  it("pages the payout requests, 25 a page, asking for the next page", async () => {
    const user = userEvent.setup();
    // 26 requests: the first page is full (the paid one repeated), the second holds the declined one.
    const firstPage = Array.from({ length: 25 }, (_, i) => ({ ...paidRequest, id: 100 + i }));
    const fetchMock = stubApi((url) =>
      url.pathname === "/api/payout_requests"
        ? json(
            url.searchParams.get("page") === "2"
              ? requestsPage([declinedRequest], 26, 2)
              : requestsPage(firstPage, 26, 1),
          )
        : undefined,
    );
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    const table = await screen.findByRole("table", { name: "Payout requests, newest first" });
    expect(cells(table)).toHaveLength(25);
    const pages = screen.getByRole("navigation", { name: "Payout request pages" });
    expect(within(pages).getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(pages).findByText("Page 2 of 2")).toBeInTheDocument();
    expect(cells(screen.getByRole("table", { name: "Payout requests, newest first" }))).toEqual([
      [
        "20 Oct 2026",
        "₹900.00",
        "Priya Shah",
        "Declined",
        "Reason: More than the balance at the time. Note: Before Diwali please",
      ],
    ]);
    expect(calledUrls(fetchMock)).toContain("GET /api/payout_requests?page=2&pageSize=25");
    expect(within(pages).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("says so when the period has no entries and there are no requests", async () => {
    stubApi((url) => {
      if (url.pathname === "/api/statement")
        return json({
          ...statement,
          openingBalance: 0,
          credits: 0,
          payouts: 0,
          adjustments: 0,
          closingBalance: 0,
          entries: [],
        });
      if (url.pathname === "/api/payout_requests") return json(requestsPage([]));
      return undefined;
    });
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    expect(
      await screen.findByText("No credits, payouts or adjustments in this period."),
    ).toBeInTheDocument();
    // Without a table (and its caption), the period is still said (issue 25).
    expect(
      screen.getByText(
        "For 1 Nov 2026 – 30 Nov 2026 (the period chosen above): balances, totals and downloads.",
      ),
    ).toBeVisible();
    expect(
      await screen.findByText(
        "No payout requests yet. When you request a payout, it will be listed here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when the statement cannot be loaded", async () => {
    stubApi((url) =>
      url.pathname === "/api/statement"
        ? json({ title: "Internal Server Error", status: 500, detail: "Database down." }, 500)
        : undefined,
    );
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    expect(
      await screen.findByText("Your statement could not be loaded. Database down."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    stubApi();
    const { container } = renderWithProviders(<MoneyTab />, { path: NOVEMBER });
    await screen.findByRole("table", { name: /^Statement for/ });
    await screen.findByRole("table", { name: "Payout requests, newest first" });
    await expectNoAxeViolations(container.ownerDocument.body);
  });
});
