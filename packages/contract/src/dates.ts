/**
 * Calendar days and date ranges, the one owner of their rules (docs/decisions/0046): the wire
 * form `YYYY-MM-DD` (SPEC.md §5), which strings name a real day, "end not before start", and
 * month edges in the business time zone. Used by the contract's schemas, the web's date pickers
 * and the API's periods.
 *
 * No zod in this module: the web imports it at run time, and public pages count every kilobyte.
 *
 * A day is a `YYYY-MM-DD` string throughout: such strings compare in calendar order, and month
 * arithmetic on them is done in UTC, where every day has 24 hours, so no local time zone or
 * daylight-saving change can move a day.
 */

/** A calendar day as `YYYY-MM-DD`, the form it has on the wire and in SQL. */
export type IsoDate = string;

/** Days from `startDate` to `endDate`, both included. */
export type DateRange = { startDate: IsoDate; endDate: IsoDate };

/** A range whose start may be open (null: from the first record). */
export type OpenDateRange = { startDate: IsoDate | null; endDate: IsoDate };

/** The wire form of a day: four-digit year, two-digit month and day. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The message on `endDate` when a range ends before it starts. */
export const END_BEFORE_START_MESSAGE = "must not be before startDate";

/**
 * True when `value` is `YYYY-MM-DD` and names a day that exists (2024-02-29 does, 2025-02-30
 * does not), in year 1 or later: JavaScript parses year 0000, PostgreSQL has no year 0.
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === value &&
    day.getUTCFullYear() >= 1
  );
}

/** `YYYY-MM-DD` of a year, month (1–12) and day, or null when that day does not exist. */
export function calendarDateOf(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1 || year > 9999) return null;
  const value = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isCalendarDate(value) ? value : null;
}

/** True when the range ends before it starts (an equal start and end is one day, allowed). */
export function endsBeforeStart(startDate: IsoDate, endDate: IsoDate): boolean {
  return endDate < startDate;
}

/**
 * The business's time zone: where its days begin and end (the API's `businessTimeZone` setting
 * defaults to it, and the browser prints PDF dates in it, whatever zone the browser's clock is in).
 */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

/** Today's date in a time zone (the business's, Asia/Kolkata by default). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  // Formatting in a time zone costs tens of µs and a dashboard call asks several times
  // (docs/decisions/0080), so the last answer is kept for its second: every zone's offset is a
  // whole number of seconds, so a day begins on a whole second and all of one second is one day.
  const second = Math.floor(now.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  const day = dayFormatIn(timeZone).format(now);
  lastDays.set(timeZone, { second, day });
  return day;
}
const lastDays = new Map<string, { second: number; day: IsoDate }>();

/**
 * One formatter per time zone (and use: `cache`): building an Intl.DateTimeFormat costs more than
 * the rest of a dashboard call's own work (the profile of docs/decisions/0071), and every call
 * asks for today.
 */
export function zoneFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormatIn = (timeZone: string) =>
  zoneFormat(dayFormats, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });

/** The months' names in English, January first (the product's words for a day). */
export const MONTH_NAMES = [
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
] as const;

const utcDay = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const isoOfUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = utcDay(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOfUtc(d);
}

/** The same day `months` later (or earlier), the month's last day when it has fewer days. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = utcDay(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return isoOfUtc(d);
}

/** The first day of the day's month. */
export function monthStartOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the day's month. */
export function monthEndOf(date: IsoDate): IsoDate {
  return addDays(addMonths(monthStartOf(date), 1), -1);
}

/** The whole calendar month before the day's month. */
export function previousMonthOf(date: IsoDate): DateRange {
  const start = monthStartOf(date);
  return { startDate: addMonths(start, -1), endDate: addDays(start, -1) };
}

/** This month so far in a time zone: its first day to today. */
export function monthToDateIn(timeZone: string, now: Date = new Date()): DateRange {
  const today = todayIn(timeZone, now);
  return { startDate: monthStartOf(today), endDate: today };
}
