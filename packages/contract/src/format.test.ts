import { describe, expect, it } from "vitest";
import {
  businessDayOf,
  formatBusinessDate,
  formatBusinessDateTime,
  formatCount,
  formatDay,
  formatDayLong,
  formatDayMonth,
  formatDayRange,
  formatKg,
  formatKgCompact,
  formatKgWithUnit,
  formatMonth,
  formatMonthLong,
  formatMonthShort,
  formatNumber,
  formatRatePerKg,
  formatRupees,
  formatRupeesPlain,
  formatSharePercent,
  formatWeekdayShort,
} from "./format.ts";

describe("money", () => {
  it("writes rupees with paise, Indian grouping and the minus before the sign", () => {
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(5)).toBe("₹5.00");
    expect(formatRupees(-5)).toBe("-₹5.00");
    expect(formatRupees(0.05)).toBe("₹0.05");
    expect(formatRupees(-0.01)).toBe("-₹0.01");
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(125000)).toBe("₹1,25,000.00");
    expect(formatRupees(12_500_000)).toBe("₹1,25,00,000.00");
    expect(formatRupees(-98_76_54_321.09)).toBe("-₹98,76,54,321.09");
    expect(formatRupees(null)).toBe("—");
  });

  it("rounds to the paisa half away from zero, and never writes minus zero", () => {
    expect(formatRupees(1.005)).toBe("₹1.01");
    expect(formatRupees(12.345)).toBe("₹12.35");
    expect(formatRupees(-12.345)).toBe("-₹12.35");
    expect(formatRupees(-0.001)).toBe("₹0.00");
    expect(formatRupees(-0)).toBe("₹0.00");
  });

  it("writes a plain money figure for files and a rate per kg", () => {
    expect(formatRupeesPlain(1234.5)).toBe("1234.50");
    expect(formatRupeesPlain(-5)).toBe("-5.00");
    expect(formatRupeesPlain(0.1 + 0.2)).toBe("0.30");
    expect(formatRupeesPlain(12_500_000)).toBe("12500000.00");
    expect(formatRatePerKg(20)).toBe("₹20.00/kg");
  });
});

describe("numbers and kg", () => {
  it("groups counts the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(125000)).toBe("1,25,000");
    expect(formatCount(123_456_789)).toBe("12,34,56,789");
    expect(formatCount(-4500)).toBe("-4,500");
    expect(formatCount(2.6)).toBe("3");
  });

  it("writes figures with up to three decimals, or as many as asked", () => {
    expect(formatNumber(53.573)).toBe("53.573");
    expect(formatNumber(125000.5)).toBe("1,25,000.5");
    expect(formatNumber(2.25, 1)).toBe("2.3");
    expect(formatNumber(1250000, 0)).toBe("12,50,000");
  });

  it("writes kg with three decimals on screen and compact in text", () => {
    expect(formatKg(0)).toBe("0.000");
    expect(formatKg(2.2)).toBe("2.200");
    expect(formatKg(0.001)).toBe("0.001");
    expect(formatKg(1250.5)).toBe("1,250.500");
    expect(formatKg(100000)).toBe("1,00,000.000");
    expect(formatKg(-1.5)).toBe("-1.500");
    expect(formatKgCompact(0.62)).toBe("0.62");
    expect(formatKgCompact(1250)).toBe("1,250");
    expect(formatKgWithUnit(12.345)).toBe("12.345 kg");
  });

  it("keeps Latin digits and Indian grouping in Gujarati and Hindi", () => {
    expect(formatCount(125000, "gu")).toBe("1,25,000");
    expect(formatCount(125000, "hi")).toBe("1,25,000");
    expect(formatRupees(-5, "hi")).toBe("-₹5.00");
    expect(formatKg(1250.5, "gu")).toBe("1,250.500");
    // Issue 29: the same figures in every language, written by hand.
    expect(formatRupees(125000, "gu")).toBe("₹1,25,000.00");
    expect(formatRupees(12500000.5, "hi")).toBe("₹1,25,00,000.50");
    expect(formatRupees(null, "gu")).toBe("—");
    expect(formatNumber(53.573, 3, "hi")).toBe("53.573");
    expect(formatKgCompact(0.62, "hi")).toBe("0.62");
    expect(formatKgWithUnit(1250.5, "gu")).toBe("1,250.5 kg");
    expect(formatRatePerKg(20, "hi")).toBe("₹20.00/kg");
    expect(formatCount(-0.2, "gu")).toBe("0");
  });
});

describe("shares", () => {
  it("writes a share as the kiosk table shows it: whole percent, one decimal below 1%", () => {
    expect(
      [0.625, 0.375, 0.75, 1, 0, 0.9960159362549801, 0.00398406374501992, 0.0004, 0.0099].map(
        (share) => formatSharePercent(share),
      ),
    ).toEqual(["63", "38", "75", "100", "0", "100", "0.4", "0.0", "1.0"]);
  });
});

describe("days", () => {
  it("writes a calendar day as the dashboard does", () => {
    expect(formatDay("2026-11-20")).toBe("20 Nov 2026");
    expect(formatDay("2026-01-05")).toBe("5 Jan 2026");
    expect(formatDay("2026-09-01")).toBe("1 Sep 2026");
    expect(formatDayLong("2026-11-05")).toBe("5 November 2026");
    expect(formatDayMonth("2026-11-12")).toBe("12 Nov");
    expect(formatDayRange("2026-11-01", "2026-11-22")).toBe("1 Nov 2026 – 22 Nov 2026");
    expect(formatDayRange("2026-11-01", "2026-11-01")).toBe("1 Nov 2026");
  });

  it("writes months", () => {
    expect(formatMonth("2026-12")).toBe("Dec 2026");
    expect(formatMonth("2026-09-01")).toBe("Sep 2026");
    expect(formatMonthShort("2026-09")).toBe("Sep");
  });

  it("writes moments in the business time zone, near midnight too", () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day's 00:00.
    expect(formatBusinessDate("2026-11-20T18:29:59Z")).toBe("20 Nov 2026");
    expect(formatBusinessDate("2026-11-20T18:30:00Z")).toBe("21 Nov 2026");
    expect(businessDayOf("2026-12-31T18:30:00Z")).toBe("2027-01-01");
    expect(businessDayOf("2026-12-31T18:29:00Z")).toBe("2026-12-31");
    expect(formatBusinessDateTime("2026-11-20T18:29:00Z")).toBe("20 Nov 2026, 11:59 pm");
    expect(formatBusinessDateTime("2026-11-20T18:30:00Z")).toBe("21 Nov 2026, 12:00 am");
    expect(formatBusinessDateTime("2026-11-21T06:35:00Z")).toBe("21 Nov 2026, 12:05 pm");
    expect(formatBusinessDateTime("2026-11-21T03:35:00Z", "en", { twoDigitHour: true })).toBe(
      "21 Nov 2026, 09:05 am",
    );
    expect(formatBusinessDate(new Date("2026-11-20T20:00:00Z"))).toBe("21 Nov 2026");
    expect(formatBusinessDate("not a time")).toBe("");
  });

  it("writes Hindi's short months in full, Gujarati's as ICU abbreviates them", () => {
    expect(formatMonth("2026-11", "hi")).toBe("नवंबर 2026");
    expect(formatDayMonth("2026-01-20", "hi")).toBe("20 जनवरी");
    expect(formatMonth("2026-11", "gu")).toBe("નવે 2026");
  });

  it("writes a day's weekday in the language (the calendar's column heads)", () => {
    // 23 Nov 2026 is a Monday, 29 Nov a Sunday.
    expect(formatWeekdayShort("2026-11-23")).toBe("Mon");
    expect(formatWeekdayShort("2026-11-23", "gu")).toBe("સોમ");
    expect(formatWeekdayShort("2026-11-29", "hi")).toBe("रवि");
  });

  it("takes month names from the language", () => {
    expect(formatDay("2026-11-20", "hi")).toMatch(/^20 \S+ 2026$/);
    expect(formatDay("2026-11-20", "hi")).not.toBe("20 Nov 2026");
  });

  it("writes days in Gujarati and Hindi with the language's month names and Latin digits", () => {
    expect(formatDayLong("2026-11-05", "gu")).toBe("5 નવેમ્બર 2026");
    expect(formatDayLong("2026-11-05", "hi")).toBe("5 नवंबर 2026");
    expect(formatMonthLong("2026-09", "gu")).toBe("સપ્ટેમ્બર 2026");
    expect(formatMonthLong("2027-02", "hi")).toBe("फ़रवरी 2027");
    expect(formatDay("2026-03-01", "gu")).toBe("1 માર્ચ 2026");
    expect(formatDay("2026-01-20", "hi")).toBe("20 जनवरी 2026");
    expect(formatDayMonth("2026-08-15", "gu")).toBe("15 ઑગસ્ટ");
    expect(formatMonth("2026-12", "gu")).toBe("ડિસે 2026");
    expect(formatMonthShort("2026-05", "hi")).toBe("मई");
    expect(formatDayRange("2026-11-01", "2026-11-22", "hi")).toBe("1 नवंबर 2026 – 22 नवंबर 2026");
    expect(formatBusinessDateTime("2026-11-20T18:30:00Z", "gu")).toBe("21 નવે 2026, 12:00 am");
  });
});
