import type { DateRange, IsoDate } from "../dates.ts";
import { formatDay } from "../format.ts";
import { IMPACT_FACTOR_DEFAULTS, type ImpactFactorKey } from "./impact-factors.ts";

/**
 * Versioned impact methods (issue 15; docs/decisions/0066). Zod-free: public pages use it.
 *
 * A method version is one set of impact factors with the day it applies from (the console's
 * "effective from", docs/decisions/0056). Its id is that day, so it never changes when staff add
 * another version; the factors in force before the first dated version (the settings' own) are
 * the version "original". A figure for a range was computed with every version in force on some
 * day of the range (each collection with the factors of its day).
 */
export const ORIGINAL_METHOD_ID = "original";

export type MethodFactor = { value: number; source: string };
export type MethodVersion = {
  /** `original`, or the effective-from day (YYYY-MM-DD). */
  id: string;
  /** Null for the original method (in force from the start). */
  effectiveFrom: IsoDate | null;
  /** The day before the next version applies; null while it is the current method. */
  effectiveTo: IsoDate | null;
  factors: Record<ImpactFactorKey, MethodFactor>;
};

/** "1 Apr 2026": how method names and dates are written everywhere (the format module's `formatDay`). */
export function shortDate(date: IsoDate): string {
  return formatDay(date);
}

/** "Method of 1 Apr 2026", or "Original method". */
export function methodLabel(version: Pick<MethodVersion, "effectiveFrom">): string {
  return version.effectiveFrom
    ? `Method of ${shortDate(version.effectiveFrom)}`
    : "Original method";
}

/** "from 1 Apr 2026 to 31 Mar 2027", "from 1 Apr 2026", "until 31 Mar 2026", "always". */
export function methodDates(version: Pick<MethodVersion, "effectiveFrom" | "effectiveTo">): string {
  const from = version.effectiveFrom ? `from ${shortDate(version.effectiveFrom)}` : "";
  const to = version.effectiveTo
    ? `${from ? " to" : "until"} ${shortDate(version.effectiveTo)}`
    : "";
  return `${from}${to}` || "always";
}

/** The versions in force on some day of `range`, oldest first (`versions` oldest first). */
export function methodVersionsFor(
  versions: readonly MethodVersion[],
  range: DateRange,
): MethodVersion[] {
  return versions.filter(
    (version) =>
      (version.effectiveFrom === null || version.effectiveFrom <= range.endDate) &&
      (version.effectiveTo === null || version.effectiveTo >= range.startDate),
  );
}

/**
 * Where published sources disagree, the range they give (PRODUCT.md): the method page and every
 * figure that uses the factor show it beside the value used.
 */
export const FACTOR_RANGES: Partial<
  Record<ImpactFactorKey, { low: number; high: number; unit: string; note: string }>
> = {
  waterLitresPerButt: {
    low: 50,
    high: 1000,
    unit: "litres per butt",
    note: "Published estimates of the water one discarded butt can contaminate range from 50 to 1,000 litres; the figure uses the value of the method in force, not the top of the range.",
  },
};

/** Where the public site explains the methods (support page section id). */
export const METHODS_PAGE_PATH = "/reference-and-support#how-we-measure-impact";

export { IMPACT_FACTOR_DEFAULTS };
