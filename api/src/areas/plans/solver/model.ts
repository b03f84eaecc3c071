import { indexLocations, type TravelTable, tableFromMatrix, travelTable } from "./travel.ts";
import {
  jobDelivery,
  jobPickup,
  type TravelModel,
  type VroomProblem,
  type VroomRoute,
  type VroomSolution,
  type VroomStep,
} from "./vroom.ts";

const FOREVER = Number.MAX_SAFE_INTEGER;

/**
 * A problem in arrays, shared by the solver and by the unfit reasons: travel between matrix
 * indices (-1 for a vehicle without a start or end: no travel), each job's windows, service and
 * loads, each vehicle's shift and capacity. Loads are checked as totals per kind (pickups, and
 * deliveries), which is exact for routes of one kind: the planner sends pickups only.
 */
export class Model {
  readonly jobs: number;
  readonly vehicles: number;
  readonly loc: Int32Array;
  readonly service: Float64Array;
  readonly windows: [number, number][][];
  readonly pickup: number[][];
  readonly delivery: number[][];
  readonly priority: Int32Array;
  readonly startLoc: Int32Array;
  readonly endLoc: Int32Array;
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  readonly capacity: number[][];
  readonly dims: number;
  private readonly size: number;
  private readonly metres: Float64Array;
  private readonly seconds: Float64Array;
  readonly problem: VroomProblem;
  /** The windows flat: job j's are `windowAt[j]` to `windowAt[j + 1]` (the solver's hot loop). */
  private readonly windowAt: Int32Array;
  private readonly windowStart: Float64Array;
  private readonly windowEnd: Float64Array;

  constructor(problem: VroomProblem, travel: TravelModel) {
    this.problem = problem;
    const { jobs, vehicles } = problem;
    let table: TravelTable;
    this.loc = new Int32Array(jobs.length);
    this.startLoc = new Int32Array(vehicles.length).fill(-1);
    this.endLoc = new Int32Array(vehicles.length).fill(-1);
    if (problem.matrices) {
      table = tableFromMatrix(problem.matrices.car);
      jobs.forEach((j, i) => {
        this.loc[i] = j.location_index ?? 0;
      });
      vehicles.forEach((v, i) => {
        this.startLoc[i] = v.start_index ?? -1;
        this.endLoc[i] = v.end_index ?? -1;
      });
    } else {
      const indexed = indexLocations(problem);
      table = travelTable(indexed.locations, travel);
      indexed.jobIndex.forEach((x, i) => {
        this.loc[i] = x;
      });
      indexed.vehicleStart.forEach((x, i) => {
        this.startLoc[i] = x ?? -1;
      });
      indexed.vehicleEnd.forEach((x, i) => {
        this.endLoc[i] = x ?? -1;
      });
    }
    this.size = table.size;
    this.metres = table.metres;
    this.seconds = table.seconds;
    this.jobs = jobs.length;
    this.vehicles = vehicles.length;
    this.service = Float64Array.from(jobs, (j) => j.service ?? 0);
    this.windows = jobs.map((j) =>
      j.time_windows?.length ? [...j.time_windows].sort((a, b) => a[0] - b[0]) : [[0, FOREVER]],
    );
    this.windowAt = new Int32Array(jobs.length + 1);
    const flat = this.windows.flat();
    this.windowStart = Float64Array.from(flat, (w) => w[0]);
    this.windowEnd = Float64Array.from(flat, (w) => w[1]);
    this.windows.forEach((ws, j) => {
      this.windowAt[j + 1] = (this.windowAt[j] as number) + ws.length;
    });
    this.pickup = jobs.map(jobPickup);
    this.delivery = jobs.map(jobDelivery);
    this.priority = Int32Array.from(jobs, (j) => j.priority ?? 0);
    this.shiftStart = Float64Array.from(vehicles, (v) => v.time_window?.[0] ?? 0);
    this.shiftEnd = Float64Array.from(vehicles, (v) => v.time_window?.[1] ?? FOREVER);
    this.dims = Math.max(
      0,
      ...vehicles.map((v) => v.capacity?.length ?? 0),
      ...jobs.map((j) => Math.max(jobPickup(j).length, jobDelivery(j).length)),
    );
    this.capacity = vehicles.map((v) =>
      Array.from({ length: this.dims }, (_, d) => v.capacity?.[d] ?? Number.POSITIVE_INFINITY),
    );
  }

  /** Metres between two matrix indices (-1: no location, no travel). */
  dist(a: number, b: number): number {
    if (a < 0 || b < 0) return 0;
    return this.metres[a * this.size + b] as number;
  }
  time(a: number, b: number): number {
    return a < 0 || b < 0 ? 0 : (this.seconds[a * this.size + b] as number);
  }

  /** The earliest service start at or after `arrival` in one of the job's windows, or NaN. */
  startAt(job: number, arrival: number): number {
    const end = this.windowAt[job + 1] as number;
    for (let w = this.windowAt[job] as number; w < end; w++) {
      if (arrival <= (this.windowEnd[w] as number))
        return Math.max(this.windowStart[w] as number, arrival);
    }
    return Number.NaN;
  }

  /** The latest service start at or before `bound` in one of the job's windows, or NaN. */
  latestStart(job: number, bound: number): number {
    const ws = this.windows[job] as [number, number][];
    for (let w = ws.length - 1; w >= 0; w--) {
      const [s, e] = ws[w] as [number, number];
      if (s <= bound) return Math.min(e, bound);
    }
    return Number.NaN;
  }

  /** True when the jobs' loads fit the vehicle (totals per kind). */
  fitsLoad(vehicle: number, jobs: readonly number[], extra: readonly number[] = []): boolean {
    const cap = this.capacity[vehicle] as number[];
    for (let d = 0; d < this.dims; d++) {
      let p = 0;
      let q = 0;
      for (const j of jobs) {
        p += this.pickup[j]?.[d] ?? 0;
        q += this.delivery[j]?.[d] ?? 0;
      }
      for (const j of extra) {
        p += this.pickup[j]?.[d] ?? 0;
        q += this.delivery[j]?.[d] ?? 0;
      }
      if (p > (cap[d] as number) + 1e-9 || q > (cap[d] as number) + 1e-9) return false;
    }
    return true;
  }

  /** Route distance in metres (start → jobs → end). */
  routeDistance(vehicle: number, route: readonly number[]): number {
    let prev = this.startLoc[vehicle] as number;
    let total = 0;
    for (const j of route) {
      const at = this.loc[j] as number;
      total += this.dist(prev, at);
      prev = at;
    }
    return total + this.dist(prev, this.endLoc[vehicle] as number);
  }

  /** True when the route keeps every window and the shift (times only). */
  timeFeasible(vehicle: number, route: readonly number[], ignoreWindowOf = -1): boolean {
    let t = this.shiftStart[vehicle] as number;
    let prev = this.startLoc[vehicle] as number;
    let prevService = 0;
    for (const j of route) {
      const at = this.loc[j] as number;
      const arrival = t + prevService + this.time(prev, at);
      t = j === ignoreWindowOf ? arrival : this.startAt(j, arrival);
      if (Number.isNaN(t)) return false;
      prev = at;
      prevService = this.service[j] as number;
    }
    return (
      t + prevService + this.time(prev, this.endLoc[vehicle] as number) <=
      (this.shiftEnd[vehicle] as number) + 1e-6
    );
  }

  feasible(vehicle: number, route: readonly number[]): boolean {
    return this.fitsLoad(vehicle, route) && this.timeFeasible(vehicle, route);
  }

  /** A VROOM route for `route` (cumulative distance and travel time; leaves as late as useful). */
  toVroomRoute(vehicle: number, route: readonly number[]): VroomRoute {
    const start = this.shiftStart[vehicle] as number;
    const startLoc = this.startLoc[vehicle] as number;
    // Leave the start just in time for the first stop rather than waiting at its door.
    let depart = start;
    if (route.length > 0) {
      const first = route[0] as number;
      const travel = this.time(startLoc, this.loc[first] as number);
      const firstStart = this.startAt(first, start + travel);
      if (!Number.isNaN(firstStart)) depart = Math.max(start, firstStart - travel);
    }
    const load = Array.from({ length: this.dims }, (_, d) =>
      route.reduce((sum, j) => sum + (this.delivery[j]?.[d] ?? 0), 0),
    );
    const v = this.problem.vehicles[vehicle];
    const steps: VroomStep[] = [];
    const locOf = (i: number) => {
      const vehicleLoc = i === startLoc ? v?.start : v?.end;
      return (vehicleLoc ?? [0, 0]) as VroomStep["location"];
    };
    steps.push({
      type: "start",
      location: locOf(startLoc),
      arrival: Math.round(depart),
      duration: 0,
      distance: 0,
      service: 0,
      waiting_time: 0,
      load: [...load],
    });
    let t = depart;
    let prev = startLoc;
    let prevService = 0;
    let distance = 0;
    let duration = 0;
    let waiting = 0;
    let serviceTotal = 0;
    for (const j of route) {
      const job = this.problem.jobs[j];
      const at = this.loc[j] as number;
      const travel = this.time(prev, at);
      distance += this.dist(prev, at);
      duration += travel;
      const arrival = t + prevService + travel;
      const begin = this.startAt(j, arrival);
      const serviceStart = Number.isNaN(begin) ? arrival : begin;
      waiting += serviceStart - arrival;
      for (let d = 0; d < this.dims; d++)
        load[d] = (load[d] as number) - (this.delivery[j]?.[d] ?? 0) + (this.pickup[j]?.[d] ?? 0);
      steps.push({
        type: "job",
        id: job?.id as number,
        job: job?.id as number,
        location: (job?.location ?? [0, 0]) as VroomStep["location"],
        arrival: Math.round(arrival),
        duration: Math.round(duration),
        distance: Math.round(distance),
        service: this.service[j] as number,
        waiting_time: Math.round(serviceStart - arrival),
        load: [...load],
      });
      serviceTotal += this.service[j] as number;
      t = serviceStart;
      prev = at;
      prevService = this.service[j] as number;
    }
    const endLoc = this.endLoc[vehicle] as number;
    if (endLoc >= 0 || v?.end) {
      const travel = this.time(prev, endLoc);
      distance += this.dist(prev, endLoc);
      duration += travel;
      steps.push({
        type: "end",
        location: locOf(endLoc),
        arrival: Math.round(t + prevService + travel),
        duration: Math.round(duration),
        distance: Math.round(distance),
        service: 0,
        waiting_time: 0,
        load: [...load],
      });
    }
    return {
      vehicle: v?.id as number,
      cost: Math.round(distance),
      distance: Math.round(distance),
      duration: Math.round(duration),
      service: serviceTotal,
      waiting_time: Math.round(waiting),
      steps,
    };
  }

  /** A whole VROOM solution from routes (by vehicle index) and the jobs left off. */
  toSolution(routes: readonly (readonly number[])[], unassigned: readonly number[]): VroomSolution {
    const vroomRoutes = routes
      .map((route, v) => ({ route, v }))
      .filter(({ route }) => route.length > 0)
      .map(({ route, v }) => this.toVroomRoute(v, route));
    const sum = (key: "cost" | "distance" | "duration" | "service" | "waiting_time") =>
      vroomRoutes.reduce((s, r) => s + r[key], 0);
    return {
      code: 0,
      summary: {
        cost: sum("cost"),
        routes: vroomRoutes.length,
        unassigned: unassigned.length,
        distance: sum("distance"),
        duration: sum("duration"),
        service: sum("service"),
        waiting_time: sum("waiting_time"),
      },
      unassigned: unassigned.map((j) => ({
        id: this.problem.jobs[j]?.id as number,
        type: "job" as const,
        location: this.problem.jobs[j]?.location as VroomStep["location"],
      })),
      routes: vroomRoutes,
    };
  }
}

/**
 * A route in a given order, not reordered (staff's edits): its VROOM route and the jobs (indices)
 * it reaches after their window closes or finishes after the shift's end.
 */
export function timeRoute(
  problem: VroomProblem,
  order: readonly number[],
  travel: TravelModel,
  vehicle = 0,
): { route: VroomRoute; late: number[] } {
  const m = new Model(problem, travel);
  const route = m.toVroomRoute(vehicle, order);
  const late: number[] = [];
  const shiftEnd = m.shiftEnd[vehicle] as number;
  const jobSteps = route.steps.filter((s) => s.type === "job");
  order.forEach((j, k) => {
    const step = jobSteps[k];
    if (!step) return;
    const begin = step.arrival + step.waiting_time;
    const missed = Number.isNaN(m.startAt(j, step.arrival));
    if (missed || begin + (m.service[j] as number) > shiftEnd) late.push(j);
  });
  const end = route.steps.at(-1);
  if (end?.type === "end" && end.arrival > shiftEnd && order.length > 0) {
    const last = order[order.length - 1] as number;
    if (!late.includes(last)) late.push(last);
  }
  return { route, late };
}
