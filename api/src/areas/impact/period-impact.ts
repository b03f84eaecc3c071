import type { ButtsFigures, Period, PeriodImpact } from "@filtercycle/contract/impact/dashboard";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { derivedFigures, derivedFiguresOfParts } from "./derived-figures.ts";
import { factorSegments, readFactorVersions } from "./factor-versions.ts";

/** Kept for importers of this module; the rule lives in `./derived-figures.ts`. */
export { multiplyRounded } from "./derived-figures.ts";

/** The butts collected in each of some periods (same order), for a range cut at factor changes. */
export type ButtsInPeriods = (periods: Period[]) => Promise<ButtsFigures[]>;

/**
 * The derived figures of a period (toxic waste, microplastic, water protected) from its butts,
 * with the factors in force on each of its days (docs/decisions/0056): a period no factor change
 * falls in uses its one version with `figures`; a period that spans changes is cut at each
 * change, each part's butts (`buttsIn`) × that part's factors. The browser does not know the
 * factors (staff may change them), and a report must not print till-date figures as the range's
 * (PRODUCT.md "Reports and the certificate").
 */
export async function periodImpactOf(
  db: Db,
  period: Period,
  figures: ButtsFigures,
  buttsIn: ButtsInPeriods,
): Promise<PeriodImpact> {
  const [{ impactFactors }, versions] = await Promise.all([
    readImpactSettings(db),
    readFactorVersions(db),
  ]);
  const segments = factorSegments(versions, impactFactors, period);
  const [only] = segments;
  if (segments.length === 1 && only) return derivedFigures(figures, only.factors);
  const parts = await buttsIn(segments.map((segment) => segment.period));
  return derivedFiguresOfParts(
    segments.map((segment, i) => ({
      butts: parts[i] ?? { buttsNumber: 0, buttsKgs: 0 },
      factors: segment.factors,
    })),
  );
}

/** A period as a condition on a date column (an open start: from the beginning). */
export function periodCondition(column: SQLWrapper, period: Period): SQL {
  return period.startDate === null
    ? sql`${column} <= ${period.endDate}::date`
    : sql`${column} between ${period.startDate}::date and ${period.endDate}::date`;
}

/** Runs one `select number, kg` statement per period as a single union, in the periods' order. */
export async function buttsOfEach(
  db: Db,
  periods: Period[],
  query: (period: Period) => SQL,
): Promise<ButtsFigures[]> {
  const rows = await queryRows<{ i: number; number: number; kg: number }>(
    db,
    sql`select i, number, kg from (${sql.join(
      periods.map(
        (period, i) =>
          sql`select ${i}::int as i, b.number::float8 as number, b.kg::float8 as kg from (${query(period)}) as b`,
      ),
      sql` union all `,
    )}) as parts order by i`,
  );
  return rows.map((row) => ({ buttsNumber: Number(row.number), buttsKgs: Number(row.kg) }));
}
