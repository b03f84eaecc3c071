import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every change staff make: who, when, which record, before and after. Append-only: a trigger
 * (migration 0004) refuses UPDATE and DELETE, so nothing in the app can rewrite history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff login (users.id); kept as text, not a foreign key, so a revoked login's entries stay. */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    /** What kind of record: "customer", "kiosk", "collection", "payout", "adjustment", "login", … */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** The business the record belongs to, so each customer's page shows its trail. */
    customerId: uuid("customer_id"),
    /** "create", "update", "delete", "deactivate", "import", … */
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_customer_idx").on(t.customerId, t.at.desc()),
    index("audit_log_entity_idx").on(t.entity, t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
  ],
);
