import type { FastifyRequest } from "fastify";
import type { Db } from "#api/db/database.ts";
import { auditLog } from "./audit.tables.ts";

/** Who made a change: the signed-in staff login (or a CLI or job, which names itself). */
export type AuditActor = { id: string | null; name: string };

export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  if (!user) throw new Error("actorOf needs a signed-in request (staff scope)");
  return { id: user.userId, name: user.name || user.email };
}

export type AuditEntry = {
  actor: AuditActor;
  entity: string;
  entityId: string | number;
  /** The business the record belongs to (customers.id), if any. */
  customerId?: string | null;
  action: string;
  /** The record as it was (null for a creation) and as it is now (null for a deletion). */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and
 * its entry are stored together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    entity: entry.entity,
    entityId: String(entry.entityId),
    customerId: entry.customerId ?? null,
    action: entry.action,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

/** Dates become ISO strings and undefined becomes null, as the JSON column stores them. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}
