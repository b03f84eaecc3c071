import type { Location, TravelModel, VroomMatrix, VroomProblem } from "./vroom.ts";

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres between two `[lon, lat]` points. */
export function haversineMetres(a: Location, b: Location): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The locations of a problem in matrix order: each vehicle's start and end, then each job. */
export type IndexedProblem = {
  locations: Location[];
  vehicleStart: (number | null)[];
  vehicleEnd: (number | null)[];
  jobIndex: number[];
};

/** Gives every location of a problem its index (VROOM's `location_index`, `start_index`). */
export function indexLocations(problem: VroomProblem): IndexedProblem {
  const locations: Location[] = [];
  const seen = new Map<string, number>();
  const at = (loc: Location) => {
    const key = `${loc[0]},${loc[1]}`;
    let i = seen.get(key);
    if (i === undefined) {
      i = locations.length;
      locations.push(loc);
      seen.set(key, i);
    }
    return i;
  };
  const vehicleStart = problem.vehicles.map((v) => (v.start ? at(v.start) : null));
  const vehicleEnd = problem.vehicles.map((v) => (v.end ? at(v.end) : null));
  const jobIndex = problem.jobs.map((j) => at(j.location));
  return { locations, vehicleStart, vehicleEnd, jobIndex };
}

/** Flat travel tables: metres and seconds between every pair of `locations`. */
export type TravelTable = { size: number; metres: Float64Array; seconds: Float64Array };

export function travelTable(locations: readonly Location[], model: TravelModel): TravelTable {
  const size = locations.length;
  const metres = new Float64Array(size * size);
  const seconds = new Float64Array(size * size);
  const metresPerSecond = (model.speedKmh * 1000) / 3600;
  for (let i = 0; i < size; i++) {
    const a = locations[i] as Location;
    for (let j = i + 1; j < size; j++) {
      const d = haversineMetres(a, locations[j] as Location) * model.roadFactor;
      metres[i * size + j] = d;
      metres[j * size + i] = d;
      seconds[i * size + j] = d / metresPerSecond;
      seconds[j * size + i] = d / metresPerSecond;
    }
  }
  return { size, metres, seconds };
}

/** The same tables as VROOM's custom matrices (whole seconds and metres, as it takes them). */
export function toVroomMatrix(table: TravelTable): VroomMatrix {
  const rows = (values: Float64Array) =>
    Array.from({ length: table.size }, (_, i) =>
      Array.from(values.subarray(i * table.size, (i + 1) * table.size), (v) => Math.round(v)),
    );
  return { durations: rows(table.seconds), distances: rows(table.metres) };
}

/** Tables read from a problem's own matrices (when a caller gives them, as VROOM allows). */
export function tableFromMatrix(matrix: VroomMatrix): TravelTable {
  const size = matrix.durations.length;
  const metres = new Float64Array(size * size);
  const seconds = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      seconds[i * size + j] = matrix.durations[i]?.[j] ?? 0;
      metres[i * size + j] = matrix.distances?.[i]?.[j] ?? 0;
    }
  return { size, metres, seconds };
}
