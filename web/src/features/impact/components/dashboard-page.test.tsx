import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "#web/lib/session-storage";
import { CertificateButton } from "../../certificates/components/certificate-button";
import { MediaGallery } from "../../media/components/media-gallery";
import { greenImpact } from "../testing/fixtures";
import { calledUrls, json, problem, renderWithProviders, stubApi } from "../testing/render";
import { DashboardPage } from "./dashboard-page";

const impactRoute =
  (answer: () => Response | Promise<Response>) =>
  (url: URL): Response | Promise<Response> | undefined =>
    url.pathname === "/api/get_green_impact" ? answer() : undefined;

function renderDashboard(path = "/dashboard") {
  return renderWithProviders(
    <DashboardPage videos={<MediaGallery />} certificate={<CertificateButton />} />,
    { path },
  );
}

const table = (name: string) =>
  screen.getByRole("heading", { name }).closest("section") as HTMLElement;
const cellsOf = (section: HTMLElement, rowLabel: string) =>
  within(within(section).getByRole("rowheader", { name: rowLabel }).closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** Types a date into a picker and leaves it with Enter (that is when a typed date is checked). */
/** A table's picker: its name is "<table> table start date" (checked on its own below). */
const pickerName = (label: "Start date" | "End date") => new RegExp(`^\\w+ table ${label}$`, "i");

async function typeDate(section: HTMLElement, label: "Start date" | "End date", value: string) {
  const input = within(section).getByRole("textbox", { name: pickerName(label) });
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Enter}`);
  return input;
}

describe("the dashboard", () => {
  it("keeps the two tables on their own dates when a period is chosen above, and says so", async () => {
    const fetchMock = stubApi();
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Hello Sabarmati Riverside Café" });
    await userEvent.click(screen.getByRole("button", { name: "Last financial year" }));
    for (const name of ["CIGARETTE BUTT COLLECTION", "YOUR BENEFIT VALUE"]) {
      const section = table(name);
      expect(
        within(section).getByText(
          "This table keeps its own dates, chosen below, not the period chosen above; so does its report.",
        ),
      ).toBeVisible();
      expect(
        within(section).getByText("Showing this month, last month and all time"),
      ).toBeVisible();
    }
    // The tables' figures are still SPEC.md's default columns: no ranged stats call.
    expect(
      calledUrls(fetchMock).filter((url) => url.startsWith("/api/get_customer_specific_stats?")),
    ).toEqual([]);
  });

  it("shows skeletons and the stored name while loading", async () => {
    window.localStorage.setItem(SESSION_KEYS.customerName, "Stored Café");
    stubApi(impactRoute(() => new Promise<Response>(() => {})));
    renderDashboard();
    expect(
      screen.getByRole("heading", { level: 1, name: "Hello Stored Café" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Loading your details…")).toBeInTheDocument();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards).toHaveLength(8);
    expect(screen.getByRole("list")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Download Green Certificate" })).toBeDisabled();
  });

  it("shows the header, the eight cards in order with Indian grouping, and both tables", async () => {
    stubApi();
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Hello Sabarmati Riverside Café" }),
    ).toBeInTheDocument();
    expect(screen.getByText("12, Riverfront Walk")).toBeInTheDocument();
    expect(screen.getByText("Near Ellis Bridge")).toBeInTheDocument();
    expect(screen.getByText("Ahmedabad, Gujarat, 380006")).toBeInTheDocument();
    expect(
      screen.getByText("Service Type- Kiosk Collection | Business Type- Café & Restaurant"),
    ).toBeInTheDocument();
    const redeem = screen.getByRole("link", { name: /Redeem/ });
    expect(redeem).toHaveAttribute("href", "https://forms.example.com/filtercycle-redeem");
    expect(redeem).toHaveAttribute("target", "_blank");
    expect(redeem).toHaveAttribute("rel", "noopener noreferrer");

    expect(screen.getByRole("heading", { name: "Green Impact (Till Date)" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    // Title and till-date figure (a card's change over the period is tested in impact-cards.test.tsx).
    const titleAndFigure = (card: HTMLElement) =>
      Array.from(card.children)
        .slice(0, 2)
        .map((part) => part.textContent)
        .join("");
    expect(cards.map(titleAndFigure)).toEqual([
      "Kiosks Installed3",
      "No of Smokers450",
      "Cigarette butts Collected in No.1,95,600",
      "Cigarette butts Collected in Kg53.573",
      "Toxic waste recycled in kg53.573",
      "Microplastic recycled in kg32.144",
      "Water resources protected in litres9,78,00,000",
      "Awareness created (no of people)654",
    ]);

    const cigarette = table("CIGARETTE BUTT COLLECTION");
    await waitFor(() =>
      expect(cellsOf(cigarette, "Butts in Number")).toEqual(["6,330", "10,559", "1,95,600"]),
    );
    expect(cellsOf(cigarette, "Butts in Kgs")).toEqual(["1.708", "2.931", "53.573"]);
    expect(
      within(cigarette)
        .getAllByRole("columnheader")
        .map((th) => th.firstChild?.textContent),
    ).toEqual(["Current Month", "Last Month", "Till date"]);
    expect(within(cigarette).getByText("1–22 Nov 2026")).toBeInTheDocument();
    expect(within(cigarette).getByText("up to 22 Nov 2026")).toBeInTheDocument();
    expect(
      within(cigarette).getByText("Showing this month, last month and all time"),
    ).toBeInTheDocument();
    expect(within(cigarette).getByPlaceholderText("Select Start Date")).toBeInTheDocument();
    expect(within(cigarette).getByPlaceholderText("Select End Date")).toBeInTheDocument();

    const benefit = table("YOUR BENEFIT VALUE");
    expect(cellsOf(benefit, "Benefit Amount")).toEqual(["₹21.36", "₹36.67", "₹670.08"]);
    expect(cellsOf(benefit, "Benefit Amount Redeemed")).toEqual(["₹0.00", "₹76.20", "₹525.86"]);
    expect(within(benefit).getByRole("button", { name: "Download Report" })).toBeInTheDocument();
    expect(within(benefit).getByRole("button", { name: "Apply dates" })).toBeInTheDocument();

    // The chart, and its table alternative.
    expect(
      await screen.findByRole("group", { name: /Butts collected per month/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show as a table" }));
    // Named by the period it shows (the period bar's, issue 25).
    expect(screen.getByRole("table", { name: /^Butts collected per month, \d/ })).toBeVisible();
  });

  it("stores the customer name when none is stored, and keeps a stored one", async () => {
    stubApi();
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Hello Sabarmati Riverside Café" });
    await waitFor(() =>
      expect(window.localStorage.getItem(SESSION_KEYS.customerName)).toBe(
        "Sabarmati Riverside Café",
      ),
    );
  });

  it("keeps a stored name", async () => {
    window.localStorage.setItem(SESSION_KEYS.customerName, "Kept");
    stubApi();
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Hello Sabarmati Riverside Café" });
    expect(window.localStorage.getItem(SESSION_KEYS.customerName)).toBe("Kept");
  });

  it("shows no Redeem link when no address is set", async () => {
    stubApi(impactRoute(() => json({ ...greenImpact, redeemUrl: null })));
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Hello Sabarmati Riverside Café" });
    expect(screen.queryByRole("link", { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it("logs a failed call and offers a quiet retry instead of figures", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    stubApi(impactRoute(() => (fail ? problem(500) : json(greenImpact))));
    renderDashboard();
    // The header and the cards both depend on get_green_impact.
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Try again" })).toHaveLength(2),
    );
    const retries = screen.getAllByRole("button", { name: "Try again" });
    expect(error).toHaveBeenCalledWith(
      "Dashboard: get_green_impact could not be loaded.",
      expect.anything(),
    );
    // No card shows a figure (the water figure appears on the cards only).
    expect(screen.queryByText("9,78,00,000")).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(retries[1] as HTMLElement);
    expect(await screen.findByText("9,78,00,000")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("a failed table shows its own retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi((url) =>
      url.pathname === "/api/get_customer_specific_stats" ? problem(503) : undefined,
    );
    renderDashboard();
    const cigarette = await waitFor(() => table("CIGARETTE BUTT COLLECTION"));
    expect(await within(cigarette).findByRole("button", { name: "Try again" })).toBeVisible();
    expect(within(cigarette).queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("the tabs", () => {
  it("switch to Videos and put ?tab=videos in the address, so a reload keeps the tab", async () => {
    stubApi();
    renderDashboard();
    await userEvent.click(screen.getByRole("tab", { name: "Videos" }));
    expect(screen.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?tab=videos");
    expect(await screen.findByRole("heading", { name: "Your Media Files" })).toBeInTheDocument();

    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
    expect(screen.getByRole("heading", { name: "Green Impact (Till Date)" })).toBeInTheDocument();
  });

  it("open on Videos from ?tab=videos", async () => {
    stubApi();
    renderDashboard("/dashboard?tab=videos");
    expect(screen.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Videos" })).toBeInTheDocument();
    expect(await screen.findByText("Monthly report")).toBeInTheDocument();
  });
});

describe("the tables' dates", () => {
  it("picking both dates refreshes the cigarette table from get_customer_specific_stats_with_dates; Reset returns", async () => {
    const fetchMock = stubApi();
    renderDashboard();
    const cigarette = table("CIGARETTE BUTT COLLECTION");
    await waitFor(() => expect(cellsOf(cigarette, "Butts in Number")[2]).toBe("1,95,600"));

    await typeDate(cigarette, "Start date", "01/01/2025");
    // The cards ask for the chosen period's figures; the table asks nothing for half a range.
    expect(calledUrls(fetchMock).filter((u) => u.includes("startDate=2025"))).toEqual([]);
    await typeDate(cigarette, "End date", "2025-03-31");
    await waitFor(() =>
      expect(cellsOf(cigarette, "Butts in Number")).toEqual(["7,222", "6,299", "19,575"]),
    );
    expect(calledUrls(fetchMock)).toContain(
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-03-31",
    );
    expect(within(cigarette).getByText("Showing 1 Jan 2025 – 31 Mar 2025")).toBeInTheDocument();
    expect(within(cigarette).getByText("1–31 Mar 2025")).toBeInTheDocument();

    await userEvent.click(within(cigarette).getByRole("button", { name: "Reset" }));
    expect(cellsOf(cigarette, "Butts in Number")).toEqual(["6,330", "10,559", "1,95,600"]);
    expect(
      within(cigarette).getByText("Showing this month, last month and all time"),
    ).toBeVisible();
    expect(
      within(cigarette).getByRole("textbox", { name: "Collection table start date" }),
    ).toHaveValue("");
  });

  it("names each of the four date pickers by its table", async () => {
    stubApi();
    renderDashboard();
    const cigarette = table("CIGARETTE BUTT COLLECTION");
    const benefit = table("YOUR BENEFIT VALUE");
    for (const [section, name] of [
      [cigarette, "Collection table start date"],
      [cigarette, "Collection table end date"],
      [benefit, "Benefit table start date"],
      [benefit, "Benefit table end date"],
    ] as const) {
      expect(within(section).getByRole("textbox", { name })).toBeInTheDocument();
      expect(
        within(section).getByRole("button", {
          name: `Choose ${name.toLowerCase()} from a calendar`,
        }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByRole("textbox").map((box) => box.getAttribute("aria-label"))).toEqual([
      "Collection table start date",
      "Collection table end date",
      "Benefit table start date",
      "Benefit table end date",
    ]);
  });

  it("an end before the start is set to the start, and the table says why", async () => {
    stubApi();
    renderDashboard();
    const cigarette = table("CIGARETTE BUTT COLLECTION");
    await typeDate(cigarette, "Start date", "2025-03-10");
    const end = await typeDate(cigarette, "End date", "2025-03-01");
    expect(end).toHaveValue("10/03/2025");
    expect(
      within(cigarette).getByText(
        "The end date cannot be before the start date, so it was set to the start date.",
      ),
    ).toBeInTheDocument();

    // Moving the start past the end moves the end too.
    await typeDate(cigarette, "Start date", "2025-04-02");
    expect(end).toHaveValue("02/04/2025");
  });

  it("a date that does not exist is refused with a message", async () => {
    stubApi();
    renderDashboard();
    const cigarette = table("CIGARETTE BUTT COLLECTION");
    const start = await typeDate(cigarette, "Start date", "31/02/2025");
    expect(start).toHaveAttribute("aria-invalid", "true");
    expect(
      within(cigarette).getByText("Enter a real date as YYYY-MM-DD or DD/MM/YYYY."),
    ).toBeInTheDocument();
  });

  it("Apply dates without both dates does nothing, silently; with both it refreshes the benefit table", async () => {
    const fetchMock = stubApi();
    renderDashboard();
    const benefit = table("YOUR BENEFIT VALUE");
    await waitFor(() => expect(cellsOf(benefit, "Benefit Amount")[2]).toBe("₹670.08"));
    const callsBefore = fetchMock.mock.calls.length;

    await typeDate(benefit, "Start date", "2025-01-01");
    await userEvent.click(within(benefit).getByRole("button", { name: "Apply dates" }));
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
    expect(within(benefit).queryByRole("alert", { name: /./ })).not.toBeInTheDocument();
    expect(within(benefit).getByRole("alert")).toBeEmptyDOMElement();
    expect(cellsOf(benefit, "Benefit Amount")[2]).toBe("₹670.08");

    await typeDate(benefit, "End date", "2025-03-31");
    // Picking dates alone does not refresh the benefit table: Apply does.
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
    await userEvent.click(within(benefit).getByRole("button", { name: "Apply dates" }));
    await waitFor(() =>
      expect(cellsOf(benefit, "Benefit Amount")).toEqual(["₹19.71", "₹17.18", "₹53.28"]),
    );
    expect(calledUrls(fetchMock)).toContain(
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-03-31",
    );
    expect(within(benefit).getByText("Showing 1 Jan 2025 – 31 Mar 2025")).toBeInTheDocument();
  });

  it("the report buttons ask for both dates first", async () => {
    stubApi();
    renderDashboard();
    const cigarette = table("CIGARETTE BUTT COLLECTION");
    await userEvent.click(
      within(cigarette).getByRole("button", { name: "Download Cigarette Report" }),
    );
    expect(within(cigarette).getByRole("alert")).toHaveTextContent(
      "Please select start and end dates for the report.",
    );
    const benefit = table("YOUR BENEFIT VALUE");
    await userEvent.click(within(benefit).getByRole("button", { name: "Download Report" }));
    expect(within(benefit).getByRole("alert")).toHaveTextContent(
      "Please select start and end dates for the report.",
    );
  });

  it("one tap fills both dates with this month, last month or this financial year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 2 Dec 2026 in Ahmedabad.
    vi.setSystemTime(new Date("2026-12-02T06:00:00.000Z"));
    try {
      const fetchMock = stubApi();
      renderDashboard();
      const cigarette = table("CIGARETTE BUTT COLLECTION");
      const quick = within(cigarette).getByRole("group", {
        name: "Quick ranges (Collection table)",
      });
      const start = within(cigarette).getByRole("textbox", { name: "Collection table start date" });
      const end = within(cigarette).getByRole("textbox", { name: "Collection table end date" });

      await userEvent.click(within(quick).getByRole("button", { name: "Last month" }));
      expect(start).toHaveValue("01/11/2026");
      expect(end).toHaveValue("30/11/2026");
      expect(within(quick).getByRole("button", { name: "Last month" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await waitFor(() =>
        expect(calledUrls(fetchMock)).toContain(
          "/api/get_customer_specific_stats_with_dates?startDate=2026-11-01&endDate=2026-11-30",
        ),
      );
      expect(within(cigarette).getByText("Showing 1 Nov 2026 – 30 Nov 2026")).toBeInTheDocument();

      await userEvent.click(within(quick).getByRole("button", { name: "This month" }));
      expect([start, end].map((box) => (box as HTMLInputElement).value)).toEqual([
        "01/12/2026",
        "02/12/2026",
      ]);
      await userEvent.click(within(quick).getByRole("button", { name: "This financial year" }));
      expect([start, end].map((box) => (box as HTMLInputElement).value)).toEqual([
        "01/04/2026",
        "02/12/2026",
      ]);

      // The benefit table has its own: its report's dates come in one tap too.
      const benefit = table("YOUR BENEFIT VALUE");
      await userEvent.click(
        within(
          within(benefit).getByRole("group", { name: "Quick ranges (Benefit table)" }),
        ).getByRole("button", { name: "Last month" }),
      );
      expect(within(benefit).getByRole("textbox", { name: "Benefit table end date" })).toHaveValue(
        "30/11/2026",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("a day can be chosen from the calendar", async () => {
    stubApi();
    renderDashboard();
    const cigarette = table("CIGARETTE BUTT COLLECTION");
    await typeDate(cigarette, "Start date", "2025-01-15");
    await userEvent.click(
      within(cigarette).getByRole("button", {
        name: "Choose collection table start date from a calendar",
      }),
    );
    const calendar = await within(cigarette).findByRole("dialog", {
      name: "Collection table start date",
    });
    const grid = await within(calendar).findByRole("grid");
    await userEvent.click(within(grid).getByRole("button", { name: /January 20th, 2025/ }));
    expect(
      within(cigarette).getByRole("textbox", { name: "Collection table start date" }),
    ).toHaveValue("20/01/2025");
    expect(within(cigarette).queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      within(cigarette).getByRole("textbox", { name: "Collection table start date" }),
    ).toHaveFocus();
  });
});

describe("the dashboard's extra tabs", () => {
  const service = [{ id: "service", label: "Service", content: <p>Service content</p> }];

  it("keeps the spec's two tabs, in order, and puts the Service tab after them", async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage extraTabs={service} />);
    const tabs = within(screen.getByRole("tablist", { name: "Dashboard sections" })).getAllByRole(
      "tab",
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Green Impact", "Videos", "Service"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Service" }));
    expect(screen.getByRole("tabpanel", { name: "Service" })).toHaveTextContent("Service content");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?tab=service");
  });

  it("opens the Service tab from ?tab=service, and links the login's account settings", async () => {
    stubApi();
    renderWithProviders(<DashboardPage extraTabs={service} />, { path: "/dashboard?tab=service" });
    expect(screen.getByRole("tab", { name: "Service" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Service content")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Account settings" })).toHaveAttribute(
      "href",
      "/account",
    );
  });
});
