import type { Db } from "../../db/database.ts";
import { media, mediaEventTypes } from "./media.tables.ts";
import { newStorageKey, writeMediaFile } from "./media-files.ts";
import { mediaKindOf } from "./media-kind.ts";

export async function createEventType(db: Db, name: string) {
  const [row] = await db.insert(mediaEventTypes).values({ name }).returning();
  if (!row) throw new Error("event type insert returned no row");
  return row;
}

/** Stores a file for a customer under a generated key and records it. */
export async function addMediaFromBytes(
  db: Db,
  dataDir: string,
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
  await writeMediaFile(dataDir, key, item.bytes);
  const [row] = await db
    .insert(media)
    .values({
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
    })
    .returning();
  if (!row) throw new Error("media insert returned no row");
  return row;
}
