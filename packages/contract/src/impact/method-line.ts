import { formatNumber } from "../format.ts";
import { FACTOR_RANGES, type MethodVersion, methodLabel, shortDate } from "./impact-methods.ts";

const grouped = (value: number) => formatNumber(value);

/** "500", "500 then 300", "500, 400 then 300". */
function inTurn(values: readonly string[]): string {
  const last = values.at(-1) ?? "";
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} then ${last}` : last;
}

/**
 * The one-line method statement beside a set of figures (issue 15): which versions made them and
 * the water factor with its published range, e.g. "Figures use the Method of 1 Apr 2026 (water:
 * 500 litres per butt; published estimates range from 50 to 1,000)." Over a change: "Figures use
 * the Original method to 31 Mar 2026, Method of 1 Apr 2026 after (water: 500 then 300 litres per
 * butt; …)". `versions` are those of the figures' range (methodVersionsFor), oldest first.
 */
export function methodLine(versions: readonly MethodVersion[]): string {
  const names = versions.map((version, index) => {
    const label = methodLabel(version);
    if (versions.length === 1) return label;
    if (index === versions.length - 1) return `${label} after`;
    return version.effectiveTo ? `${label} to ${shortDate(version.effectiveTo)}` : label;
  });
  const waterValues = versions.map((v) => grouped(v.factors.waterLitresPerButt.value));
  // Consecutive versions may share the water value: say it once.
  const water = inTurn(waterValues.filter((value, i) => value !== waterValues[i - 1]));
  const range = FACTOR_RANGES.waterLitresPerButt;
  const published = range
    ? `; published estimates range from ${grouped(range.low)} to ${grouped(range.high)}`
    : "";
  return `Figures use the ${names.join(", ")} (water: ${water} litres per butt${published}).`;
}
