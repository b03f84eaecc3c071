import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/**
 * The kiosk models: a short list, each with the capacity (kg of butts) a unit of it holds by
 * default. Staff edit the names and capacities; the ids are fixed (the migration writes them).
 */
export const kioskModels = pgTable(
  "kiosk_models",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    capacityKg: numeric("capacity_kg", { precision: 8, scale: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("kiosk_models_capacity_positive", sql`${t.capacityKg} > 0`)],
);

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
    /** The unit's model; its capacity is the model's unless `capacityKg` overrides it. */
    modelId: text("model_id")
      .notNull()
      .default("standard")
      .references(() => kioskModels.id),
    /** This unit's own capacity in kg (null: its model's). */
    capacityKg: numeric("capacity_kg", { precision: 8, scale: 3 }),
    removedOn: date("removed_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("kiosks_customer_idx").on(t.customerId, t.installedOn),
    uniqueIndex("kiosks_serial_key_unique").on(t.serialKey),
    // Lets collections reference (kiosk, customer) so their customer can never disagree.
    unique("kiosks_id_customer_unique").on(t.id, t.customerId),
    check("kiosks_capacity_positive", sql`${t.capacityKg} IS NULL OR ${t.capacityKg} > 0`),
    check(
      "kiosks_removed_after_installed",
      sql`${t.removedOn} IS NULL OR ${t.removedOn} >= ${t.installedOn}`,
    ),
  ],
);
