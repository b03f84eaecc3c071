/**
 * Numbers and money of the one formatting module (format.ts re-exports them): apart from the
 * days, so a public form that writes one number does not carry the calendar code (the public
 * pages' 130 KB JavaScript budget).
 *
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
export const INTL_LOCALE: Record<FormatLocale, string> = {
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

/**
 * A share 0–1 as a percentage, as the kiosk table shows it: whole, one decimal below 1%
 * (0.625 → "63", 0.004 → "0.4", 0 → "0"), without the % sign. The kiosk CSV's spreadsheet
 * layout writes the same figure with its sign ("63%").
 */
export function formatSharePercent(share: number): string {
  const percent = share * 100;
  if (percent > 0 && percent < 1) return percent.toFixed(1);
  return String(unsigned0(Math.round(percent)));
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
