import type { MonthlyCollections } from "@filtercycle/contract/dashboard";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database.ts";
import { addMonths, todayIn } from "../../lib/dates.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import { type Clock, systemClock } from "./dashboard.service.ts";

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
  const today = todayIn(businessTimeZone, clock());
  const thisMonth = `${today.slice(0, 7)}-01`;
  const firstMonth = addMonths(thisMonth, -(months - 1));
  const rows = await queryRows<MonthRow>(
    db,
    sql`with window_months as (
        select generate_series(${firstMonth}::date, ${thisMonth}::date, interval '1 month')::date
          as month
      ),
      totals as (
        select date_trunc('month', collected_on)::date as month,
          sum(butts_count) as butts_number, sum(butts_kg) as butts_kgs
        from collections
        where customer_id = ${customerId}
          and collected_on between ${firstMonth}::date and ${today}::date
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
