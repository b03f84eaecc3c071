import type { PlanRoute, StopWhy, UnplannedStop } from "@filtercycle/contract/plans/plans";
import type { Database } from "#api/db/database.ts";

/**
 * A kiosk's fill forecast as the forecasts area gives it (`forecastKiosks`). This type must stay
 * equal to that area's `KioskForecast`: the planner reads nothing else of it.
 */
export type KioskForecast = {
  kioskId: string;
  customerId: string;
  planningMode: "fixed" | "fill";
  capacityKg: number;
  fillKg: number;
  fillPercent: number;
  /** YYYY-MM-DD: the day it reaches the pickup threshold. */
  fullOn: string | null;
  basis: "history" | "borrowed" | "request" | "sensor";
  rateKgPerDay: number;
};

/**
 * The forecasts area's `forecastKiosks` (the same signature), handed in at registration
 * (area-wiring.ts).
 */
export type ForecastLoader = (
  db: Database,
  input: { asOf: string; kioskIds?: readonly string[] },
) => Promise<Map<string, KioskForecast>>;

/** A kiosk in service on the plan's day, with what routing needs of its business. */
export type PlanKiosk = {
  kioskId: string;
  kioskLabel: string;
  customerId: string;
  businessName: string;
  latitude: number | null;
  longitude: number | null;
  /** Opening hours, "HH:MM"; null is all day. */
  opensAt: string | null;
  closesAt: string | null;
  /** Its schedule has a visit planned that day (what a fixed-schedule kiosk follows). */
  dueOnSchedule: boolean;
};

export type PlanRequest = { kioskId: string; preferredOn: string | null };

export type PlanCollector = {
  collectorId: string;
  collectorName: string;
  start: { latitude: number; longitude: number };
  shift: { start: string; end: string };
  vehicleKg: number;
};

export type PlannerSettings = {
  whileTherePercent: number;
  whileThereMetres: number;
  stopMinutes: number;
  travel: { roadFactor: number; speedKmh: number };
};

export type PlannerInput = {
  /** The plan's day. */
  date: string;
  /** The working day after it: a by-fill kiosk full before then is visited on `date`. */
  nextWorkingDay: string;
  kiosks: readonly PlanKiosk[];
  requests: readonly PlanRequest[];
  forecasts: ReadonlyMap<string, KioskForecast>;
  collectors: readonly PlanCollector[];
  settings: PlannerSettings;
};

/** What a day's plan keeps (day_plans.plan). */
export type StoredPlan = { routes: PlanRoute[]; unplanned: UnplannedStop[] };

export type ChosenStop = { kiosk: PlanKiosk; why: StopWhy; expectedKg: number };
