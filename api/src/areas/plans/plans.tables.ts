import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import type { StoredPlan } from "./plan-types.ts";

/**
 * One day's plan: the planner's proposal, staff's edits (each save a new `version`), and once
 * published the time it was (`published_at`) and the businesses already told (`told_customers`),
 * so publishing again tells nobody twice.
 */
export const dayPlans = pgTable(
  "day_plans",
  {
    planDate: date("plan_date").primaryKey(),
    version: integer("version").notNull().default(1),
    plan: jsonb("plan").$type<StoredPlan>().notNull(),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedVersion: integer("published_version"),
    /** The plan as last published: what collectors ride while staff edit the next version. */
    publishedPlan: jsonb("published_plan").$type<StoredPlan>(),
    toldCustomers: text("told_customers").array().notNull().default(sql`'{}'::text[]`),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("day_plans_version_positive", sql`${t.version} >= 1`)],
);

/**
 * A collector's day: where they start (null: the depot of the settings), their shift and what
 * their vehicle carries (null: the settings' defaults), and the weekdays they work (0 = Sunday).
 */
export const collectorProfiles = pgTable(
  "collector_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    startLatitude: numeric("start_latitude", { precision: 9, scale: 6 }),
    startLongitude: numeric("start_longitude", { precision: 9, scale: 6 }),
    shiftStart: text("shift_start"),
    shiftEnd: text("shift_end"),
    vehicleKg: numeric("vehicle_kg", { precision: 8, scale: 2 }),
    weekdays: integer("weekdays").array().notNull().default(sql`'{1,2,3,4,5,6}'::int[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "collector_profiles_start_pair",
      sql`(${t.startLatitude} IS NULL) = (${t.startLongitude} IS NULL)`,
    ),
  ],
);
