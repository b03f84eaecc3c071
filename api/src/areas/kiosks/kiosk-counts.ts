import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { kiosks } from "./kiosks.tables.ts";

/**
 * Kiosks in service (not removed) per business, as a subquery (customer_id, kiosks) for lists that
 * show or sort by it. A kiosk marked removed no longer counts, whatever its removal date.
 */
export function kioskCountsSubquery(db: Db) {
  return db
    .select({
      customerId: kiosks.customerId,
      kiosks: sql<number>`count(*)::int`.as("kiosks"),
    })
    .from(kiosks)
    .where(isNull(kiosks.removedOn))
    .groupBy(kiosks.customerId)
    .as("kiosk_counts");
}

/** One business's kiosks in service (not removed). */
export async function kioskCountOf(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kiosks)
    .where(and(eq(kiosks.customerId, customerId), isNull(kiosks.removedOn)));
  return row?.n ?? 0;
}
