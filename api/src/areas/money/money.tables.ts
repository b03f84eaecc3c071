import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
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
import { benefitTransactions } from "./ledger.tables.ts";

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

/**
 * A business's payee details (issue 25): where its payouts go. "" where none. `version` counts
 * the changes, so each change's e-mail to the owners is queued once.
 */
export const payeeDetails = pgTable("payee_details", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  accountHolderName: text("account_holder_name").notNull().default(""),
  bankAccountNumber: text("bank_account_number").notNull().default(""),
  ifsc: text("ifsc").notNull().default(""),
  upiId: text("upi_id").notNull().default(""),
  pan: text("pan").notNull().default(""),
  gstin: text("gstin").notNull().default(""),
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const payoutBatchStatus = pgEnum("payout_batch_status", ["open", "paid", "cancelled"]);
export const payoutBatchItemState = pgEnum("payout_batch_item_state", [
  "pending",
  "paid",
  "blocked",
  "cancelled",
]);

/** A batch of payouts paid through one bank upload (docs/decisions/0078): open → paid | cancelled. */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    source: text("source").$type<"requests" | "threshold">().notNull(),
    status: payoutBatchStatus("status").notNull().default("open"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidOn: date("paid_on"),
    paidBy: text("paid_by"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("payout_batches_created_idx").on(t.createdAt),
    check("payout_batches_source", sql`${t.source} IN ('requests', 'threshold')`),
  ],
);

/**
 * One business's line in a batch: the amount, the payee details as they were when the batch was
 * made (what the files say), and once paid the ledger's payout. A blocked line says why.
 */
export const payoutBatchItems = pgTable(
  "payout_batch_items",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => payoutBatches.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    payoutRequestId: bigint("payout_request_id", { mode: "number" }).references(
      () => payoutRequests.id,
      { onDelete: "set null" },
    ),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    state: payoutBatchItemState("state").notNull(),
    blockedReason: text("blocked_reason").notNull().default(""),
    channel: text("channel").$type<"bank" | "upi" | "">().notNull().default(""),
    beneficiaryName: text("beneficiary_name").notNull().default(""),
    bankAccountNumber: text("bank_account_number").notNull().default(""),
    ifsc: text("ifsc").notNull().default(""),
    upiId: text("upi_id").notNull().default(""),
    reference: text("reference").notNull(),
    payoutId: bigint("payout_id", { mode: "number" }).references(() => benefitTransactions.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    uniqueIndex("payout_batch_items_batch_customer").on(t.batchId, t.customerId),
    uniqueIndex("payout_batch_items_one_pending")
      .on(t.customerId)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex("payout_batch_items_payout").on(t.payoutId),
    check("payout_batch_items_amount_positive", sql`${t.amount} > 0`),
    check("payout_batch_items_channel", sql`${t.channel} IN ('bank', 'upi', '')`),
  ],
);
