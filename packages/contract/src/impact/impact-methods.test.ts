import { describe, expect, it } from "vitest";
import { IMPACT_FACTOR_DEFAULTS } from "./impact-factors.ts";
import {
  FACTOR_RANGES,
  type MethodVersion,
  methodDates,
  methodLabel,
  methodVersionsFor,
} from "./impact-methods.ts";
import { methodLine } from "./method-line.ts";

const factors = (water: number): MethodVersion["factors"] => ({
  toxicWasteKgPerButtKg: { value: 1, source: "t" },
  microplasticKgPerButtKg: { value: 0.6, source: "m" },
  waterLitresPerButt: { value: water, source: "w" },
});
const ORIGINAL: MethodVersion = {
  id: "original",
  effectiveFrom: null,
  effectiveTo: "2026-03-31",
  factors: factors(500),
};
const APRIL: MethodVersion = {
  id: "2026-04-01",
  effectiveFrom: "2026-04-01",
  effectiveTo: "2027-01-14",
  factors: factors(400),
};
const JANUARY: MethodVersion = {
  id: "2027-01-15",
  effectiveFrom: "2027-01-15",
  effectiveTo: null,
  factors: factors(300),
};
const VERSIONS = [ORIGINAL, APRIL, JANUARY];
const ids = (versions: MethodVersion[]) => versions.map((v) => v.id);

describe("method versions", () => {
  it("labels: the original method, or the method of its first day", () => {
    expect(methodLabel(ORIGINAL)).toBe("Original method");
    expect(methodLabel(APRIL)).toBe("Method of 1 Apr 2026");
    expect(methodLabel(JANUARY)).toBe("Method of 15 Jan 2027");
  });

  it("dates: until, from … to, from, or always", () => {
    expect(methodDates(ORIGINAL)).toBe("until 31 Mar 2026");
    expect(methodDates(APRIL)).toBe("from 1 Apr 2026 to 14 Jan 2027");
    expect(methodDates(JANUARY)).toBe("from 15 Jan 2027");
    expect(methodDates({ effectiveFrom: null, effectiveTo: null })).toBe("always");
  });

  it("the versions of a range: each in force on at least one of its days", () => {
    const range = (startDate: string, endDate: string) =>
      ids(methodVersionsFor(VERSIONS, { startDate, endDate }));
    expect(range("2026-01-01", "2026-03-31")).toEqual(["original"]);
    // The last day of one version and the first of the next.
    expect(range("2026-03-31", "2026-04-01")).toEqual(["original", "2026-04-01"]);
    expect(range("2026-04-01", "2026-04-30")).toEqual(["2026-04-01"]);
    expect(range("2026-03-01", "2027-02-01")).toEqual(["original", "2026-04-01", "2027-01-15"]);
    expect(range("2027-01-15", "2030-12-31")).toEqual(["2027-01-15"]);
    // Till date: from the first day there could be a figure to today.
    expect(range("2000-01-01", "2026-11-23")).toEqual(["original", "2026-04-01"]);
  });

  it("water per butt is shown with its published range, around the default", () => {
    expect(FACTOR_RANGES.waterLitresPerButt).toMatchObject({
      low: 50,
      high: 1000,
      unit: "litres per butt",
    });
    const water = IMPACT_FACTOR_DEFAULTS.waterLitresPerButt.value;
    expect(water).toBeGreaterThanOrEqual(50);
    expect(water).toBeLessThanOrEqual(1000);
  });
});

describe("the method line beside figures", () => {
  it("one version: its name, the water factor and the published range", () => {
    expect(methodLine([APRIL])).toBe(
      "Figures use the Method of 1 Apr 2026 (water: 400 litres per butt; published estimates range from 50 to 1,000).",
    );
    expect(methodLine([{ ...ORIGINAL, effectiveTo: null }])).toBe(
      "Figures use the Original method (water: 500 litres per butt; published estimates range from 50 to 1,000).",
    );
  });

  it("several versions: each named with where it ends, the water values in turn", () => {
    expect(methodLine([ORIGINAL, APRIL])).toBe(
      "Figures use the Original method to 31 Mar 2026, Method of 1 Apr 2026 after (water: 500 then 400 litres per butt; published estimates range from 50 to 1,000).",
    );
    expect(methodLine(VERSIONS)).toBe(
      "Figures use the Original method to 31 Mar 2026, Method of 1 Apr 2026 to 14 Jan 2027, Method of 15 Jan 2027 after (water: 500, 400 then 300 litres per butt; published estimates range from 50 to 1,000).",
    );
    // A change that kept the water factor names it once.
    expect(methodLine([ORIGINAL, { ...APRIL, factors: factors(500) }])).toContain(
      "(water: 500 litres per butt;",
    );
  });
});
