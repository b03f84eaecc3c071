import type { AwarenessSession } from "@filtercycle/contract/money/admin-ledger";
import { offsetOf, type PageRequest } from "@filtercycle/contract/paging";
import { count, desc, eq, sum } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import { awarenessRecords, smokersServed } from "./impact.tables.ts";

/**
 * Staff's impact records per customer: awareness sessions (date, title, people reached) and
 * the smokers-served figure. Every change is audited in its own transaction.
 */
type Customer = { id: string; code: string };
type SessionRow = typeof awarenessRecords.$inferSelect;

const toSession = (row: SessionRow): AwarenessSession => ({
  id: row.id,
  date: row.heldOn,
  title: row.title,
  peopleReached: row.peopleReached,
});

/** A page of the sessions, newest first (held on, then recorded, then id), and their totals. */
export async function listImpactRecords(db: Db, customerId: string, page: PageRequest) {
  const mine = eq(awarenessRecords.customerId, customerId);
  const [sessions, [totals], [smokers]] = await Promise.all([
    db
      .select()
      .from(awarenessRecords)
      .where(mine)
      .orderBy(
        desc(awarenessRecords.heldOn),
        desc(awarenessRecords.createdAt),
        desc(awarenessRecords.id),
      )
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db
      .select({ n: count(), people: sum(awarenessRecords.peopleReached) })
      .from(awarenessRecords)
      .where(mine),
    db
      .select({ count: smokersServed.count })
      .from(smokersServed)
      .where(eq(smokersServed.customerId, customerId)),
  ]);
  return {
    items: sessions.map(toSession),
    page: page.page,
    pageSize: page.pageSize,
    total: totals?.n ?? 0,
    peopleReached: Number(totals?.people ?? 0),
    smokersServed: smokers?.count ?? 0,
  };
}

export async function createAwarenessSession(
  db: Db,
  customer: Customer,
  session: { date: string; title: string; peopleReached: number },
  actor: AuditActor,
): Promise<AwarenessSession> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(awarenessRecords)
      .values({
        customerId: customer.id,
        heldOn: session.date,
        title: session.title,
        peopleReached: session.peopleReached,
      })
      .returning();
    if (!row) throw new Error("awareness insert returned no row");
    const created = toSession(row);
    await recordAudit(tx, {
      actor,
      entity: "awareness_session",
      entityId: row.id,
      customerId: customer.id,
      action: "create",
      before: null,
      after: created,
    });
    return created;
  });
}

/** Changes a session; undefined when there is none with this id. */
export async function updateAwarenessSession(
  db: Db,
  id: string,
  change: { date?: string; title?: string; peopleReached?: number },
  actor: AuditActor,
): Promise<AwarenessSession | undefined> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(awarenessRecords).where(eq(awarenessRecords.id, id));
    if (!existing) return undefined;
    const [row] = await tx
      .update(awarenessRecords)
      .set({
        ...(change.date !== undefined ? { heldOn: change.date } : {}),
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.peopleReached !== undefined ? { peopleReached: change.peopleReached } : {}),
      })
      .where(eq(awarenessRecords.id, id))
      .returning();
    if (!row) return undefined;
    const updated = toSession(row);
    await recordAudit(tx, {
      actor,
      entity: "awareness_session",
      entityId: id,
      customerId: row.customerId,
      action: "update",
      before: toSession(existing),
      after: updated,
    });
    return updated;
  });
}

/** Deletes a session; false when there is none with this id. */
export async function deleteAwarenessSession(
  db: Db,
  id: string,
  actor: AuditActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(awarenessRecords).where(eq(awarenessRecords.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      entity: "awareness_session",
      entityId: id,
      customerId: row.customerId,
      action: "delete",
      before: toSession(row),
      after: null,
    });
    return true;
  });
}

export async function putSmokersServed(
  db: Db,
  customer: Customer,
  count: number,
  actor: AuditActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ count: smokersServed.count })
      .from(smokersServed)
      .where(eq(smokersServed.customerId, customer.id));
    await tx
      .insert(smokersServed)
      .values({ customerId: customer.id, count })
      .onConflictDoUpdate({
        target: smokersServed.customerId,
        set: { count, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      entity: "smokers_served",
      entityId: customer.code,
      customerId: customer.id,
      action: existing ? "update" : "create",
      before: existing ? { count: existing.count } : null,
      after: { count },
    });
    return count;
  });
}
