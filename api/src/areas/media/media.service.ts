import { Readable } from "node:stream";
import { offsetOf, type PageRequest } from "@filtercycle/contract/paging";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { customerReads as customers } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { media, mediaEventTypes } from "./media.tables.ts";
import { mediaKindOf } from "./media-kind.ts";
import { type MediaStorage, newStorageKey } from "./storage/media-storage.ts";

export async function createEventType(db: Db, name: string) {
  const [row] = await db.insert(mediaEventTypes).values({ name }).returning();
  if (!row) throw new Error("event type insert returned no row");
  return row;
}

export function listEventTypes(db: Db) {
  return db.select().from(mediaEventTypes).orderBy(asc(mediaEventTypes.name));
}

export async function updateEventType(
  db: Db,
  id: string,
  change: { name?: string; retired?: boolean },
) {
  const [row] = await db
    .update(mediaEventTypes)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.retired !== undefined ? { retiredAt: change.retired ? new Date() : null } : {}),
    })
    .where(eq(mediaEventTypes.id, id))
    .returning();
  return row;
}

/** An event type that may be given to new or edited media (exists and is not retired). */
export async function findActiveEventType(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(mediaEventTypes)
    .where(and(eq(mediaEventTypes.id, id), isNull(mediaEventTypes.retiredAt)));
  return row;
}

export type NewMedia = typeof media.$inferInsert;

export async function insertMedia(db: Db, item: NewMedia) {
  const [row] = await db.insert(media).values(item).returning();
  if (!row) throw new Error("media insert returned no row");
  return row;
}

const mediaWithNames = (db: Db, where: SQL | undefined) =>
  db
    .select({
      media,
      eventTypeName: mediaEventTypes.name,
      customerCode: customers.code,
      customerName: customers.name,
    })
    .from(media)
    .innerJoin(mediaEventTypes, eq(mediaEventTypes.id, media.eventTypeId))
    .innerJoin(customers, eq(customers.id, media.customerId))
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id));

/** The customer list's query, built once per database: every dashboard opening reads it. */
const customerMediaQueries = new WeakMap<Db, ReturnType<typeof prepareCustomerMedia>>();
const prepareCustomerMedia = (db: Db) =>
  mediaWithNames(db, eq(media.customerId, sql.placeholder("customerId"))).prepare(
    "fc_customer_media",
  );

/** A customer's media, newest first. */
export function listCustomerMedia(db: Db, customerId: string) {
  let query = customerMediaQueries.get(db);
  if (!query) {
    query = prepareCustomerMedia(db);
    customerMediaQueries.set(db, query);
  }
  return query.execute({ customerId });
}

/** Every customer's media (staff), or one customer's, newest first (the seed's reset reads it). */
export function listAllMedia(db: Db, customerId?: string) {
  return mediaWithNames(db, customerId ? eq(media.customerId, customerId) : undefined);
}

/** A page of every customer's media (staff), or of one customer's, and how many there are. */
export async function mediaPage(db: Db, customerId: string | undefined, page: PageRequest) {
  const where = customerId ? eq(media.customerId, customerId) : undefined;
  const [rows, [counted]] = await Promise.all([
    mediaWithNames(db, where).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findMedia(db: Db, id: string) {
  const [row] = await mediaWithNames(db, eq(media.id, id));
  return row;
}

export async function updateMedia(
  db: Db,
  id: string,
  change: { customerId?: string; eventTypeId?: string; link?: string | null },
) {
  const [row] = await db.update(media).set(change).where(eq(media.id, id)).returning();
  return row;
}

/** Deletes the record, then the file; a file left by a crash in between is only an orphan. */
export async function deleteMedia(db: Db, storage: MediaStorage, id: string): Promise<boolean> {
  const [row] = await db.delete(media).where(eq(media.id, id)).returning();
  if (!row) return false;
  await storage.delete(row.storageKey);
  return true;
}

/** Stores bytes for a customer under a generated key and records them (the demo seed). */
export async function addMediaFromBytes(
  db: Db,
  storage: MediaStorage,
  item: {
    customerId: string;
    eventTypeId: string;
    originalName: string;
    bytes: Uint8Array;
    link?: string | null;
    uploadedBy?: string | null;
    createdAt?: Date;
  },
) {
  const key = newStorageKey();
  const { kind, contentType } = mediaKindOf(item.originalName);
  await storage.put(key, Readable.from([Buffer.from(item.bytes)]), contentType);
  try {
    return await insertMedia(db, {
      customerId: item.customerId,
      eventTypeId: item.eventTypeId,
      storageKey: key,
      originalName: item.originalName,
      contentType,
      kind,
      sizeBytes: item.bytes.byteLength,
      link: item.link ?? null,
      uploadedBy: item.uploadedBy ?? null,
      ...(item.createdAt ? { createdAt: item.createdAt } : {}),
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

/** Every storage key a media record points at (the start-up sweep keeps these files). */
export async function mediaStorageKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ key: media.storageKey }).from(media);
  return rows.map((r) => r.key);
}
