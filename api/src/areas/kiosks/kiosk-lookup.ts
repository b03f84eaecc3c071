import { type AnyColumn, and, asc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/db/database.ts";
import { collections, kiosks } from "../impact/impact.tables.ts";

/** A kiosk as other areas (pickups) see it; a removed kiosk has `removedOn`. */
export type KioskRef = {
  id: string;
  customerId: string;
  label: string;
  serial: string;
  location: string;
  installedOn: string;
  removedOn: string | null;
};

const refColumns = {
  id: kiosks.id,
  customerId: kiosks.customerId,
  label: kiosks.label,
  serial: kiosks.serial,
  location: kiosks.location,
  installedOn: kiosks.installedOn,
  removedOn: kiosks.removedOn,
};

const select = (db: Db, where: SQL | undefined) =>
  db
    .select(refColumns)
    .from(kiosks)
    .where(where)
    .orderBy(asc(kiosks.installedOn), asc(kiosks.label), asc(kiosks.id));

/** Kiosks by id, in one query (ids not found are left out). */
export async function kiosksByIds(db: Db, ids: readonly string[]): Promise<Map<string, KioskRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await select(db, inArray(kiosks.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findKioskRef(db: Db, id: string): Promise<KioskRef | undefined> {
  return (await kiosksByIds(db, [id])).get(id);
}

/** A business's kiosks, removed ones included, oldest install first. */
export async function kiosksOfCustomer(db: Db, customerId: string): Promise<KioskRef[]> {
  return select(db, eq(kiosks.customerId, customerId));
}

/**
 * Kiosks in service (not removed) installed on or before `until`, of one business or all: the
 * ones pickups are planned for. A kiosk marked removed has none, whatever its removal date.
 */
export async function kiosksInService(
  db: Db,
  until: string,
  filter: { customerId?: string; kioskId?: string } = {},
): Promise<KioskRef[]> {
  return select(
    db,
    and(
      isNull(kiosks.removedOn),
      lte(kiosks.installedOn, until),
      filter.customerId ? eq(kiosks.customerId, filter.customerId) : undefined,
      filter.kioskId ? eq(kiosks.id, filter.kioskId) : undefined,
    ),
  );
}

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
