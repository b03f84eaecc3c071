import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { type AppDependencies, buildApp } from "../src/app.ts";
import { type AppConfig, loadConfig } from "../src/config/config.ts";
import { openTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The Redis keys of this test file's apps (a test that sets REDIS_URL): the files run in
 * parallel on the machine's one Redis server, and one file's login failures must not count
 * against another's limits. Two apps of one file share it, as two instances of a site do.
 * Named after the file, not made once per module: the API files of one worker share their
 * modules (decision 0088), so this module is loaded once for several files.
 */
const RUN = `${process.pid}-${randomBytes(3).toString("hex")}`;
const redisKeyPrefix = () =>
  `fc-test-${RUN}-${createHash("sha256")
    .update(expect.getState().testPath ?? "")
    .digest("hex")
    .slice(0, 10)}:`;

/** A real app on a real database (PGlite or the PostgreSQL server) with its own data folder. */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    onRoute?: AppDependencies["onRoute"];
    /** The app's logger options (default: none); a test that reads the log passes a stream. */
    logger?: AppDependencies["logger"];
    /** Shorter job-queue waits (tests of e-mailed notices); starts the queue. */
    jobQueue?: AppDependencies["jobQueue"];
    /**
     * Starts the job queue's workers (default: only with `jobQueue` settings). Off, notices are
     * still queued in the database, but no job runs and no e-mail is sent.
     */
    startJobQueue?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-data-"));
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    REDIS_KEY_PREFIX: redisKeyPrefix(),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
    jobQueue: options.jobQueue,
    startJobQueue: options.startJobQueue ?? options.jobQueue !== undefined,
  });
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
