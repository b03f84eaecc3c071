import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app.ts";

/** Serving the built web app from the API's origin, against a real build folder on disk. */
describe("web app on the API's origin", () => {
  let ctx: TestContext;
  let buildDir: string;
  const bigScript = `console.log(${JSON.stringify("filtercycle ".repeat(500))});`;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), "fc-web-build-"));
    await mkdir(path.join(buildDir, "services"), { recursive: true });
    await mkdir(path.join(buildDir, "assets"), { recursive: true });
    await writeFile(path.join(buildDir, "index.html"), "<h1>Home page</h1>");
    await writeFile(path.join(buildDir, "services", "index.html"), "<h1>Our services</h1>");
    await writeFile(path.join(buildDir, "__spa-fallback.html"), "<div id=app>client app</div>");
    await writeFile(path.join(buildDir, "assets", "entry-AbC12_xZ.js"), bigScript);
    await writeFile(path.join(buildDir, "assets", "report.pdf"), "%PDF-1.7 template");
    ctx = await createTestContext({ env: { WEB_BUILD_DIR: buildDir } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it("serves a public path as its prerendered HTML, with or without a trailing slash", async () => {
    for (const url of ["/services", "/services/"]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe("<h1>Our services</h1>");
      expect(res.headers["content-type"]).toContain("text/html");
    }
    const home = await ctx.app.inject({ url: "/" });
    expect(home.body).toBe("<h1>Home page</h1>");
  });

  it("serves client-rendered paths with the app shell and 200", async () => {
    for (const url of ["/dashboard", "/login", "/admin/customers", "/reset-password?token=x"]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe("<div id=app>client app</div>");
    }
  });

  it("answers unknown paths with the app shell (which shows the not-found page) and 404", async () => {
    const res = await ctx.app.inject({ url: "/no-such-page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe("<div id=app>client app</div>");
    expect((await ctx.app.inject({ url: "/__spa-fallback.html" })).statusCode).toBe(404);
  });

  it("caches hashed assets for a year and revalidates everything else", async () => {
    const hashed = await ctx.app.inject({ url: "/assets/entry-AbC12_xZ.js" });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const template = await ctx.app.inject({ url: "/assets/report.pdf" });
    expect(template.statusCode).toBe(200);
    expect(template.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("compresses responses for clients that accept it", async () => {
    const res = await ctx.app.inject({
      url: "/assets/entry-AbC12_xZ.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toBe(bigScript);
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 5);
  });

  it("keeps API 404s as problem details", async () => {
    const res = await ctx.app.inject({ url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/problem+json");
  });

  it("sends nosniff and a referrer policy on every answer", async () => {
    const res = await ctx.app.inject({ url: "/" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
