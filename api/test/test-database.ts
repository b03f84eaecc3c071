import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { forgetFactorVersions } from "../src/areas/impact/factor-versions.ts";
import { forgetSettings } from "../src/areas/settings/settings.service.ts";
import { type Database, openDatabase, truncateAllTables } from "../src/db/database.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

export type TestDatabase = Database & {
  /** Empties every table, keeping the schema: call it between tests. */
  reset(): Promise<void>;
  /** The connection URL of the cloned database on the PostgreSQL server; undefined on PGlite. */
  url?: string;
};

/**
 * One database per test file: a copy of the run's migrated PGlite folder, or a clone of the
 * migrated template database on the PostgreSQL server (TEST_DB_DRIVER picks which).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let cleanup: () => Promise<void>;
  let url: string | undefined;

  if (process.env.TEST_DB_DRIVER === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const template = inject("postgresTemplateDb");
    const name = `${template.replace(/_tpl$/, "")}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
    url = withDatabase(serverUrl, name);
    database = await openDatabase({ driver: "postgres", url, poolMax: 4 });
    cleanup = () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-pglite-"));
    await cp(inject("pgliteTemplateDir"), dir, { recursive: true });
    database = await openDatabase({ driver: "pglite", dataDir: dir });
    cleanup = () => rm(dir, { recursive: true, force: true });
  }

  return {
    ...database,
    url,
    reset: async () => {
      await truncateAllTables(database.db);
      forgetSettings(database.db);
      forgetFactorVersions(database.db);
    },
    async close() {
      await database.close();
      await cleanup();
    },
  };
}
