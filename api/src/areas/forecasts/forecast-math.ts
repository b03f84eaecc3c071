/**
 * A kiosk's fill forecast, as pure functions (no database): the API's forecasts and the pickup
 * simulation (`api/sim/`) both call these, so what the simulation measures is what staff see.
 * docs/decisions/0104 explains the model.
 *
 * Days are whole business days (YYYY-MM-DD). A visit on day d empties what was put in on the days
 * from the previous visit's day up to d − 1, so the kg a visit finds is the sum of the daily rates
 * over [previous visit, d). "Fill on day t" is the fill at the start of day t: what a visit that
 * day would find.
 */

import type { ForecastBasis } from "@filtercycle/contract/forecasts/forecasts";

const DAY_MS = 86_400_000;
export const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday … 6 = Saturday (day 0 of the epoch was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The model's constants; each is explained in docs/decisions/0104. */
export const FORECAST_RULES = {
  /** Each older visit weighs this much of the one after it: recent visits count more. */
  visitDecay: 0.8,
  /** A kiosk needs this many visits to have a rate of its own; fewer borrow one. */
  minVisits: 3,
  /**
   * The weekday pattern is pulled towards flat by this many pseudo-days per weekday, so a weekday
   * seen a few times moves it little.
   */
  weekdayPriorDays: 4,
  /**
   * A visit whose kg is further than this fraction from what was forecast for it corrects the
   * rate at once: every visit before it then weighs `correctionDiscount` of what it did.
   */
  correctionTolerance: 0.35,
  correctionDiscount: 0.25,
  /** fullOn is looked for this far ahead; beyond it, null. */
  horizonDays: 366,
  /** Multiplicative (EM) updates of the weekday pattern. */
  patternIterations: 20,
  /** Only the last this many visits, within `historyDays` of the last one, are fitted. */
  historyVisits: 20,
  historyDays: 365,
  /** The most `spread` a kiosk's errors may add to its planning rate (e^0.5 ≈ 1.65×). */
  maxSpread: 0.5,
  /** fullOn is planned at the rate × e^(spreadWeight × spread): about the 70th percentile. */
  spreadWeight: 0.5,
} as const;

/** One visit: the day and the kg it found (a "Kiosk empty" miss found 0). */
export type Visit = { on: string; kg: number };

/** A weekday pattern: 7 factors (Sunday first) averaging 1. */
export type WeekdayPattern = readonly number[];
export const FLAT_PATTERN: WeekdayPattern = [1, 1, 1, 1, 1, 1, 1];

/**
 * A learnt rate: kg per average day, shaped over the week by `pattern`. `spread` is how far the
 * kiosk's visits have found it from what was forecast for them (the weighted root mean square of
 * log(found / forecast) over the visits the rate explained, surprises left out): fullOn is planned
 * at the rate × e^spread, so an erratic kiosk is visited before it could overflow.
 */
export type Rate = { kgPerDay: number; pattern: WeekdayPattern; visits: number; spread: number };

/** How much fill the days [from, to) add at 1 kg per average day under `pattern`. */
export function exposure(pattern: WeekdayPattern, from: number, to: number): number {
  if (to <= from) return 0;
  let sum = 0;
  const whole = Math.floor((to - from) / 7);
  if (whole > 0) sum += whole * 7; // the pattern averages 1 over a week
  for (let day = from + whole * 7; day < to; day++) sum += pattern[weekdayOf(day)] ?? 1;
  return sum;
}

type Interval = { from: number; to: number; kg: number };

/** The visits as intervals, merged per day (a kiosk emptied twice a day is one visit's kg). */
function intervalsOf(installedOn: string, visits: readonly Visit[]): Interval[] {
  const byDay = new Map<number, number>();
  for (const visit of visits) {
    const day = dayNumber(visit.on);
    byDay.set(day, (byDay.get(day) ?? 0) + Math.max(0, visit.kg));
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const intervals: Interval[] = [];
  let from = dayNumber(installedOn);
  for (const day of days) {
    if (day > from) intervals.push({ from, to: day, kg: byDay.get(day) ?? 0 });
    from = Math.max(from, day);
  }
  return intervals;
}

/**
 * The weekday pattern and kg per average day that best explain the intervals' kg (a Poisson
 * fit by multiplicative updates, each interval weighted by its recency), with each weekday pulled
 * towards flat by `weekdayPriorDays` pseudo-days.
 */
function fit(intervals: readonly Interval[], weights: readonly number[]): Rate {
  let totalKg = 0;
  let totalDays = 0;
  for (const [i, interval] of intervals.entries()) {
    const w = weights[i] ?? 0;
    totalKg += w * interval.kg;
    totalDays += w * (interval.to - interval.from);
  }
  const flatRate = totalDays > 0 ? totalKg / totalDays : 0;
  if (flatRate === 0)
    return { kgPerDay: 0, pattern: FLAT_PATTERN, visits: intervals.length, spread: 0 };
  // Days of each weekday in each interval (unweighted for the prior, weighted for the fit).
  const counts = intervals.map((interval) => {
    const n = [0, 0, 0, 0, 0, 0, 0];
    for (let day = interval.from; day < interval.to; day++) {
      const d = weekdayOf(day);
      n[d] = (n[d] ?? 0) + 1;
    }
    return n;
  });
  const seen = [0, 0, 0, 0, 0, 0, 0];
  for (const n of counts) for (let d = 0; d < 7; d++) seen[d] = (seen[d] ?? 0) + (n[d] ?? 0);
  let beta = [flatRate, flatRate, flatRate, flatRate, flatRate, flatRate, flatRate];
  for (let iteration = 0; iteration < FORECAST_RULES.patternIterations; iteration++) {
    const num = [0, 0, 0, 0, 0, 0, 0];
    const den = [0, 0, 0, 0, 0, 0, 0];
    for (const [i, interval] of intervals.entries()) {
      const n = counts[i] ?? [];
      const w = weights[i] ?? 0;
      let mu = 0;
      for (let d = 0; d < 7; d++) mu += (n[d] ?? 0) * (beta[d] ?? 0);
      if (mu <= 0) continue;
      for (let d = 0; d < 7; d++) {
        num[d] = (num[d] ?? 0) + (w * (n[d] ?? 0) * interval.kg * (beta[d] ?? 0)) / mu;
        den[d] = (den[d] ?? 0) + w * (n[d] ?? 0);
      }
    }
    beta = beta.map((b, d) => ((den[d] ?? 0) > 0 ? (num[d] ?? 0) / (den[d] ?? 1) : b));
  }
  const mean = beta.reduce((a, b) => a + b, 0) / 7;
  if (mean <= 0) return { kgPerDay: 0, pattern: FLAT_PATTERN, visits: intervals.length, spread: 0 };
  const prior = FORECAST_RULES.weekdayPriorDays;
  const shrunk = beta.map(
    (b, d) => ((b / mean) * (seen[d] ?? 0) + prior) / ((seen[d] ?? 0) + prior),
  );
  const shrunkMean = shrunk.reduce((a, b) => a + b, 0) / 7;
  const pattern = shrunk.map((f) => f / shrunkMean);
  // The level that gives the intervals' weighted kg under the final pattern.
  let weightedExposure = 0;
  for (const [i, interval] of intervals.entries()) {
    weightedExposure += (weights[i] ?? 0) * exposure(pattern, interval.from, interval.to);
  }
  return {
    kgPerDay: weightedExposure > 0 ? totalKg / weightedExposure : 0,
    pattern,
    visits: intervals.length,
    spread: 0,
  };
}

/**
 * The kiosk's own rate from its visits, or null with fewer than `minVisits`. Each older visit
 * weighs `visitDecay` of the next; a visit that found the kiosk much emptier or fuller than the
 * visits before it forecast (beyond `correctionTolerance`) makes them weigh `correctionDiscount`
 * as much, so the rate follows it at once.
 */
export function learnRate(installedOn: string, visits: readonly Visit[]): Rate | null {
  const all = intervalsOf(installedOn, visits);
  if (all.length < FORECAST_RULES.minVisits) return null;
  const lastDay = all.at(-1)?.to ?? 0;
  const intervals = all
    .slice(-FORECAST_RULES.historyVisits)
    .filter((interval) => lastDay - interval.to <= FORECAST_RULES.historyDays);
  // discounts[j]: the corrections that visits after interval j made.
  const discounts = intervals.map(() => 1);
  const errors: { i: number; error: number }[] = [];
  for (let i = 1; i < intervals.length; i++) {
    const interval = intervals[i] as Interval;
    const before = intervals.slice(0, i);
    const rate = fit(before, weightsOf(before.length, discounts));
    const forecast = rate.kgPerDay * exposure(rate.pattern, interval.from, interval.to);
    if (isSurprise(forecast, interval.kg)) {
      for (let j = 0; j < i; j++)
        discounts[j] = (discounts[j] ?? 1) * FORECAST_RULES.correctionDiscount;
    } else if (forecast > 0 && interval.kg > 0) {
      errors.push({ i, error: Math.log(interval.kg / forecast) });
    }
  }
  const weights = weightsOf(intervals.length, discounts);
  let squares = 0;
  let weight = 0;
  for (const { i, error } of errors) {
    squares += (weights[i] ?? 0) * error * error;
    weight += weights[i] ?? 0;
  }
  const spread = weight > 0 ? Math.min(Math.sqrt(squares / weight), FORECAST_RULES.maxSpread) : 0;
  return { ...fit(intervals, weights), visits: all.length, spread };
}

/** Recency weights, the latest visit 1, each older one `visitDecay` of the next, times its discounts. */
function weightsOf(n: number, discounts: readonly number[]): number[] {
  return Array.from(
    { length: n },
    (_, i) => FORECAST_RULES.visitDecay ** (n - 1 - i) * (discounts[i] ?? 1),
  );
}

/** Whether a visit's kg is far enough from the forecast for it to restart the rate. */
export function isSurprise(forecastKg: number, actualKg: number): boolean {
  if (forecastKg <= 0) return actualKg > 0;
  return Math.abs(actualKg - forecastKg) / forecastKg > FORECAST_RULES.correctionTolerance;
}

/** The median of some rates (kg per day), or null when there are none. */
export function medianRate(rates: readonly number[]): number | null {
  if (rates.length === 0) return null;
  const sorted = [...rates].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export type ForecastInput = {
  /** The day the forecast is for (fill at its start). */
  asOf: string;
  installedOn: string;
  capacityKg: number;
  thresholdPercent: number;
  /** Collections and "Kiosk empty" misses (0 kg) on or before `asOf`, any order. */
  visits: readonly Visit[];
  /** The kiosk's own rate when already learnt (`learnRate` of the same visits), to save work. */
  rate?: Rate | null;
  /** The day of an open "kiosk full" request made after the last visit, if any. */
  fullRequestOn: string | null;
  /** The median rate of kiosks at businesses of the same type (null: none known). */
  borrowedKgPerDay: number | null;
};

export type Forecast = {
  fillKg: number;
  fillPercent: number;
  fullOn: string | null;
  basis: ForecastBasis;
  rateKgPerDay: number;
};

/**
 * A kiosk that knows nothing and borrows nothing is assumed to reach the threshold in the fixed
 * schedule's 15 days, so it is planned no later than it is today.
 */
export const UNKNOWN_FULL_IN_DAYS = 15;

/** The kiosk's expected fill on `asOf` and the day it reaches the threshold. */
export function forecastKiosk(input: ForecastInput): Forecast {
  const asOf = dayNumber(input.asOf);
  const installed = dayNumber(input.installedOn);
  const past = input.visits.filter((v) => dayNumber(v.on) <= asOf);
  const own = input.rate !== undefined ? input.rate : learnRate(input.installedOn, past);
  const threshold = (input.capacityKg * input.thresholdPercent) / 100;
  let basis: ForecastBasis = own ? "history" : "borrowed";
  let kgPerDay = own?.kgPerDay ?? input.borrowedKgPerDay ?? threshold / UNKNOWN_FULL_IN_DAYS;
  const pattern = own?.pattern ?? FLAT_PATTERN;
  const lastVisit = past.reduce((last, v) => Math.max(last, dayNumber(v.on)), installed);
  const since = Math.min(lastVisit, asOf);

  // A "kiosk full" request: full (capacity) as of that day, filling on from there.
  const request = input.fullRequestOn !== null ? dayNumber(input.fullRequestOn) : null;
  if (request !== null && request >= since && request <= asOf) {
    basis = "request";
    // The kiosk filled at least this fast; a slower rate would not have filled it by then.
    const needed = input.capacityKg / Math.max(exposure(pattern, since, request + 1), 1);
    kgPerDay = Math.max(kgPerDay, needed);
    const fillKg = input.capacityKg + kgPerDay * exposure(pattern, request + 1, asOf);
    return result(input.capacityKg, fillKg, isoOfDay(request), basis, kgPerDay);
  }

  const fillKg = kgPerDay * exposure(pattern, since, asOf);
  return result(
    input.capacityKg,
    fillKg,
    fullOnOf(
      kgPerDay * Math.exp(FORECAST_RULES.spreadWeight * (own?.spread ?? 0)),
      pattern,
      since,
      threshold,
    ),
    basis,
    kgPerDay,
  );
}

/** The first day whose start-of-day fill reaches `thresholdKg`, or null within the horizon. */
function fullOnOf(
  kgPerDay: number,
  pattern: WeekdayPattern,
  since: number,
  thresholdKg: number,
): string | null {
  if (kgPerDay <= 0) return null;
  let fill = 0;
  let day = since;
  const last = since + FORECAST_RULES.horizonDays;
  // Whole weeks first (a week adds 7 days' worth whatever the pattern), then day by day.
  while (day + 7 <= last && fill + 7 * kgPerDay < thresholdKg) {
    fill += 7 * kgPerDay;
    day += 7;
  }
  for (; day <= last; day++) {
    // A hair below from summing tenths is the threshold reached.
    if (fill >= thresholdKg - 1e-9) return isoOfDay(day);
    fill += kgPerDay * (pattern[weekdayOf(day)] ?? 1);
  }
  return null;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

function result(
  capacityKg: number,
  fillKg: number,
  fullOn: string | null,
  basis: ForecastBasis,
  kgPerDay: number,
): Forecast {
  return {
    fillKg: round(fillKg, 3),
    fillPercent: capacityKg > 0 ? round((fillKg / capacityKg) * 100, 1) : 0,
    fullOn,
    basis,
    rateKgPerDay: round(kgPerDay, 4),
  };
}
