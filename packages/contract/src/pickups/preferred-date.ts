import { addDays } from "../dates.ts";
import { formatDay } from "../format.ts";

/**
 * A pickup request's preferred day (issue 28; docs/decisions/0091): optional, today at the
 * earliest and at most this many days ahead. A request is for an extra visit soon (a full or
 * damaged kiosk); a day further off is the kiosk's schedule, which staff set.
 */
export const PREFERRED_DATE_WINDOW_DAYS = 30;

/** The last day a request made on `today` may prefer. */
export function latestPreferredDate(today: string): string {
  return addDays(today, PREFERRED_DATE_WINDOW_DAYS);
}

/** Why `date` cannot be a request's preferred day on `today` (the field's message), or null. */
export function preferredDateProblem(date: string, today: string): string | null {
  if (date < today) return `must not be in the past (today is ${formatDay(today)})`;
  const latest = latestPreferredDate(today);
  if (date > latest)
    return `must be within ${PREFERRED_DATE_WINDOW_DAYS} days of today (by ${formatDay(latest)})`;
  return null;
}

/** The day staff are first offered when scheduling: the preferred day if still ahead, else tomorrow. */
export function firstScheduleDate(preferredOn: string | null, today: string): string {
  return preferredOn !== null && preferredOn >= today ? preferredOn : addDays(today, 1);
}
