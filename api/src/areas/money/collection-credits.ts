import { eq, type SQL, sql } from "drizzle-orm";
import type { CollectionCredits } from "#api/areas/collections/index.ts";
import { benefitTransactions as b } from "./ledger.tables.ts";

const isCreditOf = (collectionId: SQL | number) =>
  sql`${b.collectionId} = ${collectionId} and ${b.kind} = 'collection_credit'`;

/**
 * The ledger's side of a collection's credit, handed to collections (their routes, CSV import,
 * pickups' done visits): see `CollectionCredits` (collections/collection-credits.ts).
 */
export const collectionCredits: CollectionCredits = {
  async credit(tx, credits) {
    if (credits.length === 0) return;
    await tx.insert(b).values(
      credits.map((credit) => ({
        customerId: credit.customerId,
        occurredOn: credit.occurredOn,
        kind: "collection_credit" as const,
        amount: credit.amount,
        ratePerKg: credit.ratePerKg,
        reference: `Collection ${credit.collectionId}`,
        recordedBy: credit.recordedBy,
        collectionId: credit.collectionId,
      })),
    );
  },

  async recredit(tx, credit) {
    const updated = await tx
      .update(b)
      .set({ occurredOn: credit.occurredOn, amount: credit.amount, ratePerKg: credit.ratePerKg })
      .where(isCreditOf(credit.collectionId))
      .returning({ id: b.id });
    if (updated.length === 0) await collectionCredits.credit(tx, [credit]);
  },

  async uncredit(tx, collectionId) {
    await tx.delete(b).where(eq(b.collectionId, collectionId));
  },

  creditOf(collectionId) {
    return {
      amount: sql`${b.amount}`,
      ratePerKg: sql`${b.ratePerKg}`,
      from: sql`from ${b} where ${isCreditOf(collectionId)}`,
    };
  },

  insertCredits(rows) {
    return sql`insert into ${b} (customer_id, occurred_on, kind, amount, rate_per_kg, reference,
                        recorded_by, collection_id)
      ${rows}`;
  },
};
