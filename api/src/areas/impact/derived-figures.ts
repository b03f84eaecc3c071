import type { ButtsFigures, PeriodImpact } from "@filtercycle/contract/impact/dashboard";
import type { ImpactFactorKey } from "@filtercycle/contract/impact/impact-factors";

/** The factor values in force (staff settings; defaults in `@filtercycle/contract/impact-factors`). */
export type ImpactFactorValues = Record<ImpactFactorKey, number>;

/**
 * The derived impact figures of some butts collected (PRODUCT.md "Figures and their meaning";
 * the factors, their sources and formulas are listed in `packages/contract/src/impact-factors.ts`):
 * - toxic waste (kg) = butts (kg) × toxicWasteKgPerButtKg, to 3 decimals;
 * - microplastic (kg) = butts (kg) × microplasticKgPerButtKg, to 3 decimals;
 * - water protected (litres) = butts (number) × waterLitresPerButt, whole litres.
 *
 * The one rounding rule (docs/decisions/0046): the product is worked out exactly in decimal (the
 * kg and the factors are taken as the decimals they were entered as, never as binary floats) and
 * rounded once, half away from zero, to the figure's places; the same as PostgreSQL's
 * `round(numeric, places)`, which computed the dashboard's figures before. Every figure of the
 * dashboard, the reports and the public home page comes from here.
 */
export function derivedFigures(butts: ButtsFigures, factors: ImpactFactorValues): PeriodImpact {
  return {
    toxicWasteKg: multiplyRounded(butts.buttsKgs, factors.toxicWasteKgPerButtKg, 3),
    microplasticKg: multiplyRounded(butts.buttsKgs, factors.microplasticKgPerButtKg, 3),
    waterLitres: multiplyRounded(butts.buttsNumber, factors.waterLitresPerButt, 0),
  };
}

/**
 * The derived figures of a range that spans factor changes: each part's butts × the factors in
 * force for that part, summed exactly and rounded once (the same rule as `derivedFigures`, which
 * this equals for a single part).
 */
export function derivedFiguresOfParts(
  parts: readonly { butts: ButtsFigures; factors: ImpactFactorValues }[],
): PeriodImpact {
  const sum = (pick: (part: (typeof parts)[number]) => [number, number], places: number) =>
    sumOfProductsRounded(parts.map(pick), places);
  return {
    toxicWasteKg: sum((p) => [p.butts.buttsKgs, p.factors.toxicWasteKgPerButtKg], 3),
    microplasticKg: sum((p) => [p.butts.buttsKgs, p.factors.microplasticKgPerButtKg], 3),
    waterLitres: sum((p) => [p.butts.buttsNumber, p.factors.waterLitresPerButt], 0),
  };
}

/** The values of the impact settings' factors, for `derivedFigures`. */
export function factorValuesOf(
  factors: Record<ImpactFactorKey, { value: number }>,
): ImpactFactorValues {
  return {
    toxicWasteKgPerButtKg: factors.toxicWasteKgPerButtKg.value,
    microplasticKgPerButtKg: factors.microplasticKgPerButtKg.value,
    waterLitresPerButt: factors.waterLitresPerButt.value,
  };
}

type Decimal = { digits: bigint; scale: number };

/** A JSON number as an exact decimal (its shortest decimal form, which is what was stored). */
function decimalOf(value: number): Decimal {
  const text =
    Math.abs(value) < 1e-6 || Math.abs(value) >= 1e21 ? value.toFixed(20) : String(value);
  const [whole = "0", fraction = ""] = text.replace(/^-/, "").split(".");
  const digits = BigInt(`${whole}${fraction}`) * (value < 0 ? -1n : 1n);
  return { digits, scale: fraction.length };
}

/** a × b rounded to `places` decimals, half away from zero, exactly. */
export function multiplyRounded(a: number, b: number, places: number): number {
  return sumOfProductsRounded([[a, b]], places);
}

/** Σ a × b over `pairs`, worked out exactly and rounded once to `places`, half away from zero. */
export function sumOfProductsRounded(
  pairs: readonly (readonly [number, number])[],
  places: number,
): number {
  const products = pairs.map(([a, b]) => {
    const x = decimalOf(a);
    const y = decimalOf(b);
    return { digits: x.digits * y.digits, scale: x.scale + y.scale };
  });
  const scale = Math.max(0, ...products.map((p) => p.scale));
  const digits = products.reduce(
    (total, p) => total + p.digits * 10n ** BigInt(scale - p.scale),
    0n,
  );
  const drop = scale - places;
  if (drop <= 0) return Number(`${digits}e${-scale}`);
  const unit = 10n ** BigInt(drop);
  const negative = digits < 0n;
  const magnitude = negative ? -digits : digits;
  let rounded = magnitude / unit;
  if ((magnitude % unit) * 2n >= unit) rounded += 1n;
  return Number(`${negative ? "-" : ""}${rounded}e${-places}`);
}
