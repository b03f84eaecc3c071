import type { ButtsFigures, PeriodImpact } from "@filtercycle/contract/impact/dashboard";
import { sql } from "drizzle-orm";
import { collectionReads as collections } from "#api/areas/collections/index.ts";
import { kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { type IsoDate, todayIn } from "#api/lib/dates.ts";
import { buttsOfEach, periodCondition, periodImpactOf } from "./period-impact.ts";

/** The company's figures on a day, across every business (the public home page's). */
export type CompanyTotals = {
  /** Today in the business time zone: every figure runs to it. */
  today: IsoDate;
  /** Businesses with at least one kiosk installed on or before today (removed ones included). */
  businessesServed: number;
  /** Kiosks in place today: installed on or before today and not removed by today. */
  kiosksInstalled: number;
  /** Every collection recorded up to today. */
  butts: ButtsFigures;
  /** The derived figures of those butts, with the factors in force (as the dashboards use). */
  derived: PeriodImpact;
};

/**
 * Company-wide totals now, one small query each. `today` is the business's date, so a
 * collection recorded for tomorrow (or a kiosk due next week) is not counted yet, exactly as the
 * dashboard counts.
 */
export async function companyTotals(db: Db, now: Date = new Date()): Promise<CompanyTotals> {
  const settings = await readImpactSettings(db);
  const today = todayIn(settings.businessTimeZone, now);
  const [businessesServed, kiosksInstalled, butts] = await Promise.all([
    countBusinessesServed(db, today),
    countKiosksInstalled(db, today),
    sumButtsCollected(db, today),
  ]);
  return {
    today,
    businessesServed,
    kiosksInstalled,
    butts,
    // Each day's butts with the factors in force that day (docs/decisions/0056).
    derived: await periodImpactOf(db, { startDate: null, endDate: today }, butts, (periods) =>
      buttsOfEach(
        db,
        periods,
        (period) =>
          sql`select coalesce(sum(${collections.buttsCount}), 0) as number,
                coalesce(sum(${collections.buttsKg}), 0) as kg
              from ${collections} where ${periodCondition(collections.collectedOn, period)}`,
      ),
    ),
  };
}

async function countBusinessesServed(db: Db, today: IsoDate): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct ${kiosks.customerId})::int as n from ${kiosks}
        where ${kiosks.installedOn} <= ${today}::date`,
  );
  return row?.n ?? 0;
}

async function countKiosksInstalled(db: Db, today: IsoDate): Promise<number> {
  const k = kiosks;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${k}
        where ${k.installedOn} <= ${today}::date
          and (${k.removedOn} is null or ${k.removedOn} > ${today}::date)`,
  );
  return row?.n ?? 0;
}

async function sumButtsCollected(db: Db, today: IsoDate): Promise<ButtsFigures> {
  const c = collections;
  const [row] = await queryRows<{ number: number; kg: number }>(
    db,
    sql`select coalesce(sum(${c.buttsCount}), 0)::float8 as number,
          coalesce(sum(${c.buttsKg}), 0)::float8 as kg
        from ${c} where ${c.collectedOn} <= ${today}::date`,
  );
  return { buttsNumber: row?.number ?? 0, buttsKgs: row?.kg ?? 0 };
}
