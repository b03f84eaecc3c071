import { Model } from "./model.ts";
import type { TravelModel, UnfitReason, VroomProblem, VroomSolution } from "./vroom.ts";

/** How far a job alone gets on a vehicle: the first check it fails, or null when it fits. */
function aloneFails(m: Model, v: number, j: number): UnfitReason | null {
  if (!m.timeFeasible(v, [j], j)) return "shift";
  if (!m.timeFeasible(v, [j])) return "window";
  if (!m.fitsLoad(v, [], [j])) return "capacity";
  return null;
}

const DEPTH: Record<UnfitReason, number> = { shift: 0, window: 1, capacity: 2 };

/** Could `j` go somewhere on the route by its times alone (optionally ignoring its window)? */
function fitsInTime(
  m: Model,
  v: number,
  route: readonly number[],
  j: number,
  ignoreWindow: boolean,
) {
  for (let k = 0; k <= route.length; k++) {
    const candidate = [...route.slice(0, k), j, ...route.slice(k)];
    if (m.timeFeasible(v, candidate, ignoreWindow ? j : -1)) return true;
  }
  return false;
}

/**
 * Says why each job is off every route, for our solver's answers and a VROOM server's alike (VROOM
 * gives none):
 * - alone on no vehicle: the deepest check it passes on the best vehicle decides — it misses its
 *   opening hours (`window`), cannot be reached and left within the shift (`shift`), or is heavier
 *   than the vehicle carries (`capacity`);
 * - fits alone but not among the day's other stops: `capacity` when some route has the time for it
 *   but not the room, `window` when some route would have the time outside its opening hours,
 *   `shift` when the shifts are full.
 */
export function explainUnassigned(
  problem: VroomProblem,
  solution: VroomSolution,
  travel: TravelModel,
): VroomSolution {
  if (solution.unassigned.length === 0) return solution;
  const m = new Model(problem, travel);
  const jobIndex = new Map(problem.jobs.map((j, i) => [j.id, i]));
  const vehicleIndex = new Map(problem.vehicles.map((v, i) => [v.id, i]));
  const routes: number[][] = problem.vehicles.map(() => []);
  for (const route of solution.routes) {
    const v = vehicleIndex.get(route.vehicle);
    if (v === undefined) continue;
    routes[v] = route.steps
      .filter((s) => s.type === "job")
      .map((s) => jobIndex.get(s.job ?? s.id ?? -1))
      .filter((i): i is number => i !== undefined);
  }
  const reasonOf = (j: number): UnfitReason => {
    let deepest: UnfitReason = "shift";
    let alone = false;
    for (let v = 0; v < m.vehicles; v++) {
      const fail = aloneFails(m, v, j);
      if (fail === null) alone = true;
      else if (DEPTH[fail] > DEPTH[deepest]) deepest = fail;
    }
    if (!alone) return deepest;
    for (let v = 0; v < m.vehicles; v++)
      if (m.fitsLoad(v, [], [j]) && fitsInTime(m, v, routes[v] as number[], j, false))
        return "capacity";
    for (let v = 0; v < m.vehicles; v++)
      if (fitsInTime(m, v, routes[v] as number[], j, true)) return "window";
    return "shift";
  };
  return {
    ...solution,
    unassigned: solution.unassigned.map((u) => {
      const j = jobIndex.get(u.id);
      return j === undefined ? u : { ...u, reason: reasonOf(j) };
    }),
  };
}
