import type { AuditEntry } from "@filtercycle/contract/audit/audit-log";
import { and, count, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { auditLog } from "./audit.tables.ts";

/** The customers area's look-ups the log's display needs, handed in at registration. */
export type AuditCustomers = {
  byCode: (db: Db, code: string) => Promise<{ id: string } | undefined>;
  byIds: (
    db: Db,
    ids: readonly (string | null)[],
  ) => Promise<Map<string, { code: string; name: string }>>;
};

export type AuditLogFilter = {
  entity?: string;
  actorId?: string;
  customerId?: string;
  /** Business days (inclusive) in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
};

/**
 * A page of the audit log, newest first, with the filtered list's size. Read-only: nothing in
 * the app changes or removes an entry (and the table's trigger refuses it).
 */
export async function listAuditLog(
  db: Db,
  filter: AuditLogFilter,
  page: { page: number; pageSize: number },
  customersByIds: AuditCustomers["byIds"],
): Promise<{ items: AuditEntry[]; total: number }> {
  const a = auditLog;
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(a.entity, filter.entity));
  if (filter.actorId) conditions.push(eq(a.actorId, filter.actorId));
  if (filter.customerId) conditions.push(eq(a.customerId, filter.customerId));
  // A business day runs from its midnight in the business time zone to the next one.
  if (filter.from)
    conditions.push(
      sql`${a.at} >= (${filter.from}::date::timestamp at time zone ${filter.timeZone})`,
    );
  if (filter.to)
    conditions.push(
      sql`${a.at} < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.at), desc(a.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const names = await customersByIds(
    db,
    rows.map((r) => r.customerId),
  );
  return {
    items: rows.map((row) => {
      const customer = row.customerId ? names.get(row.customerId) : undefined;
      return {
        id: row.id,
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorName: row.actorName,
        entity: row.entity,
        entityId: row.entityId,
        customerCode: customer?.code ?? null,
        customerName: customer?.name ?? null,
        action: row.action,
        before: row.before,
        after: row.after,
      };
    }),
    total: counted?.n ?? 0,
  };
}

/** The filter choices: every entity in the log, and every person who made a change. */
export async function auditLogChoices(
  db: Db,
): Promise<{ entities: string[]; actors: { id: string; name: string }[] }> {
  const a = auditLog;
  const [entities, actors] = await Promise.all([
    db.selectDistinct({ entity: a.entity }).from(a).orderBy(a.entity),
    db
      .select({ id: a.actorId, name: sql<string>`max(${a.actorName})` })
      .from(a)
      .where(isNotNull(a.actorId))
      .groupBy(a.actorId)
      .orderBy(sql`max(${a.actorName})`),
  ]);
  return {
    entities: entities.map((e) => e.entity),
    actors: actors.map((r) => ({ id: r.id as string, name: r.name })),
  };
}
