// The monthly chart (issue 17): round ticks, a bar's month and figure on hover and on keyboard
// focus (one tab stop, arrow keys between bars), and the legend of the lighter bar. The answer is
// the fixture's (../testing/fixtures.ts): 8,000 + 100 a month, 2 + 0.1 kg a month, March empty.
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubApi } from "../testing/render";
import { axisTicks, MonthlyChart } from "./monthly-chart";

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
  it("labels the axis with round ticks and has a legend for the month-to-date bar", async () => {
    stubApi();
    renderWithProviders(<MonthlyChart />);
    const chart = await screen.findByRole("group", { name: /Butts collected per month/ });
    expect(tickTexts(chart)).toEqual(["0", "2,000", "4,000", "6,000", "8,000", "10,000"]);
    await userEvent.click(screen.getByRole("button", { name: "Kg" }));
    const kgChart = screen.getByRole("group", {
      name: "Butts collected per month, last 12 months (kg)",
    });
    expect(tickTexts(kgChart)).toEqual(["0", "1", "2", "3", "4"]);
    const legend = screen.getByTestId("chart-legend");
    expect([...legend.children].map((item) => item.textContent)).toEqual([
      "Whole month",
      "This month to date",
    ]);
    // The legend's lighter swatch is the colour of this month's bar.
    expect(legend.children[1]?.firstElementChild).toHaveClass("bg-leaf-light");
    expect(screen.getAllByRole("img")[11]).toHaveClass("fill-leaf-light");
  });

  it("shows a bar's month and figure on hover and on keyboard focus", async () => {
    stubApi();
    renderWithProviders(<MonthlyChart />);
    await screen.findByRole("group", { name: /Butts collected per month/ });
    await userEvent.click(screen.getByRole("button", { name: "Kg" }));
    const bars = screen.getAllByRole("img");
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAccessibleName("Dec 2025: 2.000 kg");
    expect(bars[11]).toHaveAccessibleName("Nov 2026 to date: 3.100 kg");

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
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Nov 2026 to date: 3.100 kg");
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
});
