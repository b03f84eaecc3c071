import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
    /**
     * The code printed on the unit (unique). Staff enter it; rows written without one (older
     * fixtures, the migration's existing kiosks) get a generated `K-…` code.
     */
    serial: text("serial")
      .notNull()
      .unique()
      .default(sql`'K-' || upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
    /**
     * The serial as it is compared (migration 0012, docs/decisions/0075): NFKC, zero-width
     * characters removed, trimmed, lower case, so look-alike serials are one serial. Unique.
     */
    serialKey: text("serial_key").notNull().generatedAlwaysAs(sql`kiosk_serial_key(serial)`),
    location: text("location").notNull().default(""),
    installedOn: date("installed_on").notNull(),
    removedOn: date("removed_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("kiosks_customer_idx").on(t.customerId, t.installedOn),
    uniqueIndex("kiosks_serial_key_unique").on(t.serialKey),
    // Lets collections reference (kiosk, customer) so their customer can never disagree.
    unique("kiosks_id_customer_unique").on(t.id, t.customerId),
    check(
      "kiosks_removed_after_installed",
      sql`${t.removedOn} IS NULL OR ${t.removedOn} >= ${t.installedOn}`,
    ),
  ],
);

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

/**
 * Impact factors with the date from which they apply: figures for a day use the version with the
 * latest `effective_from` on or before it, so a change never rewrites earlier periods.
 */
export const impactFactorVersions = pgTable("impact_factor_versions", {
  id: uuid("id").primaryKey().defaultRandom(),
  effectiveFrom: date("effective_from").notNull().unique(),
  /** { toxicWasteKgPerButtKg: { value, source }, microplasticKgPerButtKg: …, waterLitresPerButt: … } */
  factors: jsonb("factors").notNull(),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    // Migration 0017 adds INCLUDE (butts_count, butts_kg, credited, redeemed): the dashboard's
    // sums of whole months are index-only (Drizzle cannot write INCLUDE).
    index("customer_month_totals_covering_idx").on(t.customerId, t.month),
    check("customer_month_totals_first_day", sql`extract(day from ${t.month}) = 1`),
  ],
);
