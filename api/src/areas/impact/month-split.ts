import type { Period } from "@filtercycle/contract/impact/dashboard";
import {
  addMonths,
  type DateRange,
  type IsoDate,
  monthEndOf as monthEnd,
  monthStartOf as monthStart,
} from "#api/lib/dates.ts";

/**
 * A period split into the calendar months it covers whole (summed from the monthly roll-up)
 * and at most two partial months at its edges (summed from the raw rows, at most 31 days each).
 */
export type MonthSplit = {
  /** First days of the first and last whole months; `from` null means "from the beginning". */
  wholeMonths: { from: IsoDate | null; to: IsoDate } | null;
  edges: DateRange[];
};

export function splitByMonth(period: Period): MonthSplit {
  const { startDate: start, endDate: end } = period;
  const edges: DateRange[] = [];

  if (start !== null && monthStart(start) === monthStart(end)) {
    const whole = start === monthStart(end) && end === monthEnd(end);
    return whole
      ? { wholeMonths: { from: monthStart(end), to: monthStart(end) }, edges }
      : { wholeMonths: null, edges: [{ startDate: start, endDate: end }] };
  }

  let firstWhole: IsoDate | null = null;
  if (start !== null) {
    if (start === monthStart(start)) firstWhole = start;
    else {
      edges.push({ startDate: start, endDate: monthEnd(start) });
      firstWhole = addMonths(monthStart(start), 1);
    }
  }
  let lastWhole: IsoDate;
  if (end === monthEnd(end)) lastWhole = monthStart(end);
  else {
    edges.push({ startDate: monthStart(end), endDate: end });
    lastWhole = addMonths(monthStart(end), -1);
  }
  const wholeMonths =
    firstWhole === null || firstWhole <= lastWhole ? { from: firstWhole, to: lastWhole } : null;
  return { wholeMonths, edges };
}
