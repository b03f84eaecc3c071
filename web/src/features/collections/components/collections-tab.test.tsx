// The Collections tab with a stubbed `fetch` (../testing/render.tsx); the real endpoints are
// covered by the API's tests. axe runs in happy-dom without layout: colour contrast is left to e2e.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "#web/lib/session-storage";
import { collectionsPage1 } from "../testing/fixtures";
import { calledUrls, json, renderWithProviders, stubApi } from "../testing/render";
import { CollectionsTab } from "./collections-tab";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 23 Nov 2026 in Kolkata: "This month" is 1–23 Nov 2026.
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

const asOwner = () => window.localStorage.setItem(SESSION_KEYS.businessRole, "owner");
const rowOf = (day: string) =>
  screen.getByRole("rowheader", { name: day }).closest("tr") as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const REPORT_3_NOV = "Report a problem (Collection of 0.620 kg at Terrace on 3 Nov 2026)";

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: REPORT_3_NOV }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Report a problem" }) };
}

describe("the Collections tab", () => {
  it("lists the period's collections with estimated numbers marked, and the exports", async () => {
    asOwner();
    const fetchMock = stubApi();
    renderWithProviders(<CollectionsTab />, { path: "/dashboard?tab=collections" });
    expect(screen.getByRole("heading", { name: "Period" })).toBeInTheDocument();
    const table = await screen.findByRole("table", {
      name: "Collections, 1 Nov 2026 – 23 Nov 2026, newest first",
    });
    expect(calledUrls(fetchMock)).toEqual([
      "GET /api/collections?startDate=2026-11-01&endDate=2026-11-23&page=1&pageSize=20",
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Date", "Kiosk", "Butts", "Kg", "Credit (₹)", "Problem", "Where it is now"]);
    expect(cellsOf(rowOf("12 Nov 2026"))).toEqual([
      "Terrace",
      "2,300",
      "0.600",
      "₹6.00",
      `Report a problem (Collection of 0.600 kg at Terrace on 12 Nov 2026)`,
      "Became coasters, lot L-0412",
    ]);
    expect(cellsOf(rowOf("3 Nov 2026"))).toEqual([
      "Terrace",
      "≈ 2,232 (Estimated from the weight)",
      "0.620",
      "₹6.20",
      REPORT_3_NOV,
      "Received at the plant 14 Nov 2026",
    ]);
    expect(cellsOf(rowOf("2 Nov 2026"))).toEqual([
      "Lobby",
      "1,800",
      "0.500",
      "₹5.00",
      "Reported on 4 Nov 2026",
      "Recorded without a bag code",
    ]);
    expect(
      screen.getByText("≈ Estimated from the weight: only the kg was weighed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download CSV of the collections" })).toHaveAttribute(
      "href",
      "/api/collections.csv?startDate=2026-11-01&endDate=2026-11-23",
    );
    expect(screen.getByRole("link", { name: "Download Excel of the collections" })).toHaveAttribute(
      "href",
      "/api/collections.xlsx?startDate=2026-11-01&endDate=2026-11-23",
    );
  });

  it("keeps the page in the URL: Next asks for page 2, a link to page 2 opens it", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<CollectionsTab />, { path: "/dashboard?tab=collections" });
    await screen.findByRole("table");
    const pager = screen.getByRole("navigation", { name: "Collections pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await screen.findByRole("rowheader", { name: "1 Oct 2026" });
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?tab=collections&page=2");
    expect(calledUrls(fetchMock)).toContain(
      "GET /api/collections?startDate=2026-11-01&endDate=2026-11-23&page=2&pageSize=20",
    );
    // Too old to report: no button, even for an owner.
    expect(cellsOf(rowOf("1 Oct 2026"))[4]).toBe("—");

    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByRole("rowheader", { name: "12 Nov 2026" });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\?tab=collections$/);
  });

  it("opens on the URL's page, and a new period starts again on page 1", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<CollectionsTab />, { path: "/dashboard?tab=collections&page=2" });
    await screen.findByRole("rowheader", { name: "1 Oct 2026" });
    // The log and its exports say on screen which period they are (issue 25).
    expect(
      screen.getByText(
        "Collections of 1 Nov 2026 – 23 Nov 2026 (the period chosen above), with the exports.",
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Last month" }));
    await screen.findByRole("table", {
      name: "Collections, 1 Oct 2026 – 31 Oct 2026, newest first",
    });
    expect(
      screen.getByText(
        "Collections of 1 Oct 2026 – 31 Oct 2026 (the period chosen above), with the exports.",
      ),
    ).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/dashboard?tab=collections&period=last-month",
    );
    expect(calledUrls(fetchMock)).toContain(
      "GET /api/collections?startDate=2026-10-01&endDate=2026-10-31&page=1&pageSize=20",
    );
  });

  it("offers Report a problem to owners only", async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "viewer");
    stubApi();
    renderWithProviders(<CollectionsTab />);
    await screen.findByRole("table");
    expect(screen.queryByRole("button", { name: /Report a problem/ })).toBeNull();
    expect(cellsOf(rowOf("12 Nov 2026"))[4]).toBe("—");
    expect(cellsOf(rowOf("2 Nov 2026"))[4]).toBe("Reported on 4 Nov 2026");
  });

  it("has no Report a problem in staff's support view, and asks for that business", async () => {
    asOwner();
    const fetchMock = stubApi();
    renderWithProviders(<CollectionsTab customerId="FC-1001" />);
    await screen.findByRole("table");
    expect(screen.queryByRole("button", { name: /Report a problem/ })).toBeNull();
    expect(calledUrls(fetchMock)).toEqual([
      "GET /api/collections?startDate=2026-11-01&endDate=2026-11-23&page=1&pageSize=20&customerId=FC-1001",
    ]);
    expect(screen.getByRole("link", { name: "Download CSV of the collections" })).toHaveAttribute(
      "href",
      "/api/collections.csv?startDate=2026-11-01&endDate=2026-11-23&customerId=FC-1001",
    );
  });

  it("reports a problem: names the collection, needs a message, thanks, and the row shows Reported", async () => {
    asOwner();
    let sent: unknown;
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === "/api/collections/40/problem" && init?.method === "POST") {
        sent = JSON.parse(String(init.body));
        return json({ id: "r-1", reportedAt: "2026-11-23T06:00:00.000Z" }, 201);
      }
      // Like the API: once sent, the log carries the report.
      if (url.pathname === "/api/collections" && sent) {
        return json({
          ...collectionsPage1,
          items: collectionsPage1.items.map((item) =>
            item.id === 40 ? { ...item, reportedAt: "2026-11-23T06:00:00.000Z" } : item,
          ),
        });
      }
      return undefined;
    });
    renderWithProviders(<CollectionsTab />);
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText("Collection of 0.620 kg at Terrace on 3 Nov 2026"),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    const message = within(dialog).getByRole("textbox", { name: /What is wrong\?/ });
    expect(message).toHaveAccessibleDescription(/Say what is wrong\./);
    expect(sent).toBeUndefined();

    await user.type(message, "  The weight looks too low: the bin was full.  ");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText("Thanks — our team will look into it and reply by e-mail."),
    ).toBeInTheDocument();
    expect(sent).toEqual({ message: "The weight looks too low: the bin was full." });
    expect(calledUrls(fetchMock)).toContain("POST /api/collections/40/problem");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(cellsOf(rowOf("3 Nov 2026"))[4]).toBe("Reported on 23 Nov 2026"));
    expect(screen.queryByRole("button", { name: REPORT_3_NOV })).toBeNull();
  });

  it("shows the server's message when it refuses a report (409, 403)", async () => {
    asOwner();
    let status = 409;
    stubApi((url, init) =>
      url.pathname === "/api/collections/40/problem" && init?.method === "POST"
        ? json(
            {
              title: status === 409 ? "Conflict" : "Forbidden",
              status,
              detail:
                status === 409
                  ? "This collection is more than 30 days old: problems are reported within 30 days."
                  : "Only an owner of the business can do this.",
            },
            status,
          )
        : undefined,
    );
    renderWithProviders(<CollectionsTab />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /What is wrong\?/ }), "Wrong kg");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This collection is more than 30 days old: problems are reported within 30 days.",
    );
    status = 403;
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent(
        "Only an owner of the business can do this.",
      ),
    );
    expect(within(dialog).queryByText(/Thanks/)).toBeNull();
  });

  it("has no axe violations, with the report dialog open", async () => {
    asOwner();
    stubApi();
    const { container } = renderWithProviders(<CollectionsTab />);
    await screen.findByRole("table");
    const clean = async () => {
      const result = await axe.run(container.ownerDocument.body, {
        rules: { "color-contrast": { enabled: false } },
      });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await clean();
    await openDialog();
    await clean();
  });
});
