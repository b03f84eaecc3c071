import type { MediaStorage } from "./storage/media-storage.ts";

export type SweepResult = {
  /** Unfinished writes removed (a disk `.part` file of an upload that was cut off by a crash). */
  partial: number;
  /** Finished files no record points at, removed. */
  orphans: number;
  /** Keys records point at whose file is not in the storage (reported, never deleted). */
  missing: string[];
};

/**
 * The start-up sweep: what an instance killed mid-upload can leave in the media storage. An upload
 * writes its file first and inserts the record after (media-upload.ts, then the route), so a crash
 * leaves either an unfinished write or a finished file without a record; never a record without a
 * file. Both are removed when they were last written before `before`: on disk, before this process
 * started (one instance owns DATA_DIR/media); on S3, shared by running instances, a minute before,
 * so another instance's upload that has just finished and is inserting its record is left alone.
 *
 * The storage is listed first and the records read after, so a file whose record is committed in
 * between is kept. Records without a file are only reported: deleting a customer's data on a
 * guess would be worse than a broken link (decision 0070).
 */
export async function sweepMediaStorage(
  storage: MediaStorage,
  referencedKeys: () => Promise<Iterable<string>>,
  before: Date,
): Promise<SweepResult> {
  const entries = await storage.entries();
  const referenced = new Set(await referencedKeys());
  const result: SweepResult = { partial: 0, orphans: 0, missing: [] };
  const present = new Set<string>();
  for (const entry of entries) {
    if (!entry.partial) present.add(entry.name);
    if (entry.modifiedAt >= before) continue;
    if (entry.partial) {
      await storage.removeEntry(entry);
      result.partial++;
    } else if (!referenced.has(entry.name)) {
      await storage.removeEntry(entry);
      result.orphans++;
    }
  }
  for (const key of referenced) if (!present.has(key)) result.missing.push(key);
  return result;
}
