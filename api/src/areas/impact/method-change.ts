import type { Period, PeriodImpact } from "@filtercycle/contract/impact/dashboard";
import { sql } from "drizzle-orm";
import { collectionReads as collections } from "#api/areas/collections/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { addDays, type DateRange, type IsoDate } from "#api/lib/dates.ts";
import { derivedFiguresOfParts, factorValuesOf } from "./derived-figures.ts";
import {
  type FactorVersion,
  factorSegments,
  factorsOn,
  type StoredFactors,
} from "./factor-versions.ts";
import { buttsOfEach, periodCondition } from "./period-impact.ts";

/**
 * What a new impact factor version restates (issue 25; docs/decisions/0077), worked out without
 * storing it: the versions as they would be, the days whose figures change, and each business's
 * derived figures before and after, by the same exact rule as the dashboard (derived-figures.ts).
 */

export type FactorChange = { effectiveFrom: IsoDate; factors: StoredFactors };

/** The stored versions with `change` added (replacing one of the same day), oldest first. */
export function versionsWith(
  versions: readonly FactorVersion[],
  change: FactorChange,
): FactorVersion[] {
  const added: FactorVersion = { ...change, createdBy: null, createdAt: new Date(0) };
  return [...versions.filter((v) => v.effectiveFrom !== change.effectiveFrom), added].sort(
    (a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0),
  );
}

/**
 * The days whose figures the change restates: from its date to the day before the next version
 * (which keeps its own factors), never past today; null when it applies only after today.
 */
export function restatedDaysOf(
  versions: readonly FactorVersion[],
  change: FactorChange,
  today: IsoDate,
): DateRange | null {
  if (change.effectiveFrom > today) return null;
  const next = versions.find((v) => v.effectiveFrom > change.effectiveFrom);
  const dayBeforeNext = next ? addDays(next.effectiveFrom, -1) : today;
  return {
    startDate: change.effectiveFrom,
    endDate: dayBeforeNext < today ? dayBeforeNext : today,
  };
}

const BEGINNING: IsoDate = "0001-01-01";

type Part = { start: IsoDate | null; buttsNumber: number; buttsKgs: number };

function figuresOf(
  parts: readonly Part[],
  versions: readonly FactorVersion[],
  base: StoredFactors,
): PeriodImpact {
  return derivedFiguresOfParts(
    parts.map((part) => ({
      butts: { buttsNumber: part.buttsNumber, buttsKgs: part.buttsKgs },
      factors: factorValuesOf(factorsOn(versions, base, part.start ?? BEGINNING).factors),
    })),
  );
}

const same = (a: PeriodImpact, b: PeriodImpact) =>
  a.toxicWasteKg === b.toxicWasteKg &&
  a.microplasticKg === b.microplasticKg &&
  a.waterLitres === b.waterLitres;

export type RestatedPeriod = {
  startDate: IsoDate | null;
  endDate: IsoDate;
  before: PeriodImpact;
  after: PeriodImpact;
};
export type RestatedBusiness = { customerId: string; periods: RestatedPeriod[] };

/**
 * Each business with collections in the restated days whose derived figures change: those days'
 * figures and its till-date ones, before and after. One query for every business: its butts
 * summed between consecutive version days (old and new), so each part has one set of factors
 * under either list of versions and is summed exactly as the dashboard sums its segments.
 */
export async function businessesRestated(
  db: Db,
  versions: readonly FactorVersion[],
  base: StoredFactors,
  change: FactorChange,
  today: IsoDate,
): Promise<RestatedBusiness[]> {
  const days = restatedDaysOf(versions, change, today);
  if (!days) return [];
  const after = versionsWith(versions, change);
  const cuts = [...new Set([...versions, ...after].map((v) => v.effectiveFrom))].sort();
  const cutList = sql`array[${sql.join(
    cuts.map((day) => sql`${day}::date`),
    sql`, `,
  )}]::date[]`;
  const c = collections;
  const rows = await queryRows<{ customer_id: string; part: number; number: number; kg: number }>(
    db,
    sql`select ${c.customerId} as customer_id,
          (select count(*) from unnest(${cutList}) as cut(day) where cut.day <= ${c.collectedOn})::int as part,
          sum(${c.buttsCount})::float8 as number, sum(${c.buttsKg})::float8 as kg
        from ${c}
        where ${c.collectedOn} <= ${today}::date
          and ${c.customerId} in (select ${c.customerId} from ${c}
            where ${c.collectedOn} between ${days.startDate}::date and ${days.endDate}::date)
        group by 1, 2 order by 1, 2`,
  );
  const partsOf = new Map<string, Part[]>();
  for (const row of rows) {
    const parts = partsOf.get(row.customer_id) ?? [];
    parts.push({
      start: row.part === 0 ? null : (cuts[row.part - 1] ?? null),
      buttsNumber: Number(row.number),
      buttsKgs: Number(row.kg),
    });
    partsOf.set(row.customer_id, parts);
  }
  const restated: RestatedBusiness[] = [];
  for (const [customerId, parts] of partsOf) {
    const inDays = parts.filter(
      (part) => part.start !== null && part.start >= days.startDate && part.start <= days.endDate,
    );
    const daysBefore = figuresOf(inDays, versions, base);
    const daysAfter = figuresOf(inDays, after, base);
    if (same(daysBefore, daysAfter)) continue;
    restated.push({
      customerId,
      periods: [
        { ...days, before: daysBefore, after: daysAfter },
        {
          startDate: null,
          endDate: today,
          before: figuresOf(parts, versions, base),
          after: figuresOf(parts, after, base),
        },
      ],
    });
  }
  return restated;
}

/**
 * One business's derived figures of a period under the given versions (a certificate's period
 * restated): its butts cut at each version day inside the period, each part × its factors.
 */
export async function derivedFiguresUnder(
  db: Db,
  customerId: string,
  period: Period,
  versions: readonly FactorVersion[],
  base: StoredFactors,
): Promise<PeriodImpact> {
  const segments = factorSegments(versions, base, period);
  const c = collections;
  const butts = await buttsOfEach(
    db,
    segments.map((segment) => segment.period),
    (part) =>
      sql`select coalesce(sum(${c.buttsCount}), 0) as number, coalesce(sum(${c.buttsKg}), 0) as kg
          from ${c} where ${c.customerId} = ${customerId} and ${periodCondition(c.collectedOn, part)}`,
  );
  return derivedFiguresOfParts(
    segments.map((segment, i) => ({
      butts: butts[i] ?? { buttsNumber: 0, buttsKgs: 0 },
      factors: segment.factors,
    })),
  );
}
