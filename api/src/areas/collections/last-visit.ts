import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { type KioskCollections, kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { collections } from "./collections.tables.ts";

/**
 * The one rule of a kiosk's last visit (issue 25): the day of its latest collection, on or before
 * `upTo` when given. Every visit that took place wrote a collection (a done pickup writes its own
 * in the same transaction, decision 0060), and a collection recorded in the console or imported is
 * that kiosk's visit of the day, so the collections alone answer it. The kiosk table, the Service
 * tab and the console's kiosk list all read it here, so they cannot disagree.
 * `kioskId` is the SQL of the kiosk's id in the caller's query; the answer is 'YYYY-MM-DD' or null.
 */
export function lastVisitSql(kioskId: SQL | AnyColumn, upTo?: string): SQL {
  // Its own alias, so a caller's unqualified `id` or `collected_on` can never be taken for ours.
  const until = upTo === undefined ? sql`` : sql` and last_visit.collected_on <= ${upTo}::date`;
  return sql`(select to_char(max(last_visit.collected_on), 'YYYY-MM-DD')
    from ${collections} as last_visit where last_visit.kiosk_id = ${kioskId}${until})`;
}

/** Each kiosk's last visit (lastVisitSql), by id; kiosks never visited are left out. */
export async function lastVisits(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: string; last: string | null }>(
    db,
    sql`select k.id, ${lastVisitSql(sql`k.id`)} as last from ${kiosks} as k
        where k.id in (${sql.join(
          wanted.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(rows.flatMap((row) => (row.last ? [[row.id, row.last] as const] : [])));
}

/**
 * A kiosk's collections as the kiosks area's staff routes read them (handed in at registration,
 * app.ts): the same SQL they wrote over this table before it moved here (decision 0082).
 */
export const kioskCollections: KioskCollections = {
  countOf: (kioskId) =>
    sql`(select count(*)::int from ${collections} c where c.kiosk_id = ${kioskId})`,
  lastVisitOf: (kioskId) => lastVisitSql(kioskId),
  statsOf: (id) =>
    sql`select count(*)::int as n, ${lastVisitSql(sql`${id}::uuid`)} as last
        from ${collections} where kiosk_id = ${id}`,
  before: (id, day) =>
    sql`select count(*)::int as n, to_char(min(collected_on), 'YYYY-MM-DD') as first
                from ${collections} where kiosk_id = ${id} and collected_on < ${day}`,
  after: (id, day) =>
    sql`select count(*)::int as n, to_char(max(collected_on), 'YYYY-MM-DD') as last
                from ${collections} where kiosk_id = ${id} and collected_on > ${day}`,
};
