import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { collections } from "../collections/collections.tables.ts";
import { customers } from "../customers/customers.tables.ts";

/**
 * Messages sent with the public contact form. Only what the sender typed is kept: no client
 * address or browser details (the rate limit counts addresses in memory or Redis, not here).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff mark the message handled in the inbox; null while open. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Applications sent with the Partner Program form (a business asking for a kiosk). */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    businessType: text("business_type").notNull(),
    expectedSmokersPerDay: integer("expected_smokers_per_day").notNull(),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("partner_applications_created_idx").on(t.createdAt),
    check("partner_applications_smokers_positive", sql`${t.expectedSmokersPerDay} > 0`),
  ],
);

/**
 * "Report a problem" on a collection of the last 30 days (issue 14): reaches the staff inbox with
 * the collection attached. The reporter's name and e-mail are copied so a removed login's report
 * still says who sent it.
 */
export const collectionProblemReports = pgTable(
  "collection_problem_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    collectionId: bigint("collection_id", { mode: "number" })
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    reporterName: text("reporter_name").notNull(),
    reporterEmail: text("reporter_email").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("collection_problem_reports_created_idx").on(t.createdAt),
    index("collection_problem_reports_collection_idx").on(t.collectionId),
    // One open report per collection per business (issue 25, docs/decisions/0076): a second
    // report while one is open is answered with the first.
    uniqueIndex("collection_problem_reports_one_open")
      .on(t.customerId, t.collectionId)
      .where(sql`${t.handledAt} IS NULL`),
  ],
);
