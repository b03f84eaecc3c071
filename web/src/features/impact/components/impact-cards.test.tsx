// The cards' change over the chosen period (issue 14) and the header's customer number, with a
// stubbed `fetch` (../testing/render.tsx). axe runs in happy-dom without layout.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodBar } from "#web/components/period-bar";
import { statsWithDates } from "../testing/fixtures";
import { calledUrls, json, renderWithProviders, stubApi } from "../testing/render";
import { DashboardHeader } from "./dashboard-header";
import { ImpactCards } from "./impact-cards";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 23 Nov 2026 in Kolkata: this month so far (1–23 Nov) against 1–23 Oct.
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

/** The chosen period's and the previous period's figures, by the range asked for. */
const periods = (url: URL) => {
  if (url.pathname !== "/api/get_customer_specific_stats_with_dates") return undefined;
  const start = url.searchParams.get("startDate");
  if (start === "2026-11-01") {
    return json({
      ...statsWithDates,
      periodStats: { buttsNumber: 5000, buttsKgs: 1.25 },
      periodImpact: { toxicWasteKg: 1.25, microplasticKg: 0.75, waterLitres: 2500000 },
    });
  }
  if (start === "2026-10-01") {
    return json({
      ...statsWithDates,
      periodStats: { buttsNumber: 4000, buttsKgs: 1.6 },
      periodImpact: { toxicWasteKg: 1.6, microplasticKg: 0, waterLitres: 2500000 },
    });
  }
  return undefined;
};

const cardTexts = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((card) => card.textContent);

describe("the cards' change over the chosen period", () => {
  it("shows each collection figure's change vs the previous period; titles and till-date figures stay", async () => {
    const fetchMock = stubApi(periods);
    renderWithProviders(<ImpactCards />);
    await waitFor(() => expect(cardTexts()[2]).toContain("vs"));
    expect(cardTexts()).toEqual([
      "Kiosks Installed3Till date",
      "No of Smokers450Till date",
      // The chosen period's own figure beside the till-date one, then (5000 − 4000) / 4000 = +25%
      "Cigarette butts Collected in No.1,95,600Till date1–23 Nov 2026: 5,000▲ Up +25% vs 1–23 Oct 2026",
      // (1.25 − 1.6) / 1.6 = −21.875% → −22%
      "Cigarette butts Collected in Kg53.573Till date1–23 Nov 2026: 1.250▼ Down −22% vs 1–23 Oct 2026",
      "Toxic waste recycled in kg53.573Till date1–23 Nov 2026: 1.250▼ Down −22% vs 1–23 Oct 2026",
      // Nothing the period before: no percentage.
      "Microplastic recycled in kg32.144Till date1–23 Nov 2026: 0.750New this period",
      "Water resources protected in litres9,78,00,000Till date1–23 Nov 2026: 25,00,000No change vs 1–23 Oct 2026",
      "Awareness created (no of people)654Till date",
    ]);
    const asked = calledUrls(fetchMock).filter((url) => url.includes("with_dates"));
    expect(asked.sort()).toEqual([
      "/api/get_customer_specific_stats_with_dates?startDate=2026-10-01&endDate=2026-10-23",
      "/api/get_customer_specific_stats_with_dates?startDate=2026-11-01&endDate=2026-11-23",
    ]);
  });

  it("compares a custom range with as many days before it", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<ImpactCards />, {
      path: "/dashboard?period=custom&from=2026-11-10&to=2026-11-19",
    });
    await waitFor(() => expect(cardTexts()[2]).toContain("No change vs 31 Oct – 9 Nov 2026"));
    expect(calledUrls(fetchMock)).toContain(
      "/api/get_customer_specific_stats_with_dates?startDate=2026-10-31&endDate=2026-11-09",
    );
  });

  it("says the cards are till date and which periods their change lines compare, following the period bar", async () => {
    stubApi();
    renderWithProviders(
      <>
        <PeriodBar />
        <ImpactCards />
      </>,
    );
    expect(
      await screen.findByText(
        "Each large figure is till date: every collection up to today. Under it, the figure of 1–23 Nov 2026 (the period chosen above) and its change against 1–23 Oct 2026.",
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Last financial year" }));
    expect(
      await screen.findByText(
        "Each large figure is till date: every collection up to today. Under it, the figure of 1 Apr 2025 – 31 Mar 2026 (the period chosen above) and its change against 1 Apr 2024 – 31 Mar 2025.",
      ),
    ).toBeVisible();
  });

  it("shows the cards without a change when the period's figures fail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi((url) =>
      url.pathname === "/api/get_customer_specific_stats_with_dates"
        ? json({ title: "Error", status: 500, detail: "Broke." }, 500)
        : undefined,
    );
    renderWithProviders(<ImpactCards />);
    await waitFor(() =>
      expect(cardTexts()[2]).toBe("Cigarette butts Collected in No.1,95,600Till date"),
    );
    expect(screen.queryByText(/vs /)).toBeNull();
  });

  it("has no axe violations", async () => {
    stubApi(periods);
    const { container } = renderWithProviders(<ImpactCards />);
    await waitFor(() => expect(cardTexts()[2]).toContain("vs"));
    const result = await axe.run(container.ownerDocument.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe("the header's customer number", () => {
  it("shows the business's code as plain, copyable text", async () => {
    stubApi();
    renderWithProviders(<DashboardHeader />);
    const line = await screen.findByText("Customer ID:", { exact: false });
    expect(line).toHaveTextContent("Customer ID: FC-1001");
    expect(within(line).getByText("FC-1001").tagName).toBe("SPAN");
    const result = await axe.run(line.ownerDocument.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe("the method line under the cards", () => {
  const line = () => screen.getByText(/^Figures use the/).closest("p");

  it("names every version behind the till-date figures, the water factor and its range", async () => {
    stubApi();
    renderWithProviders(<ImpactCards />);
    // Today is 23 Nov 2026: till date spans the original method and the method of 1 Apr 2026.
    await waitFor(() => expect(screen.getByText(/^Figures use the/)).toBeInTheDocument());
    expect(line()).toHaveTextContent(
      "Figures use the Original method to 31 Mar 2026, Method of 1 Apr 2026 after (water: 500 then 300 litres per butt; published estimates range from 50 to 1,000). How we measure impact",
    );
    expect(screen.getByRole("link", { name: "How we measure impact" })).toHaveAttribute(
      "href",
      "/reference-and-support#how-we-measure-impact",
    );
  });

  it("one version in force for the whole span: its name alone", async () => {
    stubApi((url) =>
      url.pathname === "/api/impact_methods"
        ? json({
            versions: [
              {
                id: "2026-04-01",
                label: "Method of 1 Apr 2026",
                effectiveFrom: "2026-04-01",
                effectiveTo: null,
                factors: {
                  toxicWasteKgPerButtKg: { value: 1, source: "a" },
                  microplasticKgPerButtKg: { value: 0.6, source: "b" },
                  waterLitresPerButt: { value: 500, source: "c" },
                },
              },
            ],
          })
        : undefined,
    );
    renderWithProviders(<ImpactCards />);
    await waitFor(() => expect(screen.getByText(/^Figures use the/)).toBeInTheDocument());
    expect(line()).toHaveTextContent(
      "Figures use the Method of 1 Apr 2026 (water: 500 litres per butt; published estimates range from 50 to 1,000). How we measure impact",
    );
  });

  it("keeps the link when the versions cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi((url) =>
      url.pathname === "/api/impact_methods" ? json({ status: 500 }, 500) : undefined,
    );
    renderWithProviders(<ImpactCards />);
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("3"));
    expect(screen.queryByText(/^Figures use the/)).toBeNull();
    expect(screen.getByRole("link", { name: "How we measure impact" })).toBeInTheDocument();
  });
});
