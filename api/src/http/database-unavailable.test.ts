import { createServer } from "node:net";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { createOutageLog } from "../db/outage-log.ts";
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

  it("logs an outage once, not each failed request, and says when the database answers again", async () => {
    const down = await openDatabase({
      driver: "postgres",
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
      poolMax: 1,
    });
    const lines: { level: number; msg: string; failures?: number; source?: string }[] = [];
    const app = Fastify({
      logger: {
        level: "info",
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    // The database comes back when the test says so; until then every ping fails as it does.
    let back = false;
    const outage = createOutageLog(app.log, () => (back ? Promise.resolve() : down.ping()), 200);
    registerErrorHandling(app, outage);
    app.get("/api/figures", async () => {
      if (!back) await down.ping();
      return { ok: true };
    });
    const burst = async () => {
      for (let i = 0; i < 30; i++)
        expect((await app.inject({ method: "GET", url: "/api/figures" })).statusCode).toBe(503);
    };
    const said = (msg: string) => lines.filter((line) => line.msg.startsWith(msg));
    const until = async (what: () => boolean) => {
      for (let waited = 0; !what(); waited += 50) {
        if (waited > 10_000) throw new Error(JSON.stringify(lines));
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await burst();
      // Still down after the quiet time: the outage goes on, nothing more is logged.
      await new Promise((r) => setTimeout(r, 500));
      await burst();
      expect(said("database unreachable")).toHaveLength(1);
      expect(said("database unreachable")[0]).toMatchObject({ level: 40, source: "requests" });
      expect(JSON.stringify(lines)).not.toContain("stack");
      back = true;
      await until(() => said("database answers again").length === 1);
      expect(said("database answers again")[0]).toMatchObject({ level: 30, failures: 60 });
      expect((await app.inject({ method: "GET", url: "/api/figures" })).statusCode).toBe(200);
      // A second outage: its own single line.
      back = false;
      await burst();
      expect(said("database unreachable")).toHaveLength(2);
      expect(lines.filter((line) => line.level >= 40)).toHaveLength(2);
    } finally {
      await app.close();
      outage.close();
      await down.close();
    }
  });
});
