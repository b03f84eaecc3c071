import {
  MISS_REASONS,
  PICKUP_STATUSES,
  REQUEST_REASONS,
  REQUEST_STATUSES,
} from "@filtercycle/contract/pickups/pickup-rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { collections, heldCollections } from "../collections/collections.tables.ts";
import { kiosks } from "../kiosks/kiosks.tables.ts";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A kiosk's own visit schedule. A kiosk without a row is visited every DEFAULT_EVERY_DAYS days
 * from its install date (contract `pickup-rules.ts`); a removed kiosk has no planned visits.
 */
export const kioskSchedules = pgTable(
  "kiosk_schedules",
  {
    kioskId: uuid("kiosk_id")
      .primaryKey()
      .references(() => kiosks.id, { onDelete: "cascade" }),
    everyDays: integer("every_days"),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: integer("weekdays").array(),
    startsOn: date("starts_on").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("kiosk_schedules_one_kind", sql`(${t.everyDays} IS NULL) <> (${t.weekdays} IS NULL)`),
    check(
      "kiosk_schedules_every_days_range",
      sql`${t.everyDays} IS NULL OR ${t.everyDays} BETWEEN 1 AND 365`,
    ),
  ],
);

/**
 * One visit to one kiosk on one day: planned, then done (with its collection) or missed (with a
 * reason and a new planned visit). Planned visits are generated from the schedules for the next
 * PLAN_HORIZON_DAYS days (docs/decisions/0060); `scheduled_for` is the schedule's date a row was
 * generated for, so moving a visit to another day never makes the schedule add it back.
 */
export const pickups = pgTable(
  "pickups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kioskId: uuid("kiosk_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    plannedOn: date("planned_on").notNull(),
    /** Null for a visit not from the schedule (a request's, or a missed visit's new date). */
    scheduledFor: date("scheduled_for"),
    status: text("status", { enum: PICKUP_STATUSES }).notNull().default("planned"),
    missReason: text("miss_reason", { enum: MISS_REASONS }),
    missNote: text("miss_note").notNull().default(""),
    /** Missed: the new visit's date. */
    rescheduledTo: date("rescheduled_to"),
    /** Done: the collection recorded in the same transaction. */
    collectionId: bigint("collection_id", { mode: "number" }).references(() => collections.id, {
      onDelete: "set null",
    }),
    /**
     * Done with a weight held for review (docs/decisions/0099): the held collection, until an
     * admin accepts it (then `collection_id` is set too) or rejects it.
     */
    heldCollectionId: bigint("held_collection_id", { mode: "number" }).references(
      () => heldCollections.id,
      { onDelete: "set null" },
    ),
    collector: text("collector").notNull().default(""),
    bagCode: text("bag_code").notNull().default(""),
    /** The kiosk's or bag's photo, in the media storage (checked as an image on upload). */
    photoStorageKey: text("photo_storage_key"),
    photoContentType: text("photo_content_type"),
    /** The phone's key for a done or missed stop: a stop sent twice is recorded once. */
    idempotencyKey: text("idempotency_key").unique(),
    /** The staff login that completed or missed it. */
    recordedBy: text("recorded_by"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "pickups_kiosk_customer_fk",
      columns: [t.kioskId, t.customerId],
      foreignColumns: [kiosks.id, kiosks.customerId],
    }).onDelete("cascade"),
    uniqueIndex("pickups_kiosk_scheduled_for_unique")
      .on(t.kioskId, t.scheduledFor)
      .where(sql`${t.scheduledFor} IS NOT NULL`),
    index("pickups_planned_on_idx").on(t.plannedOn, t.status),
    index("pickups_customer_planned_idx").on(t.customerId, t.plannedOn.desc()),
    index("pickups_kiosk_planned_idx").on(t.kioskId, t.plannedOn),
    check("pickups_status_valid", sql`${t.status} IN (${inList(PICKUP_STATUSES)})`),
    check(
      "pickups_miss_reason_valid",
      sql`${t.missReason} IS NULL OR ${t.missReason} IN (${inList(MISS_REASONS)})`,
    ),
  ],
);

/**
 * A customer's request for a visit: requested → scheduled (a date, a pickup) → done, or declined
 * with a reason. At most one open (requested or scheduled) request per kiosk.
 */
export const pickupRequests = pgTable(
  "pickup_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kioskId: uuid("kiosk_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    reason: text("reason", { enum: REQUEST_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("requested"),
    scheduledOn: date("scheduled_on"),
    /** The day the business would like (optional; not in the past when asked). */
    preferredOn: date("preferred_on"),
    pickupId: uuid("pickup_id").references(() => pickups.id, { onDelete: "set null" }),
    declineReason: text("decline_reason").notNull().default(""),
    /** The login (users.id) that asked. */
    requestedBy: text("requested_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "pickup_requests_kiosk_customer_fk",
      columns: [t.kioskId, t.customerId],
      foreignColumns: [kiosks.id, kiosks.customerId],
    }).onDelete("cascade"),
    uniqueIndex("pickup_requests_one_open_per_kiosk")
      .on(t.kioskId)
      .where(sql`${t.status} IN ('requested', 'scheduled')`),
    index("pickup_requests_status_idx").on(t.status, t.createdAt),
    index("pickup_requests_customer_idx").on(t.customerId, t.createdAt.desc()),
    check("pickup_requests_reason_valid", sql`${t.reason} IN (${inList(REQUEST_REASONS)})`),
    check("pickup_requests_status_valid", sql`${t.status} IN (${inList(REQUEST_STATUSES)})`),
  ],
);
