import { sql } from "drizzle-orm";
import {
  collectionReads as collections,
  creditFor,
  insertCollections,
  lastVisitSql,
  type NewCollection,
} from "#api/areas/collections/index.ts";
import { kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import { ledgerReads as benefitTransactions, collectionCredits } from "#api/areas/money/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { sqlPeriodStart } from "#api/lib/dates.ts";
import { awarenessRecords, smokersServed } from "./impact.tables.ts";

// The demo seed's and tests' data: each row written by its owner's function.
export type { NewCollection } from "#api/areas/collections/index.ts";
export { addKiosk, type NewKiosk } from "#api/areas/kiosks/index.ts";
export { recordRedemption } from "#api/areas/money/index.ts";

/**
 * Records collections from one kiosk and credits the customer for each at their rate per kg,
 * in one transaction, so the benefit ledger always matches the collections.
 */
export async function recordCollections(
  db: Db,
  kiosk: { id: string; customerId: string },
  ratePerKg: string,
  rows: NewCollection[],
): Promise<void> {
  if (rows.length === 0) return;
  const rateInPaise = Math.round(Number(ratePerKg) * 100);
  await db.transaction(async (tx) => {
    const inserted = await insertCollections(tx, kiosk, rows);
    await collectionCredits.credit(
      tx,
      inserted.map((c) => ({
        collectionId: c.id,
        customerId: kiosk.customerId,
        occurredOn: c.collectedOn,
        amount: creditFor(c.buttsKg, rateInPaise),
      })),
    );
  });
}

export async function addAwarenessRecords(db: Db, rows: (typeof awarenessRecords.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(awarenessRecords).values(rows);
}

export async function setSmokersServed(db: Db, customerId: string, count: number): Promise<void> {
  await db
    .insert(smokersServed)
    .values({ customerId, count })
    .onConflictDoUpdate({
      target: smokersServed.customerId,
      set: { count, updatedAt: new Date() },
    });
}

/** Collection credits summed per calendar quarter (quarter start date, total in rupees). */
export function creditsByQuarter(db: Db, customerId: string) {
  const b = benefitTransactions;
  return queryRows<{ month: string; credited: string }>(
    db,
    sql`select to_char(${sqlPeriodStart("quarter", b.occurredOn)}, 'YYYY-MM-DD') as month,
          sum(${b.amount})::text as credited
        from ${b}
        where ${b.customerId} = ${customerId} and ${b.kind} = 'collection_credit'
        group by 1 order by 1`,
  );
}

/** Collections dated inside a range (inclusive): how many, butts and kg in all. */
export async function collectionTotalsBetween(
  db: Db,
  range: { from: string; to: string },
): Promise<{ collections: number; butts: number; kg: number }> {
  const c = collections;
  const [row] = await queryRows<{ collections: number; butts: string; kg: string }>(
    db,
    sql`select count(*)::int as collections, coalesce(sum(${c.buttsCount}), 0)::text as butts,
          coalesce(sum(${c.buttsKg}), 0)::text as kg
        from ${c} where ${c.collectedOn} between ${range.from} and ${range.to}`,
  );
  return {
    collections: row?.collections ?? 0,
    butts: Number(row?.butts ?? 0),
    kg: Number(row?.kg ?? 0),
  };
}

/**
 * Kiosks in service (not removed, installed before `since`) with no collection on or after
 * `since`: how many, and the `limit` longest idle (never collected first, then the oldest last
 * collection).
 */
export async function idleKiosks(
  db: Db,
  since: string,
  limit: number,
): Promise<{
  count: number;
  items: {
    kioskId: string;
    customerId: string;
    label: string;
    serial: string;
    lastCollectedOn: string | null;
  }[];
}> {
  const k = kiosks;
  const c = collections;
  const idle = sql`select ${k.id} as kiosk_id, ${k.customerId} as customer_id, ${k.label} as label,
      ${k.serial} as serial,
      ${lastVisitSql(k.id)} as last_collected_on
    from ${k}
    where ${k.removedOn} is null and ${k.installedOn} < ${since}
      and not exists (select 1 from ${c} where ${c.kioskId} = ${k.id} and ${c.collectedOn} >= ${since})`;
  const [counted, rows] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${idle}) as idle`),
    queryRows<{
      kiosk_id: string;
      customer_id: string;
      label: string;
      serial: string;
      last_collected_on: string | null;
    }>(
      db,
      sql`select * from (${idle}) as idle
          order by last_collected_on asc nulls first, label, kiosk_id limit ${limit}`,
    ),
  ]);
  return {
    count: counted[0]?.n ?? 0,
    items: rows.map((row) => ({
      kioskId: row.kiosk_id,
      customerId: row.customer_id,
      label: row.label,
      serial: row.serial,
      lastCollectedOn: row.last_collected_on,
    })),
  };
}

/** The credit rule lives in collection-values.ts (no database); its importers keep this path. */
