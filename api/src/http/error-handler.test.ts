import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config/config.ts";
import { logRedactPaths, redactUrl, serializeRequest } from "./log-redaction.ts";
import { HttpError } from "./problem.ts";

/**
 * Every error reaches a client as RFC 9457 problem details with a message a person can act on.
 * The routes below exist only in this test, to raise each kind of error through the real app.
 */
describe("problem details", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      database,
      logger: {
        level: "info",
        stream: logStream,
        redact: { paths: logRedactPaths, censor: "[redacted]" },
        serializers: { req: serializeRequest },
      },
    });
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/api/test/range",
      { schema: { querystring: z.object({ startDate: z.iso.date(), endDate: z.iso.date() }) } },
      async () => ({ ok: true }),
    );
    api.post(
      "/api/test/echo",
      { schema: { body: z.object({ name: z.string() }) } },
      async (req) => req.body,
    );
    api.get("/api/test/unauthorized", async () => {
      throw new HttpError(401, "Log in to see this page.");
    });
    api.get("/api/test/forbidden", async () => {
      throw new HttpError(403, "This page is for Filtercycle staff.");
    });
    api.get("/api/test/limited", async () => {
      throw new HttpError(429, "Too many attempts. Try again in 60 seconds.", undefined, {
        "Retry-After": "60",
      });
    });
    api.get("/api/test/failed-statement", async () => {
      // A real failed statement: PostgreSQL refuses the parameter and quotes it in its message.
      await database.db.execute(sql`select ${"secret-parameter-91f3"}::int as n`);
    });
    api.get("/api/test/crash", async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("400 names each invalid field", async () => {
    const res = await app.inject({ url: "/api/test/range?startDate=2025-02-30" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    const body = res.json();
    expect(body).toMatchObject({ type: "/problems/validation", title: "Bad Request", status: 400 });
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "endDate",
      "startDate",
    ]);
    expect(body.detail).toContain("startDate");
    expect(body.detail).toContain("endDate");
  });

  it("400 for a body that is not JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe("The request body is not valid JSON.");
  });

  it("413 for a body larger than the limit", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      title: "Content Too Large",
      detail: "The request body is larger than this endpoint accepts. Send a smaller body.",
    });
  });

  it("401, 403 and 429 keep the route's message; 429 carries Retry-After", async () => {
    const unauthorized = await app.inject({ url: "/api/test/unauthorized" });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json().detail).toBe("Log in to see this page.");
    const forbidden = await app.inject({ url: "/api/test/forbidden" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().title).toBe("Forbidden");
    const limited = await app.inject({ url: "/api/test/limited" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
  });

  it("404 for an unknown API path, whatever the method", async () => {
    const res = await app.inject({ method: "DELETE", url: "/api/nothing-here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      type: "/problems/not-found",
      title: "Not Found",
      status: 404,
      detail: "No API endpoint matches DELETE /api/nothing-here. Check the path and method.",
      instance: "/api/nothing-here",
    });
  });

  it("500 hides the internal error from the client and logs it", async () => {
    const res = await app.inject({ url: "/api/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json().detail).toMatch(/^Something went wrong on our side\. Please try again/);
    expect(logLines.join("")).toContain("request failed");
  });

  it("logs a failed statement's class, code and text, never its parameters", async () => {
    logLines.length = 0;
    const res = await app.inject({ url: "/api/test/failed-statement" });
    expect(res.statusCode).toBe(500);
    const logged = logLines.join("");
    expect(logged).toContain("request failed");
    expect(logged).not.toContain("secret-parameter-91f3");
    const line = JSON.parse(logLines.find((l) => l.includes("request failed")) as string);
    expect(line.error).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query",
      query: "select $1::int as n",
      cause: {
        code: "22P02",
        message: "invalid input syntax for type integer: [value left out]",
      },
    });
  });

  it("keeps cookies, Authorization headers and tokens in URLs out of the logs", async () => {
    logLines.length = 0;
    await app.inject({
      url: "/api/health?token=abc123secret",
      headers: { cookie: "session=cookie-value-xyz", authorization: "Bearer bearer-value-xyz" },
    });
    const logged = logLines.join("");
    expect(logged).toContain("/api/health?token=[redacted]");
    expect(logged).not.toContain("abc123secret");
    expect(logged).not.toContain("cookie-value-xyz");
    expect(logged).not.toContain("bearer-value-xyz");
  });

  it("redacts secret query parameters and keeps the others", () => {
    expect(redactUrl("/reset-password?token=abc&next=/x")).toBe(
      "/reset-password?token=[redacted]&next=/x",
    );
    expect(redactUrl("/api/x?startDate=2025-01-01")).toBe("/api/x?startDate=2025-01-01");
  });
});
