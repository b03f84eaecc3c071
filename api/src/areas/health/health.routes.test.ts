import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#api/app.ts";
import { loadConfig } from "#api/config/config.ts";
import { openDatabase } from "#api/db/database.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

describe("GET /api/health", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers 200 when the database answers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      database: "up",
      // Test databases are clones on a PostgreSQL server (the embedded one or TEST_DATABASE_URL).
      driver: "postgres",
    });
  });

  it("answers 503 when the database does not answer", async () => {
    // A real pool pointed at a port where no PostgreSQL listens.
    const unreachable = await openDatabase({
      driver: "postgres",
      url: "postgres://postgres@127.0.0.1:1/none",
      poolMax: 1,
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      database: unreachable,
      logger: false,
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "unavailable", database: "down" });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe("GET /api/ready", () => {
  it("answers 200 ready while the database answers", async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ready", database: "up" });
    } finally {
      await ctx.close();
    }
  });

  it("answers 503 when the database cannot be reached", async () => {
    const unreachable = await openDatabase({
      driver: "postgres",
      url: "postgres://postgres@127.0.0.1:1/none",
      poolMax: 1,
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      database: unreachable,
      logger: false,
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", database: "down" });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
