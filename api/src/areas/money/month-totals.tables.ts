import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

// The month totals were impact's; they sum the collections and the ledger (money's), and both the
// balances (money) and the dashboard (impact, above money) read them, so money keeps them
// (decision 0082, amendment of the ledger's move).

/**
 * Per customer and calendar month: butts collected, benefit credited (credits + adjustments) and
 * redeemed. Kept in step with `collections` and `benefit_transactions` by statement-level
 * triggers (migration 0003), so the dashboard sums at most one row a month instead of every
 * collection: whole months come from here, partial months at a range's edges from the raw rows.
 */
export const customerMonthTotals = pgTable(
  "customer_month_totals",
  {
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The first day of the month. */
    month: date("month").notNull(),
    buttsCount: bigint("butts_count", { mode: "number" }).notNull().default(0),
    buttsKg: numeric("butts_kg", { precision: 14, scale: 3 }).notNull().default("0"),
    credited: numeric("credited", { precision: 14, scale: 2 }).notNull().default("0"),
    redeemed: numeric("redeemed", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.month] }),
    // Migration 0017 adds INCLUDE (butts_count, butts_kg, credited, redeemed): the dashboard's
    // sums of whole months are index-only (Drizzle cannot write INCLUDE).
    index("customer_month_totals_covering_idx").on(t.customerId, t.month),
    check("customer_month_totals_first_day", sql`extract(day from ${t.month}) = 1`),
  ],
);
