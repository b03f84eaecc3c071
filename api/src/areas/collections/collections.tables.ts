import { HELD_SOURCES, HELD_STATUSES } from "@filtercycle/contract/collections/held-collections";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { kiosks } from "../kiosks/kiosks.tables.ts";

/** A CSV file of collections staff imported; its hash refuses a second import of the same file. */
export const collectionImports = pgTable("collection_imports", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  /** A record of the file's bytes; no longer unique: its rows decide what is new (decision 0074). */
  fileSha256: text("file_sha256").notNull(),
  rowCount: integer("row_count").notNull(),
  importedBy: text("imported_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One pick-up of butts from a kiosk. `customer_id` is copied from the kiosk (enforced by the
 * composite foreign key) so per-customer date-range sums use one index.
 */
export const collections = pgTable(
  "collections",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kioskId: uuid("kiosk_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    collectedOn: date("collected_on").notNull(),
    buttsCount: integer("butts_count").notNull(),
    /** True when only the kg was weighed and the count follows from the configured factor. */
    buttsCountEstimated: boolean("butts_count_estimated").notNull().default(false),
    buttsKg: numeric("butts_kg", { precision: 12, scale: 3 }).notNull(),
    /**
     * Which visit of its kiosk's day this is (1 unless staff say otherwise): with the kiosk, the
     * day and the kg it is what a collection is, so recording it twice credits once (decision 0074).
     */
    visit: integer("visit").notNull().default(1),
    recordedBy: text("recorded_by"),
    notes: text("notes").notNull().default(""),
    /** The CSV import that wrote this row, if any. */
    importId: bigint("import_id", { mode: "number" }).references(() => collectionImports.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "collections_kiosk_customer_fk",
      columns: [t.kioskId, t.customerId],
      foreignColumns: [kiosks.id, kiosks.customerId],
    }).onDelete("cascade"),
    // Migration 0017 adds INCLUDE (butts_count, butts_kg): the dashboard's sums are index-only.
    index("collections_customer_date_idx").on(t.customerId, t.collectedOn),
    index("collections_kiosk_date_idx").on(t.kioskId, t.collectedOn),
    // The console's list over all customers, newest first (keyset pagination on date, id).
    index("collections_date_id_idx").on(t.collectedOn.desc(), t.id.desc()),
    // What a collection is: a second writer of the same collection finds it (decision 0074).
    uniqueIndex("collections_identity_unique").on(t.kioskId, t.collectedOn, t.visit, t.buttsKg),
    check("collections_visit_positive", sql`${t.visit} >= 1`),
    check("collections_count_not_negative", sql`${t.buttsCount} >= 0`),
    check("collections_kg_not_negative", sql`${t.buttsKg} >= 0`),
  ],
);

/**
 * A collection held for review (docs/decisions/0099): well above its kiosk's usual yield, it is
 * kept here, not in `collections`, so it counts in no figure and credits nothing until an admin
 * accepts it (then `collection_id` names the collection it became) or rejects it with a reason.
 */
export const heldCollections = pgTable(
  "held_collections",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kioskId: uuid("kiosk_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    collectedOn: date("collected_on").notNull(),
    visit: integer("visit").notNull().default(1),
    buttsKg: numeric("butts_kg", { precision: 12, scale: 3 }).notNull(),
    /** Null: only weighed; the number is estimated when it is accepted. */
    buttsCount: integer("butts_count"),
    source: text("source", { enum: HELD_SOURCES }).notNull(),
    /** Why it is held, as the Overview says it. */
    reason: text("reason").notNull(),
    /** The kiosk's usual yield it was compared with. */
    usualKg: numeric("usual_kg", { precision: 12, scale: 3 }).notNull(),
    status: text("status", { enum: HELD_STATUSES }).notNull().default("held"),
    recordedBy: text("recorded_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectReason: text("reject_reason").notNull().default(""),
    collectionId: bigint("collection_id", { mode: "number" }).references(() => collections.id, {
      onDelete: "set null",
    }),
    /** The CSV import that held it, if any. */
    importId: bigint("import_id", { mode: "number" }).references(() => collectionImports.id),
  },
  (t) => [
    foreignKey({
      name: "held_collections_kiosk_customer_fk",
      columns: [t.kioskId, t.customerId],
      foreignColumns: [kiosks.id, kiosks.customerId],
    }).onDelete("cascade"),
    index("held_collections_status_idx").on(t.status, t.createdAt),
    check("held_collections_visit_positive", sql`${t.visit} >= 1`),
  ],
);
