import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
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
