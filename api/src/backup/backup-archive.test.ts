import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "#api/areas/media/storage/disk-storage.ts";
import { openTestDatabase } from "#api-test/test-database.ts";
import { restoreBackup, writeBackup } from "./backup-archive.ts";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The race between the database dump and the copy of the files: a record deleted after the dump
 * is still in the backup, so its file must be too. The delete waits until the copy has ended.
 */
describe("writeBackup", () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("holds a media delete asked for during the backup until the files are copied", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "fc-backup-race-"));
    folders.push(work);
    // The restore starts an embedded server in work/restored: as root it runs as another user,
    // which must pass through this folder (mkdtemp makes it 0700).
    await chmod(work, 0o755);
    const dataDir = path.join(work, "data");
    const database = await openTestDatabase();
    const storage = createDiskStorage(dataDir);
    // Incompressible and larger than the streams' buffers: the backup stalls until it is read.
    const first = randomBytes(3 * 1024 * 1024);
    const second = randomBytes(3 * 1024 * 1024);
    await storage.put("first-file", Readable.from([first]), "application/octet-stream");
    await storage.put("second-file", Readable.from([second]), "application/octet-stream");

    const out = new PassThrough();
    const databaseUrl = database.url as string;
    const written = writeBackup({ dataDir, databaseUrl, mediaStorage: "disk" }, out);
    await pause(500);

    let deleted = false;
    const deleting = storage.delete("second-file").then(() => {
      deleted = true;
    });
    await pause(200);
    expect(deleted).toBe(false);
    expect(existsSync(path.join(dataDir, "media", "second-file"))).toBe(true);

    const archive = path.join(work, "backup.tar.gz");
    await Promise.all([pipeline(out, createWriteStream(archive)), written]);
    await deleting;
    expect(existsSync(path.join(dataDir, "media", "second-file"))).toBe(false);
    await database.close();

    const restored = path.join(work, "restored");
    expect(await restoreBackup(createReadStream(archive), restored)).toEqual({ mediaFiles: 2 });
    expect((await readFile(path.join(restored, "media", "first-file"))).equals(first)).toBe(true);
    expect((await readFile(path.join(restored, "media", "second-file"))).equals(second)).toBe(true);
  });
});
