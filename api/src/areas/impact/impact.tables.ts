import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/** Disposal units (kiosks) installed at a customer's premises. */
export const kiosks = pgTable(
  "kiosks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    location: text("location").notNull().default(""),
    installedOn: date("installed_on").notNull(),
    removedOn: date("removed_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("kiosks_customer_idx").on(t.customerId, t.installedOn),
    // Lets collections reference (kiosk, customer) so their customer can never disagree.
    unique("kiosks_id_customer_unique").on(t.id, t.customerId),
    check(
      "kiosks_removed_after_installed",
      sql`${t.removedOn} IS NULL OR ${t.removedOn} >= ${t.installedOn}`,
    ),
  ],
);

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
    buttsKg: numeric("butts_kg", { precision: 12, scale: 3 }).notNull(),
    recordedBy: text("recorded_by"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "collections_kiosk_customer_fk",
      columns: [t.kioskId, t.customerId],
      foreignColumns: [kiosks.id, kiosks.customerId],
    }).onDelete("cascade"),
    index("collections_customer_date_idx").on(t.customerId, t.collectedOn),
    index("collections_kiosk_idx").on(t.kioskId),
    check("collections_count_not_negative", sql`${t.buttsCount} >= 0`),
    check("collections_kg_not_negative", sql`${t.buttsKg} >= 0`),
  ],
);

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
    collectionId: bigint("collection_id", { mode: "number" }).references(() => collections.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("benefit_customer_date_idx").on(t.customerId, t.occurredOn),
    check("benefit_amount_sign", sql`${t.kind} = 'adjustment' OR ${t.amount} >= 0`),
  ],
);

/** Awareness sessions run for a customer: how many people were reached. */
export const awarenessRecords = pgTable(
  "awareness_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    heldOn: date("held_on").notNull(),
    peopleReached: integer("people_reached").notNull(),
    title: text("title").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("awareness_customer_date_idx").on(t.customerId, t.heldOn),
    check("awareness_people_not_negative", sql`${t.peopleReached} >= 0`),
  ],
);

/** Smokers served at a customer's site, as estimated and entered by staff. */
export const smokersServed = pgTable(
  "smokers_served",
  {
    customerId: uuid("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("smokers_served_not_negative", sql`${t.count} >= 0`)],
);

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
    check("customer_month_totals_first_day", sql`extract(day from ${t.month}) = 1`),
  ],
);
