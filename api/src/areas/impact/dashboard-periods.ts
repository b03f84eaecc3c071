import type { ColumnPeriods, Period } from "@filtercycle/contract/dashboard";
import { addDays, addMonths, type IsoDate } from "../../lib/dates.ts";

export type DateRange = { startDate: IsoDate; endDate: IsoDate };

/** A range whose start may be open (null: from the first record). */
export type OpenDateRange = { startDate: IsoDate | null; endDate: IsoDate };

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
  const monthStart = `${end.slice(0, 7)}-01`;
  const lastMonth: DateRange = {
    startDate: addMonths(monthStart, -1),
    endDate: addDays(monthStart, -1),
  };
  return {
    currentMonth: intersect({ startDate: monthStart, endDate: end }, start),
    lastMonth: intersect(lastMonth, start),
    tillDate: { startDate: start, endDate: end },
  };
}

/** The part of a month from `rangeStart` on (the month always ends on or before the range's end). */
function intersect(month: DateRange, rangeStart: IsoDate | null): Period | null {
  if (rangeStart === null || rangeStart <= month.startDate) return month;
  if (rangeStart > month.endDate) return null;
  return { startDate: rangeStart, endDate: month.endDate };
}
