import { KG_MAX, KG_MIN, kgProblem } from "../amount-rules.ts";
import { formatKgCompact } from "../format-numbers.ts";

/**
 * What a collection's figures may be (issue 27, docs/decisions/0084): the one owner of the kg,
 * count and estimate rules, used by the console's collection form, the collector's screen, the
 * collections import and the API's schemas (`buttsKgSchema`, `buttsNumberSchema`). No zod here:
 * the web and the import's worker thread import it at run time.
 *
 * - kg: 0.001 to 100,000, at most three decimals (grams): the contract's `kgProblem`.
 * - butts counted: a whole number from 0 to 2,000,000,000; left out, it is estimated.
 * - estimate: kg × the setting "butts per kg", rounded to a whole butt.
 */

export { KG_MAX, KG_MIN };

/** The most butts one collection may count (far above any real collection; fits an int). */
export const BUTTS_MAX = 2_000_000_000;

export const COLLECTION_MESSAGES = {
  required: "is required",
  notNumber: "must be a number",
  notWholeNumber: "must be a whole number",
  negative: "must not be negative",
  decimals: "must have at most three decimals",
  tooManyButts: "is too large",
} as const;

/** Why a number of butts is not a collection's count (undefined when it is). */
export function buttsCountProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return COLLECTION_MESSAGES.notNumber;
  if (!Number.isInteger(value)) return COLLECTION_MESSAGES.notWholeNumber;
  if (value < 0) return COLLECTION_MESSAGES.negative;
  if (value > BUTTS_MAX) return COLLECTION_MESSAGES.tooManyButts;
  return undefined;
}

/** The same rule as `kgProblem`: a collection's weight in kg (re-exported under its use). */
export const collectionKgProblem = kgProblem;

const SIGNED_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A weight as typed or written in a file ("2.5", "2.500", "0.010"), read as kg with three
 * decimals ("2.500"), or the reason it is not one: empty, not a number, negative, more than
 * three decimals (trailing zeros aside), or outside 0.001 to 100,000 kg.
 */
export function readKgText(text: string): { kg: string } | { reason: string } {
  const value = text.trim();
  if (value === "") return { reason: COLLECTION_MESSAGES.required };
  if (!SIGNED_NUMBER.test(value)) return { reason: COLLECTION_MESSAGES.notNumber };
  if (Number(value) < 0) return { reason: COLLECTION_MESSAGES.negative };
  const [, decimals = ""] = value.split(".");
  if (decimals.replace(/0+$/, "").length > 3) return { reason: COLLECTION_MESSAGES.decimals };
  const kg = Number(value);
  const outside = kgProblem(kg);
  if (outside) return { reason: outside };
  return { kg: Math.abs(kg).toFixed(3) };
}

/**
 * A number of butts as typed or written in a file: empty is null (to be estimated from the kg),
 * else a whole number from 0 to 2,000,000,000, or the reason it is not one.
 */
export function readButtsText(text: string): { n: number | null } | { reason: string } {
  const value = text.trim();
  if (value === "") return { n: null };
  if (!SIGNED_NUMBER.test(value)) return { reason: COLLECTION_MESSAGES.notNumber };
  const n = Number(value);
  if (n < 0) return { reason: COLLECTION_MESSAGES.negative };
  const problem = buttsCountProblem(n);
  return problem ? { reason: problem } : { n };
}

/** True when the text is a collection's kg (a form's check). */
export const isKgText = (text: string) => "kg" in readKgText(text);

/** True when the text is a number of butts (empty is not: a form checks it only when filled). */
export const isButtsText = (text: string) => {
  const read = readButtsText(text);
  return "n" in read && read.n !== null;
};

/** The number of butts kg weigh at `perKg` butts a kg, rounded to a whole butt (grams exact). */
export function estimateButts(kg: number, perKg: number): number {
  return Math.round((Math.round(kg * 1000) * perKg) / 1000);
}

// ---- what a collection may credit (docs/decisions/0099) ----

/**
 * What the largest kiosk model holds, in kg: the default of the staff setting
 * `largestKioskCapacityKg`, the capacity every kiosk is checked against until kiosks carry their
 * own.
 */
export const DEFAULT_LARGEST_KIOSK_KG = 25;
/** A collection above this many times its kiosk's usual yield is held for review. */
export const HOLD_FACTOR = 3;
/** The usual yield is the median of this many of the kiosk's latest collections… */
export const USUAL_YIELD_COLLECTIONS = 5;
/** …and is known only once the kiosk has at least this many (before that, capacity alone). */
export const USUAL_YIELD_MIN_COLLECTIONS = 3;

export const CAPACITY_MESSAGES = {
  overCapacity: (capacityKg: number) =>
    `must be at most ${formatKgCompact(capacityKg)} kg, what the kiosk holds`,
} as const;

/**
 * Why `kg` cannot come out of one kiosk (undefined when it can): more than `capacityKg`, what the
 * kiosk holds. The capacity is an input: the setting for the largest model today, the kiosk's own
 * capacity once kiosks carry one.
 */
export function capacityProblem(kg: number, capacityKg: number): string | undefined {
  return Math.round(kg * 1000) > Math.round(capacityKg * 1000)
    ? CAPACITY_MESSAGES.overCapacity(capacityKg)
    : undefined;
}

/**
 * A kiosk's usual yield in kg: the median of its latest `USUAL_YIELD_COLLECTIONS` collections
 * (`recentKg`, newest first; the rest are ignored), or null with fewer than
 * `USUAL_YIELD_MIN_COLLECTIONS`.
 */
export function usualYieldKg(recentKg: readonly number[]): number | null {
  const latest = recentKg.slice(0, USUAL_YIELD_COLLECTIONS);
  if (latest.length < USUAL_YIELD_MIN_COLLECTIONS) return null;
  const grams = latest.map((kg) => Math.round(kg * 1000)).sort((a, b) => a - b);
  const middle = Math.floor(grams.length / 2);
  const median =
    grams.length % 2 === 1
      ? (grams[middle] as number)
      : Math.round(((grams[middle - 1] as number) + (grams[middle] as number)) / 2);
  return median / 1000;
}

/**
 * Why a collection of `kg` is held for review (undefined when it is not): more than
 * `HOLD_FACTOR` times its kiosk's usual yield (`usualYieldKg` of `recentKg`, newest first).
 */
export function holdReason(kg: number, recentKg: readonly number[]): string | undefined {
  const usual = usualYieldKg(recentKg);
  if (usual === null) return undefined;
  if (Math.round(kg * 1000) <= Math.round(HOLD_FACTOR * usual * 1000)) return undefined;
  const n = Math.min(recentKg.length, USUAL_YIELD_COLLECTIONS);
  return `${formatKgCompact(kg)} kg is more than ${HOLD_FACTOR} times the kiosk's usual ${formatKgCompact(usual)} kg (the median of its last ${n} collections)`;
}
