import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

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
