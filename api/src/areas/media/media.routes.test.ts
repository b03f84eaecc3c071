import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { minimalMp4 } from "#api-test/mp4.ts";
import { multipartBody, type Part, SAMPLE_FILES } from "#api-test/multipart.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { createEventType } from "./media.service.ts";
import { createMediaStorage } from "./storage/create-media-storage.ts";
import { mediaDir } from "./storage/disk-storage.ts";
import type { MediaStorage } from "./storage/media-storage.ts";

const PASSWORD = "Correct-Horse-1";

type Driver = "disk" | "s3";

async function startS3(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "fc-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: "media", configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "media",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each<Driver>(["disk", "s3"])("media library on %s storage", (driver) => {
  let ctx: TestContext;
  let storage: MediaStorage;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let cookies: { a: string; b: string; staff: string };
  let customerA: string;
  let eventTypeId: string;

  const loginCookie = (email: string) => sessionCookieFor(ctx.app, email, PASSWORD);

  const upload = (parts: Part[], cookie = cookies.staff) => {
    const { body, contentType } = multipartBody(parts);
    return ctx.app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { cookie, "content-type": contentType },
      payload: body,
    });
  };
  const fileParts = (filename: string, data: Buffer, extra: Part[] = []): Part[] => [
    { name: "customerId", value: "FC-4001" },
    { name: "eventTypeId", value: eventTypeId },
    ...extra,
    { name: "file", filename, data },
  ];
  const stored = async () => (await storage.list()).filter((k) => !k.endsWith(".part"));
  const mediaCount = async () =>
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from media`))[0]
      ?.n;

  beforeAll(async () => {
    s3 = driver === "s3" ? await startS3() : undefined;
    ctx = await createTestContext({
      env: { MEDIA_MAX_BYTES: String(64 * 1024), ...(s3?.env ?? {}) },
    });
    storage = await createMediaStorage(ctx.config);
  });
  afterAll(async () => {
    await storage.close();
    await ctx.close();
    await s3?.close();
  });
  beforeEach(async () => {
    for (const key of await storage.list()) await storage.delete(key);
    await ctx.database.reset();
    const a = await createCustomer(ctx.database.db, {
      code: "FC-4001",
      name: "Alpha Café",
      serviceType: "S",
      businessType: "B",
    });
    const b = await createCustomer(ctx.database.db, {
      code: "FC-4002",
      name: "Beta Hotel",
      serviceType: "S",
      businessType: "B",
    });
    customerA = a.id;
    await createLogin(ctx.database.db, {
      email: "a@alpha.example",
      name: "A",
      password: PASSWORD,
      role: "customer",
      customerId: a.id,
    });
    await createLogin(ctx.database.db, {
      email: "b@beta.example",
      name: "B",
      password: PASSWORD,
      role: "customer",
      customerId: b.id,
    });
    await createLogin(ctx.database.db, {
      email: "staff@fc.example",
      name: "S",
      password: PASSWORD,
      role: "admin",
    });
    eventTypeId = (await createEventType(ctx.database.db, "Awareness drive")).id;
    cookies = {
      a: await loginCookie("a@alpha.example"),
      b: await loginCookie("b@beta.example"),
      staff: await loginCookie("staff@fc.example"),
    };
  });

  describe("upload", () => {
    it("accepts every kind of SPEC.md §4 and stores the exact bytes under a generated key", async () => {
      const expectedKinds: Record<string, string> = {
        "clip.mp4": "video",
        "clip.mov": "video",
        "clip.webm": "video",
        "clip.ogg": "video",
        "report.pdf": "pdf",
        "photo.jpg": "image",
        "photo.jpeg": "image",
        "photo.png": "image",
        "anim.gif": "image",
        "photo.webp": "image",
        "pickups.csv": "unknown",
      };
      for (const [name, data] of Object.entries(SAMPLE_FILES)) {
        const res = await upload(
          fileParts(name, data, [{ name: "link", value: "https://example.com/drive" }]),
        );
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        const item = res.json();
        expect(item).toMatchObject({
          fileName: name,
          kind: expectedKinds[name],
          sizeBytes: data.length,
          customerCode: "FC-4001",
          link: "https://example.com/drive",
        });
        const file = await ctx.app.inject({ url: item.url, headers: { cookie: cookies.staff } });
        expect(file.rawPayload.equals(data), name).toBe(true);
      }
      const keys = await stored();
      expect(keys).toHaveLength(Object.keys(SAMPLE_FILES).length);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("refuses a file whose content does not match its extension (415), keeping nothing", async () => {
      const res = await upload(fileParts("photo.png", SAMPLE_FILES["report.pdf"] as Buffer));
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe(
        'The content of "photo.png" is not a .png file. Upload the file in the format its name says.',
      );
      expect(await stored()).toEqual([]);
      expect(await mediaCount()).toBe(0);
    });

    it("accepts a real MP4 as a video: upper-case extension, or a name that is only .mp4", async () => {
      const mp4 = minimalMp4();
      for (const name of ["Drive 2025.MP4", ".mp4"]) {
        const res = await upload(fileParts(name, mp4));
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        expect(res.json()).toMatchObject({
          fileName: name,
          kind: "video",
          contentType: "video/mp4",
        });
        const file = await ctx.app.inject({
          url: res.json().url,
          headers: { cookie: cookies.staff },
        });
        expect(file.headers["content-type"]).toBe("video/mp4");
        expect(file.rawPayload.equals(mp4)).toBe(true);
      }
      const list = await ctx.app.inject({
        url: "/api/get_customer_videos",
        headers: { cookie: cookies.a },
      });
      expect(
        list
          .json()
          .data.map((item: { file_name: string; kind: string }) => [item.file_name, item.kind])
          .sort(),
      ).toEqual([
        [".mp4", "video"],
        ["Drive 2025.MP4", "video"],
      ]);
    });

    it("refuses a name whose extension is an object property name (415, not a crash)", async () => {
      for (const name of ["x.constructor", "x.toString", "x.__proto__"]) {
        const res = await upload(fileParts(name, Buffer.from("plain text")));
        expect(res.statusCode, name).toBe(415);
        expect(res.json().detail).toMatch(/^\.[a-z_]+ files are not accepted\. Accepted: \.mp4, /i);
      }
      expect(await stored()).toEqual([]);
    });

    it("refuses kinds that are not accepted, such as HTML or SVG (415)", async () => {
      for (const name of ["page.html", "logo.svg", "setup.exe", "noextension"]) {
        const res = await upload(
          fileParts(name, Buffer.from("<html><script>alert(1)</script></html>")),
        );
        expect(res.statusCode, name).toBe(415);
        expect(res.json().errors[0].field).toBe("file");
      }
      expect(await stored()).toEqual([]);
    });

    it("refuses a file over the size limit with 413 and a clear message, keeping nothing", async () => {
      const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(70 * 1024)]);
      const res = await upload(fileParts("big.pdf", big));
      expect(res.statusCode).toBe(413);
      expect(res.json().detail).toBe(
        "The file is larger than the 0 MB limit. Upload a smaller file.".replace(
          "0 MB",
          `${Math.round(64 / 1024)} MB`,
        ),
      );
      expect(await stored()).toEqual([]);
      expect(await mediaCount()).toBe(0);
    });

    it("refuses an empty file (400)", async () => {
      const res = await upload(fileParts("empty.pdf", Buffer.alloc(0)));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('The file "empty.pdf" is empty.');
      expect(await stored()).toEqual([]);
    });

    it("names each bad field and keeps nothing: a javascript: link, no event type, an unknown business", async () => {
      const res = await upload([
        { name: "customerId", value: "FC-4001" },
        { name: "link", value: "javascript:alert(1)" },
        { name: "file", filename: "report.pdf", data: SAMPLE_FILES["report.pdf"] as Buffer },
      ]);
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(["eventTypeId", "link"]);
      const unknown = await upload([
        { name: "customerId", value: "FC-9999" },
        { name: "eventTypeId", value: eventTypeId },
        { name: "file", filename: "report.pdf", data: SAMPLE_FILES["report.pdf"] as Buffer },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].field).toBe("customerId");
      const noFile = await upload([
        { name: "customerId", value: "FC-4001" },
        { name: "eventTypeId", value: eventTypeId },
      ]);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().detail).toBe("Choose a file to upload.");
      expect(await stored()).toEqual([]);
      expect(await mediaCount()).toBe(0);
    });

    it("is for staff only", async () => {
      const res = await upload(
        fileParts("report.pdf", SAMPLE_FILES["report.pdf"] as Buffer),
        cookies.a,
      );
      expect(res.statusCode).toBe(403);
      expect(await mediaCount()).toBe(0);
    });

    it("leaves no record and no file when the upload is cut off", async () => {
      await ctx.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = ctx.app.server.address() as { port: number };
      const { body, contentType } = multipartBody(
        fileParts(
          "clip.webm",
          Buffer.concat([SAMPLE_FILES["clip.webm"] as Buffer, randomBytes(40 * 1024)]),
        ),
      );
      const socket = connect(port, "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", resolve));
      socket.write(
        `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookies.staff}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, Math.floor(body.length / 2)));
      await new Promise((r) => setTimeout(r, 300));
      socket.destroy();
      // The server notices the closed socket and cleans up on its own schedule (slower on a
      // loaded machine): wait for it, up to 10 s.
      await vi.waitFor(
        async () => {
          expect(await mediaCount()).toBe(0);
          expect(await storage.list()).toEqual([]);
          if (driver === "disk")
            expect(await readdir(mediaDir(ctx.dataDir)).catch(() => [])).toEqual([]);
        },
        { timeout: 10_000, interval: 100 },
      );
    });
  });

  describe("for the customer", () => {
    let ids: { pdf: string; video: string; other: string };
    beforeEach(async () => {
      const first = await upload(fileParts("report.pdf", SAMPLE_FILES["report.pdf"] as Buffer));
      const second = await upload(
        fileParts("clip.mp4", SAMPLE_FILES["clip.mp4"] as Buffer, [
          { name: "link", value: "https://example.com/v" },
        ]),
      );
      const other = await upload([
        { name: "customerId", value: "FC-4002" },
        { name: "eventTypeId", value: eventTypeId },
        { name: "file", filename: "photo.png", data: SAMPLE_FILES["photo.png"] as Buffer },
      ]);
      ids = { pdf: first.json().id, video: second.json().id, other: other.json().id };
      // Distinct upload times, so "newest first" is well defined.
      await ctx.database.db.execute(
        sql`update media set created_at = now() - interval '1 day' where id = ${ids.pdf}`,
      );
    });

    it("lists only the session's business, newest first, in the spec's shape", async () => {
      const res = await ctx.app.inject({
        url: "/api/get_customer_videos?customerId=FC-4002",
        headers: { cookie: cookies.a },
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.map((m: { id: string }) => m.id)).toEqual([ids.video, ids.pdf]);
      expect(data[0]).toEqual({
        id: ids.video,
        video_url: `/api/media/${ids.video}/file`,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        link: "https://example.com/v",
        event_type: { name: "Awareness drive" },
        file_name: "clip.mp4",
        kind: "video",
      });
      expect(data[1].link).toBeNull();
      expect((await ctx.app.inject({ url: "/api/get_customer_videos" })).statusCode).toBe(401);
    });

    it("shows every change to the business's media at the next read, though the list is kept", async () => {
      const list = async (cookie = cookies.a) => {
        const first = await ctx.app.inject({
          url: "/api/get_customer_videos",
          headers: { cookie },
        });
        const second = await ctx.app.inject({
          url: "/api/get_customer_videos",
          headers: { cookie },
        });
        expect(first.statusCode).toBe(200);
        expect(second.body).toBe(first.body);
        return (
          first.json().data as { id: string; link: string | null; event_type: { name: string } }[]
        ).map(
          (m) =>
            `${m.id === ids.video ? "video" : m.id === ids.pdf ? "pdf" : "other"} ${m.event_type.name} ${m.link ?? "-"}`,
        );
      };
      const json = { cookie: cookies.staff, "content-type": "application/json" };
      expect(await list()).toEqual([
        "video Awareness drive https://example.com/v",
        "pdf Awareness drive -",
      ]);

      // Through the console: the event type renamed (every business's list), the video moved.
      const renamed = await ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/event-types/${eventTypeId}`,
        headers: json,
        payload: JSON.stringify({ name: "Beach clean-up" }),
      });
      expect(renamed.statusCode).toBe(200);
      expect(await list()).toEqual([
        "video Beach clean-up https://example.com/v",
        "pdf Beach clean-up -",
      ]);
      const moved = await ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/media/${ids.video}`,
        headers: json,
        payload: JSON.stringify({ customerId: "FC-4002" }),
      });
      expect(moved.statusCode).toBe(200);
      expect(await list()).toEqual(["pdf Beach clean-up -"]);
      // Newest first: "other" was uploaded after the video.
      expect(await list(cookies.b)).toEqual([
        "other Beach clean-up -",
        "video Beach clean-up https://example.com/v",
      ]);

      // Straight in the database, as a script or another instance would write.
      await ctx.database.db.execute(
        sql`update media set link = 'https://example.com/new' where id = ${ids.pdf}`,
      );
      expect(await list()).toEqual(["pdf Beach clean-up https://example.com/new"]);
      const deleted = await ctx.app.inject({
        method: "DELETE",
        url: `/api/admin/media/${ids.pdf}`,
        headers: { cookie: cookies.staff },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await list()).toEqual([]);
    });

    it("serves a file to its owner and to staff, and 404 to anyone else", async () => {
      const own = await ctx.app.inject({
        url: `/api/media/${ids.pdf}/file`,
        headers: { cookie: cookies.a },
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers["content-type"]).toBe("application/pdf");
      expect(own.headers["x-content-type-options"]).toBe("nosniff");
      expect(own.rawPayload.equals(SAMPLE_FILES["report.pdf"] as Buffer)).toBe(true);
      expect(
        (
          await ctx.app.inject({
            url: `/api/media/${ids.other}/file`,
            headers: { cookie: cookies.staff },
          })
        ).statusCode,
      ).toBe(200);

      const foreign = await ctx.app.inject({
        url: `/api/media/${ids.other}/file`,
        headers: { cookie: cookies.a },
      });
      const missing = await ctx.app.inject({
        url: `/api/media/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}/file`,
        headers: { cookie: cookies.a },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body.replace(/0{8}-0000-0000-0000-0{12}/, ids.other));
      expect((await ctx.app.inject({ url: `/api/media/${ids.pdf}/file` })).statusCode).toBe(401);
    });

    it("answers byte ranges: first bytes, middle, suffix, open end, and 416 outside the file", async () => {
      const data = SAMPLE_FILES["clip.mp4"] as Buffer;
      const size = data.length;
      const get = (range: string) =>
        ctx.app.inject({
          url: `/api/media/${ids.video}/file`,
          headers: { cookie: cookies.a, range },
        });
      const cases: [string, number, number][] = [
        ["bytes=0-9", 0, 9],
        ["bytes=100-199", 100, 199],
        ["bytes=-50", size - 50, size - 1],
        ["bytes=200-", 200, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const res = await get(range);
        expect(res.statusCode, range).toBe(206);
        expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/${size}`);
        expect(res.headers["content-length"]).toBe(String(end - start + 1));
        expect(res.rawPayload.equals(data.subarray(start, end + 1)), range).toBe(true);
      }
      const full = await ctx.app.inject({
        url: `/api/media/${ids.video}/file`,
        headers: { cookie: cookies.a },
      });
      expect(full.headers["accept-ranges"]).toBe("bytes");
      const outside = await get(`bytes=${size}-`);
      expect(outside.statusCode).toBe(416);
      expect(outside.headers["content-range"]).toBe(`bytes */${size}`);
    });

    it("answers 304 to a matching ETag or an unchanged Last-Modified", async () => {
      const first = await ctx.app.inject({
        url: `/api/media/${ids.pdf}/file`,
        headers: { cookie: cookies.a },
      });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
      const byTag = await ctx.app.inject({
        url: `/api/media/${ids.pdf}/file`,
        headers: { cookie: cookies.a, "if-none-match": etag },
      });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe("");
      const byDate = await ctx.app.inject({
        url: `/api/media/${ids.pdf}/file`,
        headers: {
          cookie: cookies.a,
          "if-modified-since": first.headers["last-modified"] as string,
        },
      });
      expect(byDate.statusCode).toBe(304);
    });

    it("sends a file as a sandboxed document with its stored type, revalidated on every use", async () => {
      const res = await ctx.app.inject({
        url: `/api/media/${ids.pdf}/file`,
        headers: { cookie: cookies.a },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      const policy = String(res.headers["content-security-policy"]).split("; ");
      expect(policy).toContain("sandbox");
      expect(policy).toContain("default-src 'none'");
      expect(res.rawPayload.equals(SAMPLE_FILES["report.pdf"] as Buffer)).toBe(true);
    });

    it("sends a PDF (and any kind but image and video) as an attachment, images and videos inline", async () => {
      // A PDF opened at its address would run its scripts in the browser's viewer (issue 16
      // finding 7): it downloads instead, also for the file's owner and on a HEAD.
      for (const method of ["GET", "HEAD"] as const) {
        const pdf = await ctx.app.inject({
          method,
          url: `/api/media/${ids.pdf}/file`,
          headers: { cookie: cookies.a },
        });
        expect(pdf.statusCode, method).toBe(200);
        expect(pdf.headers["content-disposition"], method).toBe(
          "attachment; filename=\"report.pdf\"; filename*=UTF-8''report.pdf",
        );
      }
      const csv = await upload(fileParts("totals.csv", Buffer.from("month,kg\nJan,2.5\n")));
      const csvFile = await ctx.app.inject({
        url: `/api/media/${csv.json().id}/file`,
        headers: { cookie: cookies.a },
      });
      expect(csvFile.headers["content-disposition"]).toBe(
        "attachment; filename=\"totals.csv\"; filename*=UTF-8''totals.csv",
      );

      const video = await ctx.app.inject({
        url: `/api/media/${ids.video}/file`,
        headers: { cookie: cookies.a },
      });
      expect(video.headers["content-type"]).toBe("video/mp4");
      expect(video.headers["content-disposition"]).toBe(
        "inline; filename=\"clip.mp4\"; filename*=UTF-8''clip.mp4",
      );
      const image = await ctx.app.inject({
        url: `/api/media/${ids.other}/file`,
        headers: { cookie: cookies.staff },
      });
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["content-disposition"]).toBe(
        "inline; filename=\"photo.png\"; filename*=UTF-8''photo.png",
      );
      // Asked for a download, an image or video is an attachment too.
      const videoDownload = await ctx.app.inject({
        url: `/api/media/${ids.video}/file?download=1`,
        headers: { cookie: cookies.a },
      });
      expect(videoDownload.headers["content-disposition"]).toMatch(/^attachment; /);
    });

    it("sends the whole file for a range whose If-Range names another version", async () => {
      const data = SAMPLE_FILES["clip.mp4"] as Buffer;
      const url = `/api/media/${ids.video}/file`;
      const { etag } = (await ctx.app.inject({ url, headers: { cookie: cookies.a } })).headers;
      const current = await ctx.app.inject({
        url,
        headers: { cookie: cookies.a, range: "bytes=0-9", "if-range": String(etag) },
      });
      expect(current.statusCode).toBe(206);
      expect(current.rawPayload.equals(data.subarray(0, 10))).toBe(true);
      const stale = await ctx.app.inject({
        url,
        headers: { cookie: cookies.a, range: "bytes=0-9", "if-range": '"another-version"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(data)).toBe(true);
    });

    it("offers a download under a safe name with spaces, quotes and non-ASCII letters", async () => {
      const name = 'Tom\'s "best" café clip — Ahmedabad.mp4';
      const res = await upload(fileParts(name, SAMPLE_FILES["clip.mp4"] as Buffer));
      const file = await ctx.app.inject({
        url: `/api/media/${res.json().id}/file?download=1`,
        headers: { cookie: cookies.a },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toBe(
        "attachment; filename=\"Tom's 'best' cafe clip  Ahmedabad.mp4\"; filename*=UTF-8''Tom%27s%20%22best%22%20caf%C3%A9%20clip%20%E2%80%94%20Ahmedabad.mp4",
      );
    });
  });

  describe("staff management", () => {
    it("edits the event type, link and business, and deletes the record with its file", async () => {
      const created = (
        await upload(fileParts("report.pdf", SAMPLE_FILES["report.pdf"] as Buffer))
      ).json();
      const other = (await createEventType(ctx.database.db, "Monthly report")).id;
      const patch = await ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/media/${created.id}`,
        headers: {
          cookie: cookies.staff,
          "content-type": "application/json",
          origin: "http://localhost:3000",
        },
        payload: JSON.stringify({
          eventTypeId: other,
          link: "https://example.com/new",
          customerId: "FC-4002",
        }),
      });
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({
        eventType: { name: "Monthly report" },
        link: "https://example.com/new",
        customerCode: "FC-4002",
      });
      const badLink = await ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/media/${created.id}`,
        headers: { cookie: cookies.staff, "content-type": "application/json" },
        payload: JSON.stringify({ link: "ftp://example.com/x" }),
      });
      expect(badLink.statusCode).toBe(400);
      expect(badLink.json().errors[0].field).toBe("link");

      expect(await stored()).toHaveLength(1);
      const del = await ctx.app.inject({
        method: "DELETE",
        url: `/api/admin/media/${created.id}`,
        headers: { cookie: cookies.staff },
      });
      expect(del.statusCode).toBe(204);
      expect(await stored()).toEqual([]);
      expect(
        (await ctx.app.inject({ url: created.url, headers: { cookie: cookies.staff } })).statusCode,
      ).toBe(404);
    });

    it("manages event types: create, rename, retire; a retired type cannot be used; names are unique", async () => {
      const json = { cookie: cookies.staff, "content-type": "application/json" };
      const created = await ctx.app.inject({
        method: "POST",
        url: "/api/admin/event-types",
        headers: json,
        payload: JSON.stringify({ name: "Beach clean-up" }),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      const dup = await ctx.app.inject({
        method: "POST",
        url: "/api/admin/event-types",
        headers: json,
        payload: JSON.stringify({ name: "Beach clean-up" }),
      });
      expect(dup.statusCode).toBe(409);
      const renamed = await ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/event-types/${id}`,
        headers: json,
        payload: JSON.stringify({ name: "Lakefront clean-up" }),
      });
      expect(renamed.json()).toEqual({ id, name: "Lakefront clean-up", retired: false });
      const retired = await ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/event-types/${id}`,
        headers: json,
        payload: JSON.stringify({ retired: true }),
      });
      expect(retired.json().retired).toBe(true);
      const list = await ctx.app.inject({
        url: "/api/admin/event-types",
        headers: { cookie: cookies.staff },
      });
      expect(list.json().data.map((t: { name: string }) => t.name)).toEqual([
        "Awareness drive",
        "Lakefront clean-up",
      ]);
      const useRetired = await upload([
        { name: "customerId", value: customerA },
        { name: "eventTypeId", value: id },
        { name: "file", filename: "report.pdf", data: SAMPLE_FILES["report.pdf"] as Buffer },
      ]);
      expect(useRetired.statusCode).toBe(400);
      expect(useRetired.json().errors[0].field).toBe("eventTypeId");
      expect(await stored()).toEqual([]);
      const asCustomer = await ctx.app.inject({
        url: "/api/admin/event-types",
        headers: { cookie: cookies.a },
      });
      expect(asCustomer.statusCode).toBe(403);
    });
  });
});
