import type { MonthlyCollections } from "@filtercycle/contract/dashboard";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { addMonths, monthToDateIn, sqlPeriodStart } from "#api/lib/dates.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import { type Clock, systemClock } from "./dashboard.service.ts";
import { collections } from "./impact.tables.ts";

type MonthRow = { month: string; butts_number: number; butts_kgs: number };

/**
 * GET get_monthly_collections: butts collected in each of the last `months` calendar months
 * (this month included, to today), oldest first, for the dashboard's chart. One statement
 * instead of a stats call per month: the collections in the window are summed per
 * `date_trunc('month', collected_on)` over the (customer, date) index, and `generate_series`
 * supplies every month so that an empty one answers zeros rather than going missing.
 *
 * Months are calendar months of the business time zone, like every other figure; records dated
 * after today (entered ahead of time) are left out, as in the "to today" columns.
 */
export async function getMonthlyCollections(
  db: Db,
  customerId: string,
  months: number,
  clock: Clock = systemClock,
): Promise<MonthlyCollections> {
  const { businessTimeZone } = await readImpactSettings(db);
  const { startDate: thisMonth, endDate: today } = monthToDateIn(businessTimeZone, clock());
  const firstMonth = addMonths(thisMonth, -(months - 1));
  const c = collections;
  const rows = await queryRows<MonthRow>(
    db,
    sql`with window_months as (
        select generate_series(${firstMonth}::date, ${thisMonth}::date, interval '1 month')::date
          as month
      ),
      totals as (
        select ${sqlPeriodStart("month", c.collectedOn)} as month,
          sum(${c.buttsCount}) as butts_number, sum(${c.buttsKg}) as butts_kgs
        from ${c}
        where ${c.customerId} = ${customerId}
          and ${c.collectedOn} between ${firstMonth}::date and ${today}::date
        group by 1
      )
      select to_char(m.month, 'YYYY-MM') as month,
        coalesce(t.butts_number, 0)::float8 as butts_number,
        round(coalesce(t.butts_kgs, 0), 3)::float8 as butts_kgs
      from window_months m left join totals t on t.month = m.month
      order by m.month`,
  );
  return {
    months: rows.map((row) => ({
      month: row.month,
      buttsNumber: row.butts_number,
      buttsKgs: row.butts_kgs,
    })),
  };
}

/**
 * Butts and kg collected in each calendar month of `range` (whole months, e.g. a financial
 * year), oldest first, every month present (zeros when empty); kg to 3 decimals. The ESG pack's
 * monthly table.
 */
export async function collectionsByMonthIn(
  db: Db,
  customerId: string,
  range: { startDate: string; endDate: string },
): Promise<MonthlyCollections["months"]> {
  const c = collections;
  const rows = await queryRows<MonthRow>(
    db,
    sql`with months as (
        select generate_series(${range.startDate}::date, ${range.endDate}::date, interval '1 month')::date
          as month
      ),
      totals as (
        select ${sqlPeriodStart("month", c.collectedOn)} as month,
          sum(${c.buttsCount}) as butts_number, sum(${c.buttsKg}) as butts_kgs
        from ${c}
        where ${c.customerId} = ${customerId}
          and ${c.collectedOn} between ${range.startDate}::date and ${range.endDate}::date
        group by 1
      )
      select to_char(m.month, 'YYYY-MM') as month,
        coalesce(t.butts_number, 0)::float8 as butts_number,
        round(coalesce(t.butts_kgs, 0), 3)::float8 as butts_kgs
      from months m left join totals t on t.month = m.month
      order by m.month`,
  );
  return rows.map((row) => ({
    month: row.month,
    buttsNumber: row.butts_number,
    buttsKgs: row.butts_kgs,
  }));
}

/** The day of the business's first collection (YYYY-MM-DD), or null before any. */
export async function firstCollectionOn(db: Db, customerId: string): Promise<string | null> {
  const c = collections;
  const [row] = await queryRows<{ first: string | null }>(
    db,
    sql`select to_char(min(${c.collectedOn}), 'YYYY-MM-DD') as first from ${c}
        where ${c.customerId} = ${customerId}`,
  );
  return row?.first ?? null;
}
