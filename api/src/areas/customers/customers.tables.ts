import { PLANNING_MODES } from "@filtercycle/contract/forecasts/forecasts";
import { sql } from "drizzle-orm";
import { check, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A customer is a business with kiosks (SPEC.md §3 customer fields). */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public code shown to the customer: the `customerId` of SPEC.md. */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    addressLine1: text("address_line_1").notNull().default(""),
    addressLine2: text("address_line_2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    pincode: text("pincode").notNull().default(""),
    serviceType: text("service_type").notNull(),
    businessType: text("business_type").notNull(),
    /** Benefit paid per kg collected, in rupees. */
    benefitRatePerKg: numeric("benefit_rate_per_kg", { precision: 10, scale: 2 })
      .notNull()
      .default("0"),
    /** The site contact's phone (issue 28: the collector's tap-to-call); empty when unknown. */
    siteContactPhone: text("site_contact_phone").notNull().default(""),
    /** Saved coordinates of the site (issue 28: tap-to-navigate); both or neither. */
    latitude: numeric("latitude", { precision: 9, scale: 6 }),
    longitude: numeric("longitude", { precision: 9, scale: 6 }),
    /** Opening hours ("HH:MM", business time): a planned visit's window; null is all day. */
    opensAt: text("opens_at"),
    closesAt: text("closes_at"),
    /**
     * How its kiosks' visits are planned: "fixed" on their schedules (every N days or named
     * weekdays), "fill" when their forecast says they are nearly full. New businesses: by fill.
     */
    planningMode: text("planning_mode", { enum: PLANNING_MODES }).notNull().default("fill"),
    /** Set while the business is deactivated: its logins stop working, its data stays. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("customers_rate_not_negative", sql`${t.benefitRatePerKg} >= 0`),
    check("customers_name_not_blank", sql`length(trim(${t.name})) > 0`),
    check("customers_planning_mode_valid", sql`${t.planningMode} IN ('fixed', 'fill')`),
    check("customers_coordinates_pair", sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
    check(
      "customers_latitude_range",
      sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`,
    ),
    check(
      "customers_longitude_range",
      sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`,
    ),
  ],
);
