import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/**
 * The business's own reporting choices for its ESG pack (issue 15): the BRSR Principle 6 waste
 * category its filings put cigarette filters under (contract esg.ts BRSR_WASTE_CATEGORIES).
 * No row: not chosen yet, and the pack says so.
 */
export const esgChoices = pgTable(
  "esg_choices",
  {
    customerId: uuid("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    brsrCategory: text("brsr_category").notNull(),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "esg_choices_category_valid",
      sql`${t.brsrCategory} IN ('plastic', 'other_non_hazardous')`,
    ),
  ],
);
