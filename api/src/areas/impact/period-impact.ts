import type { ButtsFigures, PeriodImpact } from "@filtercycle/contract/dashboard";
import type { Db } from "../../db/database.ts";
import { readImpactSettings } from "../settings/settings.service.ts";

/**
 * The derived figures of a report's range (toxic waste, microplastic, water protected) from the
 * range's butts, with the factors in force: the browser does not know the factors (staff may
 * change them), and a report must not print till-date figures as the range's (PRODUCT.md
 * "Reports and the certificate").
 *
 * Worked out like get_green_impact's (exact decimals, rounded once, half away from zero), but in
 * exact integer arithmetic here rather than in SQL: it saves the call a database round trip.
 */
export async function periodImpactOf(db: Db, figures: ButtsFigures): Promise<PeriodImpact> {
  const { impactFactors } = await readImpactSettings(db);
  return {
    toxicWasteKg: multiplyRounded(figures.buttsKgs, impactFactors.toxicWasteKgPerButtKg.value, 3),
    microplasticKg: multiplyRounded(
      figures.buttsKgs,
      impactFactors.microplasticKgPerButtKg.value,
      3,
    ),
    waterLitres: multiplyRounded(figures.buttsNumber, impactFactors.waterLitresPerButt.value, 0),
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
  const x = decimalOf(a);
  const y = decimalOf(b);
  const digits = x.digits * y.digits;
  const drop = x.scale + y.scale - places;
  if (drop <= 0) return Number(`${digits}e${-(x.scale + y.scale)}`);
  const unit = 10n ** BigInt(drop);
  const negative = digits < 0n;
  const magnitude = negative ? -digits : digits;
  let rounded = magnitude / unit;
  if ((magnitude % unit) * 2n >= unit) rounded += 1n;
  return Number(`${negative ? "-" : ""}${rounded}e${-places}`);
}
