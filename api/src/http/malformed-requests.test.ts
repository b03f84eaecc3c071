import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer } from "#api-test/builders.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../areas/accounts/accounts.service.ts";
import { createMediaStorage } from "../areas/media/storage/create-media-storage.ts";
import type { MediaStorage } from "../areas/media/storage/media-storage.ts";

/**
 * Requests that are broken below the level of fields (a multipart body cut off or without its
 * boundary, a path with a broken %-escape) answer 400 problem details like every other bad
 * request (docs/decisions/0049). Before, the uploads answered 500 and the paths Fastify's own
 * plain JSON.
 */
const PASSWORD = "Correct-Horse-1";
const BOUNDARY = "----filtercycle-test";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const MALFORMED_UPLOAD =
  "The upload is not complete multipart/form-data: it was cut off, has no boundary or has broken part headers. Send the form again.";

/** The start of a well-formed upload: a field, then a file part with its first bytes. */
const uploadStart = (boundary = BOUNDARY) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\nFC-7101\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    PNG,
  ]);

describe("malformed requests", () => {
  let ctx: TestContext;
  let storage: MediaStorage;
  let staffCookie: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    storage = await createMediaStorage(ctx.config);
    await aCustomer(ctx.database.db, {
      code: "FC-7101",
      name: "Alpha Café",
      serviceType: "S",
      businessType: "B",
    });
    await createLogin(ctx.database.db, {
      email: "staff@fc.example",
      name: "S",
      password: PASSWORD,
      role: "admin",
    });
    staffCookie = await sessionCookieFor(ctx.app, "staff@fc.example", PASSWORD);
  });
  afterAll(async () => {
    await storage?.close();
    await ctx?.close();
  });

  it.each([
    [
      "cut off in the middle of the file",
      `multipart/form-data; boundary=${BOUNDARY}`,
      uploadStart(),
    ],
    ["without a boundary", "multipart/form-data", uploadStart()],
    [
      "with a boundary the body never has",
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.from("not multipart at all"),
    ],
    [
      "with a boundary longer than any parser takes",
      `multipart/form-data; boundary=${"b".repeat(300)}`,
      uploadStart("b".repeat(300)),
    ],
  ])("an upload %s answers 400 and keeps nothing", async (_what, contentType, payload) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { cookie: staffCookie, "content-type": contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    expect(res.json()).toEqual({
      type: "/problems/validation",
      title: "Bad Request",
      status: 400,
      detail: MALFORMED_UPLOAD,
      instance: "/api/admin/media",
    });
    expect(await storage.list()).toEqual([]);
  });

  it("an upload whose part headers are broken answers 400 naming the missing file", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { cookie: staffCookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: "file", message: "is required" }]);
  });

  it.each(["/api/%E0%A4%A", "/api/get_green_impact%E0", "/%E0%A4%A", "/dashboard/%C3%28"])(
    "a path with a broken escape answers 400 problem details: %s",
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
      expect(res.json()).toEqual({
        type: "/problems/validation",
        title: "Bad Request",
        status: 400,
        detail: "The address is not valid: it has a broken %-escape. Check the link and try again.",
      });
    },
  );

  it("a broken escape in the query or a NUL in the path answers problem details too", async () => {
    const query = await ctx.app.inject({ url: "/api/get_green_impact?x=%ZZ" });
    expect(query.statusCode).toBe(401);
    expect(query.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    for (const url of ["/api/%00", "/api/media/%00/file"]) {
      const res = await ctx.app.inject({ url, headers: { cookie: staffCookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    }
  });
});
