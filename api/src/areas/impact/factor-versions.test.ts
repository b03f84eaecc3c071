import { describe, expect, it } from "vitest";
import { derivedFiguresOfParts, sumOfProductsRounded } from "./derived-figures.ts";
import {
  type FactorVersion,
  factorSegments,
  factorsOn,
  methodVersionsOf,
  type StoredFactors,
} from "./factor-versions.ts";

const factors = (toxic: number, micro: number, water: number): StoredFactors => ({
  toxicWasteKgPerButtKg: { value: toxic, source: "t" },
  microplasticKgPerButtKg: { value: micro, source: "m" },
  waterLitresPerButt: { value: water, source: "w" },
});
const BASE = factors(1, 0.6, 500);
const version = (effectiveFrom: string, f: StoredFactors): FactorVersion => ({
  effectiveFrom,
  factors: f,
  createdBy: null,
  createdAt: new Date(0),
});
const VERSIONS = [
  version("2025-02-01", factors(0.8, 0.5, 400)),
  version("2025-03-01", factors(0.7, 0.4, 300)),
];

describe("impact factor versions", () => {
  it("the factors for a day: the latest version on or before it, else the base", () => {
    expect(factorsOn(VERSIONS, BASE, "2025-01-31")).toEqual({ factors: BASE, effectiveFrom: null });
    expect(factorsOn(VERSIONS, BASE, "2025-02-01").effectiveFrom).toBe("2025-02-01");
    expect(factorsOn(VERSIONS, BASE, "2025-02-28").effectiveFrom).toBe("2025-02-01");
    expect(factorsOn(VERSIONS, BASE, "2030-01-01").effectiveFrom).toBe("2025-03-01");
  });

  it("cuts a period at each version's first day inside it", () => {
    expect(
      factorSegments(VERSIONS, BASE, { startDate: "2025-01-15", endDate: "2025-03-10" }).map(
        (s) => [s.period, s.factors.waterLitresPerButt],
      ),
    ).toEqual([
      [{ startDate: "2025-01-15", endDate: "2025-01-31" }, 500],
      [{ startDate: "2025-02-01", endDate: "2025-02-28" }, 400],
      [{ startDate: "2025-03-01", endDate: "2025-03-10" }, 300],
    ]);
    // Open start (till date); a period starting on a version's day is not cut there.
    expect(factorSegments(VERSIONS, BASE, { startDate: null, endDate: "2025-02-10" })).toHaveLength(
      2,
    );
    expect(
      factorSegments(VERSIONS, BASE, { startDate: "2025-02-01", endDate: "2025-02-28" }),
    ).toEqual([
      {
        period: { startDate: "2025-02-01", endDate: "2025-02-28" },
        factors: {
          toxicWasteKgPerButtKg: 0.8,
          microplasticKgPerButtKg: 0.5,
          waterLitresPerButt: 400,
        },
      },
    ]);
  });

  it("sums the parts exactly and rounds once", () => {
    // 0.0005 × 1 + 0.0005 × 1 = 0.001 (each part alone would round to 0.001 → 0.002)
    expect(
      sumOfProductsRounded(
        [
          [0.0005, 1],
          [0.0005, 1],
        ],
        3,
      ),
    ).toBe(0.001);
    expect(
      derivedFiguresOfParts([
        {
          butts: { buttsNumber: 1000, buttsKgs: 1 },
          factors: {
            toxicWasteKgPerButtKg: 1,
            microplasticKgPerButtKg: 0.6,
            waterLitresPerButt: 500,
          },
        },
        {
          butts: { buttsNumber: 6000, buttsKgs: 2.5 },
          factors: {
            toxicWasteKgPerButtKg: 0.8,
            microplasticKgPerButtKg: 0.5,
            waterLitresPerButt: 400,
          },
        },
      ]),
    ).toEqual({ toxicWasteKg: 3, microplasticKg: 1.85, waterLitres: 2_900_000 });
  });
});

describe("method versions", () => {
  it("the settings' factors are the original method, in force until the first version", () => {
    expect(methodVersionsOf([], BASE)).toEqual([
      { id: "original", effectiveFrom: null, effectiveTo: null, factors: BASE },
    ]);
    expect(methodVersionsOf(VERSIONS, BASE)).toEqual([
      { id: "original", effectiveFrom: null, effectiveTo: "2025-01-31", factors: BASE },
      {
        id: "2025-02-01",
        effectiveFrom: "2025-02-01",
        effectiveTo: "2025-02-28",
        factors: VERSIONS[0]?.factors,
      },
      {
        id: "2025-03-01",
        effectiveFrom: "2025-03-01",
        effectiveTo: null,
        factors: VERSIONS[1]?.factors,
      },
    ]);
  });

  it("a version on 1 March of a leap year ends the one before on 29 February", () => {
    const leap = [version("2024-03-01", factors(0.9, 0.5, 450))];
    expect(methodVersionsOf(leap, BASE).map((v) => [v.id, v.effectiveTo])).toEqual([
      ["original", "2024-02-29"],
      ["2024-03-01", null],
    ]);
  });
});
