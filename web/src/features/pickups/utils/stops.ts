import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { addDays } from "@filtercycle/contract/pickups/pickup-rules";
import type { Stop } from "@filtercycle/contract/pickups/pickups";

export type CityGroup = { city: string; stops: Stop[] };
export type DayGroup = { date: string; cities: CityGroup[] };

/**
 * The stops by day (every day of the range, an empty one too) and, within a day, by city; the
 * API's route order (date, city, customer, kiosk) is kept inside each group.
 */
export function groupStops(stops: readonly Stop[], from: string, days: number): DayGroup[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const cities: CityGroup[] = [];
    for (const stop of stops) {
      if (stop.date !== date) continue;
      const group = cities.find((c) => c.city === stop.city);
      if (group) group.stops.push(stop);
      else cities.push({ city: stop.city, stops: [stop] });
    }
    return { date, cities };
  });
}

/** The business's today (the day view's default). */
export const businessToday = (now: Date = new Date()) => todayIn(BUSINESS_TIME_ZONE, now);

/** Whole days from a moment's business day to `today` (how long a request has waited). */
export function daysSince(isoTimestamp: string, today: string): number {
  const day = businessToday(new Date(isoTimestamp));
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
}
