import { describe, expect, it } from "vitest";
import type { KioskForecast, PlanCollector, PlanKiosk, PlannerInput } from "./plan-types.ts";
import { chooseStops, planDay, retimeRoute } from "./planner.ts";
import { localSolver } from "./solver/index.ts";

const DEPOT = { latitude: 23, longitude: 72.5 };
/** A kiosk `north` hundredths of a degree north of the depot (0.01° = 1,111.95 m). */
const kiosk = (id: string, north: number, extra: Partial<PlanKiosk> = {}): PlanKiosk => ({
  kioskId: id,
  kioskLabel: `Kiosk ${id}`,
  customerId: `c-${id}`,
  businessName: `Business ${id}`,
  latitude: 23 + north / 100,
  longitude: 72.5,
  opensAt: null,
  closesAt: null,
  dueOnSchedule: false,
  ...extra,
});
const forecast = (id: string, extra: Partial<KioskForecast>): [string, KioskForecast] => [
  id,
  {
    kioskId: id,
    customerId: `c-${id}`,
    planningMode: "fill",
    capacityKg: 10,
    fillKg: 0,
    fillPercent: 0,
    fullOn: null,
    basis: "history",
    rateKgPerDay: 0.5,
    ...extra,
  },
];
const collector = (id: string, extra: Partial<PlanCollector> = {}): PlanCollector => ({
  collectorId: id,
  collectorName: `Collector ${id}`,
  start: DEPOT,
  shift: { start: "09:00", end: "17:00" },
  vehicleKg: 60,
  ...extra,
});
const settings = {
  whileTherePercent: 40,
  whileThereMetres: 500,
  stopMinutes: 5,
  travel: { roadFactor: 1.4, speedKmh: 18 },
};
// Saturday 5 December 2026; the next working day is Monday the 7th.
const input = (over: Partial<PlannerInput>): PlannerInput => ({
  date: "2026-12-05",
  nextWorkingDay: "2026-12-07",
  kiosks: [],
  requests: [],
  forecasts: new Map(),
  collectors: [collector("u1")],
  settings,
  ...over,
});
const whyOf = (i: PlannerInput) =>
  Object.fromEntries(chooseStops(i).map((c) => [c.kiosk.kioskId, c.why]));

describe("which kiosks tomorrow's plan visits", () => {
  it("takes fixed-schedule kiosks due that day, by-fill kiosks full before the next working day, and requests whose day has come", () => {
    const chosen = whyOf(
      input({
        kiosks: [
          kiosk("due", 1, { dueOnSchedule: true }),
          kiosk("notDue", 2),
          kiosk("fullSunday", 3),
          kiosk("fullMonday", 4),
          kiosk("dueButByFill", 5, { dueOnSchedule: true }),
          kiosk("asked", 6),
          kiosk("askedForLater", 7),
        ],
        forecasts: new Map([
          forecast("due", { planningMode: "fixed" }),
          forecast("fullSunday", { fullOn: "2026-12-06" }),
          forecast("fullMonday", { fullOn: "2026-12-07" }),
          forecast("dueButByFill", { fullOn: "2026-12-20" }),
        ]),
        requests: [
          { kioskId: "asked", preferredOn: null },
          { kioskId: "askedForLater", preferredOn: "2026-12-06" },
        ],
      }),
    );
    expect(chosen).toEqual({ due: "fixed", fullSunday: "fill", asked: "request" });
  });

  it("adds kiosks at least 40% full within 500 m of a planned stop, while you're there", () => {
    const chosen = whyOf(
      input({
        kiosks: [
          kiosk("due", 0, { dueOnSchedule: true }),
          kiosk("near45", 0.4), // 444.8 m away
          kiosk("near30", 0.2), // 222.4 m, 30% full
          kiosk("far45", 0.5), // 556.0 m
        ],
        forecasts: new Map([
          forecast("due", { planningMode: "fixed" }),
          forecast("near45", { fillPercent: 45 }),
          forecast("near30", { fillPercent: 30 }),
          forecast("far45", { fillPercent: 45 }),
        ]),
      }),
    );
    expect(chosen).toEqual({ due: "fixed", near45: "whileThere" });
  });
});

describe("tomorrow's routes", () => {
  it("rides 1,557 m to a kiosk 0.01° north at 18 km/h × 1.4: there at 09:05, back at 09:15 after 3,113 m", async () => {
    const plan = await planDay(
      input({ kiosks: [kiosk("a", 1, { dueOnSchedule: true })] }),
      localSolver(),
    );
    expect(plan.unplanned).toEqual([]);
    expect(plan.routes).toEqual([
      {
        collectorId: "u1",
        collectorName: "Collector u1",
        start: DEPOT,
        shift: { start: "09:00", end: "17:00" },
        vehicleKg: 60,
        stops: [
          {
            kioskId: "a",
            kioskLabel: "Kiosk a",
            customerId: "c-a",
            businessName: "Business a",
            latitude: 23.01,
            longitude: 72.5,
            why: "fixed",
            expectedKg: 0,
            arrival: "09:05",
            distanceMetres: 1557,
            onTime: true,
          },
        ],
        distanceMetres: 3113,
        returnAt: "09:15",
      },
    ]);
  });

  it("waits for opening hours: a café opening at 11:00 is visited at 11:00, after the nearer shop", async () => {
    const plan = await planDay(
      input({
        kiosks: [
          kiosk("cafe", 1, { dueOnSchedule: true, opensAt: "11:00", closesAt: "22:00" }),
          kiosk("shop", 2, { dueOnSchedule: true }),
        ],
      }),
      localSolver(),
    );
    expect(plan.routes[0]?.stops.map((s) => [s.kioskId, s.arrival])).toEqual([
      ["shop", "09:10"],
      ["cafe", "11:00"],
    ]);
  });

  it("lists a kiosk without coordinates as needing them, and window, capacity and shift misfits with their reason", async () => {
    const plan = await planDay(
      input({
        kiosks: [
          kiosk("noPlace", 0, { dueOnSchedule: true, latitude: null, longitude: null }),
          kiosk("earlyBird", 1, { dueOnSchedule: true, opensAt: "06:00", closesAt: "08:00" }),
          kiosk("heavy", 2, { dueOnSchedule: true }),
          kiosk("faraway", 300, { dueOnSchedule: true }), // 467 km by road
          kiosk("fine", 3, { dueOnSchedule: true }),
        ],
        forecasts: new Map([
          forecast("heavy", { planningMode: "fixed", fillKg: 75 }),
          forecast("fine", { planningMode: "fixed", fillKg: 4 }),
        ]),
      }),
      localSolver(),
    );
    expect(plan.routes[0]?.stops.map((s) => s.kioskId)).toEqual(["fine"]);
    expect(Object.fromEntries(plan.unplanned.map((u) => [u.kioskId, u.reason]))).toEqual({
      noPlace: "needsCoordinates",
      earlyBird: "window",
      heavy: "capacity",
      faraway: "shift",
    });
  });

  it("splits the day between two collectors when one vehicle cannot carry it all", async () => {
    const plan = await planDay(
      input({
        kiosks: [kiosk("a", 1, { dueOnSchedule: true }), kiosk("b", 2, { dueOnSchedule: true })],
        forecasts: new Map([
          forecast("a", { planningMode: "fixed", fillKg: 40 }),
          forecast("b", { planningMode: "fixed", fillKg: 40 }),
        ]),
        collectors: [collector("u1"), collector("u2")],
      }),
      localSolver(),
    );
    expect(plan.routes.map((r) => r.stops.length)).toEqual([1, 1]);
    expect(plan.unplanned).toEqual([]);
  });

  it("keeps staff's order and marks a stop that ends after the shift (09:12) late", () => {
    const route = retimeRoute(
      collector("u1", { shift: { start: "09:00", end: "09:12" } }),
      [
        { kiosk: kiosk("a", 1), why: "fixed", expectedKg: 0 },
        { kiosk: kiosk("b", 2), why: "fixed", expectedKg: 0 },
      ],
      settings,
    );
    expect(route.stops.map((s) => [s.kioskId, s.arrival, s.distanceMetres, s.onTime])).toEqual([
      ["a", "09:05", 1557, true],
      // Whole metres of the running total: 3,113 − 1,557.
      ["b", "09:15", 1556, false],
    ]);
  });
});
