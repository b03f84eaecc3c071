import { sql } from "drizzle-orm";
import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";

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
