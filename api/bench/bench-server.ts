import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import compress from "@fastify/compress";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createLogin } from "../src/areas/accounts/accounts.service.ts";
import { users } from "../src/areas/accounts/accounts.tables.ts";
import { createAuth } from "../src/areas/accounts/auth.ts";
import { registerSessions } from "../src/areas/accounts/sessions.ts";
import { impactRoutes } from "../src/areas/impact/impact.routes.ts";
import { loadConfig } from "../src/config/config.ts";
import { type Database, type DatabaseOptions, openDatabase } from "../src/db/database.ts";
import { registerErrorHandling } from "../src/http/error-handler.ts";
import { area, registerScopes } from "../src/http/scopes.ts";
import { registerSecurityHeaders } from "../src/http/security-headers.ts";

/**
 * The benchmark's server, a child process of dashboard-api.bench.ts so the load generator does
 * not share its event loop. It has the API plumbing of app.ts (zod validation and serialization,
 * problem details, security headers, compression), the product's session lookup (better-auth,
 * accounts/sessions.ts) and the dashboard routes. It signs in the benchmark business's owner
 * (created on first use) and tells the parent its port and session cookie over IPC; it answers
 * "statements" with the count of statements sent to PostgreSQL so far, "cpu" with its CPU
 * time so far (µs) and "heap" with `process.memoryUsage()`, and stops on "stop".
 *
 * Its own routes exist only here (never in the contract or app.ts):
 * - /api/bench/bare: the same stack, no session, no data (the yardstick of the stack itself);
 * - /api/bench/ping: one database round trip, no session;
 * - /api/bench/session-ping: the floor of every dashboard call: the session checked as the
 *   customer scope checks it, then `select 1` on the database.
 */
type ServerMessage = { databaseOptions: DatabaseOptions; customerId: string };

export const BENCH_LOGIN = { email: "bench-owner@filtercycle.test", password: "Bench-Owner-1" };

const benchRoutes = {
  public: async (app: FastifyInstance, { database }: { database: Database }) => {
    app.get("/bench/bare", async () => ({ ok: true }));
    app.get("/bench/ping", async () => {
      await database.ping();
      return { ok: true };
    });
  },
  customer: async (app: FastifyInstance, { database }: { database: Database }) => {
    app.get("/bench/session-ping", async () => {
      await database.ping();
      return { ok: true };
    });
  },
};

/** The benchmark business's owner login, created the first time (a kept database reuses it). */
async function ensureBenchLogin(database: Database, customerId: string): Promise<void> {
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${BENCH_LOGIN.email}`);
  if (existing) return;
  await createLogin(database.db, {
    ...BENCH_LOGIN,
    name: "Bench owner",
    role: "customer",
    customerId,
  });
}

/** Statements sent to PostgreSQL so far (the parent reads it around one call: statements per call). */
let statements = 0;

async function countStatements(): Promise<void> {
  const { default: pg } = await import("pg");
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    if (process.env.BENCH_LOG_STATEMENTS) {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
      console.error(`statement: ${String(text).replace(/\s+/g, " ").slice(0, 300)}`);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

process.once("message", async (message: ServerMessage) => {
  if (message.databaseOptions.driver !== "pglite") await countStatements();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-bench-server-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const database = await openDatabase(message.databaseOptions);
  await ensureBenchLogin(database, message.customerId);
  const auth = createAuth({ db: database.db, config, sendResetLink: async () => {} });
  const app = Fastify({ logger: false, forceCloseConnections: "idle" });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, "http://127.0.0.1");
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(
    async (api) => {
      const lookUpSession = registerSessions(api, auth, database.db);
      await registerScopes(
        api,
        [
          area(benchRoutes, { database }),
          // BENCH_ANSWER_CACHE=off: every call computes its answer (a cache miss's cost).
          area(impactRoutes, { database, answerCache: process.env.BENCH_ANSWER_CACHE !== "off" }),
        ],
        lookUpSession,
      );
    },
    { prefix: "/api" },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const signIn = await auth.api.signInEmail({ body: BENCH_LOGIN, asResponse: true });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.includes("session_token"));
  if (!cookie) throw new Error(`bench login failed: ${signIn.status} ${await signIn.text()}`);
  process.send?.({ port, cookie });
  process.on("message", async (command: string) => {
    if (command === "statements") {
      process.send?.({ statements });
      return;
    }
    if (command === "heap") {
      // What of the app's memory is V8's heap (issue 26: the app's heap is most of the product's).
      const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
      process.send?.({ heap: { heapUsed, heapTotal, external, arrayBuffers, rss } });
      return;
    }
    if (command === "cpu") {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
      return;
    }
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
