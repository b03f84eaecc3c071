import { addMonths, BUSINESS_TIME_ZONE, type IsoDate, todayIn } from "./dates.ts";
import { formatNumber } from "./format.ts";

/**
 * What a money amount, a weight and a recorded day may be (issue 25, docs/decisions/0075): the
 * one owner of these rules. The zod schemas in ./amounts.ts are built from them for every
 * endpoint; the web's forms import this module (no zod) to check and read what people type.
 */

/** The smallest amount of money: one paisa. */
export const MONEY_MIN = 0.01;
/**
 * The largest single amount (a payout, a payout request, an adjustment): ₹1,00,00,000 (one
 * crore), far above any one business's payout and low enough that a typing slip is caught.
 */
export const MONEY_MAX = 10_000_000;

/** The smallest weight a collection records: one gram. */
export const KG_MIN = 0.001;
/** The most kg one collection may weigh (a sanity bound well above any real pick-up). */
export const KG_MAX = 100_000;

/** The first day anything can be recorded on (kiosks, collections, payouts, pickups). */
export const EARLIEST_DATE: IsoDate = "2000-01-01";
/** How far ahead a day may be: a year from today (business time zone). */
export const DATE_WINDOW_MONTHS_AHEAD = 12;

/** True when `value` has at most two decimals (paise). */
const hasPaise = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** True when `value` has at most three decimals (grams). */
const hasGrams = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

/** "1,00,00,000": rupees as the product writes them (Indian grouping). */
const indian = (value: number) => formatNumber(value, 2);

export const AMOUNT_MESSAGES = {
  money: "must be a number of rupees",
  moneyDecimals: "must have at most 2 decimals (paise)",
  moneyTooSmall: `must be at least ₹${MONEY_MIN.toFixed(2)}`,
  moneyTooLarge: `must be at most ₹${indian(MONEY_MAX)}`,
  kg: "must be a number of kg",
  kgNegative: "must not be negative",
  kgDecimals: "must have at most three decimals",
  kgTooSmall: `must be at least ${KG_MIN} kg`,
  kgTooLarge: `must be ${KG_MAX} or less`,
  dateTooEarly: `must be ${EARLIEST_DATE} or later`,
  dateTooLate: (latest: IsoDate) => `must be at most a year ahead (${latest} or earlier)`,
} as const;

/**
 * Why `value` is not an amount of money (undefined when it is): a finite number of rupees with at
 * most two decimals, from ₹0.01 to ₹1,00,00,000. `signed`: an adjustment, either sign, whose
 * size follows the same rule.
 */
export function moneyProblem(value: number, signed = false): string | undefined {
  if (!Number.isFinite(value)) return AMOUNT_MESSAGES.money;
  const size = signed ? Math.abs(value) : value;
  if (size < MONEY_MIN) return AMOUNT_MESSAGES.moneyTooSmall;
  if (size > MONEY_MAX) return AMOUNT_MESSAGES.moneyTooLarge;
  if (!hasPaise(value)) return AMOUNT_MESSAGES.moneyDecimals;
  return undefined;
}

/** Why `value` is not a collection's weight (undefined when it is): 0.001 to 100000 kg, grams. */
export function kgProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return AMOUNT_MESSAGES.kg;
  if (value < 0) return AMOUNT_MESSAGES.kgNegative;
  if (value < KG_MIN) return AMOUNT_MESSAGES.kgTooSmall;
  if (value > KG_MAX) return AMOUNT_MESSAGES.kgTooLarge;
  if (!hasGrams(value)) return AMOUNT_MESSAGES.kgDecimals;
  return undefined;
}

/** The last day that can be recorded when today is `today`: a year ahead. */
export function latestDate(today: IsoDate): IsoDate {
  return addMonths(today, DATE_WINDOW_MONTHS_AHEAD);
}

/**
 * Why a calendar day is outside the real window (undefined when inside): not before 2000-01-01
 * and not more than a year after `today` (default: today in the business time zone).
 */
export function dateWindowProblem(
  date: IsoDate,
  today: IsoDate = todayIn(BUSINESS_TIME_ZONE),
): string | undefined {
  if (date < EARLIEST_DATE) return AMOUNT_MESSAGES.dateTooEarly;
  const latest = latestDate(today);
  if (date > latest) return AMOUNT_MESSAGES.dateTooLate(latest);
  return undefined;
}

/**
 * Rupees as people type them: "3000", "3,000", "3,000.50", "1,00,000" (Indian or Western
 * grouping), with an optional leading "₹" and spaces around. A comma is a thousands separator
 * only where one belongs (between digits of the whole part, groups of 2 or 3 digits, the last
 * of 3): "3,00.5" or "3.000,50" is not a number. Null when the text is not a number of rupees;
 * the amount's own rule (`moneyProblem`) is checked afterwards.
 */
export function parseMoneyText(text: string): number | null {
  const trimmed = text.trim().replace(/^₹\s*/, "");
  const match = /^(-)?(\d{1,3}(?:,\d{2})*(?:,\d{3})+|\d+)(\.\d+)?$/.exec(trimmed);
  if (!match) return null;
  const [, minus = "", whole = "", fraction = ""] = match;
  return Number(`${minus}${whole.replaceAll(",", "")}${fraction}`);
}
