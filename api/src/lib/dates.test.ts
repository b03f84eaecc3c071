import { describe, expect, it } from "vitest";
import { addDays, addMonths, todayIn } from "./dates.ts";

describe("calendar dates", () => {
  it("takes today in the business time zone, not UTC", () => {
    // 19:00 UTC on 31 Jan is 00:30 IST on 1 Feb.
    expect(todayIn("Asia/Kolkata", new Date("2025-01-31T19:00:00Z"))).toBe("2025-02-01");
    expect(todayIn("UTC", new Date("2025-01-31T19:00:00Z"))).toBe("2025-01-31");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  it("adds months, clamping to the last day of shorter months", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2025-03-15", -3)).toBe("2024-12-15");
  });
});
