import type { KioskBreakdown, KioskBreakdownItem } from "@filtercycle/contract/collections/insight";
import { sql } from "drizzle-orm";
import { kioskReads as k } from "#api/areas/kiosks/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { addMonths, type DateRange, monthStartOf } from "#api/lib/dates.ts";
import { collections as c } from "./collections.tables.ts";
import { lastVisitSql } from "./last-visit.ts";

/** How many months the kiosk table's sparkline covers (the period's last month and five before). */
export const TREND_MONTHS = 6;

type KioskRow = {
  kioskId: string;
  label: string;
  location: string;
  serial: string;
  installedOn: string;
  removedOn: string | null;
  buttsCount: number;
  buttsKg: string;
  lastPickupOn: string | null;
};

type TrendRow = { kioskId: string; month: string; buttsKg: string };

/** The months of the trend, first days, oldest first. */
function trendMonths(endDate: string): string[] {
  const last = monthStartOf(endDate);
  return Array.from({ length: TREND_MONTHS }, (_, i) => addMonths(last, i - (TREND_MONTHS - 1)));
}

/**
 * Each kiosk of the business that was in place at any time in the period (installed on or before
 * its end, not removed before its start), with its butts and kg of the period, its share of the
 * period's kg, its last collection up to the period's end and its kg a month over the six months
 * ending with the period's last month (up to the period's end, so nothing after it shows).
 * Most kg first; kg are summed as numeric in SQL, so shares and totals are exact to the gram.
 */
export async function kioskBreakdown(
  db: Db,
  customerId: string,
  period: DateRange,
): Promise<KioskBreakdown> {
  const { startDate, endDate } = period;
  const months = trendMonths(endDate);
  const trendStart = months[0] as string;
  const [rows, trendRows] = await Promise.all([
    queryRows<KioskRow>(
      db,
      sql`select ${k.id} as "kioskId", ${k.label} as label, ${k.location} as location,
            ${k.serial} as serial, to_char(${k.installedOn}, 'YYYY-MM-DD') as "installedOn",
            to_char(${k.removedOn}, 'YYYY-MM-DD') as "removedOn",
            coalesce(p.butts, 0)::int as "buttsCount", coalesce(p.kg, 0)::text as "buttsKg",
            ${lastVisitSql(k.id, endDate)} as "lastPickupOn"
          from ${k}
          left join (
            select ${c.kioskId} as kiosk_id, sum(${c.buttsCount}) as butts, sum(${c.buttsKg}) as kg
            from ${c}
            where ${c.customerId} = ${customerId}
              and ${c.collectedOn} between ${startDate}::date and ${endDate}::date
            group by ${c.kioskId}
          ) p on p.kiosk_id = ${k.id}
          where ${k.customerId} = ${customerId} and ${k.installedOn} <= ${endDate}::date
            and (${k.removedOn} is null or ${k.removedOn} >= ${startDate}::date)`,
    ),
    queryRows<TrendRow>(
      db,
      sql`select ${c.kioskId} as "kioskId",
            to_char(date_trunc('month', ${c.collectedOn}), 'YYYY-MM-DD') as month,
            sum(${c.buttsKg})::text as "buttsKg"
          from ${c}
          where ${c.customerId} = ${customerId}
            and ${c.collectedOn} between ${trendStart}::date and ${endDate}::date
          group by 1, 2`,
    ),
  ]);

  const trendOf = new Map<string, Map<string, number>>();
  for (const row of trendRows) {
    const byMonth = trendOf.get(row.kioskId) ?? new Map<string, number>();
    byMonth.set(row.month, Number(row.buttsKg));
    trendOf.set(row.kioskId, byMonth);
  }
  // Grams as integers, so the total is exact whatever the number of kiosks.
  const totalGrams = rows.reduce((sum, row) => sum + Math.round(Number(row.buttsKg) * 1000), 0);
  const kiosks: KioskBreakdownItem[] = rows.map((row) => {
    const grams = Math.round(Number(row.buttsKg) * 1000);
    const byMonth = trendOf.get(row.kioskId);
    return {
      ...row,
      buttsCount: Number(row.buttsCount),
      buttsKg: grams / 1000,
      share: totalGrams === 0 ? 0 : grams / totalGrams,
      trend: months.map((month) => ({ month, buttsKg: byMonth?.get(month) ?? 0 })),
    };
  });
  kiosks.sort((a, b) => b.buttsKg - a.buttsKg || a.label.localeCompare(b.label));
  return {
    startDate,
    endDate,
    buttsCount: kiosks.reduce((sum, kiosk) => sum + kiosk.buttsCount, 0),
    buttsKg: totalGrams / 1000,
    kiosks,
  };
}
