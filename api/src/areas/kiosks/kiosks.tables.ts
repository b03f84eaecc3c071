import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
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
