import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database.ts";
import type { IsoDate } from "../../lib/dates.ts";

/**
 * Company-wide aggregates for the public home page, one small query each. `today` is the
 * business's date, so a collection recorded for tomorrow (or a kiosk due next week) is not
 * counted yet, exactly as the dashboard counts.
 */

/** Businesses with at least one kiosk installed on or before today (removed ones included). */
export async function countBusinessesServed(db: Db, today: IsoDate): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct customer_id)::int as n from kiosks where installed_on <= ${today}::date`,
  );
  return row?.n ?? 0;
}

/** Kiosks in place today: installed on or before today and not removed by today. */
export async function countKiosksInstalled(db: Db, today: IsoDate): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from kiosks
        where installed_on <= ${today}::date and (removed_on is null or removed_on > ${today}::date)`,
  );
  return row?.n ?? 0;
}

/** Every collection recorded up to today: the number of butts and their weight in kg. */
export async function sumButtsCollected(
  db: Db,
  today: IsoDate,
): Promise<{ number: number; kg: number }> {
  const [row] = await queryRows<{ number: number; kg: number }>(
    db,
    sql`select coalesce(sum(butts_count), 0)::float8 as number, coalesce(sum(butts_kg), 0)::float8 as kg
        from collections where collected_on <= ${today}::date`,
  );
  return { number: row?.number ?? 0, kg: row?.kg ?? 0 };
}
