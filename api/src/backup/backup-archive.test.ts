import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { authSecret } from "#api/areas/accounts/auth-secret.ts";
import { createDiskStorage } from "#api/areas/media/storage/disk-storage.ts";
import { unsubscribeToken } from "#api/areas/notifications/unsubscribe-token.ts";
import { openDatabase } from "#api/db/database.ts";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext } from "#api-test/test-app.ts";
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
    const written = writeBackup(
      { dataDir, databaseUrl, mediaStorage: "disk", authSecret: "s".repeat(32) },
      out,
    );
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
    expect(await restoreBackup(createReadStream(archive), restored)).toMatchObject({
      mediaFiles: 2,
    });
    expect((await readFile(path.join(restored, "media", "first-file"))).equals(first)).toBe(true);
    expect((await readFile(path.join(restored, "media", "second-file"))).equals(second)).toBe(true);
  });
});

/**
 * A restore onto a new machine (no AUTH_SECRET): the secret that signed the sessions and the
 * mailed unsubscribe links comes with the backup, so both keep working on the restored server.
 */
describe("restoreBackup", () => {
  it("keeps the sessions and unsubscribe links made before the backup", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "fc-backup-secret-"));
    await chmod(work, 0o755);
    const before = await createTestContext();
    const db = before.database.db;
    const customer = await aCustomer(db);
    const login = await aLogin(db, { role: "customer", customerId: customer.id });
    const cookie = await sessionCookieFor(before.app, login.email, login.password);
    const secret = authSecret(before.config);
    const unsubscribe = `/api/unsubscribe?token=${unsubscribeToken(secret, login.id, "pickupReceipts")}`;
    const archive = path.join(work, "backup.tar.gz");
    await writeBackup(
      {
        dataDir: before.dataDir,
        databaseUrl: before.database.url as string,
        mediaStorage: "disk",
        authSecret: secret,
      },
      createWriteStream(archive),
    );
    await before.close();

    const restoredDir = path.join(work, "restored");
    const restored = await restoreBackup(createReadStream(archive), restoredDir);
    expect(restored.authSecret).toBe(secret);
    expect((await stat(path.join(restoredDir, "auth-secret"))).mode & 0o777).toBe(0o600);

    const database = await openDatabase({ driver: "embedded", dataDir: restoredDir, poolMax: 2 });
    const after = await createTestContext({
      database: { ...database, reset: async () => {} },
      env: { DATA_DIR: restoredDir },
    });
    try {
      const me = await after.app.inject({
        method: "GET",
        url: "/api/account",
        headers: { cookie },
      });
      expect(me.statusCode).toBe(200);
      const res = await after.app.inject({ method: "POST", url: unsubscribe });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: "pickupReceipts", email: login.email });
    } finally {
      await after.close();
      await database.close();
      await rm(work, { recursive: true, force: true });
    }
  });
});
