import { MEDIA_KINDS } from "@filtercycle/contract/media/media-kinds";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "../customers/customers.tables.ts";

/** Staff-managed list of event types a media file belongs to. */
export const mediaEventTypes = pgTable("media_event_types", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** File kinds by extension (SPEC.md §4; the contract's list). */
export const mediaKind = pgEnum("media_kind", MEDIA_KINDS);

/** A file staff uploaded for a customer. Stored under a generated key, never the user's name. */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    eventTypeId: uuid("event_type_id")
      .notNull()
      .references(() => mediaEventTypes.id),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    kind: mediaKind("kind").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    link: text("link"),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_customer_created_idx").on(t.customerId, t.createdAt.desc()),
    check("media_size_positive", sql`${t.sizeBytes} > 0`),
    check("media_link_http", sql`${t.link} IS NULL OR ${t.link} ~* '^https?://'`),
  ],
);
