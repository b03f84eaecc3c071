import type {
  PlanRoute,
  PlanStop,
  StopWhy,
  UnplannedReason,
  UnplannedStop,
} from "@filtercycle/contract/plans/plans";
import type {
  ChosenStop,
  PlanCollector,
  PlannerInput,
  PlannerSettings,
  StoredPlan,
} from "./plan-types.ts";
import {
  haversineMetres,
  type Location,
  type RouteSolver,
  timeRoute,
  type VroomJob,
  type VroomProblem,
  type VroomRoute,
} from "./solver/index.ts";

/** "HH:MM" ⇄ seconds from midnight. */
export const secondsOf = (time: string): number =>
  Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;
export const clockOf = (seconds: number): string => {
  const minutes = Math.min(24 * 60 - 1, Math.max(0, Math.round(seconds / 60)));
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

/** VROOM takes whole amounts: loads travel as grams. */
const grams = (kg: number) => Math.max(0, Math.round(kg * 1000));

/** Requests first, then the kiosks that must be emptied, then the extras. */
const PRIORITY: Record<StopWhy, number> = {
  request: 100,
  added: 100,
  fixed: 60,
  fill: 60,
  whileThere: 0,
};

const located = (c: ChosenStop) => c.kiosk.latitude !== null && c.kiosk.longitude !== null;
const lonLat = (c: ChosenStop): Location => [
  c.kiosk.longitude as number,
  c.kiosk.latitude as number,
];

/**
 * Which kiosks tomorrow's plan visits, and why: fixed-schedule kiosks due that day; by-fill kiosks
 * forecast to reach the threshold before the next working day; open requests whose preferred date
 * has come (or that named none); then "while you're there": kiosks at least `whileTherePercent`
 * full within `whileThereMetres` (straight line) of a stop already chosen.
 */
export function chooseStops(input: PlannerInput): ChosenStop[] {
  const requested = new Set(
    input.requests
      .filter((r) => r.preferredOn === null || r.preferredOn <= input.date)
      .map((r) => r.kioskId),
  );
  const chosen: ChosenStop[] = [];
  const rest: ChosenStop[] = [];
  for (const kiosk of input.kiosks) {
    const forecast = input.forecasts.get(kiosk.kioskId);
    const expectedKg = forecast?.fillKg ?? 0;
    const mode = forecast?.planningMode ?? "fixed";
    let why: StopWhy | null = null;
    if (requested.has(kiosk.kioskId)) why = "request";
    else if (mode === "fixed" && kiosk.dueOnSchedule) why = "fixed";
    else if (mode === "fill" && forecast?.fullOn && forecast.fullOn < input.nextWorkingDay)
      why = "fill";
    if (why) chosen.push({ kiosk, why, expectedKg });
    else if ((forecast?.fillPercent ?? 0) >= input.settings.whileTherePercent)
      rest.push({ kiosk, why: "whileThere", expectedKg });
  }
  const anchors = chosen.filter(located).map(lonLat);
  const nearby = rest.filter(
    (c) =>
      located(c) &&
      anchors.some((a) => haversineMetres(a, lonLat(c)) <= input.settings.whileThereMetres),
  );
  return [...chosen, ...nearby];
}

function problemOf(
  stops: readonly ChosenStop[],
  collectors: readonly PlanCollector[],
  settings: PlannerSettings,
): VroomProblem {
  const service = Math.round(settings.stopMinutes * 60);
  return {
    vehicles: collectors.map((c, i) => {
      const start: Location = [c.start.longitude, c.start.latitude];
      return {
        id: i + 1,
        start,
        end: start,
        capacity: [grams(c.vehicleKg)],
        time_window: [secondsOf(c.shift.start), secondsOf(c.shift.end)] as [number, number],
        description: c.collectorId,
      };
    }),
    jobs: stops.map((s, i): VroomJob => {
      const { opensAt, closesAt } = s.kiosk;
      // The visit starts within opening hours and ends by closing time.
      const window: [number, number] | null =
        opensAt && closesAt && secondsOf(closesAt) - service >= secondsOf(opensAt)
          ? [secondsOf(opensAt), secondsOf(closesAt) - service]
          : null;
      return {
        id: i + 1,
        location: lonLat(s),
        service,
        pickup: [grams(s.expectedKg)],
        priority: PRIORITY[s.why],
        ...(window ? { time_windows: [window] } : {}),
        description: s.kiosk.kioskId,
      };
    }),
  };
}

const unplanned = (c: ChosenStop, reason: UnplannedReason): UnplannedStop => ({
  kioskId: c.kiosk.kioskId,
  kioskLabel: c.kiosk.kioskLabel,
  customerId: c.kiosk.customerId,
  businessName: c.kiosk.businessName,
  why: c.why,
  reason,
});

/** One collector's route from the solver's (or the timetable's) VROOM route. */
function routeOf(
  collector: PlanCollector,
  route: VroomRoute | undefined,
  stops: readonly ChosenStop[],
  lateJobs: ReadonlySet<number> = new Set(),
): PlanRoute {
  const steps = route?.steps ?? [];
  const planStops: PlanStop[] = [];
  let previous = 0;
  for (const step of steps) {
    if (step.type !== "job") continue;
    const stop = stops[(step.job ?? step.id ?? 0) - 1] as ChosenStop;
    planStops.push({
      kioskId: stop.kiosk.kioskId,
      kioskLabel: stop.kiosk.kioskLabel,
      customerId: stop.kiosk.customerId,
      businessName: stop.kiosk.businessName,
      latitude: stop.kiosk.latitude as number,
      longitude: stop.kiosk.longitude as number,
      why: stop.why,
      expectedKg: stop.expectedKg,
      arrival: clockOf(step.arrival + step.waiting_time),
      distanceMetres: step.distance - previous,
      onTime: !lateJobs.has(step.job ?? step.id ?? 0),
    });
    previous = step.distance;
  }
  const end = steps.at(-1);
  return {
    collectorId: collector.collectorId,
    collectorName: collector.collectorName,
    start: collector.start,
    shift: collector.shift,
    vehicleKg: collector.vehicleKg,
    stops: planStops,
    distanceMetres: end?.distance ?? 0,
    returnAt: clockOf(end?.arrival ?? secondsOf(collector.shift.start)),
  };
}

/**
 * Tomorrow's proposal: the stops chosen, split between the day's collectors and ordered by the
 * solver (ours, or a VROOM server); a stop without coordinates, or that fits no route, is
 * unplanned with its reason. No database: the forecasts and facts come in `input`.
 */
export async function planDay(input: PlannerInput, solver: RouteSolver): Promise<StoredPlan> {
  const chosen = chooseStops(input);
  const routable = chosen.filter(located);
  const off: UnplannedStop[] = chosen
    .filter((c) => !located(c))
    .map((c) => unplanned(c, "needsCoordinates"));
  if (input.collectors.length === 0) {
    return { routes: [], unplanned: [...off, ...routable.map((c) => unplanned(c, "noCollector"))] };
  }
  let routes: PlanRoute[] = input.collectors.map((c) => routeOf(c, undefined, []));
  if (routable.length > 0) {
    const solution = await solver.solve(problemOf(routable, input.collectors, input.settings));
    routes = input.collectors.map((c, i) =>
      routeOf(
        c,
        solution.routes.find((r) => r.vehicle === i + 1),
        routable,
      ),
    );
    for (const u of solution.unassigned)
      off.push(unplanned(routable[u.id - 1] as ChosenStop, u.reason ?? "shift"));
  }
  return { routes, unplanned: off };
}

/**
 * A route in the order staff gave (no reordering): arrival times and distances again, and which
 * stops now miss their business's hours or the shift.
 */
export function retimeRoute(
  collector: PlanCollector,
  stops: readonly ChosenStop[],
  settings: PlannerSettings,
): PlanRoute {
  if (stops.length === 0) return routeOf(collector, undefined, []);
  const problem = problemOf(stops, [collector], settings);
  const { route, late } = timeRoute(
    problem,
    stops.map((_, i) => i),
    settings.travel,
  );
  return routeOf(collector, route, stops, new Set(late.map((j) => j + 1)));
}
