import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Sparkline } from "./sparkline";

// Six months, Dec 2026 under way on 2 Dec: 0.2 kg in 2 of 31 days is a pace of 3.1 kg a month.
const TREND = [
  { month: "2026-07-01", buttsKg: 3 },
  { month: "2026-08-01", buttsKg: 3 },
  { month: "2026-09-01", buttsKg: 3 },
  { month: "2026-10-01", buttsKg: 3 },
  { month: "2026-11-01", buttsKg: 3.1 },
  { month: "2026-12-01", buttsKg: 0.2 },
];

const pointsOf = (container: HTMLElement) =>
  [...container.querySelectorAll("polyline")].map((line) => ({
    part: line.getAttribute("data-part") === "true",
    points: line.getAttribute("points"),
  }));

describe("a kiosk's trend", () => {
  it("does not draw a month under way as a drop: its point stands at the month's pace, dashed and hollow", () => {
    const { container } = render(<Sparkline trend={TREND} text="trend" endDate="2026-12-02" />);
    // Highest drawn value: 3.1 (November, and December's pace 0.2 × 31 ÷ 2 = 3.1), 20 px tall.
    // y = 24 − 2 − kg ÷ 3.1 × 20; x steps of 13.6 from 2.
    expect(pointsOf(container)).toEqual([
      { part: false, points: "2.0,2.6 15.6,2.6 29.2,2.6 42.8,2.6 56.4,2.0" },
      { part: true, points: "56.4,2.0 70.0,2.0" },
    ]);
    const dot = container.querySelector("circle");
    expect(dot?.getAttribute("cy")).toBe("2");
    expect(dot?.getAttribute("fill")).toBe("white");
  });

  it("draws a whole last month as it is, solid and filled", () => {
    const { container } = render(<Sparkline trend={TREND} text="trend" endDate="2026-12-31" />);
    expect(pointsOf(container)).toEqual([
      {
        part: false,
        points: "2.0,2.6 15.6,2.6 29.2,2.6 42.8,2.6 56.4,2.0 70.0,20.7",
      },
    ]);
    expect(container.querySelector("circle")?.getAttribute("fill")).toBe("currentColor");
  });
});
