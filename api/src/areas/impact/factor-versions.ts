import type { Period } from "@filtercycle/contract/impact/dashboard";
import type { ImpactFactorKey } from "@filtercycle/contract/impact/impact-factors";
import {
  type MethodVersion,
  ORIGINAL_METHOD_ID,
} from "@filtercycle/contract/impact/impact-methods";
import { asc, eq, sql } from "drizzle-orm";
import { type ImpactFactor, readImpactSettings } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { addDays, type IsoDate } from "#api/lib/dates.ts";
import { factorValuesOf, type ImpactFactorValues } from "./derived-figures.ts";
import { impactFactorVersions } from "./impact.tables.ts";

/**
 * Impact factors with the day they apply from (docs/decisions/0056). Figures for a day use the
 * version with the latest `effective_from` on or before it; before the first version, the factors
 * of the settings (`impactFactors`, whose defaults are in settings.defaults.ts). A range that
 * spans a change is worked out per part: each part's butts × that part's factors.
 */
export type StoredFactors = Record<ImpactFactorKey, ImpactFactor>;
export type FactorVersion = {
  effectiveFrom: IsoDate;
  factors: StoredFactors;
  createdBy: string | null;
  createdAt: Date;
};

/** Every dashboard call reads these; kept a few seconds per database, as the settings are. */
const TTL_MS = 10_000;
const cached = new WeakMap<Db, { at: number; versions: Promise<FactorVersion[]> }>();

/** Every version, oldest effective date first. */
export function readFactorVersions(db: Db): Promise<FactorVersion[]> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.versions;
  const versions = loadFactorVersions(db);
  cached.set(db, { at: Date.now(), versions });
  versions.catch(() => cached.delete(db));
  return versions;
}

/** Drops the cached versions of a database (after a change, and between tests). */
export function forgetFactorVersions(db: Db): void {
  cached.delete(db);
}

async function loadFactorVersions(db: Db): Promise<FactorVersion[]> {
  const rows = await queryRows<{
    effective_from: string;
    factors: string;
    created_by: string | null;
    created_at: string;
  }>(
    db,
    sql`select to_char(${impactFactorVersions.effectiveFrom}, 'YYYY-MM-DD') as effective_from,
          ${impactFactorVersions.factors}::text as factors, ${impactFactorVersions.createdBy} as created_by,
          ${impactFactorVersions.createdAt}::text as created_at
        from ${impactFactorVersions} order by ${asc(impactFactorVersions.effectiveFrom)}`,
  );
  return rows.map((row) => ({
    effectiveFrom: row.effective_from,
    factors: JSON.parse(row.factors) as StoredFactors,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Stores a version applying from `effectiveFrom` (replacing one of the same day), in the caller's
 * transaction; answers the version it replaced, if any. Call `forgetFactorVersions(db)` after
 * the transaction commits.
 */
export async function saveFactorVersion(
  tx: Db,
  version: { effectiveFrom: IsoDate; factors: StoredFactors; createdBy: string | null },
): Promise<StoredFactors | null> {
  const [existing] = await tx
    .select({ factors: impactFactorVersions.factors })
    .from(impactFactorVersions)
    .where(eq(impactFactorVersions.effectiveFrom, version.effectiveFrom));
  await tx
    .insert(impactFactorVersions)
    .values(version)
    .onConflictDoUpdate({
      target: impactFactorVersions.effectiveFrom,
      set: { factors: version.factors, createdBy: version.createdBy, createdAt: new Date() },
    });
  return (existing?.factors as StoredFactors | undefined) ?? null;
}

/** The version in force on `day`: its factors and the day it applies from (null: the base). */
export function factorsOn(
  versions: readonly FactorVersion[],
  base: StoredFactors,
  day: IsoDate,
): { factors: StoredFactors; effectiveFrom: IsoDate | null } {
  let inForce: FactorVersion | undefined;
  for (const version of versions) if (version.effectiveFrom <= day) inForce = version;
  return inForce
    ? { factors: inForce.factors, effectiveFrom: inForce.effectiveFrom }
    : { factors: base, effectiveFrom: null };
}

export type FactorSegment = { period: Period; factors: ImpactFactorValues };

/**
 * A period cut at each version's first day inside it, each part with the factors in force
 * throughout it. One part when no version starts inside the period.
 */
export function factorSegments(
  versions: readonly FactorVersion[],
  base: StoredFactors,
  period: Period,
): FactorSegment[] {
  const cuts = versions
    .map((v) => v.effectiveFrom)
    .filter(
      (day) => (period.startDate === null || day > period.startDate) && day <= period.endDate,
    );
  const segments: FactorSegment[] = [];
  let start = period.startDate;
  for (const cut of cuts) {
    const end = addDays(cut, -1);
    segments.push({
      period: { startDate: start, endDate: end },
      factors: factorValuesOf(factorsOn(versions, base, end).factors),
    });
    start = cut;
  }
  segments.push({
    period: { startDate: start, endDate: period.endDate },
    factors: factorValuesOf(factorsOn(versions, base, period.endDate).factors),
  });
  return segments;
}

/**
 * Every method version (contract impact-methods.ts), oldest first: the settings' own factors as
 * "original" (in force until the first dated version), then each dated version to the day before
 * the next. What the public method page, the dashboard's method line, certificates and the ESG
 * pack name.
 */
export function methodVersionsOf(
  versions: readonly FactorVersion[],
  base: StoredFactors,
): MethodVersion[] {
  const dated = versions.filter((version) => version.effectiveFrom);
  const first = dated[0];
  const original: MethodVersion = {
    id: ORIGINAL_METHOD_ID,
    effectiveFrom: null,
    effectiveTo: first ? addDays(first.effectiveFrom, -1) : null,
    factors: base,
  };
  return [
    original,
    ...dated.map((version, index) => {
      const next = dated[index + 1];
      return {
        id: version.effectiveFrom,
        effectiveFrom: version.effectiveFrom,
        effectiveTo: next ? addDays(next.effectiveFrom, -1) : null,
        factors: version.factors,
      };
    }),
  ];
}

/** Every method version of the database (settings' factors + dated versions), oldest first. */
export async function readMethodVersions(db: Db): Promise<MethodVersion[]> {
  const [versions, settings] = await Promise.all([readFactorVersions(db), readImpactSettings(db)]);
  return methodVersionsOf(versions, settings.impactFactors as StoredFactors);
}
