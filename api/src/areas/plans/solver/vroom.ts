/**
 * The route solver's input and output: a subset of VROOM's JSON API (github.com/VROOM-Project/vroom,
 * docs/API.md), so the planner can hand the same problem to our own solver or to a VROOM server
 * (`ROUTING_URL`). Times are seconds (the planner counts them from midnight of the plan's day in
 * business time), distances metres, locations `[longitude, latitude]`.
 */

export type Location = readonly [lon: number, lat: number];

export type VroomJob = {
  id: number;
  location: Location;
  /** Index into `matrices.car` when the problem carries matrices (the VROOM server's path). */
  location_index?: number;
  /** Seconds spent at the stop. */
  service?: number;
  /** Loaded on the vehicle at the stop (kg collected). */
  pickup?: number[];
  /** Carried from the start and dropped at the stop. */
  delivery?: number[];
  /** VROOM's older name for `delivery`. */
  amount?: number[];
  /** When the visit may start; several windows are allowed, in order. */
  time_windows?: [number, number][];
  /** 0–100: a job with a higher priority is kept when not all fit. */
  priority?: number;
  description?: string;
};

export type VroomVehicle = {
  id: number;
  start?: Location;
  start_index?: number;
  end?: Location;
  end_index?: number;
  capacity?: number[];
  /** The shift: leaves the start at or after the first, is back at the end by the second. */
  time_window?: [number, number];
  description?: string;
};

export type VroomMatrix = { durations: number[][]; distances?: number[][] };

export type VroomProblem = {
  jobs: VroomJob[];
  vehicles: VroomVehicle[];
  matrices?: { car: VroomMatrix };
  options?: { g?: boolean };
};

export type VroomStep = {
  type: "start" | "job" | "end";
  id?: number;
  job?: number;
  location: Location;
  /** Absolute time of arrival. */
  arrival: number;
  /** Travel time so far (cumulative). */
  duration: number;
  /** Metres travelled so far (cumulative). */
  distance: number;
  service: number;
  waiting_time: number;
  load: number[];
};

export type VroomRoute = {
  vehicle: number;
  cost: number;
  distance: number;
  duration: number;
  service: number;
  waiting_time: number;
  steps: VroomStep[];
};

/** Why a job was left off every route (our addition to VROOM's `unassigned` entries). */
export type UnfitReason = "window" | "shift" | "capacity";

export type VroomUnassigned = {
  id: number;
  type: "job";
  location: Location;
  reason?: UnfitReason;
};

export type VroomSolution = {
  code: number;
  summary: {
    cost: number;
    routes: number;
    unassigned: number;
    distance: number;
    duration: number;
    service: number;
    waiting_time: number;
  };
  unassigned: VroomUnassigned[];
  routes: VroomRoute[];
};

/** Our solver and a VROOM server answer the same problem through this. */
export type RouteSolver = {
  readonly name: string;
  solve(problem: VroomProblem): Promise<VroomSolution>;
};

/** The travel model: straight-line distance × road factor, at an average speed. */
export type TravelModel = { roadFactor: number; speedKmh: number };

export const DEFAULT_TRAVEL: TravelModel = { roadFactor: 1.4, speedKmh: 18 };

/** A job's load on a vehicle, one number per capacity dimension. */
export function jobPickup(job: VroomJob): number[] {
  return job.pickup ?? [];
}
export function jobDelivery(job: VroomJob): number[] {
  return job.delivery ?? job.amount ?? [];
}
