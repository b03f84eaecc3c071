import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { countBytes, type MediaStorage } from "./media-storage.ts";

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
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
      try {
        await pipeline(counted.stream, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, final);
      } catch (err) {
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
    async close() {},
  };
}
