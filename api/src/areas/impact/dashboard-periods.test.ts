import { describe, expect, it } from "vitest";
import { columnPeriods } from "./dashboard-periods.ts";

/** The days behind each column (PRODUCT.md "Figures and their meaning"), by hand. */
describe("columnPeriods", () => {
  it("without a range: this month to today, the whole previous month, everything to today", () => {
    expect(columnPeriods({ startDate: null, endDate: "2025-03-15" })).toEqual({
      currentMonth: { startDate: "2025-03-01", endDate: "2025-03-15" },
      lastMonth: { startDate: "2025-02-01", endDate: "2025-02-28" },
      tillDate: { startDate: null, endDate: "2025-03-15" },
    });
  });

  it("on the 1st, the current month is that one day", () => {
    expect(columnPeriods({ startDate: null, endDate: "2025-01-01" })).toEqual({
      currentMonth: { startDate: "2025-01-01", endDate: "2025-01-01" },
      lastMonth: { startDate: "2024-12-01", endDate: "2024-12-31" },
      tillDate: { startDate: null, endDate: "2025-01-01" },
    });
  });

  it("in March of a leap year, last month ends on 29 February", () => {
    expect(columnPeriods({ startDate: null, endDate: "2024-03-31" }).lastMonth).toEqual({
      startDate: "2024-02-01",
      endDate: "2024-02-29",
    });
  });

  it("a range across the end of a year: January to the end, December from the start", () => {
    expect(columnPeriods({ startDate: "2024-12-15", endDate: "2025-01-10" })).toEqual({
      currentMonth: { startDate: "2025-01-01", endDate: "2025-01-10" },
      lastMonth: { startDate: "2024-12-15", endDate: "2024-12-31" },
      tillDate: { startDate: "2024-12-15", endDate: "2025-01-10" },
    });
  });

  it("a range inside one month has no last month", () => {
    expect(columnPeriods({ startDate: "2025-01-02", endDate: "2025-01-10" })).toEqual({
      currentMonth: { startDate: "2025-01-02", endDate: "2025-01-10" },
      lastMonth: null,
      tillDate: { startDate: "2025-01-02", endDate: "2025-01-10" },
    });
  });

  it("a range starting on the last day of the previous month keeps that one day", () => {
    expect(columnPeriods({ startDate: "2024-02-29", endDate: "2024-03-31" })).toEqual({
      currentMonth: { startDate: "2024-03-01", endDate: "2024-03-31" },
      lastMonth: { startDate: "2024-02-29", endDate: "2024-02-29" },
      tillDate: { startDate: "2024-02-29", endDate: "2024-03-31" },
    });
  });

  it("a range across years takes the months of its end", () => {
    expect(columnPeriods({ startDate: "2023-06-10", endDate: "2025-03-15" })).toEqual({
      currentMonth: { startDate: "2025-03-01", endDate: "2025-03-15" },
      lastMonth: { startDate: "2025-02-01", endDate: "2025-02-28" },
      tillDate: { startDate: "2023-06-10", endDate: "2025-03-15" },
    });
  });

  it("a one-day range is that day in every column but last month", () => {
    expect(columnPeriods({ startDate: "2024-02-29", endDate: "2024-02-29" })).toEqual({
      currentMonth: { startDate: "2024-02-29", endDate: "2024-02-29" },
      lastMonth: null,
      tillDate: { startDate: "2024-02-29", endDate: "2024-02-29" },
    });
  });
});
