import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { customers } from "../customers/customers.tables.ts";

/**
 * Which e-mails a login receives. A login without a row receives them all; an unsubscribe link
 * or the account page writes the row.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pickupReceipts: boolean("pickup_receipts").notNull().default(true),
  missedPickups: boolean("missed_pickups").notNull().default(true),
  requestUpdates: boolean("request_updates").notNull().default(true),
  monthlySummary: boolean("monthly_summary").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** A notice's words in Gujarati and Hindi (issue 29). */
export type NoticeInLanguages = Partial<Record<"gu" | "hi", { title: string; lines: string[] }>>;

/**
 * What a business is told in the app (issue 25): today only method changes that restate its
 * figures (docs/decisions/0077). The same title and lines are mailed through the job queue.
 */
export const customerNotices = pgTable(
  "customer_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** contract NOTICE_KINDS. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** The notice's paragraphs, as shown and mailed. */
    lines: jsonb("lines").notNull(),
    /**
     * The same notice in Gujarati and Hindi (issue 29), for a reader of that language:
     * `{ gu?: { title, lines }, hi?: … }`; null for a notice recorded only in English.
     */
    inLanguages: jsonb("in_languages").$type<NoticeInLanguages>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_notices_customer_idx").on(t.customerId, t.createdAt)],
);
