import { describe, expect, it } from "vitest";
import {
  dateWindowProblem,
  kgProblem,
  latestDate,
  moneyProblem,
  parseMoneyText,
} from "./amount-rules.ts";
import { kgSchema, moneyAmountSchema, realDateSchema, signedMoneyAmountSchema } from "./amounts.ts";
import { canonicalCode } from "./text-rules.ts";

describe("money typed in", () => {
  it.each([
    ["3000", 3000],
    ["3,000", 3000],
    ["3,000.50", 3000.5],
    [" ₹ 1,00,000.05 ", 100000.05],
    ["10,000,000", 10_000_000],
    ["-1,250.50", -1250.5],
    ["0.5", 0.5],
  ])("reads %j as %d", (text, value) => {
    expect(parseMoneyText(text)).toBe(value);
  });

  it.each(["", "3,00.5", "3.000,50", ",300", "300,", "1e3", "3,,000", "12,5", ".5", "3."])(
    "does not read %j",
    (text) => {
      expect(parseMoneyText(text)).toBeNull();
    },
  );
});

describe("what an amount, a weight and a day may be", () => {
  it("takes ₹0.01 to ₹1,00,00,000 in paise", () => {
    expect(moneyProblem(0.01)).toBeUndefined();
    expect(moneyProblem(10_000_000)).toBeUndefined();
    expect(moneyProblem(1e-300)).toBe("must be at least ₹0.01");
    expect(moneyProblem(0)).toBe("must be at least ₹0.01");
    expect(moneyProblem(10_000_000.01)).toBe("must be at most ₹1,00,00,000");
    expect(moneyProblem(1.005)).toBe("must have at most 2 decimals (paise)");
    expect(moneyProblem(-5, true)).toBeUndefined();
    expect(moneyProblem(-0.001, true)).toBe("must be at least ₹0.01");
    expect(moneyProblem(Number.NaN)).toBe("must be a number of rupees");
  });

  it("takes 0.001 to 100000 kg in grams", () => {
    expect(kgProblem(0.001)).toBeUndefined();
    expect(kgProblem(0.0001)).toBe("must be at least 0.001 kg");
    expect(kgProblem(0)).toBe("must be at least 0.001 kg");
    expect(kgProblem(-1)).toBe("must not be negative");
    expect(kgProblem(100_000.001)).toBe("must be 100000 or less");
    expect(kgProblem(1.2345)).toBe("must have at most three decimals");
  });

  it("takes days from 2000-01-01 to a year after today", () => {
    expect(latestDate("2026-11-26")).toBe("2027-11-26");
    expect(latestDate("2028-02-29")).toBe("2029-02-28");
    expect(dateWindowProblem("2000-01-01", "2026-11-26")).toBeUndefined();
    expect(dateWindowProblem("2027-11-26", "2026-11-26")).toBeUndefined();
    expect(dateWindowProblem("1999-12-31", "2026-11-26")).toBe("must be 2000-01-01 or later");
    expect(dateWindowProblem("0001-01-01", "2026-11-26")).toBe("must be 2000-01-01 or later");
    expect(dateWindowProblem("2027-11-27", "2026-11-26")).toBe(
      "must be at most a year ahead (2027-11-26 or earlier)",
    );
  });

  it("gives the schemas one message each", () => {
    const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    expect(issues(moneyAmountSchema.safeParse(1e-300))).toEqual(["must be at least ₹0.01"]);
    expect(issues(moneyAmountSchema.safeParse(undefined))).toEqual(["is required"]);
    expect(issues(signedMoneyAmountSchema.safeParse(0))).toEqual(["must be at least ₹0.01"]);
    expect(signedMoneyAmountSchema.safeParse(-12.5).success).toBe(true);
    expect(issues(kgSchema.safeParse(0.0001))).toEqual(["must be at least 0.001 kg"]);
    expect(issues(realDateSchema.safeParse("0001-01-01"))).toEqual(["must be 2000-01-01 or later"]);
    expect(issues(realDateSchema.safeParse("2025-02-30"))).toEqual([
      "is not a day of the calendar",
    ]);
  });
});

describe("kiosk serials", () => {
  it("stores look-alikes in one plain form", () => {
    expect(canonicalCode("k-1")).toBe("K-1");
    expect(canonicalCode("\uFF2B-\uFF11")).toBe("K-1");
    expect(canonicalCode("K\u200B-1")).toBe("K-1");
    expect(canonicalCode(" k\u2060-\uFF11\u00AD ")).toBe("K-1");
  });
});
