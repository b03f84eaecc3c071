import { describe, expect, it } from "vitest";
import { addDays, scheduleDates } from "./pickup-rules.ts";

describe("scheduleDates", () => {
  it("steps every N days from the start, beginning at the first step on or after `from`", () => {
    const schedule = { everyDays: 15, weekdays: null, startsOn: "2026-11-01" } as const;
    expect(scheduleDates(schedule, "2026-11-10", "2026-12-31")).toEqual([
      "2026-11-16",
      "2026-12-01",
      "2026-12-16",
      "2026-12-31",
    ]);
  });

  it("does not start before the schedule's start", () => {
    const schedule = { everyDays: 7, weekdays: null, startsOn: "2026-11-20" } as const;
    expect(scheduleDates(schedule, "2026-11-01", "2026-12-01")).toEqual([
      "2026-11-20",
      "2026-11-27",
    ]);
  });

  it("lists the chosen weekdays (23 Nov 2026 is a Monday)", () => {
    const schedule = { everyDays: null, weekdays: [1, 4], startsOn: "2026-11-01" };
    expect(scheduleDates(schedule, "2026-11-23", "2026-12-03")).toEqual([
      "2026-11-23",
      "2026-11-26",
      "2026-11-30",
      "2026-12-03",
    ]);
  });

  it("is empty when the range ends before the start", () => {
    const schedule = { everyDays: 15, weekdays: null, startsOn: "2027-01-01" } as const;
    expect(scheduleDates(schedule, "2026-11-01", "2026-12-31")).toEqual([]);
  });
});

describe("addDays", () => {
  it("crosses months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
