import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  calendarDateOf,
  END_BEFORE_START_MESSAGE,
  endsBeforeStart,
  isCalendarDate,
  monthEndOf,
  monthStartOf,
  monthToDateIn,
  previousMonthOf,
  todayIn,
} from "./dates.ts";
import { dateRangeQuerySchema, optionalDateRangeQuerySchema } from "./impact/dashboard.ts";

describe("isCalendarDate", () => {
  it.each([
    ["2025-01-31", true],
    ["2024-02-29", true], // leap year
    ["2000-02-29", true], // divisible by 400: leap
    ["1900-02-29", false], // divisible by 100 only: not leap
    ["2025-02-29", false],
    ["2025-02-30", false],
    ["2025-04-31", false],
    ["2025-13-01", false],
    ["2025-00-10", false],
    ["0001-01-01", true],
    ["0000-12-31", false], // PostgreSQL has no year 0
    ["2025-1-31", false],
    ["31/01/2025", false],
    ["2025-01-31T00:00:00Z", false],
    ["", false],
  ])("%s → %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it("builds a day from its parts only when it exists", () => {
    expect(calendarDateOf(2024, 2, 29)).toBe("2024-02-29");
    expect(calendarDateOf(2025, 2, 29)).toBeNull();
    expect(calendarDateOf(25, 1, 5)).toBe("0025-01-05");
    expect(calendarDateOf(0, 1, 1)).toBeNull();
    expect(calendarDateOf(2025, 4, 31)).toBeNull();
  });
});

describe("end not before start", () => {
  it("allows a one-day range and refuses an end before the start", () => {
    expect(endsBeforeStart("2025-03-01", "2025-03-01")).toBe(false);
    expect(endsBeforeStart("2025-03-01", "2025-02-28")).toBe(true);
    expect(endsBeforeStart("2024-12-31", "2025-01-01")).toBe(false);
  });

  it("is the rule and the message of both range schemas", () => {
    const range = { startDate: "2025-03-01", endDate: "2025-02-28" };
    for (const schema of [dateRangeQuerySchema, optionalDateRangeQuerySchema]) {
      const result = schema.safeParse(range);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["endDate", END_BEFORE_START_MESSAGE],
      ]);
    }
    expect(END_BEFORE_START_MESSAGE).toBe("must not be before startDate");
  });
});

describe("month edges", () => {
  it("gives a day's month start, month end and previous month across a year boundary", () => {
    expect(monthStartOf("2025-01-15")).toBe("2025-01-01");
    expect(monthEndOf("2024-02-10")).toBe("2024-02-29");
    expect(monthEndOf("2025-12-31")).toBe("2025-12-31");
    expect(previousMonthOf("2025-01-15")).toEqual({
      startDate: "2024-12-01",
      endDate: "2024-12-31",
    });
    expect(previousMonthOf("2024-03-01")).toEqual({
      startDate: "2024-02-01",
      endDate: "2024-02-29",
    });
  });

  it("turns the day at the zone's midnight to the millisecond, asked again and again", () => {
    // Midnight in India is 18:30 UTC, in Nepal (+05:45) 18:15 UTC; each asked twice in a row.
    for (const [zone, lastMs, firstMs] of [
      ["Asia/Kolkata", "2024-12-31T18:29:59.999Z", "2024-12-31T18:30:00.000Z"],
      ["Asia/Kathmandu", "2024-12-31T18:14:59.999Z", "2024-12-31T18:15:00.000Z"],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        expect(todayIn(zone, new Date(lastMs))).toBe("2024-12-31");
        expect(todayIn(zone, new Date(firstMs))).toBe("2025-01-01");
      }
    }
    expect(todayIn("UTC", new Date("2024-12-31T23:59:59.999Z"))).toBe("2024-12-31");
    expect(todayIn("UTC", new Date("2025-01-01T00:00:00.000Z"))).toBe("2025-01-01");
    expect(() => todayIn("UTC", new Date(Number.NaN))).toThrow(RangeError);
  });

  it("takes this month in the business time zone (Asia/Kolkata), not UTC", () => {
    // 31 Dec 2024, 19:00 UTC is 1 Jan 2025, 00:30 in India: a new month and a new year there.
    const now = new Date("2024-12-31T19:00:00Z");
    expect(todayIn("Asia/Kolkata", now)).toBe("2025-01-01");
    expect(monthToDateIn("Asia/Kolkata", now)).toEqual({
      startDate: "2025-01-01",
      endDate: "2025-01-01",
    });
    expect(previousMonthOf(todayIn("Asia/Kolkata", now))).toEqual({
      startDate: "2024-12-01",
      endDate: "2024-12-31",
    });
    expect(monthToDateIn("UTC", now)).toEqual({ startDate: "2024-12-01", endDate: "2024-12-31" });
  });

  it("adds days and months across month, year and leap-day boundaries", () => {
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-01-01", -1)).toBe("2024-12-01");
  });
});
