import { BUSINESS_TIME_ZONE } from "./dates.ts";

/**
 * How the product writes money, weights, counts and days (issue 27, docs/decisions/0084): the one
 * formatting module, used by the web, the API's mails, HTML pages, PDFs and exports. No zod here:
 * the web imports it at run time.
 *
 * - Money: "₹1,25,000.00", paise always shown, the minus before the sign ("-₹5.00").
 * - Numbers: Indian grouping everywhere ("1,25,000"), Latin digits in every language.
 * - kg: three decimals (grams) on screen ("2.200"); `formatKgCompact` drops trailing zeros.
 * - Days: "20 Nov 2026"; moments are written in the business time zone (Asia/Kolkata).
 *
 * Every function takes an optional `locale` ("en" by default): the languages of the next issue
 * (gu, hi) change month names only; digits stay Latin and the grouping Indian. English month
 * names are the product's own list ("Sep", never ICU's newer "Sept"), so Node and every browser
 * write the same text. Formatters are built once: building an Intl formatter costs far more than
 * using one.
 */

/** The languages the product writes in. */
export const FORMAT_LOCALES = ["en", "gu", "hi"] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

/** The Intl locale of each language: Indian English, Gujarati and Hindi with Latin digits. */
const INTL_LOCALE: Record<FormatLocale, string> = {
  en: "en-IN",
  gu: "gu-IN-u-nu-latn",
  hi: "hi-IN-u-nu-latn",
};

/** What an absent figure reads as (no collection weighed, no rate recorded). */
export const NO_FIGURE = "—";

// ---- numbers ----

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: FormatLocale, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}:${min}:${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** -0 and rounding to -0 write "0", never "-0". */
const unsigned0 = (value: number) => (Object.is(value, -0) ? 0 : value);

/** A whole count: 125000 → "1,25,000" (rounded to a whole number). */
export function formatCount(value: number, locale: FormatLocale = "en"): string {
  return numberFormat(locale, 0, 0).format(unsigned0(Math.round(value)));
}

/**
 * A figure with up to `decimals` decimals (3 by default), trailing zeros dropped:
 * 125000 → "1,25,000"; 53.573 → "53.573"; 2.5 → "2.5".
 */
export function formatNumber(value: number, decimals = 3, locale: FormatLocale = "en"): string {
  return numberFormat(locale, 0, decimals).format(unsigned0(value));
}

/** A weight in kg on screen, always three decimals (grams): 2.2 → "2.200"; 1250.5 → "1,250.500". */
export function formatKg(value: number, locale: FormatLocale = "en"): string {
  return numberFormat(locale, 3, 3).format(unsigned0(value));
}

/** A weight in running text, trailing zeros dropped: 0.62 → "0.62"; 1250 → "1,250". */
export function formatKgCompact(value: number, locale: FormatLocale = "en"): string {
  return numberFormat(locale, 0, 3).format(unsigned0(value));
}

/** A weight with its unit: 0.62 → "0.62 kg" (running text: mails, messages). */
export function formatKgWithUnit(value: number, locale: FormatLocale = "en"): string {
  return `${formatKgCompact(value, locale)} kg`;
}

// ---- money ----

/**
 * Rupees with paise and Indian grouping, the minus before the sign: 1234.5 → "₹1,234.50";
 * -5 → "-₹5.00"; 12500000 → "₹1,25,00,000.00"; null (no figure) → "—". Rounded to the paisa
 * half away from zero (12.345 → "₹12.35").
 */
export function formatRupees(value: number | null, locale: FormatLocale = "en"): string {
  if (value === null) return NO_FIGURE;
  const paise = toPaise(value);
  const text = numberFormat(locale, 2, 2).format(Math.abs(paise) / 100);
  return paise < 0 ? `-₹${text}` : `₹${text}`;
}

/** Rupees in a money column's plain figure (CSV, a bank file): 1234.5 → "1234.50", -5 → "-5.00". */
export function formatRupeesPlain(value: number): string {
  const paise = toPaise(value);
  const abs = Math.abs(paise);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return paise < 0 ? `-${text}` : text;
}

/** A rate in rupees per kg: 20 → "₹20.00/kg". */
export function formatRatePerKg(value: number, locale: FormatLocale = "en"): string {
  return `${formatRupees(value, locale)}/kg`;
}

/**
 * Rupees as whole paise, half away from zero, without the float error of `value * 100`
 * (1.005 → 101, -0.125 → -13).
 */
function toPaise(value: number): number {
  const paise = Math.round(Math.abs(Number(value.toFixed(10))) * 100 + 1e-7);
  return value < 0 && paise !== 0 ? -paise : paise;
}

// ---- days and moments ----

const EN_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const EN_MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const monthNameCache = new Map<string, string[]>();
/** The twelve month names of a language (English: the product's list; others: the ICU names). */
function monthNames(locale: FormatLocale, width: "short" | "long"): string[] {
  if (locale === "en") return width === "short" ? EN_MONTHS : EN_MONTHS_LONG;
  const key = `${locale}:${width}`;
  let names = monthNameCache.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: width, timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2026, m, 15)));
    monthNameCache.set(key, names);
  }
  return names;
}

/** "2026-11" or "2026-11-20" → [2026, 11, 20] (day 1 for a month). */
function partsOf(isoDate: string): [number, number, number] {
  return [
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)),
    Number(isoDate.slice(8, 10)) || 1,
  ];
}

/** A calendar day "2026-11-20" → "20 Nov 2026" (it is the business's day already: no zone shift). */
export function formatDay(isoDate: string, locale: FormatLocale = "en"): string {
  const [y, m, d] = partsOf(isoDate);
  return `${d} ${monthNames(locale, "short")[m - 1]} ${y}`;
}

/** A calendar day with the month in full: "2026-11-05" → "5 November 2026". */
export function formatDayLong(isoDate: string, locale: FormatLocale = "en"): string {
  const [y, m, d] = partsOf(isoDate);
  return `${d} ${monthNames(locale, "long")[m - 1]} ${y}`;
}

/** A day without its year: "2026-11-12" → "12 Nov". */
export function formatDayMonth(isoDate: string, locale: FormatLocale = "en"): string {
  const [, m, d] = partsOf(isoDate);
  return `${d} ${monthNames(locale, "short")[m - 1]}`;
}

/** A month "2026-12" (or any day of it) → "Dec 2026". */
export function formatMonth(isoMonth: string, locale: FormatLocale = "en"): string {
  const [y, m] = partsOf(isoMonth);
  return `${monthNames(locale, "short")[m - 1]} ${y}`;
}

/** A month with its name in full: "2026-12" → "December 2026". */
export function formatMonthLong(isoMonth: string, locale: FormatLocale = "en"): string {
  const [y, m] = partsOf(isoMonth);
  return `${monthNames(locale, "long")[m - 1]} ${y}`;
}

/** A month's name alone: "2026-12" → "Dec". */
export function formatMonthShort(isoMonth: string, locale: FormatLocale = "en"): string {
  return monthNames(locale, "short")[partsOf(isoMonth)[1] - 1] ?? "";
}

/** "2026-11-01", "2026-11-22" → "1 Nov 2026 – 22 Nov 2026"; one day: just the day. */
export function formatDayRange(
  startDate: string,
  endDate: string,
  locale: FormatLocale = "en",
): string {
  return startDate === endDate
    ? formatDay(startDate, locale)
    : `${formatDay(startDate, locale)} – ${formatDay(endDate, locale)}`;
}

const zoneParts = new Map<string, Intl.DateTimeFormat>();
/** A moment's wall-clock parts in a time zone: [year, month, day, hour (0–23), minute]. */
function wallClock(moment: Date, timeZone: string): [number, number, number, number, number] {
  let format = zoneParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    zoneParts.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(moment)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return [parts.year ?? 0, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0];
}

const momentOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The day of a moment in the business time zone as `YYYY-MM-DD`: "2026-11-20T19:00:00Z" →
 * "2026-11-21" (00:30 in India).
 */
export function businessDayOf(
  moment: string | Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const date = momentOf(moment);
  if (Number.isNaN(date.getTime())) return "";
  const [y, m, d] = wallClock(date, timeZone);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** A moment (ISO 8601 or Date) → its day in the business time zone: "20 Nov 2026". */
export function formatBusinessDate(
  moment: string | Date,
  locale: FormatLocale = "en",
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const day = businessDayOf(moment, timeZone);
  return day === "" ? "" : formatDay(day, locale);
}

/** A moment → "20 Nov 2026, 1:05 pm" in the business time zone (`twoDigitHour`: "01:05 pm"). */
export function formatBusinessDateTime(
  moment: string | Date,
  locale: FormatLocale = "en",
  options: { twoDigitHour?: boolean; timeZone?: string } = {},
): string {
  const date = momentOf(moment);
  if (Number.isNaN(date.getTime())) return "";
  const [y, m, d, hour, minute] = wallClock(date, options.timeZone ?? BUSINESS_TIME_ZONE);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const h = options.twoDigitHour ? String(h12).padStart(2, "0") : String(h12);
  const day = formatDay(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`, locale);
  return `${day}, ${h}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}
