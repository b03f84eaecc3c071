import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { countBytes, type MediaStorage, type StorageEntry } from "./media-storage.ts";

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** Media folders whose deletes wait, each with the promise that ends the wait. */
const heldDeletes = new Map<string, Promise<void>>();

/**
 * Holds every delete of a file under DATA_DIR/media until the returned function is called: a
 * backup dumps the database and then copies the files, and a record deleted after the dump must
 * still find its file. Deletes asked for meanwhile wait and run afterwards (decision 0052).
 * Holds must not overlap (backups run one at a time).
 */
export function holdMediaDeletes(dataDir: string): () => void {
  const dir = mediaDir(dataDir);
  let release = () => {};
  heldDeletes.set(
    dir,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  return () => {
    heldDeletes.delete(dir);
    release();
  };
}

/**
 * Files under DATA_DIR/media. A write goes to a `.part` file first and is renamed when complete,
 * so a failed or cut-off upload never leaves a file under a real key.
 */
export function createDiskStorage(dataDir: string): MediaStorage {
  const dir = mediaDir(dataDir);
  const fileOf = (key: string) => {
    if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    driver: "disk",
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      const final = fileOf(key);
      const partial = `${final}.part`;
      const counted = countBytes(body);
      const out = createWriteStream(partial, { flags: "wx" });
      try {
        await pipeline(counted.stream, out);
        await rename(partial, final);
      } catch (err) {
        // The pipeline can fail (a source already ended by a cut-off upload) before the file is
        // even opened: removing it then would run before it exists, and the open would create it
        // afterwards, left for good. Wait until the stream has closed its file first.
        if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
        await rm(partial, { force: true });
        throw err;
      }
      return { size: counted.size() };
    },
    localPath: fileOf,
    async get(key, range) {
      // 1 MB reads: far fewer syscalls and chunks than the 64 KB default on large media.
      const highWaterMark = 1024 * 1024;
      return createReadStream(
        fileOf(key),
        range ? { start: range.start, end: range.end, highWaterMark } : { highWaterMark },
      );
    },
    async delete(key) {
      await heldDeletes.get(dir);
      await rm(fileOf(key), { force: true });
    },
    async list() {
      try {
        // A `.part` file is a write still under way (or one whose clean-up has not run yet):
        // not a stored file, and not a valid key.
        return (await readdir(dir)).filter((name) => !name.endsWith(".part"));
      } catch {
        return [];
      }
    },
    async entries() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const found: StorageEntry[] = [];
      for (const name of names) {
        // Gone meanwhile (a write renamed, a delete): not an entry any more.
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (!info?.isFile()) continue;
        found.push({ name, partial: name.endsWith(".part"), modifiedAt: info.mtime });
      }
      return found;
    },
    async removeEntry(entry) {
      const key = entry.partial ? entry.name.slice(0, -".part".length) : entry.name;
      await heldDeletes.get(dir);
      await rm(`${fileOf(key)}${entry.partial ? ".part" : ""}`, { force: true });
    },
    async close() {},
  };
}
