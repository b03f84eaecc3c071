import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
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

/** A real app on a real database (PGlite or the PostgreSQL server) with its own data folder. */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    onRoute?: AppDependencies["onRoute"];
    /** The app's logger options (default: none); a test that reads the log passes a stream. */
    logger?: AppDependencies["logger"];
    /** Shorter job-queue waits (tests of e-mailed notices). */
    jobQueue?: AppDependencies["jobQueue"];
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-data-"));
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
    jobQueue: options.jobQueue,
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
