/**
 * `npm run simulate:pickups [-- --kiosks 500 --days 180 --seed 44]`: plays a synthetic city
 * (city.ts) under today's fixed 15-day schedule and under planning by fill, with the very
 * forecast the API serves (forecast-math.ts) and the planner's rules (threshold, "while you're
 * there"), and prints one table and a summary line. docs/decisions/0104 explains it.
 */

import { DEFAULT_PICKUP_THRESHOLD_PERCENT } from "@filtercycle/contract/forecasts/forecasts";
import { DEFAULT_EVERY_DAYS } from "@filtercycle/contract/pickups/pickup-rules";
import {
  dayNumber,
  forecastKiosk,
  isoOfDay,
  learnRate,
  medianRate,
  type Rate,
  type Visit,
  weekdayOf,
} from "#api/areas/forecasts/forecast-math.ts";
import {
  DEPOT,
  DIWALI,
  depositOn,
  isClosed,
  makeCity,
  NAVRATRI,
  randomSource,
  type SimKiosk,
  straightKm,
} from "./city.ts";
import { orderDayRoutes, type RouteStop } from "./day-routes.ts";

/** The planner's rules (settings in the product), as the issue sets their defaults. */
export const PLAN_RULES = {
  thresholdPercent: DEFAULT_PICKUP_THRESHOLD_PERCENT,
  whileThereMinPercent: 40,
  whileThereMetres: 500,
  /** Collectors work Monday to Saturday. */
  workingDay: (day: number) => weekdayOf(day) !== 0,
  /** A visit that finds the site closed is tried again this many days later. */
  closedRetryDays: 7,
  /** An owner whose kiosk is full asks for a pickup on a given day with this chance. */
  requestChance: 0.6,
  /** Below this a visit is a "Kiosk empty" miss. */
  emptyKg: 0.005,
} as const;

type Strategy = "fixed" | "fill";

type KioskState = {
  fill: number;
  visits: Visit[];
  rate: Rate | null;
  requestOn: number | null;
  snoozeUntil: number;
};

type Totals = {
  visits: number;
  km: number;
  kg: number;
  hours: number;
  overflowDays: number;
  kioskDays: number;
  requests: number;
  ape: number[];
};

function argument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

/** A per-(kiosk, day) random number both strategies share, so they face the same city. */
function shared(seed: number, kiosk: number, day: number): number {
  return randomSource((seed * 2_654_435_761) ^ (kiosk * 40_503) ^ (day * 9_973))();
}

export function simulate(options: { kiosks: number; days: number; seed: number }) {
  const start = dayNumber("2026-07-01");
  const end = start + options.days;
  const city = makeCity({ kiosks: options.kiosks, seed: options.seed, start, days: options.days });
  const first = Math.min(...city.map((k) => k.installedOn));
  const neighbours = neighbourLists(city, PLAN_RULES.whileThereMetres / 1000);
  const states: Record<Strategy, KioskState[]> = {
    fixed: city.map(() => ({ fill: 0, visits: [], rate: null, requestOn: null, snoozeUntil: 0 })),
    fill: city.map(() => ({ fill: 0, visits: [], rate: null, requestOn: null, snoozeUntil: 0 })),
  };
  const totals: Record<Strategy, Totals> = {
    fixed: {
      visits: 0,
      km: 0,
      kg: 0,
      hours: 0,
      overflowDays: 0,
      kioskDays: 0,
      requests: 0,
      ape: [],
    },
    fill: {
      visits: 0,
      km: 0,
      kg: 0,
      hours: 0,
      overflowDays: 0,
      kioskDays: 0,
      requests: 0,
      ape: [],
    },
  };
  // Each kiosk's slowly wandering level (a regime), shared by both strategies.
  const regime = city.map(() => 0);
  let planned: Set<number> = new Set();
  let borrowed = new Map<string, number>();

  for (let day = first; day < end; day++) {
    const counting = day >= start;
    // Before the start both strategies live the product's history: the fixed schedule.
    const strategies: Strategy[] = ["fixed", "fill"];
    for (const strategy of strategies) {
      const stops = stopsOf(strategy, day, start, city, states[strategy], planned);
      visitStops(day, counting, city, states[strategy], totals[strategy], stops, borrowed);
    }
    for (const kiosk of city) {
      const r = shared(options.seed, kiosk.index, day);
      regime[kiosk.index] = 0.97 * (regime[kiosk.index] ?? 0) + 0.04 * normalOf(r);
      const noise = Math.exp(
        (regime[kiosk.index] ?? 0) +
          0.45 * normalOf(shared(options.seed + 1, kiosk.index, day)) -
          0.1,
      );
      const kg = depositOn(kiosk, day, start, noise);
      for (const strategy of strategies) {
        const state = states[strategy][kiosk.index] as KioskState;
        const t = totals[strategy];
        if (day < kiosk.installedOn) continue;
        state.fill += kg;
        if (counting) t.kioskDays++;
        if (state.fill > kiosk.capacityKg) {
          state.fill = kiosk.capacityKg; // the rest falls beside it
          if (counting) t.overflowDays++;
          if (counting && process.env.SIM_DEBUG && strategy === "fill") {
            const key = `${day >= NAVRATRI.from && day < NAVRATRI.to + 5 ? "navratri" : day >= DIWALI.from && day < DIWALI.to + 5 ? "diwali" : "other"} ${state.rate ? "own" : "borrowed"} ${state.visits.length > 0 && dayNumber(state.visits.at(-1)?.on ?? "") >= start ? "visited" : "not-visited-yet"}`;
            debug.set(key, (debug.get(key) ?? 0) + 1);
          }
          if (
            state.requestOn === null &&
            shared(options.seed + 2, kiosk.index, day) < PLAN_RULES.requestChance
          ) {
            state.requestOn = day;
            if (counting) t.requests++;
          }
        }
      }
    }
    if (day % 7 === 0) borrowed = borrowedRates(city, states.fill);
    // The evening: tomorrow's plan by fill.
    planned =
      day + 1 >= start ? planByFill(day + 1, city, states.fill, neighbours, borrowed) : new Set();
  }
  if (process.env.SIM_DEBUG) console.log(debug);
  return totals;
}
const debug = new Map<string, number>();

function normalOf(u: number): number {
  // Inverse of a logistic approximation: quick and deterministic, enough for noise.
  const p = Math.min(Math.max(u, 1e-6), 1 - 1e-6);
  return Math.log(p / (1 - p)) / 1.702;
}

/** The stops a strategy visits on `day`. */
function stopsOf(
  strategy: Strategy,
  day: number,
  start: number,
  city: readonly SimKiosk[],
  states: readonly KioskState[],
  planned: ReadonlySet<number>,
): number[] {
  if (strategy === "fill" && day >= start) return [...planned];
  const stops: number[] = [];
  for (const kiosk of city) {
    const since = day - kiosk.installedOn;
    const state = states[kiosk.index] as KioskState;
    const due = since > 0 && since % DEFAULT_EVERY_DAYS === 0;
    // Staff schedule a request for the next day.
    const asked = state.requestOn !== null && state.requestOn < day;
    if (due || asked) stops.push(kiosk.index);
  }
  return stops;
}

function visitStops(
  day: number,
  counting: boolean,
  city: readonly SimKiosk[],
  states: KioskState[],
  t: Totals,
  stops: readonly number[],
  borrowed: ReadonlyMap<string, number>,
) {
  const routeStops: RouteStop[] = [];
  for (const index of stops) {
    const kiosk = city[index] as SimKiosk;
    const state = states[index] as KioskState;
    if (counting) t.visits++;
    routeStops.push({
      id: index,
      latitude: kiosk.latitude,
      longitude: kiosk.longitude,
      kg: state.fill,
    });
    if (isClosed(kiosk, day)) {
      state.snoozeUntil = day + PLAN_RULES.closedRetryDays;
      continue;
    }
    const found = state.fill;
    if (counting && found > PLAN_RULES.emptyKg) {
      const forecast = forecastOf(kiosk, state, day, borrowed);
      // A kiosk holds at most its capacity: that is the most a visit can be forecast to find.
      t.ape.push(Math.abs(Math.min(forecast.fillKg, kiosk.capacityKg) - found) / found);
    }
    const kg = found > PLAN_RULES.emptyKg ? found : 0;
    if (counting) t.kg += kg;
    state.visits.push({ on: isoOfDay(day), kg: Math.round(kg * 1000) / 1000 });
    state.fill = 0;
    state.requestOn = null;
    state.rate = learnRate(isoOfDay(kiosk.installedOn), state.visits);
  }
  if (!counting || routeStops.length === 0) return;
  for (const route of orderDayRoutes(DEPOT, routeStops)) {
    t.km += route.km;
    t.hours += route.hours;
  }
}

function forecastOf(
  kiosk: SimKiosk,
  state: KioskState,
  day: number,
  borrowed: ReadonlyMap<string, number>,
) {
  return forecastKiosk({
    asOf: isoOfDay(day),
    installedOn: isoOfDay(kiosk.installedOn),
    capacityKg: kiosk.capacityKg,
    thresholdPercent: PLAN_RULES.thresholdPercent,
    visits: state.visits,
    rate: state.rate,
    fullRequestOn: state.requestOn !== null ? isoOfDay(state.requestOn) : null,
    borrowedKgPerDay: borrowed.get(kiosk.businessType) ?? null,
  });
}

/** The median own rate per business type (kiosks with a rate of their own). */
function borrowedRates(
  city: readonly SimKiosk[],
  states: readonly KioskState[],
): Map<string, number> {
  const byType = new Map<string, number[]>();
  for (const kiosk of city) {
    const rate = states[kiosk.index]?.rate;
    if (!rate) continue;
    const list = byType.get(kiosk.businessType) ?? [];
    list.push(rate.kgPerDay);
    byType.set(kiosk.businessType, list);
  }
  const medians = new Map<string, number>();
  for (const [type, rates] of byType) medians.set(type, medianRate(rates) ?? 0);
  return medians;
}

/**
 * Tomorrow's stops by fill: kiosks forecast to pass the threshold before the next working day,
 * open requests, then "while you're there" kiosks at least 40% full within 500 m of a stop.
 */
function planByFill(
  day: number,
  city: readonly SimKiosk[],
  states: readonly KioskState[],
  neighbours: readonly number[][],
  borrowed: ReadonlyMap<string, number>,
): Set<number> {
  const stops = new Set<number>();
  if (!PLAN_RULES.workingDay(day)) return stops;
  let next = day + 1;
  while (!PLAN_RULES.workingDay(next)) next++;
  const nextIso = isoOfDay(next);
  const percent = new Map<number, number>();
  for (const kiosk of city) {
    const state = states[kiosk.index] as KioskState;
    if (day < kiosk.installedOn || day < state.snoozeUntil) continue;
    const forecast = forecastOf(kiosk, state, day, borrowed);
    percent.set(kiosk.index, forecast.fillPercent);
    const due = forecast.fullOn !== null && forecast.fullOn <= nextIso;
    if (due || (state.requestOn !== null && state.requestOn < day)) stops.add(kiosk.index);
  }
  const due = stops.size;
  for (const index of [...stops]) {
    for (const near of neighbours[index] ?? []) {
      if ((percent.get(near) ?? 0) >= PLAN_RULES.whileThereMinPercent) stops.add(near);
    }
  }
  if (process.env.SIM_DEBUG) {
    debug.set("due", (debug.get("due") ?? 0) + due);
    debug.set("while-there", (debug.get("while-there") ?? 0) + stops.size - due);
  }
  return stops;
}

/** Each kiosk's neighbours within `km` (a grid of ~km cells keeps it near-linear). */
function neighbourLists(city: readonly SimKiosk[], km: number): number[][] {
  const cell = km / 111;
  const grid = new Map<string, number[]>();
  const keyOf = (x: number, y: number) => `${x},${y}`;
  for (const kiosk of city) {
    const key = keyOf(Math.floor(kiosk.latitude / cell), Math.floor(kiosk.longitude / cell));
    const list = grid.get(key) ?? [];
    list.push(kiosk.index);
    grid.set(key, list);
  }
  return city.map((kiosk) => {
    const x = Math.floor(kiosk.latitude / cell);
    const y = Math.floor(kiosk.longitude / cell);
    const near: number[] = [];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of grid.get(keyOf(x + dx, y + dy)) ?? []) {
          if (other !== kiosk.index && straightKm(kiosk, city[other] as SimKiosk) <= km)
            near.push(other);
        }
      }
    }
    return near;
  });
}

const pct = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);
const change = (after: number, before: number) => {
  const value = pct(after - before, before);
  return `${value >= 0 ? "+" : ""}${value.toFixed(1)}%`;
};
const mape = (t: Totals) =>
  pct(
    t.ape.reduce((a, b) => a + b, 0),
    t.ape.length,
  );

export function report(
  totals: Record<Strategy, Totals>,
  options: { kiosks: number; days: number; seed: number },
): string {
  const { fixed, fill } = totals;
  const rows: [string, (t: Totals) => string][] = [
    ["visits", (t) => t.visits.toLocaleString("en-US")],
    ["km", (t) => Math.round(t.km).toLocaleString("en-US")],
    ["kg per visit", (t) => (t.kg / Math.max(t.visits, 1)).toFixed(2)],
    ["collector-hours", (t) => Math.round(t.hours).toLocaleString("en-US")],
    [
      "overflow kiosk-days",
      (t) =>
        `${t.overflowDays.toLocaleString("en-US")} (${pct(t.overflowDays, t.kioskDays).toFixed(2)}%)`,
    ],
    ["customer requests", (t) => t.requests.toLocaleString("en-US")],
    [
      "forecast MAPE",
      (t) => `${mape(t).toFixed(1)}% (${t.ape.length.toLocaleString("en-US")} visits)`,
    ],
  ];
  const lines = [
    `${options.kiosks.toLocaleString("en-US")} kiosks, ${options.days} days from 2026-07-01, seed ${options.seed}`,
    "",
    "| | fixed 15-day schedule | by fill |",
    "|---|---:|---:|",
    ...rows.map(([name, cell]) => `| ${name} | ${cell(fixed)} | ${cell(fill)} |`),
    "",
    `by fill vs fixed: km ${change(fill.km, fixed.km)}, visits ${change(fill.visits, fixed.visits)}, ` +
      `overflow kiosk-days ${pct(fill.overflowDays, fill.kioskDays).toFixed(1)}% vs ${pct(fixed.overflowDays, fixed.kioskDays).toFixed(1)}%, ` +
      `forecast MAPE ${mape(fill).toFixed(1)}%`,
  ];
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = {
    kiosks: argument("kiosks", 500),
    days: argument("days", 180),
    seed: argument("seed", 44),
  };
  console.log(report(simulate(options), options));
}
