import { straightKm } from "./city.ts";

/**
 * The simulation's routing: each day's stops in order, split into collectors' shifts. Travel is
 * straight-line distance × the road factor at the average speed (the planner's settings).
 */
export const ROUTE_SETTINGS = {
  roadFactor: 1.4,
  speedKmPerHour: 18,
  shiftHours: 8,
  /** Minutes at each stop: park, open the kiosk, bag, weigh, photo. */
  serviceMinutes: 8,
  /** kg a two-wheeler carries. */
  vehicleKg: 60,
} as const;

export type Point = { latitude: number; longitude: number };
export type RouteStop = Point & { id: number; kg: number };
export type DayRoute = { stops: RouteStop[]; km: number; hours: number };

const roadKm = (a: Point, b: Point) => straightKm(a, b) * ROUTE_SETTINGS.roadFactor;
const hoursFor = (km: number) => km / ROUTE_SETTINGS.speedKmPerHour;

/**
 * The day's stops split into collectors' routes and ordered: stops sorted by their bearing from
 * the depot are cut into sectors, each the most a shift and the vehicle carry; each sector is
 * ridden nearest neighbour first, then shortened by 2-opt. The route solver
 * (`api/src/areas/plans/solver/`) replaces this one function; every figure the simulation prints
 * is computed from what it answers.
 */
export function orderDayRoutes(depot: Point, stops: readonly RouteStop[]): DayRoute[] {
  const bearing = (p: Point) =>
    Math.atan2(p.latitude - depot.latitude, p.longitude - depot.longitude);
  const sorted = [...stops].sort((a, b) => bearing(a) - bearing(b));
  const routes: DayRoute[] = [];
  let sector: RouteStop[] = [];
  let kg = 0;
  for (const stop of sorted) {
    const trial = [...sector, stop];
    const route = ridden(depot, trial);
    if (
      sector.length > 0 &&
      (route.hours > ROUTE_SETTINGS.shiftHours || kg + stop.kg > ROUTE_SETTINGS.vehicleKg)
    ) {
      routes.push(ridden(depot, sector, true));
      sector = [stop];
      kg = stop.kg;
    } else {
      sector = trial;
      kg += stop.kg;
    }
  }
  if (sector.length > 0) routes.push(ridden(depot, sector, true));
  return routes;
}

/** A sector ridden nearest neighbour first from the depot and back (2-opt when `improve`). */
function ridden(depot: Point, stops: readonly RouteStop[], improve = false): DayRoute {
  const left = [...stops];
  const order: RouteStop[] = [];
  let at: Point = depot;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      if (roadKm(at, left[i] as RouteStop) < roadKm(at, left[best] as RouteStop)) best = i;
    }
    const [next] = left.splice(best, 1);
    if (!next) break;
    order.push(next);
    at = next;
  }
  if (improve) twoOpt(depot, order);
  let km = 0;
  let prev: Point = depot;
  for (const stop of order) {
    km += roadKm(prev, stop);
    prev = stop;
  }
  km += roadKm(prev, depot);
  return {
    stops: order,
    km,
    hours: hoursFor(km) + (order.length * ROUTE_SETTINGS.serviceMinutes) / 60,
  };
}

/** Reverses segments of the tour while that shortens it. */
function twoOpt(depot: Point, order: RouteStop[]): void {
  const at = (i: number): Point => (i < 0 || i >= order.length ? depot : (order[i] as Point));
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const before = roadKm(at(i - 1), at(i)) + roadKm(at(j), at(j + 1));
        const after = roadKm(at(i - 1), at(j)) + roadKm(at(i), at(j + 1));
        if (after < before - 1e-9) {
          const segment = order.slice(i, j + 1).reverse();
          order.splice(i, segment.length, ...segment);
          improved = true;
        }
      }
    }
  }
}
