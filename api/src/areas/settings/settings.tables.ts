import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Company-wide settings staff can change: impact conversion factors with their sources,
 * the social-impact figures, the redemption form address, the business time zone.
 * One row per key; the value's shape is validated by the settings service.
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
