import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVroomStandIn } from "#api-test/vroom-stand-in.ts";
import { dayInstance, smallInstance } from "../../../../bench/solver-instances.ts";
import { solveExactly } from "./brute-force.ts";
import {
  haversineMetres,
  localSolver,
  type RouteSolver,
  solveLocally,
  type VroomJob,
  type VroomProblem,
  type VroomSolution,
  vroomServerSolver,
} from "./index.ts";

/**
 * Four places with hand-made distances (metres; a travel second per 5 m): the depot (0), A (1),
 * B (2), C (3). Around the depot, A–B–C is shortest: 1000 + 1200 + 1000 + 1500 = 4700 m.
 */
const METRES = [
  [0, 1000, 2000, 1500],
  [1000, 0, 1200, 2200],
  [2000, 1200, 0, 1000],
  [1500, 2200, 1000, 0],
];
const matrices = {
  car: { distances: METRES, durations: METRES.map((row) => row.map((d) => d / 5)) },
};
const H9 = 9 * 3600;
const place = (i: number): [number, number] => [72.5 + i / 100, 23];
const job = (id: number, extra: Partial<VroomJob> = {}): VroomJob => ({
  id,
  location: place(id),
  location_index: id,
  service: 300,
  ...extra,
});
const collector = (id: number, extra: Partial<VroomProblem["vehicles"][number]> = {}) => ({
  id,
  start: place(0),
  start_index: 0,
  end: place(0),
  end_index: 0,
  time_window: [H9, 17 * 3600] as [number, number],
  ...extra,
});

const order = (s: VroomSolution, vehicle = 1) =>
  s.routes
    .find((r) => r.vehicle === vehicle)
    ?.steps.filter((x) => x.type === "job")
    .map((x) => x.job) ?? [];
const reasons = (s: VroomSolution) => Object.fromEntries(s.unassigned.map((u) => [u.id, u.reason]));

describe("the local solver on hand-computed problems", () => {
  it("rides the shortest loop, 4,700 m", () => {
    const s = solveLocally({ jobs: [job(1), job(2), job(3)], vehicles: [collector(1)], matrices });
    expect(s.summary.distance).toBe(4700);
    expect([
      [1, 2, 3],
      [3, 2, 1],
    ]).toContainEqual(order(s));
  });

  it("visits B first when it closes at 09:10, then C and A (6,200 m), with each arrival and distance", () => {
    const s = solveLocally({
      jobs: [job(1), job(2, { time_windows: [[H9, H9 + 600]] }), job(3)],
      vehicles: [collector(1)],
      matrices,
    });
    expect(order(s)).toEqual([2, 3, 1]);
    const steps = s.routes[0]?.steps.map((x) => [x.type, x.arrival, x.distance]);
    // 09:00 + 400 s to B; 300 s there, 200 s to C; 300 s, 440 s to A; 300 s, 200 s home.
    expect(steps).toEqual([
      ["start", 32400, 0],
      ["job", 32800, 2000],
      ["job", 33300, 3000],
      ["job", 34040, 5200],
      ["end", 34540, 6200],
    ]);
  });

  it("leaves C off when the shift ends at 09:26:40, and says the shift is why", () => {
    const s = solveLocally({
      jobs: [job(1), job(2), job(3)],
      vehicles: [collector(1, { time_window: [H9, H9 + 1600] })],
      matrices,
    });
    // All three take 940 s of riding and 900 s at the stops; A and B alone are the shortest pair.
    expect(order(s)).toHaveLength(2);
    expect(s.summary.distance).toBe(4200);
    expect(reasons(s)).toEqual({ 3: "shift" });
  });

  it("says window for a stop open only before the shift, and capacity for one heavier than the vehicle", () => {
    const s = solveLocally({
      jobs: [
        job(1, { time_windows: [[8 * 3600, 8.5 * 3600]] }),
        job(2, { pickup: [80] }),
        job(3, { pickup: [10] }),
      ],
      vehicles: [collector(1, { capacity: [50] })],
      matrices,
    });
    expect(order(s)).toEqual([3]);
    expect(reasons(s)).toEqual({ 1: "window", 2: "capacity" });
  });

  it("keeps the shortest stop when only one 30 kg load fits 50 kg, and says capacity for the others", () => {
    const loads = [job(1, { pickup: [30] }), job(2, { pickup: [30] }), job(3, { pickup: [30] })];
    const s = solveLocally({ jobs: loads, vehicles: [collector(1, { capacity: [50] })], matrices });
    expect(order(s)).toEqual([1]);
    expect(reasons(s)).toEqual({ 2: "capacity", 3: "capacity" });
  });

  it("splits loads between two collectors: A and C ride out (5,000 m), B is left for capacity", () => {
    const loads = [job(1, { pickup: [30] }), job(2, { pickup: [30] }), job(3, { pickup: [30] })];
    const s = solveLocally({
      jobs: loads,
      vehicles: [collector(1, { capacity: [50] }), collector(2, { capacity: [50] })],
      matrices,
    });
    expect(s.summary.distance).toBe(5000);
    expect([...order(s, 1), ...order(s, 2)].sort()).toEqual([1, 3]);
    expect(reasons(s)).toEqual({ 2: "capacity" });
  });

  it("measures straight lines with haversine: 0.01° of latitude is 1,111.95 m", () => {
    expect(haversineMetres([72.5, 23], [72.5, 23.01])).toBeCloseTo(1111.95, 1);
  });

  it("rides straight-line distance × 1.4 at 18 km/h by default: 1,111.95 m is 1,556.7 m and 311 s", () => {
    const s = solveLocally({
      jobs: [{ id: 1, location: [72.5, 23.01], service: 0 }],
      vehicles: [{ id: 1, start: [72.5, 23], time_window: [0, 10_000] }],
    });
    expect(s.routes[0]?.steps[1]?.distance).toBe(1557);
    expect(s.routes[0]?.steps[1]?.arrival).toBe(311);
  });
});

describe("the local solver against brute force", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "finds the optimum of fixed instance %i (5–9 stops)",
    (seed) => {
      const problem = smallInstance(500 + seed, 5 + (seed % 5));
      expect(solveLocally(problem).summary.distance).toBe(solveExactly(problem).summary.distance);
    },
  );

  it("finds the optimum with windows and two collectors of 3 kg", () => {
    const problem = smallInstance(77, 7);
    problem.vehicles = [
      { ...(problem.vehicles[0] as VroomProblem["vehicles"][number]), id: 1, capacity: [3] },
      { ...(problem.vehicles[0] as VroomProblem["vehicles"][number]), id: 2, capacity: [3] },
    ];
    problem.jobs[0] = { ...(problem.jobs[0] as VroomJob), time_windows: [[H9, H9 + 900]] };
    problem.jobs[1] = { ...(problem.jobs[1] as VroomJob), time_windows: [[15 * 3600, 16 * 3600]] };
    const exact = solveExactly(problem);
    const ours = solveLocally(problem);
    expect(ours.summary.unassigned).toBe(exact.summary.unassigned);
    expect(ours.summary.distance).toBe(exact.summary.distance);
  });

  it("keeps every window, shift and capacity on a day of 200 stops and 4 collectors", () => {
    const problem = dayInstance(7, 200, 4);
    const s = solveLocally(problem);
    const jobs = new Map(problem.jobs.map((j) => [j.id, j]));
    for (const route of s.routes) {
      const vehicle = problem.vehicles.find((v) => v.id === route.vehicle);
      const [from, to] = vehicle?.time_window ?? [0, 0];
      expect(route.steps[0]?.arrival).toBeGreaterThanOrEqual(from);
      expect(route.steps.at(-1)?.arrival).toBeLessThanOrEqual(to);
      let kg = 0;
      for (const step of route.steps.filter((x) => x.type === "job")) {
        const j = jobs.get(step.job as number) as VroomJob;
        const begin = step.arrival + step.waiting_time;
        const window = j.time_windows?.[0] ?? [0, Number.MAX_SAFE_INTEGER];
        expect(begin).toBeGreaterThanOrEqual(window[0]);
        expect(begin).toBeLessThanOrEqual(window[1]);
        kg += j.pickup?.[0] ?? 0;
      }
      expect(kg).toBeLessThanOrEqual(vehicle?.capacity?.[0] ?? 0);
    }
    expect(
      s.routes.flatMap((r) => r.steps.filter((x) => x.type === "job")).length +
        s.summary.unassigned,
    ).toBe(200);
  });
});

describe("a VROOM server at ROUTING_URL, through the same interface", () => {
  let standIn: Awaited<ReturnType<typeof startVroomStandIn>>;
  beforeAll(async () => {
    standIn = await startVroomStandIn();
  });
  afterAll(() => standIn.close());

  it("sends our travel as custom matrices and reads VROOM's routes back, as our own solver plans", async () => {
    const solvers: RouteSolver[] = [localSolver(), vroomServerSolver(standIn.url)];
    const problem = smallInstance(321, 6);
    const [local, remote] = await Promise.all(solvers.map((s) => s.solve(problem)));
    const sent = standIn.received.at(-1) as VroomProblem;
    expect(sent.matrices?.car.durations).toHaveLength(7);
    expect(sent.jobs.map((j) => j.location_index)).toEqual([1, 2, 3, 4, 5, 6]);
    // VROOM takes whole metres: each of the 7 legs rounds by at most half a metre.
    expect(
      Math.abs((remote?.summary.distance ?? 0) - (local?.summary.distance ?? 0)),
    ).toBeLessThanOrEqual(3.5);
    expect(remote?.routes[0]?.steps.map((x) => x.type)).toEqual([
      "start",
      "job",
      "job",
      "job",
      "job",
      "job",
      "job",
      "end",
    ]);
  });

  it("gives the server's unassigned stops their reasons too", async () => {
    const remote = await vroomServerSolver(standIn.url).solve({
      jobs: [
        job(1, { time_windows: [[8 * 3600, 8.5 * 3600]] }),
        job(2, { pickup: [80] }),
        job(3, { pickup: [10] }),
      ],
      vehicles: [collector(1, { capacity: [50] })],
      matrices,
    });
    expect(order(remote)).toEqual([3]);
    expect(reasons(remote)).toEqual({ 1: "window", 2: "capacity" });
  });

  it("names the server when it refuses the problem", async () => {
    const url = `${standIn.url}`;
    await expect(
      vroomServerSolver(url).solve({
        jobs: [job(1)],
        vehicles: [collector(1)],
        matrices: { car: { durations: [] } },
      }),
    ).rejects.toThrow(
      `The routing server at ${url} answered 400: Missing matrices or location_index.`,
    );
  });
});
