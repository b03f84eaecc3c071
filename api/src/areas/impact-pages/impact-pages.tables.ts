import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/**
 * A business's public impact page (issue 15): off until an owner turns it on; `/impact/{slug}`
 * answers only while `enabled`. The slug stays reserved for the business while the page is off,
 * so a printed poster's QR code cannot later point at another business.
 */
export const impactPages = pgTable(
  "impact_pages",
  {
    customerId: uuid("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("impact_pages_slug_unique").on(t.slug)],
);
