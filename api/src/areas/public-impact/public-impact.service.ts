import type { PublicImpact } from "@filtercycle/contract/public-impact";
import { companyTotals } from "#api/areas/impact/index.ts";
import type { Db } from "#api/db/database.ts";

/**
 * The company-wide figures now, from the impact area (which owns the figures and the formula):
 * water uses the factor in force, as customers' dashboards do.
 */
export async function computePublicImpact(db: Db, now: Date = new Date()): Promise<PublicImpact> {
  const totals = await companyTotals(db, now);
  return {
    businessesServed: totals.businessesServed,
    kiosksInstalled: totals.kiosksInstalled,
    buttsCollected: totals.butts.buttsNumber,
    buttsCollectedKg: totals.butts.buttsKgs,
    waterProtectedLitres: totals.derived.waterLitres,
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
