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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { customers } from "../customers/customers.tables.ts";
import { benefitTransactions } from "../impact/impact.tables.ts";

export const payoutRequestStatus = pgEnum("payout_request_status", [
  "requested",
  "approved",
  "paid",
  "declined",
]);

/**
 * A business owner's request to be paid (issue 14): requested → approved → paid (with the
 * payout recorded in the ledger and its reference), or declined with a reason. One open
 * (requested or approved) request per business, so two requests cannot together exceed the
 * balance.
 */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    status: payoutRequestStatus("status").notNull().default("requested"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** Copied so the console still names the requester after the login is removed. */
    requestedByName: text("requested_by_name").notNull(),
    note: text("note").notNull().default(""),
    /** Staff's reason when declined. */
    declineReason: text("decline_reason").notNull().default(""),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The ledger's payout once paid (its reference and date are the payment's). */
    payoutId: bigint("payout_id", { mode: "number" }).references(() => benefitTransactions.id, {
      onDelete: "set null",
    }),
    paidOn: date("paid_on"),
    reference: text("reference").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payout_requests_customer_idx").on(t.customerId, t.createdAt),
    index("payout_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("payout_requests_one_open")
      .on(t.customerId)
      .where(sql`${t.status} IN ('requested', 'approved')`),
    check("payout_requests_amount_positive", sql`${t.amount} > 0`),
  ],
);
