import type { MonthlyCollection } from "@filtercycle/contract/impact/dashboard";
import type { DateRange } from "#web/lib/dashboard-dates";

/**
 * The contract's MONTHLY_COLLECTIONS_MAX_MONTHS (36). Written here rather than imported: that
 * module builds zod schemas at load, which would ride along into the PDF code's chunk. A test
 * (reports.test.ts) holds the two equal.
 */
export const MONTHLY_MAX_MONTHS = 36;

/**
 * Which months the collection report's month-by-month page shows, and how they are asked for.
 * GET /api/get_monthly_collections answers the last `months` calendar months up to this month
 * (in the business time zone), at most 36 (MONTHLY_MAX_MONTHS): so the report asks
 * for as many months as reach back to the period's first month, and keeps the period's months.
 * A period that starts earlier than that is cut off, and the page says from which month on.
 * Pure, so the rules are tested without a PDF or a server.
 */
export type MonthlyPlan = {
  /** The `months` parameter to send; 0 when no month of the period can be had (none asked). */
  ask: number;
  /** The first and last month (`YYYY-MM`) printed. */
  first: string;
  last: string;
  /** The first month available when the period starts before it (earlier months are left out). */
  cutBefore: string | null;
  /** The period starts or ends inside a month: those rows hold the whole month. */
  partialMonths: boolean;
};

const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

function lastDayOfMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0")}`;
}

/** `today` is the business's today (`businessToday()`), `YYYY-MM-DD`. */
export function monthlyPlan(range: DateRange, today: string): MonthlyPlan {
  const thisMonth = indexOf(today);
  const earliest = thisMonth - (MONTHLY_MAX_MONTHS - 1);
  const start = indexOf(range.startDate);
  const first = Math.max(start, earliest);
  // Months after this one have no collections yet, and the endpoint does not answer them.
  const last = Math.min(indexOf(range.endDate), thisMonth);
  const endsInside =
    range.endDate !== lastDayOfMonth(range.endDate.slice(0, 7)) && range.endDate < today;
  return {
    ask: last < first ? 0 : thisMonth - first + 1,
    first: monthAt(first),
    last: monthAt(last),
    cutBefore: start < earliest ? monthAt(earliest) : null,
    partialMonths: !range.startDate.endsWith("-01") || endsInside,
  };
}

/** The period's months out of the answer, oldest first. */
export function periodMonths(months: readonly MonthlyCollection[], plan: MonthlyPlan) {
  if (plan.ask === 0) return [];
  return months
    .filter((row) => row.month >= plan.first && row.month <= plan.last)
    .sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * Round ticks for a value axis from 0 to at least `max`: steps of 1, 2, 2.5 or 5 times a power
 * of ten, four or five of them (0.5 kg, 1 kg, 25 kg …). With nothing to show, 0 to 1.
 */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0, 0.25, 0.5, 0.75, 1];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((nice) => nice * power >= raw) ?? 10) * power;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}
