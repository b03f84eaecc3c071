/**
 * The dashboard's chosen period (issue 14; docs/decisions/0065), the one owner of its rules:
 * the presets beside the spec's pickers, the Indian financial year (April–March), and the period
 * a chosen one is compared with ("change vs the previous period"). Used by the web's period bar,
 * the cards, kiosks, collection log and statement, and by the API's exports (file titles).
 *
 * Zod-free, like dates.ts: the web imports it at run time.
 */
import {
  addDays,
  addMonths,
  type DateRange,
  endsBeforeStart,
  type IsoDate,
  isCalendarDate,
  monthEndOf,
  monthStartOf,
  previousMonthOf,
} from "./dates.ts";

export const PERIOD_PRESETS = ["this-month", "last-month", "this-fy", "last-fy", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "this-fy": "This financial year",
  "last-fy": "Last financial year",
  custom: "Custom",
};

/** What the dashboard shows before anything is chosen. */
export const DEFAULT_PERIOD_PRESET: Exclude<PeriodPreset, "custom"> = "this-month";

export function isPeriodPreset(value: unknown): value is PeriodPreset {
  return PERIOD_PRESETS.some((preset) => preset === value);
}

/** The financial year (1 April – 31 March) a day falls in. */
export function financialYearOf(date: IsoDate): DateRange {
  const year = Number(date.slice(0, 4));
  const startYear = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return { startDate: `${startYear}-04-01`, endDate: `${startYear + 1}-03-31` };
}

/** "FY 2026–27" for the financial year starting in April 2026. */
export function financialYearLabel(date: IsoDate): string {
  const start = Number(financialYearOf(date).startDate.slice(0, 4));
  return `FY ${start}–${String(start + 1).slice(2)}`;
}

/**
 * The days a preset covers on `today` (the business's today). Periods that include today end
 * today: figures after it do not exist yet. `custom` has no range of its own (see `chosenPeriod`).
 */
export function presetRange(preset: Exclude<PeriodPreset, "custom">, today: IsoDate): DateRange {
  switch (preset) {
    case "this-month":
      return { startDate: monthStartOf(today), endDate: today };
    case "last-month":
      return previousMonthOf(today);
    case "this-fy":
      return { startDate: financialYearOf(today).startDate, endDate: today };
    case "last-fy":
      return financialYearOf(addDays(financialYearOf(today).startDate, -1));
  }
}

/** A chosen period: its preset, its days, and the days it is compared with. */
export type ChosenPeriod = { preset: PeriodPreset; range: DateRange; previous: DateRange };

/**
 * The period of the URL's `period`, `from` and `to` (the web keeps them there, so a reload or
 * shared link keeps the choice). An unknown preset, or a custom range that is not two real days
 * in order, falls back to the default preset.
 */
export function chosenPeriod(
  search: { period?: string | null; from?: string | null; to?: string | null },
  today: IsoDate,
): ChosenPeriod {
  const preset = isPeriodPreset(search.period) ? search.period : DEFAULT_PERIOD_PRESET;
  if (preset === "custom") {
    const { from, to } = search;
    if (from && to && isCalendarDate(from) && isCalendarDate(to) && !endsBeforeStart(from, to)) {
      const range = { startDate: from, endDate: to };
      return { preset, range, previous: previousPeriodOf(preset, range) };
    }
    const range = presetRange(DEFAULT_PERIOD_PRESET, today);
    return {
      preset: DEFAULT_PERIOD_PRESET,
      range,
      previous: previousPeriodOf(DEFAULT_PERIOD_PRESET, range),
    };
  }
  const range = presetRange(preset, today);
  return { preset, range, previous: previousPeriodOf(preset, range) };
}

/** Days from start to end, both included. */
export function daysIn(range: DateRange): number {
  const ms = Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * The period a chosen one is compared with. Month and year presets compare like with like: this
 * month so far with the same days of last month (1–23 Nov with 1–23 Oct), last month with the
 * month before, this financial year so far with the same span of the last one, last financial
 * year with the one before. A custom range is compared with as many days just before it.
 */
export function previousPeriodOf(preset: PeriodPreset, range: DateRange): DateRange {
  switch (preset) {
    case "this-month": {
      const startDate = addMonths(range.startDate, -1);
      // 1–31 Mar compares with 1–28 Feb: the same days, as far as the month has them.
      const endDate = addMonths(range.endDate, -1);
      return { startDate, endDate: endDate < startDate ? monthEndOf(startDate) : endDate };
    }
    case "last-month":
      return previousMonthOf(range.startDate);
    case "this-fy":
    case "last-fy":
      return { startDate: addMonths(range.startDate, -12), endDate: addMonths(range.endDate, -12) };
    case "custom": {
      const length = daysIn(range);
      return {
        startDate: addDays(range.startDate, -length),
        endDate: addDays(range.startDate, -1),
      };
    }
  }
}

/**
 * The change from `previous` to `current` as a whole percentage, or null when there is nothing to
 * compare with (the previous period had none): "new" rather than an infinite rise.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/**
 * The most calendar months the dashboard's chart draws for a period (issue 25 "Periods"): a bar
 * a month stays legible at 375 px up to two years. A longer period shows its last 24 months and
 * says so.
 */
export const CHART_MAX_MONTHS = 24;

/** How many calendar months a range touches (1–23 Nov: 1; 15 Mar – 2 Apr: 2). */
export function monthsSpanned(range: DateRange): number {
  const index = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return index(range.endDate) - index(range.startDate) + 1;
}

/**
 * The days the chart shows for a chosen period: the period itself, or, when it touches more
 * than CHART_MAX_MONTHS months, its last CHART_MAX_MONTHS whole-or-partial months (`capped`).
 */
export function chartRangeOf(range: DateRange): { range: DateRange; capped: boolean } {
  if (monthsSpanned(range) <= CHART_MAX_MONTHS) return { range, capped: false };
  const startDate = addMonths(monthStartOf(range.endDate), -(CHART_MAX_MONTHS - 1));
  return { range: { startDate, endDate: range.endDate }, capped: true };
}
