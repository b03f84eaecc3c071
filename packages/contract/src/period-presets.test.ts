import { describe, expect, it } from "vitest";
import {
  chosenPeriod,
  financialYearLabel,
  financialYearOf,
  percentChange,
  presetRange,
  previousPeriodOf,
} from "./period-presets.ts";

describe("financial year (April–March)", () => {
  it("puts 31 March in the year that began the April before, 1 April in the new one", () => {
    expect(financialYearOf("2027-03-31")).toEqual({
      startDate: "2026-04-01",
      endDate: "2027-03-31",
    });
    expect(financialYearOf("2026-04-01")).toEqual({
      startDate: "2026-04-01",
      endDate: "2027-03-31",
    });
    expect(financialYearLabel("2026-11-23")).toBe("FY 2026–27");
  });
});

describe("presets on 23 Nov 2026", () => {
  const today = "2026-11-23";
  it("covers the days each names, ending today where they include it", () => {
    expect(presetRange("this-month", today)).toEqual({ startDate: "2026-11-01", endDate: today });
    expect(presetRange("last-month", today)).toEqual({
      startDate: "2026-10-01",
      endDate: "2026-10-31",
    });
    expect(presetRange("this-fy", today)).toEqual({ startDate: "2026-04-01", endDate: today });
    expect(presetRange("last-fy", today)).toEqual({
      startDate: "2025-04-01",
      endDate: "2026-03-31",
    });
  });

  it("compares like with like", () => {
    expect(previousPeriodOf("this-month", presetRange("this-month", today))).toEqual({
      startDate: "2026-10-01",
      endDate: "2026-10-23",
    });
    expect(previousPeriodOf("last-month", presetRange("last-month", today))).toEqual({
      startDate: "2026-09-01",
      endDate: "2026-09-30",
    });
    expect(previousPeriodOf("this-fy", presetRange("this-fy", today))).toEqual({
      startDate: "2025-04-01",
      endDate: "2025-11-23",
    });
    expect(previousPeriodOf("last-fy", presetRange("last-fy", today))).toEqual({
      startDate: "2024-04-01",
      endDate: "2025-03-31",
    });
    expect(previousPeriodOf("custom", { startDate: "2026-11-10", endDate: "2026-11-19" })).toEqual({
      startDate: "2026-10-31",
      endDate: "2026-11-09",
    });
  });

  it("compares 1–31 March with the whole of February", () => {
    expect(
      previousPeriodOf("this-month", { startDate: "2027-03-01", endDate: "2027-03-31" }),
    ).toEqual({
      startDate: "2027-02-01",
      endDate: "2027-02-28",
    });
  });
});

describe("chosenPeriod (the URL's period, from, to)", () => {
  const today = "2026-11-23";
  it("defaults to this month and keeps a valid custom range", () => {
    expect(chosenPeriod({}, today).range).toEqual({ startDate: "2026-11-01", endDate: today });
    const custom = chosenPeriod({ period: "custom", from: "2026-06-15", to: "2026-07-14" }, today);
    expect(custom).toEqual({
      preset: "custom",
      range: { startDate: "2026-06-15", endDate: "2026-07-14" },
      previous: { startDate: "2026-05-16", endDate: "2026-06-14" },
    });
  });

  it("falls back to this month for an unknown preset or a custom range out of order", () => {
    expect(chosenPeriod({ period: "yesterday" }, today).preset).toBe("this-month");
    expect(
      chosenPeriod({ period: "custom", from: "2026-07-14", to: "2026-06-15" }, today).preset,
    ).toBe("this-month");
    expect(
      chosenPeriod({ period: "custom", from: "2026-02-30", to: "2026-03-01" }, today).preset,
    ).toBe("this-month");
  });
});

describe("percentChange", () => {
  it("rounds to a whole percentage and has none without a previous figure", () => {
    expect(percentChange(150, 120)).toBe(25);
    expect(percentChange(90, 120)).toBe(-25);
    expect(percentChange(5, 0)).toBeNull();
  });
});
