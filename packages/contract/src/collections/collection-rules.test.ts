import { describe, expect, it } from "vitest";
import {
  BUTTS_MAX,
  buttsCountProblem,
  capacityProblem,
  estimateButts,
  holdReason,
  isButtsText,
  isKgText,
  readButtsText,
  readKgText,
  usualYieldKg,
} from "./collection-rules.ts";

describe("a collection's kg", () => {
  it("reads grams and the limits 0.001 and 100000 kg", () => {
    expect(readKgText("2.5")).toEqual({ kg: "2.500" });
    expect(readKgText(" 0.001 ")).toEqual({ kg: "0.001" });
    expect(readKgText("100000")).toEqual({ kg: "100000.000" });
    expect(readKgText("2.5000")).toEqual({ kg: "2.500" });
  });

  it("refuses what is not a collection's weight, with the reason", () => {
    expect(readKgText("")).toEqual({ reason: "is required" });
    expect(readKgText("abc")).toEqual({ reason: "must be a number" });
    expect(readKgText("1,5")).toEqual({ reason: "must be a number" });
    expect(readKgText("-1")).toEqual({ reason: "must not be negative" });
    expect(readKgText("1.2345")).toEqual({ reason: "must have at most three decimals" });
    expect(readKgText("0")).toEqual({ reason: "must be at least 0.001 kg" });
    expect(readKgText("0.0004")).toEqual({ reason: "must have at most three decimals" });
    expect(readKgText("100000.001")).toEqual({ reason: "must be 100000 or less" });
    expect(isKgText("100000.001")).toBe(false);
    expect(isKgText("3")).toBe(true);
  });
});

describe("a collection's butts", () => {
  it("takes a whole number from 0 to 2,000,000,000; empty is estimated", () => {
    expect(readButtsText("")).toEqual({ n: null });
    expect(readButtsText("0")).toEqual({ n: 0 });
    expect(readButtsText("2000000000")).toEqual({ n: BUTTS_MAX });
    expect(readButtsText("2000000001")).toEqual({ reason: "is too large" });
    expect(readButtsText("-4")).toEqual({ reason: "must not be negative" });
    expect(readButtsText("1.5")).toEqual({ reason: "must be a whole number" });
    expect(readButtsText("ten")).toEqual({ reason: "must be a number" });
    expect(buttsCountProblem(2_000_000_001)).toBe("is too large");
    expect(buttsCountProblem(12)).toBeUndefined();
    expect(isButtsText("2000000001")).toBe(false);
    expect(isButtsText("")).toBe(false);
    expect(isButtsText("40")).toBe(true);
  });

  it("estimates the butts from the kg and the butts-per-kg setting", () => {
    // 2.5 kg at 3,700 butts a kg = 9,250 butts; 0.001 kg at 3,700 = 3.7 → 4.
    expect(estimateButts(2.5, 3700)).toBe(9250);
    expect(estimateButts(0.001, 3700)).toBe(4);
    expect(estimateButts(1.1, 1000)).toBe(1100);
  });
});

describe("what a collection may credit (decision 0099)", () => {
  it("refuses more than the kiosk holds, to the gram", () => {
    expect(capacityProblem(25, 25)).toBeUndefined();
    expect(capacityProblem(25.001, 25)).toBe("must be at most 25 kg, what the kiosk holds");
    expect(capacityProblem(100_000, 25)).toBe("must be at most 25 kg, what the kiosk holds");
    expect(capacityProblem(30, 40)).toBeUndefined();
  });

  it("takes the usual yield as the median of the latest 5 collections, none below 3", () => {
    expect(usualYieldKg([1, 1])).toBeNull();
    expect(usualYieldKg([3, 1, 2])).toBe(2);
    // 1.8, 2, 2.2, 2.4 → (2 + 2.2) / 2 = 2.1
    expect(usualYieldKg([2, 2.2, 2.4, 1.8])).toBe(2.1);
    // Only the newest 5 count: the sixth (40 kg) is left out.
    expect(usualYieldKg([2, 2.2, 2.4, 1.8, 2.6, 40])).toBe(2.2);
  });

  it("holds a weight above 3 times the usual yield, saying why", () => {
    const recent = [2, 2.2, 2.4, 1.8, 2.6];
    expect(holdReason(6.6, recent)).toBeUndefined();
    expect(holdReason(6.601, recent)).toBe(
      "6.601 kg is more than 3 times the kiosk's usual 2.2 kg (the median of its last 5 collections)",
    );
    expect(holdReason(24, [1, 1])).toBeUndefined();
  });
});
