import { execFileSync } from "node:child_process";
import { mkdir, readdir } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { multipartBody } from "#api-test/multipart.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { createEventType } from "./media.service.ts";
import { mediaDir } from "./storage/disk-storage.ts";

const PASSWORD = "Correct-Horse-1";

/**
 * The media folder on a real, small file system: a 1 MB tmpfs mounted over DATA_DIR/media, so a
 * 3 MB upload runs out of space part-way, as a full disk would make it. Mounting needs root (the
 * machines these tests run on); elsewhere this test fails saying so rather than pretending.
 * The same folder remounted read-only stands for a storage that fails.
 */
describe("uploads when the media storage is full or failing (disk)", () => {
  let ctx: TestContext;
  let dir: string;
  let cookie: string;
  let eventTypeId: string;

  const mount = (...options: string[]) =>
    execFileSync("mount", ["-t", "tmpfs", "-o", options.join(","), "tmpfs", dir]);
  // Every mount of this test, also one a failed assertion left stacked.
  const unmount = () => {
    for (;;) {
      try {
        execFileSync("umount", [dir], { stdio: "ignore" });
      } catch {
        return; // nothing (more) mounted here
      }
    }
  };

  beforeAll(async () => {
    ctx = await createTestContext({ env: { MEDIA_MAX_BYTES: String(8 * 1024 * 1024) } });
    dir = mediaDir(ctx.dataDir);
    await mkdir(dir, { recursive: true });
    const customer = await createCustomer(ctx.database.db, {
      code: "FC-5001",
      name: "Gamma Café",
      serviceType: "S",
      businessType: "B",
    });
    expect(customer.id).toBeTruthy();
    await createLogin(ctx.database.db, {
      email: "staff@fc.example",
      name: "S",
      password: PASSWORD,
      role: "admin",
    });
    eventTypeId = (await createEventType(ctx.database.db, "Awareness drive")).id;
    cookie = await sessionCookieFor(ctx.app, "staff@fc.example", PASSWORD);
  });
  afterAll(async () => {
    unmount();
    await ctx.close();
  });

  const upload = (bytes: number) => {
    const data = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42"),
      Buffer.alloc(bytes, 1),
    ]);
    const { body, contentType } = multipartBody([
      { name: "customerId", value: "FC-5001" },
      { name: "eventTypeId", value: eventTypeId },
      { name: "file", filename: "drive.mp4", data },
    ]);
    return ctx.app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { cookie, "content-type": contentType },
      payload: body,
    });
  };
  const mediaRows = async () =>
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from media`))[0]
      ?.n;

  it("answers 507 with a clear message when the storage fills up mid-file, and keeps nothing", async () => {
    try {
      mount("size=1m", "mode=0777");
    } catch (err) {
      throw new Error(
        `This test mounts a 1 MB tmpfs over the media folder to fill a real file system, which needs root: ${(err as Error).message}`,
      );
    }
    const res = await upload(3 * 1024 * 1024);
    expect(res.statusCode).toBe(507);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.json()).toMatchObject({
      status: 507,
      title: "Insufficient Storage",
      detail:
        "The media storage is full, so the file was not saved. Ask an administrator to free space, then upload it again.",
    });
    expect(await readdir(dir)).toEqual([]);
    expect(await mediaRows()).toBe(0);

    // Space again: the same upload, smaller than the room left, is saved.
    const small = await upload(100 * 1024);
    expect(small.statusCode).toBe(201);
    expect(await mediaRows()).toBe(1);
    unmount();
  });

  it("answers 503 with a clear message when the storage refuses writes, and keeps nothing", async () => {
    unmount();
    mount("size=1m", "ro");
    const before = await mediaRows();
    const res = await upload(200 * 1024);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json()).toMatchObject({
      status: 503,
      detail:
        "The media storage could not save the file right now, so it was not saved. Try again in a moment.",
    });
    expect(await readdir(dir)).toEqual([]);
    expect(await mediaRows()).toBe(before);
    unmount();
  });
});
