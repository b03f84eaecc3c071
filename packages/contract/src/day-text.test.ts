import { describe, expect, it } from "vitest";
import { dayFirstText, readDayText } from "./day-text.ts";

describe("days as people write them", () => {
  it("reads YYYY-MM-DD, DD/MM/YYYY and DD-MM-YYYY, day first", () => {
    expect(readDayText("2026-11-21")).toEqual({ date: "2026-11-21" });
    expect(readDayText("21/11/2026")).toEqual({ date: "2026-11-21" });
    expect(readDayText("21-11-2026")).toEqual({ date: "2026-11-21" });
    expect(readDayText("01/02/2026")).toEqual({ date: "2026-02-01" });
    expect(readDayText("1/2/2026")).toEqual({ date: "2026-02-01" });
    expect(readDayText(" 29/02/2024 ")).toEqual({ date: "2024-02-29" });
    expect(readDayText("5.1.2025")).toEqual({ date: "2025-01-05" });
    expect(dayFirstText("2026-11-21")).toBe("21/11/2026");
  });

  it("refuses a day the calendar does not have", () => {
    expect(readDayText("31/02/2026")).toEqual({
      reason: '"31/02/2026" is not a day of the calendar: February 2026 has 28 days',
    });
    expect(readDayText("2025-02-30")).toEqual({
      reason: '"2025-02-30" is not a day of the calendar: February 2025 has 28 days',
    });
    expect(readDayText("31-04-2026")).toEqual({
      reason: '"31-04-2026" is not a day of the calendar: April 2026 has 30 days',
    });
  });

  it("refuses month-first, two-digit years, mixed separators and other forms", () => {
    expect(readDayText("11/21/2026")).toEqual({
      reason: '"11/21/2026" names month 21: dates are written day first (DD/MM/YYYY)',
    });
    expect(readDayText("21/11/26")).toEqual({
      reason: "must give the year in four digits, e.g. 21/11/2026",
    });
    const format = "must be a date as DD/MM/YYYY, DD-MM-YYYY or YYYY-MM-DD, e.g. 21/11/2026";
    expect(readDayText("21/11-2026")).toEqual({ reason: format });
    expect(readDayText("2026/11/21")).toEqual({ reason: format });
    expect(readDayText("21 Nov 2026")).toEqual({ reason: format });
    expect(readDayText("")).toEqual({ reason: format });
  });
});
