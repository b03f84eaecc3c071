import { randomUUID } from "node:crypto";
import { PassThrough, pipeline, type Readable } from "node:stream";

/** Bytes [start, end] of a stored file, both inclusive (HTTP Range semantics). */
export type ByteRange = { start: number; end: number };

/**
 * Where media files live: local disk (default) or S3-compatible object storage. Files are kept
 * under generated keys, never a name a user chose; the original name is data in the database.
 */
export interface MediaStorage {
  readonly driver: "disk" | "s3";
  /**
   * Streams `body` into the object `key` without holding it in memory. When the stream fails
   * (too large, cut off, wrong content) the write is undone and the error is passed on.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /**
   * The file's path on this machine, for storages that keep files on local disk: they are sent
   * by @fastify/send, which reads ranges and dates from the file itself.
   */
  localPath?(key: string): string;
  /** A stream of the whole object or one byte range. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Keys of every stored object (tests and housekeeping). */
  list(): Promise<string[]>;
  /**
   * Everything the storage holds, unfinished writes included (a disk `.part` file), with when it
   * was last written: what the start-up sweep (media-sweep.ts) looks through.
   */
  entries(): Promise<StorageEntry[]>;
  /** Removes one entry `entries()` gave, finished or not. */
  removeEntry(entry: StorageEntry): Promise<void>;
  close(): Promise<void>;
}

export type StorageEntry = {
  /** The stored object's name: its key, or a disk write's `<key>.part`. */
  name: string;
  /** An unfinished write (never a file a record may point at). */
  partial: boolean;
  modifiedAt: Date;
};

export function newStorageKey(): string {
  return randomUUID();
}

/**
 * `body` piped through a byte counter. Errors of `body` reach the returned stream, and no data
 * flows until the returned stream is read, so nothing is lost before a consumer is attached.
 */
export function countBytes(body: Readable): { stream: PassThrough; size: () => number } {
  let size = 0;
  const counter = new PassThrough({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  pipeline(body, counter, () => {});
  return { stream: counter, size: () => size };
}
