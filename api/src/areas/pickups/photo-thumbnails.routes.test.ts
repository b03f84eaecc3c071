import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { signedInLogin } from "#api-test/console-calls.ts";
import { multipartBody } from "#api-test/multipart.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { pickups } from "./pickups.tables.ts";

/**
 * Pickup photos on the Service tab: a thumbnail of about 400 px for the list, the whole photo to
 * open; an upload is kept only when the picture decodes.
 */
describe("pickup photo thumbnails", () => {
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let otherOwner: string;
  let pickupId: string;
  let camera: Buffer;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);

  /** The files in the media folder (the test file's data folder: earlier tests' too). */
  const mediaFiles = async () =>
    (
      await readdir(path.join(ctx.dataDir, "media"), {
        withFileTypes: true,
        recursive: true,
      }).catch(() => [])
    )
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url, headers: { cookie, ...headers } });
  const upload = (data: Buffer, filename = "kiosk.jpg") => {
    const body = multipartBody([{ name: "file", filename, data }]);
    return ctx.app.inject({
      method: "POST",
      url: `/api/admin/pickups/${pickupId}/photo`,
      headers: { cookie: staff, "content-type": body.contentType },
      payload: body.body,
    });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    // A camera-sized picture (3000 × 2250) with grain, as a phone's JPEG is.
    camera = await sharp({
      create: {
        width: 3000,
        height: 2250,
        channels: 3,
        background: "#5a7d4b",
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const a = await createCustomer(ctx.database.db, {
      code: "FC-7001",
      name: "Terrace Café",
      serviceType: "S",
      businessType: "B",
    });
    const b = await createCustomer(ctx.database.db, {
      code: "FC-7002",
      name: "Other",
      serviceType: "S",
      businessType: "B",
    });
    const kiosk = await addKiosk(ctx.database.db, {
      customerId: a.id,
      label: "Terrace kiosk",
      installedOn: addDays(today, -32),
    });
    const [row] = await ctx.database.db
      .insert(pickups)
      .values({ kioskId: kiosk.id, customerId: a.id, plannedOn: today })
      .returning();
    pickupId = row?.id as string;
    staff = (await signedInLogin(ctx, { email: "s@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, {
        email: "o@a.example",
        name: "O",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    otherOwner = (
      await signedInLogin(ctx, {
        email: "o@b.example",
        name: "B",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  it("serves the Service tab a 400 px JPEG thumbnail and the whole photo to open", async () => {
    expect(camera.length).toBeGreaterThan(1_000_000);
    const stored = await upload(camera);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().thumbnailUrl).toBe(`/api/admin/pickups/${pickupId}/photo?size=thumbnail`);
    const history = (await get("/api/pickups", owner)).json().history.items;
    expect(history).toEqual([]);
    await ctx.app.inject({
      method: "POST",
      url: `/api/admin/pickups/${pickupId}/complete`,
      headers: { cookie: staff, "content-type": "application/json" },
      payload: JSON.stringify({ buttsKg: 0.5, idempotencyKey: "stop-thumb-1" }),
    });
    const [done] = (await get("/api/pickups", owner)).json().history.items;
    expect(done).toMatchObject({
      photoUrl: `/api/pickups/${pickupId}/photo`,
      thumbnailUrl: `/api/pickups/${pickupId}/photo?size=thumbnail`,
    });

    const thumbnail = await get(done.thumbnailUrl, owner);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 300]);
    expect(thumbnail.rawPayload.length).toBeLessThan(camera.length / 20);

    const full = await get(done.photoUrl, owner);
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(camera)).toBe(true);

    // The browser's copy is still good: 304, nothing made again.
    const again = await get(done.thumbnailUrl, owner, {
      "if-none-match": String(thumbnail.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // Another business sees neither.
    expect((await get(done.thumbnailUrl, otherOwner)).statusCode).toBe(404);
    const bad = await get(`/api/pickups/${pickupId}/photo?size=huge`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(["size"]);
  });

  it("refuses a file that starts like a JPEG but is not a picture (415), keeping no photo", async () => {
    const broken = Buffer.concat([camera.subarray(0, 600), Buffer.alloc(4000, 7)]);
    const before = await mediaFiles();
    const res = await upload(broken);
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(
      "This file is not a photo that can be read: send a JPEG, PNG or WebP picture.",
    );
    const photo = await get(`/api/admin/pickups/${pickupId}/photo`, staff);
    expect(photo.statusCode).toBe(404);
    // Nothing left in the media folder either.
    expect(await mediaFiles()).toEqual(before);
  });
});
