import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A directive's sources in a Content-Security-Policy header. */
function directive(policy: unknown, name: string): string[] | undefined {
  const found = String(policy)
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

const HOME_SCRIPTS = ['window.__context = {"a":1};', "$RC('B:1','S:1')"];
const SHELL_SCRIPT = 'import "/assets/entry-AbC12_xZ.js";';

/** The security headers as a browser receives them, on http and on https sites. */
describe("security headers", () => {
  let database: TestDatabase;
  let http: TestContext;
  let https: TestContext;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), "fc-web-build-"));
    await mkdir(path.join(buildDir, "assets"), { recursive: true });
    await writeFile(
      path.join(buildDir, "index.html"),
      `<html><head><script src="/assets/entry-AbC12_xZ.js"></script></head><body><h1>Home</h1>${HOME_SCRIPTS.map((s) => `<script>${s}</script>`).join("")}</body></html>`,
    );
    await writeFile(
      path.join(buildDir, "__spa-fallback.html"),
      `<div id=app></div><script type="module" async="">${SHELL_SCRIPT}</script>`,
    );
    await writeFile(path.join(buildDir, "assets", "entry-AbC12_xZ.js"), "console.log(1);");
    database = await openTestDatabase();
    http = await createTestContext({
      database,
      env: { WEB_BUILD_DIR: buildDir, PUBLIC_URL: "http://localhost:3000" },
    });
    https = await createTestContext({
      database,
      env: { WEB_BUILD_DIR: buildDir, PUBLIC_URL: "https://filtercycle.example" },
    });
  });
  afterAll(async () => {
    await http?.close();
    await https?.close();
    await database?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it("allows a page's own inline scripts by hash, and no other inline script", async () => {
    const home = await http.app.inject({ url: "/" });
    const scripts = directive(home.headers["content-security-policy"], "script-src");
    expect(scripts).toEqual(["'self'", ...HOME_SCRIPTS.map(sha256)]);
    expect(scripts).not.toContain("'unsafe-inline'");

    for (const url of ["/dashboard", "/no-such-page"]) {
      const shell = await http.app.inject({ url });
      expect(directive(shell.headers["content-security-policy"], "script-src"), url).toEqual([
        "'self'",
        sha256(SHELL_SCRIPT),
      ]);
    }
  });

  it("limits framing, plugins, workers, forms and connections to our origin", async () => {
    for (const url of ["/", "/dashboard", "/assets/entry-AbC12_xZ.js", "/api/health"]) {
      const policy = (await http.app.inject({ url })).headers["content-security-policy"];
      expect(directive(policy, "frame-ancestors"), url).toEqual(["'self'"]);
      expect(directive(policy, "frame-src"), url).toEqual(["'none'"]);
      expect(directive(policy, "worker-src"), url).toEqual(["'self'"]);
      expect(directive(policy, "object-src"), url).toEqual(["'none'"]);
      expect(directive(policy, "base-uri"), url).toEqual(["'self'"]);
      expect(directive(policy, "form-action"), url).toEqual(["'self'"]);
      expect(directive(policy, "connect-src"), url).toEqual(["'self'"]);
      expect(directive(policy, "img-src"), url).toEqual(["'self'", "data:", "blob:"]);
      expect(directive(policy, "media-src"), url).toEqual(["'self'", "blob:"]);
      expect(directive(policy, "style-src"), url).toEqual(["'self'"]);
      expect(directive(policy, "script-src"), url).not.toContain("'unsafe-inline'");
    }
  });

  it("lets only the API reference (swagger-ui) use inline styles", async () => {
    const docs = await http.app.inject({ url: "/api/docs" });
    const policy = docs.headers["content-security-policy"];
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'"]);
  });

  it("sends HSTS and upgrades requests only when the site is served over https", async () => {
    const secure = await https.app.inject({ url: "/" });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const api = await https.app.inject({ url: "/api/health" });
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000");

    const plain = await http.app.inject({ url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("sends the referrer, permissions and framing policies on pages and API answers", async () => {
    for (const url of ["/", "/api/health", "/api/unknown"]) {
      const res = await http.app.inject({ url });
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      const permissions = String(res.headers["permissions-policy"]).split(", ");
      expect(permissions, url).toEqual(
        expect.arrayContaining([
          "camera=(self)",
          "geolocation=(self)",
          "microphone=()",
          "payment=()",
          "usb=()",
        ]),
      );
    }
  });
});
