import { createServer } from "node:net";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { registerErrorHandling } from "./error-handler.ts";

/**
 * A PostgreSQL server that cannot be reached (here: nothing listens on the port, as while it
 * restarts) answers 503 with a message and Retry-After, not the 500 of a failure on our side.
 * The load benchmark (`npm run bench:load`) shows the same with a real server stopped under load.
 */
/** A port nothing listens on: taken from the system, then let go. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("a database that cannot be reached", () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it("answers 503 problem details with Retry-After while it is down", async () => {
    const port = await closedPort();
    database = await openDatabase({
      driver: "postgres",
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      poolMax: 1,
    });
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const db = database;
    app.get("/api/figures", async () => {
      await db.ping();
      return { ok: true };
    });
    const res = await app.inject({ method: "GET", url: "/api/figures" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      type: "/problems/unavailable",
      title: "Service Unavailable",
      status: 503,
      detail: "The database is not reachable right now; try again in a moment.",
      instance: "/api/figures",
    });
    await app.close();
  });
});
