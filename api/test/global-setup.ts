import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database.ts";
import { installJobQueue } from "../src/jobs/job-queue.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a migrated data folder each test file copies. */
    pgliteTemplateDir: string;
    /** PostgreSQL: a migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplateDb: string;
  }
}

/**
 * Prepares one migrated database per run, so no test file pays for creating and migrating one:
 * PGlite takes seconds to create a database, copying a prepared folder is much faster.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER ?? "pglite";

  if (driver === "pglite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-pglite-template-"));
    const database = await openDatabase({ driver: "pglite", dataDir: dir });
    await database.migrate();
    await installJobQueue(database);
    await database.close();
    project.provide("pgliteTemplateDir", dir);
    project.provide("postgresTemplateDb", "");
    return async () => {
      await rm(dir, { recursive: true, force: true });
    };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set for the api:postgres project");
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
  project.provide("pgliteTemplateDir", "");
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
