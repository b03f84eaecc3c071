import { indexLocations, toVroomMatrix, travelTable } from "./travel.ts";
import { explainUnassigned } from "./unfit-reasons.ts";
import type { RouteSolver, TravelModel, VroomProblem, VroomSolution } from "./vroom.ts";
import { DEFAULT_TRAVEL } from "./vroom.ts";

/**
 * The same problem sent to a VROOM server (`ROUTING_URL`, e.g. `http://vroom:3000/`). VROOM
 * would otherwise ask its own road router; the problem carries our travel model as VROOM's custom
 * matrices (`matrices.car.durations` and `.distances`, `location_index`, `start_index`), so both
 * engines plan with the same travel times and the answers compare.
 */
export function withMatrices(problem: VroomProblem, travel: TravelModel): VroomProblem {
  if (problem.matrices) return problem;
  const indexed = indexLocations(problem);
  const matrix = toVroomMatrix(travelTable(indexed.locations, travel));
  return {
    ...problem,
    jobs: problem.jobs.map((j, i) => ({ ...j, location_index: indexed.jobIndex[i] as number })),
    vehicles: problem.vehicles.map((v, i) => {
      const start = indexed.vehicleStart[i];
      const end = indexed.vehicleEnd[i];
      return {
        ...v,
        ...(start === null || start === undefined ? {} : { start_index: start }),
        ...(end === null || end === undefined ? {} : { end_index: end }),
      };
    }),
    matrices: { car: matrix },
  };
}

export class RoutingServerError extends Error {}

export function vroomServerSolver(
  url: string,
  options: { travel?: TravelModel; timeoutMs?: number; fetch?: typeof fetch } = {},
): RouteSolver {
  const travel = options.travel ?? DEFAULT_TRAVEL;
  const send = options.fetch ?? fetch;
  return {
    name: "vroom",
    async solve(problem) {
      const body = withMatrices(problem, travel);
      const response = await send(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const answer = (await response.json().catch(() => null)) as
        | (VroomSolution & { error?: string })
        | null;
      if (!response.ok || !answer || answer.code !== 0)
        throw new RoutingServerError(
          `The routing server at ${url} answered ${response.status}: ${answer?.error ?? "no solution"}`,
        );
      // VROOM's steps name jobs by `id` (and `job` in older versions); both are kept.
      for (const route of answer.routes)
        for (const step of route.steps) if (step.type === "job") step.job ??= step.id;
      return explainUnassigned(body, answer, travel);
    },
  };
}
