import { describe, expect, it } from "vitest";
import { splitByMonth } from "./month-split.ts";

describe("splitting a period into whole months and partial edges", () => {
  it("keeps a range inside one month as one raw range", () => {
    expect(splitByMonth({ startDate: "2025-03-05", endDate: "2025-03-20" })).toEqual({
      wholeMonths: null,
      edges: [{ startDate: "2025-03-05", endDate: "2025-03-20" }],
    });
  });

  it("takes an exact calendar month from the roll-up, leap February included", () => {
    expect(splitByMonth({ startDate: "2024-02-01", endDate: "2024-02-29" })).toEqual({
      wholeMonths: { from: "2024-02-01", to: "2024-02-01" },
      edges: [],
    });
  });

  it("splits a range across years into a head, whole months and a tail", () => {
    expect(splitByMonth({ startDate: "2024-12-15", endDate: "2025-03-10" })).toEqual({
      wholeMonths: { from: "2025-01-01", to: "2025-02-01" },
      edges: [
        { startDate: "2024-12-15", endDate: "2024-12-31" },
        { startDate: "2025-03-01", endDate: "2025-03-10" },
      ],
    });
  });

  it("has no whole month between two adjacent partial months", () => {
    expect(splitByMonth({ startDate: "2024-12-15", endDate: "2025-01-10" })).toEqual({
      wholeMonths: null,
      edges: [
        { startDate: "2024-12-15", endDate: "2024-12-31" },
        { startDate: "2025-01-01", endDate: "2025-01-10" },
      ],
    });
  });

  it("runs an open start from the beginning up to the last whole month, then the current month's days", () => {
    expect(splitByMonth({ startDate: null, endDate: "2026-11-21" })).toEqual({
      wholeMonths: { from: null, to: "2026-10-01" },
      edges: [{ startDate: "2026-11-01", endDate: "2026-11-21" }],
    });
    expect(splitByMonth({ startDate: null, endDate: "2026-10-31" })).toEqual({
      wholeMonths: { from: null, to: "2026-10-01" },
      edges: [],
    });
  });
});
