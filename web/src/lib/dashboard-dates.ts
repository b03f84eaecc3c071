/**
 * Calendar days as the API wants them: `YYYY-MM-DD` (SPEC.md §5). The pickers accept what
 * people type in India too (DD/MM/YYYY) and turn it into that. A day is held as a string, and
 * as a `Date` only for the calendar, at local midnight (the calendar works in local time).
 * Which days exist and "end not before start" are the contract's rules
 * (`@filtercycle/contract/dates`), shared with the API.
 */
import {
  BUSINESS_TIME_ZONE,
  type DateRange,
  endsBeforeStart,
  todayIn,
} from "@filtercycle/contract/dates";
import { readDayText } from "@filtercycle/contract/day-text";

export type { DateRange };

/**
 * A typed date → `YYYY-MM-DD`, or null when it is not a real day in an accepted form
 * ("2025-02-30" and "31/04/2025" are not): the contract's `readDayText`, shared with the import.
 */
export function parseTypedDate(text: string): string | null {
  const read = readDayText(text);
  return "date" in read ? read.date : null;
}

/** A local `Date` (from the calendar) → `YYYY-MM-DD` of that local day. */
export function isoFromLocalDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** `YYYY-MM-DD` → a local `Date` at midnight of that day (for the calendar). */
export function localDateFromIso(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * Today in the business's time zone, `YYYY-MM-DD`: the day printed in PDFs (issue date,
 * certificate number), the same day the dashboard's "up to" shows, wherever the browser is.
 */
export function businessToday(now: Date = new Date()): string {
  return todayIn(BUSINESS_TIME_ZONE, now);
}

/** SPEC.md §2/§5: an end before the start becomes the start. */
export function clampEnd(startDate: string | null, endDate: string | null): string | null {
  if (startDate && endDate && endsBeforeStart(startDate, endDate)) return startDate;
  return endDate;
}

/** Both days chosen: the range; otherwise null. */
export function completeRange(startDate: string | null, endDate: string | null): DateRange | null {
  return startDate && endDate ? { startDate, endDate } : null;
}
