import { IMPACT_FACTOR_DEFAULTS } from "@filtercycle/contract/impact/impact-factors";
import { describe, expect, it } from "vitest";
import { derivedFigures, factorValuesOf } from "./derived-figures.ts";

const defaults = factorValuesOf(IMPACT_FACTOR_DEFAULTS);

describe("derivedFigures: the one formula of toxic waste, microplastic and water", () => {
  it("applies the default factors (1 kg, 0.6 kg per kg; 500 litres per butt)", () => {
    // 12.345 kg × 1 = 12.345; 12.345 × 0.6 = 7.407; 4,321 butts × 500 = 2,160,500 litres.
    expect(derivedFigures({ buttsNumber: 4321, buttsKgs: 12.345 }, defaults)).toEqual({
      toxicWasteKg: 12.345,
      microplasticKg: 7.407,
      waterLitres: 2_160_500,
    });
  });

  it("rounds each figure once, half away from zero, from the exact decimal product", () => {
    const factors = {
      toxicWasteKgPerButtKg: 0.9,
      microplasticKgPerButtKg: 0.3333,
      waterLitresPerButt: 0.25,
    };
    // 4.995 × 0.9 = 4.4955 → 4.496 (binary floats give 4.49549…, which would round down);
    // 4.995 × 0.3333 = 1.6648335 → 1.665; 10 × 0.25 = 2.5 → 3 litres (half away from zero).
    expect(derivedFigures({ buttsNumber: 10, buttsKgs: 4.995 }, factors)).toEqual({
      toxicWasteKg: 4.496,
      microplasticKg: 1.665,
      waterLitres: 3,
    });
  });

  it("gives the public page the dashboard's water: 100 butts × 0.145 litres = 14.5 → 15", () => {
    // In binary floats 100 × 0.145 is 14.499999999999998, which Math.round made 14 on the
    // public page while the dashboard's SQL said 15.
    const factors = { ...defaults, waterLitresPerButt: 0.145 };
    expect(derivedFigures({ buttsNumber: 100, buttsKgs: 0 }, factors).waterLitres).toBe(15);
  });

  it("answers zeros for no butts", () => {
    expect(derivedFigures({ buttsNumber: 0, buttsKgs: 0 }, defaults)).toEqual({
      toxicWasteKg: 0,
      microplasticKg: 0,
      waterLitres: 0,
    });
  });
});
