/**
 * How the dashboard writes its dates: ranges for the tables' captions, months for the chart, and
 * the media dates in US English short format (SPEC.md §9). Numbers, rupees, kg and single days
 * are the app's (`#web/lib/format`). Formatters are made once: building an Intl formatter is far
 * slower than using one.
 */
import { formatDay, sep } from "#web/lib/format";

const usShortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
const monthYear = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthShort = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });

/** A media upload time (ISO 8601) → "Jan 5, 2025", in the browser's time zone. */
export function formatUploadDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? "" : usShortDate.format(date);
}

/** "2025-01-05", "2025-03-31" → "5 Jan 2025 – 31 Mar 2025" (one day: just the day). */
export function formatDayRange(startDate: string, endDate: string): string {
  return startDate === endDate
    ? formatDay(startDate)
    : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** "2025-12" → "Dec 2025". */
export function formatMonth(month: string): string {
  return sep(monthYear.format(new Date(`${month}-01T00:00:00Z`)));
}

/** "2025-12" → "Dec". */
export function formatMonthShort(month: string): string {
  return sep(monthShort.format(new Date(`${month}-01T00:00:00Z`)));
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
  const month = (date: Date) => sep(monthShort.format(date));
  if (start.getUTCMonth() === end.getUTCMonth()) {
    return `${start.getUTCDate()}–${end.getUTCDate()} ${month(end)} ${end.getUTCFullYear()}`;
  }
  return `${start.getUTCDate()} ${month(start)} – ${end.getUTCDate()} ${month(end)} ${end.getUTCFullYear()}`;
}
