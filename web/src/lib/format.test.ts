import { describe, expect, it } from "vitest";
import {
  formatBusinessDate,
  formatBusinessDateTime,
  formatDay,
  formatKg,
  formatNumber,
  formatRupees,
} from "./format";

describe("numbers in Indian grouping", () => {
  it.each([
    [125000, "1,25,000"],
    [97800000, "9,78,00,000"],
    [999, "999"],
    [53.573, "53.573"],
    [0, "0"],
  ])("%d → %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it("weights in kg with three decimals on screen, however many the figure has", () => {
    expect(formatKg(53.573)).toBe("53.573");
    expect(formatKg(2.2)).toBe("2.200");
    expect(formatKg(1250)).toBe("1,250.000");
    expect(formatKg(0)).toBe("0.000");
  });

  it("amounts in rupees with two decimals", () => {
    expect(formatRupees(670.08)).toBe("₹670.08");
    expect(formatRupees(125000)).toBe("₹1,25,000.00");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(-1234567.5)).toBe("-₹12,34,567.50");
    expect(formatRupees(null)).toBe("—");
  });
});

describe("days and times", () => {
  it("a calendar day never shifts", () => {
    expect(formatDay("2025-01-01")).toBe("1 Jan 2025");
    expect(formatDay("2026-09-30")).toBe("30 Sep 2026");
  });

  it("moments in the business's time zone (India), wherever the browser is", () => {
    // 20:00 UTC on 4 Jan is 01:30 on 5 Jan in India.
    expect(formatBusinessDate("2026-01-04T20:00:00Z")).toBe("5 Jan 2026");
    expect(formatBusinessDateTime("2026-01-04T20:00:00Z")).toBe("5 Jan 2026, 1:30 am");
  });
});
