/**
 * How the dashboard writes numbers and dates (PRODUCT.md "Figures and their meaning"): Indian
 * grouping (1,25,000), rupees, and the media dates in US English short format (SPEC.md §9).
 * Formatters are made once: building an Intl formatter is far slower than using one.
 */
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
const usShortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
// Calendar days are formatted in UTC, the zone `dayFromIso` puts them in, so a day never shifts.
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthShort = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });

/** 125000 → "1,25,000"; 53.573 → "53.573". */
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

/** 1234.5 → "₹1,234.50". */
export function formatRupees(value: number): string {
  return rupees.format(value);
}

/** A media upload time (ISO 8601) → "Jan 5, 2025", in the browser's time zone. */
export function formatUploadDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? "" : usShortDate.format(date);
}

/** "2025-01-05" → "5 Jan 2025". */
export function formatDay(isoDate: string): string {
  return dayMonthYear.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2025-01-05", "2025-03-31" → "5 Jan 2025 – 31 Mar 2025" (one day: just the day). */
export function formatDayRange(startDate: string, endDate: string): string {
  return startDate === endDate
    ? formatDay(startDate)
    : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** "2025-12" → "Dec 2025". */
export function formatMonth(month: string): string {
  return monthYear.format(new Date(`${month}-01T00:00:00Z`));
}

/** "2025-12" → "Dec". */
export function formatMonthShort(month: string): string {
  return monthShort.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * A shorter range for narrow places (the tables' column captions): "1–22 Nov 2026",
 * "15 Dec – 10 Jan 2025" only when both are in one year ("1 Oct – 31 Dec 2026"), else in full.
 */
export function formatDayRangeShort(startDate: string, endDate: string): string {
  if (startDate === endDate) return formatDay(startDate);
  const [start, end] = [startDate, endDate].map((day) => new Date(`${day}T00:00:00Z`)) as [
    Date,
    Date,
  ];
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  if (!sameYear) return formatDayRange(startDate, endDate);
  const month = (date: Date) => monthShort.format(date);
  if (start.getUTCMonth() === end.getUTCMonth()) {
    return `${start.getUTCDate()}–${end.getUTCDate()} ${month(end)} ${end.getUTCFullYear()}`;
  }
  return `${start.getUTCDate()} ${month(start)} – ${end.getUTCDate()} ${month(end)} ${end.getUTCFullYear()}`;
}
