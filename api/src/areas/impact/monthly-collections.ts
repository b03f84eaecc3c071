import type { MonthlyCollections } from "@filtercycle/contract/impact/dashboard";
import { sql } from "drizzle-orm";
import { collectionReads as collections } from "#api/areas/collections/index.ts";
import { monthTotalReads as customerMonthTotals } from "#api/areas/money/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import { type Db, queryRows, shapedStatement } from "#api/db/database.ts";
import { type Clock, systemClock } from "#api/lib/clock.ts";
import { addMonths, monthToDateIn, sqlPeriodStart } from "#api/lib/dates.ts";

type MonthRow = { month: string; butts_number: number; butts_kgs: number };

/**
 * The chart's months: the whole months before this one from the monthly roll-up (one row each),
 * this month to today from `collections` (at most 31 rows), and `generate_series` for every month
 * so that an empty one answers zeros rather than going missing. Built once per shape
 * (docs/decisions/0073); before, summing a year of daily rows made it the dashboard's dearest call.
 *
 * The months are counted by a series of whole numbers whose end is written in the text (`months`
 * is part of the shape): PostgreSQL 17+ estimates a series of dates with constant ends exactly but
 * one with parameters at 1,000 rows, so its generic plan looked five times dearer than a custom
 * one and it planned every call again (0.2-0.5 ms each; docs/decisions/0079, amendment).
 */
const monthlyStatement = shapedStatement<
  { customerId: string; months: number; firstMonth: string; thisMonth: string; today: string },
  MonthRow
>(({ customerId, months, firstMonth, thisMonth, today }) => {
  const c = collections;
  const m = customerMonthTotals;
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError(`months: ${months}`);
  return sql`with window_months as (
      select (${firstMonth}::date + i * interval '1 month')::date as month
      from generate_series(0, ${sql.raw(String(months - 1))}) as i
    ),
    totals as (
      select ${m.month} as month, ${m.buttsCount} as butts_number, ${m.buttsKg} as butts_kgs
      from ${m}
      where ${m.customerId} = ${customerId}
        and ${m.month} >= ${firstMonth}::date and ${m.month} < ${thisMonth}::date
      union all
      select ${thisMonth}::date, sum(${c.buttsCount}), sum(${c.buttsKg})
      from ${c}
      where ${c.customerId} = ${customerId}
        and ${c.collectedOn} between ${thisMonth}::date and ${today}::date
    )
    select to_char(w.month, 'YYYY-MM') as month,
      coalesce(sum(t.butts_number), 0)::float8 as butts_number,
      round(coalesce(sum(t.butts_kgs), 0), 3)::float8 as butts_kgs
    from window_months w left join totals t on t.month = w.month
    group by w.month
    order by w.month`;
});

/**
 * GET get_monthly_collections: butts collected in each of the last `months` calendar months
 * (this month included, to today), oldest first, for the dashboard's chart, in one statement
 * instead of a stats call per month.
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
  const rows = await monthlyStatement(db, { customerId, months, firstMonth, thisMonth, today });
  return {
    months: rows.map((row) => ({
      month: row.month,
      buttsNumber: row.butts_number,
      buttsKgs: row.butts_kgs,
    })),
  };
}

/**
 * Butts and kg collected in each calendar month `range` touches, oldest first, every month
 * present (zeros when empty), each month summing only the range's days in it; kg to 3 decimals.
 * The ESG pack's monthly table (whole months, e.g. a financial year) and the dashboard's chart
 * for the chosen period (any days, e.g. 5 Nov – 23 Nov: one bar of those days).
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
        select generate_series(date_trunc('month', ${range.startDate}::timestamp)::date,
          ${range.endDate}::date, interval '1 month')::date
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
