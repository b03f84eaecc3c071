import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { sqlPeriodStart } from "#api/lib/dates.ts";
import {
  awarenessRecords,
  benefitTransactions,
  collections,
  kiosks,
  smokersServed,
} from "./impact.tables.ts";

export type NewKiosk = typeof kiosks.$inferInsert;
export type NewCollection = Omit<typeof collections.$inferInsert, "id" | "customerId">;

export async function addKiosk(db: Db, kiosk: NewKiosk) {
  const [row] = await db.insert(kiosks).values(kiosk).returning();
  if (!row) throw new Error("kiosk insert returned no row");
  return row;
}

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
    // Large batches are split to stay under the protocol's parameter limit.
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      const inserted = await tx
        .insert(collections)
        .values(batch.map((r) => ({ ...r, kioskId: kiosk.id, customerId: kiosk.customerId })))
        .returning({
          id: collections.id,
          collectedOn: collections.collectedOn,
          buttsKg: collections.buttsKg,
        });
      await tx.insert(benefitTransactions).values(
        inserted.map((c) => ({
          customerId: kiosk.customerId,
          occurredOn: c.collectedOn,
          kind: "collection_credit" as const,
          amount: creditFor(c.buttsKg, rateInPaise),
          reference: `Collection ${c.id}`,
          collectionId: c.id,
        })),
      );
    }
  });
}

/** kg (3 decimals) × rate (paise per kg) in exact integer arithmetic, rounded half up to paise. */
export function creditFor(buttsKg: string, rateInPaise: number): string {
  const grams = Math.round(Number(buttsKg) * 1000);
  const paise = Math.round((grams * rateInPaise) / 1000);
  return (paise / 100).toFixed(2);
}

export async function recordRedemption(
  db: Db,
  redemption: { customerId: string; occurredOn: string; amount: string; reference: string },
): Promise<void> {
  await db.insert(benefitTransactions).values({ ...redemption, kind: "redemption" });
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
