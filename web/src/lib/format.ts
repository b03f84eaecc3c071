/**
 * How the web app writes money, weights, counts and times: Indian grouping (PRODUCT.md
 * "Figures and their meaning"), rupees with paise, kg with three decimals (grams), and times in
 * the business's time zone (`BUSINESS_TIME_ZONE`, the contract's). The one place for these
 * rules: features import them from here rather than making their own formatters.
 * Formatters are made once: building an Intl formatter is far slower than using one.
 */
import { BUSINESS_TIME_ZONE } from "@filtercycle/contract/dates";

const indianNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
// Weights on screen always carry three decimals (grams), so 2.2 and 53.573 read alike.
const indianKg = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// Calendar days are formatted in UTC, the zone they are parsed in, so a day never shifts.
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const businessDate = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeZone: BUSINESS_TIME_ZONE,
});
const businessDateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * Recent ICU writes September "Sept" in en-GB and en-IN; every other month has three letters, so
 * it is written "Sep" everywhere (issue 28). Every short-month formatter's text goes through this.
 */
export function sep(text: string): string {
  return text.replace(/\bSept\b/, "Sep");
}

/** 125000 → "1,25,000"; 53.573 → "53.573" (a count, or a figure with up to three decimals). */
export function formatNumber(value: number): string {
  return indianNumber.format(value);
}

/**
 * A weight in kg on screen, always three decimals: 2.2 → "2.200", 1250.5 → "1,250.500".
 * Exports (CSV, PDFs) keep the full figure.
 */
export function formatKg(value: number): string {
  return indianKg.format(value);
}

/** 1234.5 → "₹1,234.50"; -50 → "-₹50.00"; null (no figure recorded) → "—". */
export function formatRupees(value: number | null): string {
  return value === null ? "—" : rupees.format(value);
}

/** A calendar day "2025-01-05" → "5 Jan 2025" (it is the business's day already). */
export function formatDay(isoDate: string): string {
  return sep(dayMonthYear.format(new Date(`${isoDate}T00:00:00Z`)));
}

/** A moment (ISO 8601) → its day in the business's time zone: "5 Jan 2026". */
export function formatBusinessDate(isoTimestamp: string): string {
  return sep(businessDate.format(new Date(isoTimestamp)));
}

/** A moment (ISO 8601) → "5 Jan 2026, 1:05 pm" in the business's time zone. */
export function formatBusinessDateTime(isoTimestamp: string): string {
  return sep(businessDateTime.format(new Date(isoTimestamp)));
}
