import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { pickEncoding } from "./web-app.ts";

/** Serving the built web app from the API's origin, against a real build folder on disk. */
describe("web app on the API's origin", () => {
  let ctx: TestContext;
  let buildDir: string;
  const longPage = `<h1>A long post</h1>${"<p>Butts are plastic waste.</p>".repeat(200)}`;
  const BUILT_SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>http://localhost:3000/</loc><xhtml:link rel="alternate" hreflang="gu" href="http://localhost:3000/gu"/></url>
  <url><loc>http://localhost:3000/services</loc><lastmod>2026-11-01</lastmod></url>
</urlset>
`;
  const BUILT_ROBOTS =
    "User-agent: *\nDisallow: /dashboard\n\nSitemap: http://localhost:3000/sitemap.xml\n";
  const bigScript = `console.log(${JSON.stringify("filtercycle ".repeat(500))});`;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), "fc-web-build-"));
    await mkdir(path.join(buildDir, "services"), { recursive: true });
    await mkdir(path.join(buildDir, "assets"), { recursive: true });
    await writeFile(path.join(buildDir, "index.html"), "<h1>Home page</h1>");
    await writeFile(path.join(buildDir, "services", "index.html"), "<h1>Our services</h1>");
    await mkdir(path.join(buildDir, "blog", "a-long-post"), { recursive: true });
    await writeFile(path.join(buildDir, "blog", "a-long-post", "index.html"), longPage);
    await writeFile(path.join(buildDir, "__spa-fallback.html"), "<div id=app>client app</div>");
    await writeFile(path.join(buildDir, "assets", "entry-AbC12_xZ.js"), bigScript);
    await writeFile(path.join(buildDir, "assets", "report.pdf"), "%PDF-1.7 template");
    // The web build's postbuild step writes brotli and gzip copies of its text files.
    for (const file of [
      "index.html",
      "services/index.html",
      "blog/a-long-post/index.html",
      "__spa-fallback.html",
      "assets/entry-AbC12_xZ.js",
    ]) {
      const body = await readFile(path.join(buildDir, file));
      await writeFile(path.join(buildDir, `${file}.br`), brotliCompressSync(body));
      await writeFile(path.join(buildDir, `${file}.gz`), gzipSync(body));
    }
    // What the web build writes without VITE_SITE_URL: its pages on http://localhost:3000.
    await writeFile(path.join(buildDir, "sitemap.xml"), BUILT_SITEMAP);
    await writeFile(path.join(buildDir, "robots.txt"), BUILT_ROBOTS);
    for (const file of ["sitemap.xml", "robots.txt"]) {
      const body = await readFile(path.join(buildDir, file));
      await writeFile(path.join(buildDir, `${file}.br`), brotliCompressSync(body));
      await writeFile(path.join(buildDir, `${file}.gz`), gzipSync(body));
    }
    ctx = await createTestContext({
      env: { WEB_BUILD_DIR: buildDir, PUBLIC_URL: "https://www.filtercycle.example" },
    });
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

  it("sends the build's brotli copy of an asset, with Vary, and 304 for the copy it has", async () => {
    const url = "/assets/entry-AbC12_xZ.js";
    const br = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const again = await ctx.app.inject({
      url,
      headers: { "accept-encoding": "gzip, br", "if-none-match": String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The gzip copy is another representation, with another ETag.
    const gzip = await ctx.app.inject({
      url,
      headers: { "accept-encoding": "gzip", "if-none-match": String(br.headers.etag) },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HTML and compressed copies only through their page paths", async () => {
    for (const url of ["/services/index.html", "/assets/entry-AbC12_xZ.js.br", "/index.html.gz"]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe("<div id=app>client app</div>");
    }
  });

  it("sends prerendered pages brotli- or gzip-compressed, by what the client accepts", async () => {
    const url = "/blog/a-long-post";
    const br = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(longPage);
    expect(br.rawPayload.length).toBeLessThan(longPage.length / 20);

    const gzip = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(longPage);

    const plain = await ctx.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(longPage);

    const shell = await ctx.app.inject({ url: "/dashboard", headers: { "accept-encoding": "br" } });
    expect(shell.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe("<div id=app>client app</div>");
  });

  it("answers 304 to a page the browser already has", async () => {
    const first = await ctx.app.inject({ url: "/services" });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await ctx.app.inject({
      url: "/services",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await ctx.app.inject({ url: "/", headers: { "if-none-match": String(etag) } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe("<h1>Home page</h1>");
  });

  it("serves the sitemap and robots.txt with the public address, not the build's", async () => {
    for (const acceptEncoding of [undefined, "br, gzip"]) {
      const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
      const sitemap = await ctx.app.inject({ url: "/sitemap.xml", headers });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(sitemap.body).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://www.filtercycle.example/</loc><xhtml:link rel="alternate" hreflang="gu" href="https://www.filtercycle.example/gu"/></url>
  <url><loc>https://www.filtercycle.example/services</loc><lastmod>2026-11-01</lastmod></url>
</urlset>
`);
      const robots = await ctx.app.inject({ url: "/robots.txt", headers });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(robots.body).toBe(
        "User-agent: *\nDisallow: /dashboard\n\nSitemap: https://www.filtercycle.example/sitemap.xml\n",
      );
    }
  });

  it("picks brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("GZIP")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
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
