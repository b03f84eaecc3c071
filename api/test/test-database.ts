import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { forgetFactorVersions } from "../src/areas/impact/factor-versions.ts";
import { forgetSettings } from "../src/areas/settings/settings.service.ts";
import { type Database, openDatabase, truncateAllTables } from "../src/db/database.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

export type TestDatabase = Database & {
  /** Empties every table, keeping the schema: call it between tests. */
  reset(): Promise<void>;
  /** The connection URL of the cloned database on the PostgreSQL server. */
  url?: string;
};

/**
 * One database per test file: a clone of the run's migrated template database, on the embedded
 * PostgreSQL server the run started or on TEST_DATABASE_URL's server (global-setup.ts).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("testServerUrl");
  const template = inject("postgresTemplateDb");
  const name = `${template.replace(/_tpl$/, "")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ driver: "postgres", url, poolMax: 4 });
  const cleanup = () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);

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
