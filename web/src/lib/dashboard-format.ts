/**
 * How the dashboard writes its dates: ranges for the tables' captions, months for the chart, and
 * the media dates in US English short format (SPEC.md §9). Month names are the reader's language's
 * (`locale`, the app's language: ICU's at run time, issue 29). Numbers, rupees, kg, days and months
 * are the contract's formatting module (`#web/lib/format`, docs/decisions/0084).
 */
import { type FormatLocale, formatDay, formatDayRange, formatMonthShort } from "#web/lib/format";

export { formatDayRange, formatMonth, formatMonthShort } from "#web/lib/format";

const usShortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** A media upload time (ISO 8601) → "Jan 5, 2025", in the browser's time zone. */
export function formatUploadDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? "" : usShortDate.format(date);
}

/**
 * A shorter range for narrow places (the tables' column captions): "1–22 Nov 2026",
 * "15 Dec – 10 Jan 2025" only when both are in one year ("1 Oct – 31 Dec 2026"), else in full.
 */
export function formatDayRangeShort(
  startDate: string,
  endDate: string,
  locale: FormatLocale = "en",
): string {
  if (startDate === endDate) return formatDay(startDate, locale);
  const [startYear, startMonth, startDay] = startDate.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const [endYear, endMonth, endDay] = endDate.split("-").map(Number) as [number, number, number];
  if (startYear !== endYear) return formatDayRange(startDate, endDate, locale);
  const month = (date: string) => formatMonthShort(date, locale);
  if (startMonth === endMonth) return `${startDay}–${endDay} ${month(endDate)} ${endYear}`;
  return `${startDay} ${month(startDate)} – ${endDay} ${month(endDate)} ${endYear}`;
}
