// The monthly chart (issue 17): round ticks, a bar's month and figure on hover and on keyboard
// focus (one tab stop, arrow keys between bars), and the legend of the lighter bar; it shows the
// months of the period chosen in the period bar (issue 25). The answer is the fixture's
// (../testing/fixtures.ts): 8,000 + 100 a month from Dec 2025, 2 + 0.1 kg a month, March empty.
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodBar } from "#web/components/period-bar";
import { calledUrls, renderWithProviders, stubApi } from "../testing/render";
import { axisTicks, MonthlyChart } from "./monthly-chart";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 23 Nov 2026 in Kolkata.
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

/** Dec 2025 to today, as a custom period in the URL: twelve bars, the last one 1–23 Nov. */
const twelveMonths = { path: "/dashboard?period=custom&from=2025-12-01&to=2026-11-23" };

const tickTexts = (chart: HTMLElement) =>
  [...chart.querySelectorAll("text")]
    .map((text) => text.textContent ?? "")
    .filter((text) => /^[\d.,]+$/.test(text) && !/^20\d\d$/.test(text));

describe("axisTicks", () => {
  it("steps by 1, 2 or 5 times a power of ten up to the first tick at or above the maximum", () => {
    expect(axisTicks(2.25, { whole: false })).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    expect(axisTicks(3.1, { whole: false })).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(0.3, { whole: false })).toEqual([0, 0.1, 0.2, 0.3]);
    expect(axisTicks(9100, { whole: true })).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(axisTicks(12000, { whole: true })).toEqual([0, 5000, 10000, 15000]);
    expect(axisTicks(3, { whole: true })).toEqual([0, 1, 2, 3]);
    expect(axisTicks(0, { whole: true })).toEqual([0, 1]);
  });
});

describe("MonthlyChart", () => {
  it("labels the axis with round ticks and has a legend for the part-of-a-month bar", async () => {
    stubApi();
    renderWithProviders(<MonthlyChart />, twelveMonths);
    const chart = await screen.findByRole("group", { name: /Butts collected per month/ });
    expect(tickTexts(chart)).toEqual(["0", "2,000", "4,000", "6,000", "8,000", "10,000"]);
    await userEvent.click(screen.getByRole("button", { name: "Kg" }));
    const kgChart = screen.getByRole("group", {
      name: "Butts collected per month, 1 Dec 2025 – 23 Nov 2026 (kg)",
    });
    expect(tickTexts(kgChart)).toEqual(["0", "1", "2", "3", "4"]);
    const legend = screen.getByTestId("chart-legend");
    expect([...legend.children].map((item) => item.textContent)).toEqual([
      "Whole month",
      "Part of a month (the period starts or ends in it)",
    ]);
    // The legend's lighter swatch is the colour of the bar of 1–23 Nov.
    expect(legend.children[1]?.firstElementChild).toHaveClass("bg-leaf-light");
    expect(screen.getAllByRole("img")[11]).toHaveClass("fill-leaf-light");
  });

  it("shows a bar's month and figure on hover and on keyboard focus", async () => {
    stubApi();
    renderWithProviders(<MonthlyChart />, twelveMonths);
    await screen.findByRole("group", { name: /Butts collected per month/ });
    await userEvent.click(screen.getByRole("button", { name: "Kg" }));
    const bars = screen.getAllByRole("img");
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAccessibleName("Dec 2025: 2.000 kg");
    expect(bars[11]).toHaveAccessibleName("1–23 Nov 2026: 3.100 kg");

    // Hover.
    fireEvent.pointerEnter(bars[1] as Element);
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Jan 2026: 2.100 kg");
    fireEvent.pointerLeave(bars[1] as Element);
    expect(screen.queryByTestId("chart-tooltip")).toBeNull();

    // Keyboard: one tab stop (this month), arrows move between bars.
    expect(bars.filter((bar) => bar.getAttribute("tabindex") === "0")).toEqual([bars[11]]);
    // From the Kg button (just clicked), Tab reaches this month's bar.
    await userEvent.tab();
    expect(bars[11]).toHaveFocus();
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("1–23 Nov 2026: 3.100 kg");
    await userEvent.keyboard("{ArrowLeft}");
    expect(bars[10]).toHaveFocus();
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Oct 2026: 3.000 kg");
    await userEvent.keyboard("{Home}");
    expect(bars[0]).toHaveFocus();
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Dec 2025: 2.000 kg");
    await userEvent.keyboard("{ArrowLeft}");
    expect(bars[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    // March had nothing: the zero bar still says so.
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Mar 2026: 0.000 kg");
    expect(within(screen.getByRole("group", { name: /kg/ })).getAllByRole("img")[3]).toHaveFocus();
  });

  it("follows the period bar: its caption names the period and its bars are the period's months", async () => {
    const fetchMock = stubApi();
    renderWithProviders(
      <>
        <PeriodBar />
        <MonthlyChart />
      </>,
    );
    // This month (the default): one bar, 1–23 Nov.
    expect(
      await screen.findByText("The period chosen above, 1–23 Nov 2026, one bar per month."),
    ).toBeVisible();
    expect(
      await screen.findByRole("group", {
        name: "Butts collected per month, 1–23 Nov 2026 (butts)",
      }),
    ).toBeVisible();
    expect(screen.getAllByRole("img").map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "1–23 Nov 2026: 9,100 butts",
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Last financial year" }));
    expect(
      await screen.findByText(
        "The period chosen above, 1 Apr 2025 – 31 Mar 2026, one bar per month.",
      ),
    ).toBeVisible();
    const chart = await screen.findByRole("group", {
      name: "Butts collected per month, 1 Apr 2025 – 31 Mar 2026 (butts)",
    });
    // Whole months, April to March: none is drawn lighter, and the legend has no lighter key.
    const bars = within(chart).getAllByRole("img");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "Apr 2025: 0 butts",
      "May 2025: 0 butts",
      "Jun 2025: 0 butts",
      "Jul 2025: 0 butts",
      "Aug 2025: 0 butts",
      "Sep 2025: 0 butts",
      "Oct 2025: 0 butts",
      "Nov 2025: 0 butts",
      "Dec 2025: 8,000 butts",
      "Jan 2026: 8,100 butts",
      "Feb 2026: 8,200 butts",
      "Mar 2026: 0 butts",
    ]);
    expect(bars.filter((bar) => bar.classList.contains("fill-leaf-light"))).toEqual([]);
    expect(screen.getByTestId("chart-legend")).toHaveTextContent(/^Whole month$/);
    expect(calledUrls(fetchMock)).toEqual(
      expect.arrayContaining([
        "/api/get_monthly_collections?startDate=2026-11-01&endDate=2026-11-23",
        "/api/get_monthly_collections?startDate=2025-04-01&endDate=2026-03-31",
      ]),
    );
  });

  it("shows at most 24 months of a longer period, and says so", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<MonthlyChart />, {
      path: "/dashboard?period=custom&from=2020-01-15&to=2026-11-23",
    });
    expect(
      await screen.findByText(
        "The last 24 months of the period chosen above (1 Dec 2024 – 23 Nov 2026): the chart shows at most 24 months.",
      ),
    ).toBeVisible();
    const chart = await screen.findByRole("group", {
      name: "Butts collected per month, 1 Dec 2024 – 23 Nov 2026 (butts)",
    });
    const bars = within(chart).getAllByRole("img");
    expect(bars).toHaveLength(24);
    expect(bars[0]).toHaveAccessibleName("Dec 2024: 0 butts");
    expect(bars[23]).toHaveAccessibleName("1–23 Nov 2026: 9,100 butts");
    expect(calledUrls(fetchMock)).toContain(
      "/api/get_monthly_collections?startDate=2024-12-01&endDate=2026-11-23",
    );
  });
});
