import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database.ts";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres.ts";
import { installJobQueue } from "../src/jobs/job-queue.ts";
import { ensureApiBuilt } from "./built-api.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server the test files' databases live on (with its password). */
    testServerUrl: string;
    /** A migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplateDb: string;
  }
}

/**
 * Prepares one migrated template database per run, so no test file pays for creating and
 * migrating one: each file clones it (test-database.ts). The "embedded" project (every API test
 * but the `*.postgres.test.ts`) runs on an embedded PostgreSQL server this setup starts, the
 * product's default (decision 0079); the "postgres" project on the separately started server of
 * TEST_DATABASE_URL (CI).
 */
export default async function setup(project: TestProject) {
  // The tests that run the product as a process start the API bundle (built-api.ts).
  ensureApiBuilt();
  const driver = project.config.env?.TEST_DB_DRIVER ?? "embedded";
  let serverUrl: string;
  let stopServer = async () => {};
  if (driver === "embedded") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-test-pg-"));
    // A throw-away server: no flushing to disk; enough connections for the parallel test files
    // (each opens a pool of 4, and a few tests start more).
    const server = await startEmbeddedPostgres({
      clusterDir: path.join(dir, "postgres"),
      durable: false,
      settings: { max_connections: 200 },
      log: () => {},
    });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL must be set for the api:postgres project");
    serverUrl = url;
  }
  const templateDb = `fc_test_${process.pid}_${randomBytes(3).toString("hex")}_tpl`;
  await adminQuery(serverUrl, `create database "${templateDb}"`);
  const database = await openDatabase({
    driver: "postgres",
    url: withDatabase(serverUrl, templateDb),
    poolMax: 2,
  });
  await database.migrate();
  await installJobQueue(database);
  await database.close();
  project.provide("postgresTemplateDb", templateDb);
  project.provide("testServerUrl", serverUrl);
  return async () => {
    // Drops the template and any per-file database a crashed worker left behind.
    const prefix = templateDb.replace(/_tpl$/, "");
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${prefix}%`],
      );
      for (const { datname } of rows)
        await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
    await stopServer();
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
