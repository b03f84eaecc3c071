import { dateWindowProblem, EARLIEST_DATE, latestDate } from "@filtercycle/contract/amount-rules";
import { BUSINESS_TIME_ZONE, isCalendarDate, todayIn } from "@filtercycle/contract/dates";

/**
 * The sentence for a day outside the real window (the contract's rule: 2000-01-01 to a year
 * after today in the business time zone), or undefined when the day is inside it or is not a
 * calendar day at all (the form's own "Enter a date" message covers that).
 */
export function realDateError(value: string): string | undefined {
  const day = value.trim();
  if (!isCalendarDate(day)) return undefined;
  const problem = dateWindowProblem(day, todayIn(BUSINESS_TIME_ZONE));
  return problem ? `The date ${problem}.` : undefined;
}

/** The date picker's `min` and `max`: the browser's own picker offers only the window. */
export function realDateBounds(): { min: string; max: string } {
  return { min: EARLIEST_DATE, max: latestDate(todayIn(BUSINESS_TIME_ZONE)) };
}
