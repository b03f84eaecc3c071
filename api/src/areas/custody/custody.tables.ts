import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pickups } from "../pickups/pickups.tables.ts";

/**
 * Chain of custody (issue 15): a bag sealed at a pickup (pickups.bag_code, its weight the
 * pickup's collection) is weighed again on intake at the plant, goes into a processing batch,
 * and the batch becomes one or more Eco-Art product lots.
 */
export const processingBatches = pgTable(
  "processing_batches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Staff's code, e.g. B-2026-118. */
    code: text("code").notNull(),
    startedOn: date("started_on").notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("processing_batches_code_unique").on(t.code)],
);

/** One bag weighed on intake; at most one intake per pickup. */
export const custodyIntakes = pgTable(
  "custody_intakes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    pickupId: uuid("pickup_id")
      .notNull()
      .references(() => pickups.id, { onDelete: "cascade" }),
    /** Copied from the pickup, as read off the bag at the plant. */
    bagCode: text("bag_code").notNull(),
    receivedOn: date("received_on").notNull(),
    weightKg: numeric("weight_kg", { precision: 12, scale: 3 }).notNull(),
    batchId: bigint("batch_id", { mode: "number" }).references(() => processingBatches.id, {
      onDelete: "set null",
    }),
    note: text("note").notNull().default(""),
    recordedBy: text("recorded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("custody_intakes_pickup_unique").on(t.pickupId),
    index("custody_intakes_batch_idx").on(t.batchId),
    index("custody_intakes_bag_code_idx").on(t.bagCode),
    check("custody_intakes_weight_not_negative", sql`${t.weightKg} >= 0`),
  ],
);

/** An Eco-Art product lot made from a batch ("coasters, lot L-0412"). */
export const productLots = pgTable(
  "product_lots",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => processingBatches.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** What the material became, in plain words: "coasters". */
    product: text("product").notNull(),
    madeOn: date("made_on").notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_lots_code_unique").on(t.code),
    index("product_lots_batch_idx").on(t.batchId),
  ],
);
