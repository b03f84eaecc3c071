import type { Location, VroomProblem } from "#api/areas/plans/solver/index.ts";
import { seededRandom } from "#api/areas/plans/solver/index.ts";

/** The depot used by the benchmark: central Ahmedabad. */
export const DEPOT: Location = [72.5714, 23.0225];

const HOUR = 3600;

/** A point within `radiusKm` of the depot, uniform over the disc. */
function around(random: () => number, radiusKm: number): Location {
  const r = radiusKm * Math.sqrt(random());
  const a = 2 * Math.PI * random();
  const dLat = (r * Math.sin(a)) / 111.32;
  const dLon = (r * Math.cos(a)) / (111.32 * Math.cos((DEPOT[1] * Math.PI) / 180));
  return [DEPOT[0] + dLon, DEPOT[1] + dLat];
}

/** One collector, `n` stops within 8 km, no windows: the instances compared with brute force. */
export function smallInstance(seed: number, n: number): VroomProblem {
  const random = seededRandom(seed);
  return {
    vehicles: [{ id: 1, start: DEPOT, end: DEPOT, time_window: [9 * HOUR, 18 * HOUR] }],
    jobs: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      location: around(random, 8),
      service: 300,
      pickup: [1],
    })),
  };
}

/**
 * `stops` stops within 12 km for `collectors` collectors (09:00–18:00, 120 kg each): 40% of the
 * businesses open only part of the day (a 2–5 hour window between 09:00 and 21:00).
 */
export function dayInstance(seed: number, stops: number, collectors: number): VroomProblem {
  const random = seededRandom(seed);
  return {
    vehicles: Array.from({ length: collectors }, (_, i) => ({
      id: i + 1,
      start: DEPOT,
      end: DEPOT,
      capacity: [120],
      time_window: [9 * HOUR, 18 * HOUR] as [number, number],
    })),
    jobs: Array.from({ length: stops }, (_, i) => {
      const location = around(random, 12);
      const pickup = [Math.round((0.5 + random() * 2.5) * 10) / 10];
      const partDay = random() < 0.4;
      const open = Math.round((9 + random() * 7) * HOUR);
      const length = Math.round((2 + random() * 3) * HOUR);
      return {
        id: i + 1,
        location,
        service: 240,
        pickup,
        ...(partDay
          ? { time_windows: [[open, Math.min(open + length, 21 * HOUR)]] as [number, number][] }
          : {}),
      };
    }),
  };
}
