import type { PublicImpact } from "@filtercycle/contract/public-impact";
import type { Db } from "../../db/database.ts";
import { todayIn } from "../../lib/dates.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import {
  countBusinessesServed,
  countKiosksInstalled,
  sumButtsCollected,
} from "./public-impact.queries.ts";

/** The company-wide figures now; water uses the factor in force, as customers' dashboards do. */
export async function computePublicImpact(db: Db, now: Date = new Date()): Promise<PublicImpact> {
  const settings = await readImpactSettings(db);
  const today = todayIn(settings.businessTimeZone, now);
  const [businessesServed, kiosksInstalled, butts] = await Promise.all([
    countBusinessesServed(db, today),
    countKiosksInstalled(db, today),
    sumButtsCollected(db, today),
  ]);
  return {
    businessesServed,
    kiosksInstalled,
    buttsCollected: butts.number,
    buttsCollectedKg: Math.round(butts.kg * 1000) / 1000,
    waterProtectedLitres: Math.round(
      butts.number * settings.impactFactors.waterLitresPerButt.value,
    ),
    asOf: now.toISOString(),
  };
}

/**
 * Keeps one computed value for `ttlMs`. Requests arriving while it is being computed share that
 * computation, so a burst on a cold cache runs the queries once; a failed computation is not
 * kept, so the next request tries again.
 */
export function createTimedCache<T>(
  compute: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  return {
    get(): Promise<T> {
      if (entry && entry.expiresAt > now()) return entry.value;
      const value = compute();
      const current = { value, expiresAt: now() + ttlMs };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return value;
    },
    clear() {
      entry = undefined;
    },
  };
}
