import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { collections } from "../collections/collections.tables.ts";
import { customers } from "../customers/customers.tables.ts";

// The ledger is the money area's. Its rows name their collection, so money sits above
// collections and hands collections the writer of a collection's credit (money/collection-credits.ts,
// decision 0082, amendment of the ledger's move).

export const benefitKind = pgEnum("benefit_kind", [
  "collection_credit",
  "redemption",
  "adjustment",
]);

/**
 * Money owed to and paid out to a customer. Credits and redemptions are stored as positive
 * amounts; an adjustment may be negative.
 */
export const benefitTransactions = pgTable(
  "benefit_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    occurredOn: date("occurred_on").notNull(),
    kind: benefitKind("kind").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    reference: text("reference").notNull().default(""),
    /** A payout's note, or an adjustment's reason (or a payout's override reason). */
    note: text("note").notNull().default(""),
    /** A collection credit's rate (₹/kg) when it was recorded: edits of the collection keep it. */
    ratePerKg: numeric("rate_per_kg", { precision: 10, scale: 2 }),
    recordedBy: text("recorded_by"),
    collectionId: bigint("collection_id", { mode: "number" }).references(() => collections.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0017 adds INCLUDE (kind, amount): the dashboard's sums are index-only.
    index("benefit_customer_date_idx").on(t.customerId, t.occurredOn),
    index("benefit_collection_idx").on(t.collectionId),
    check("benefit_amount_sign", sql`${t.kind} = 'adjustment' OR ${t.amount} >= 0`),
  ],
);
