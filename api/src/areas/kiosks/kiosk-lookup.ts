import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { kiosks } from "./kiosks.tables.ts";

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

/** The kiosk of a serial as the database compares serials (look-alikes are one: migration 0012). */
export async function findKioskBySerial(db: Db, serial: string): Promise<KioskRef | undefined> {
  const [kiosk] = await select(db, eq(kiosks.serialKey, sql`kiosk_serial_key(${serial})`));
  return kiosk;
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
