import type { PlanningSettings } from "#api/config/config.ts";
import { localSolver, type RouteSolver, vroomServerSolver } from "./solver/index.ts";

/** Our own solver, or the VROOM server `ROUTING_URL` names; both with the settings' travel model. */
export function solverFor(planning: PlanningSettings): RouteSolver {
  const travel = { roadFactor: planning.roadFactor, speedKmh: planning.speedKmh };
  return planning.routingUrl
    ? vroomServerSolver(planning.routingUrl, { travel })
    : localSolver({ travel });
}
