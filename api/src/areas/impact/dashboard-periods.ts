import type { ColumnPeriods, Period } from "@filtercycle/contract/impact/dashboard";
import {
  type DateRange,
  type IsoDate,
  monthStartOf,
  type OpenDateRange,
  previousMonthOf,
} from "#api/lib/dates.ts";

/** Kept for importers of this module; the types live in `@filtercycle/contract/dates`. */
export type { DateRange, OpenDateRange };

/**
 * The days behind the Current Month, Last Month and Till date columns (PRODUCT.md "Figures and
 * their meaning"), as of `endDate` and inside the range:
 * - Current Month = the 1st of end's month to end, ∩ range;
 * - Last Month = the whole month before end's month, ∩ range (null when the range starts later);
 * - Till date = the range.
 * Without a range, pass `{ startDate: null, endDate: today }`: that gives exactly the no-range
 * rule: this month to today, the whole previous month, everything to today.
 */
export function columnPeriods(range: OpenDateRange): ColumnPeriods {
  const { startDate: start, endDate: end } = range;
  return {
    currentMonth: intersect({ startDate: monthStartOf(end), endDate: end }, start),
    lastMonth: intersect(previousMonthOf(end), start),
    tillDate: { startDate: start, endDate: end },
  };
}

/** The part of a month from `rangeStart` on (the month always ends on or before the range's end). */
function intersect(month: DateRange, rangeStart: IsoDate | null): Period | null {
  if (rangeStart === null || rangeStart <= month.startDate) return month;
  if (rangeStart > month.endDate) return null;
  return { startDate: rangeStart, endDate: month.endDate };
}
