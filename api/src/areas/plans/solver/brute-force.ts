import { Model } from "./model.ts";
import {
  DEFAULT_TRAVEL,
  type TravelModel,
  type VroomProblem,
  type VroomSolution,
} from "./vroom.ts";

/**
 * The exact answer by trying every order of every subset of jobs on every vehicle (most priority,
 * then most jobs, then fewest metres). Only for tiny problems (≤ 9 jobs): the solver's tests and
 * benchmark compare against it, and the stand-in VROOM server answers with it.
 */
export function solveExactly(
  problem: VroomProblem,
  travel: TravelModel = DEFAULT_TRAVEL,
): VroomSolution {
  const m = new Model(problem, travel);
  if (m.jobs > 10) throw new Error("brute force is for 10 jobs or fewer");
  const used = new Uint8Array(m.jobs);
  const routes: number[][] = Array.from({ length: m.vehicles }, () => []);
  let best: { routes: number[][]; priority: number; count: number; distance: number } | null = null;
  let routedDistance = 0;

  const close = (v: number) => {
    const route = routes[v] as number[];
    if (!m.feasible(v, route)) return;
    const distance = routedDistance + m.routeDistance(v, route);
    if (v + 1 < m.vehicles) {
      const saved = routedDistance;
      routedDistance = distance;
      extend(v + 1, m.shiftStart[v + 1] as number, m.startLoc[v + 1] as number, 0);
      routedDistance = saved;
      return;
    }
    let priority = 0;
    let count = 0;
    for (const r of routes)
      for (const j of r) {
        priority += m.priority[j] as number;
        count++;
      }
    if (
      !best ||
      priority > best.priority ||
      (priority === best.priority &&
        (count > best.count || (count === best.count && distance < best.distance - 1e-6)))
    )
      best = { routes: routes.map((r) => [...r]), priority, count, distance };
  };

  const extend = (v: number, t: number, at: number, service: number) => {
    close(v);
    const route = routes[v] as number[];
    for (let j = 0; j < m.jobs; j++) {
      if (used[j]) continue;
      const to = m.loc[j] as number;
      const start = m.startAt(j, t + service + m.time(at, to));
      if (Number.isNaN(start) || start > (m.shiftEnd[v] as number)) continue;
      used[j] = 1;
      route.push(j);
      extend(v, start, to, m.service[j] as number);
      route.pop();
      used[j] = 0;
    }
  };

  extend(0, m.shiftStart[0] as number, m.startLoc[0] as number, 0);
  const found = best as unknown as { routes: number[][] };
  const assigned = new Set(found.routes.flat());
  const unassigned = Array.from({ length: m.jobs }, (_, j) => j).filter((j) => !assigned.has(j));
  return m.toSolution(found.routes, unassigned);
}
