import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { forgetFactorVersions } from "../src/areas/impact/factor-versions.ts";
import { ensureKioskModels } from "../src/areas/kiosks/kiosk-models.ts";
import { forgetSettings } from "../src/areas/settings/settings.service.ts";
import { type Database, type Db, openDatabase } from "../src/db/database.ts";
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
  // FILE_COPY copies the template's files, where the default (WAL_LOG) writes every block through
  // the server's buffers and log: half the time (about 200 ms against 400 ms, idle).
  await adminQuery(
    serverUrl,
    `create database "${name}" template "${template}" strategy file_copy`,
  );
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ driver: "postgres", url, poolMax: 4 });
  const cleanup = () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);

  return {
    ...database,
    url,
    reset: async () => {
      await emptyTables(database.db);
      // The kiosk models are reference rows the migration writes: every kiosk names one.
      await ensureKioskModels(database.db);
      forgetSettings(database.db);
      forgetFactorVersions(database.db);
    },
    async close() {
      await database.close();
      await cleanup();
    },
  };
}

/**
 * What `truncateAllTables` leaves (every table empty, its id sequence at 1), for a reset between
 * two tests: DELETE, not TRUNCATE. TRUNCATE … CASCADE gives every table that references a
 * touched one new files, most of the schema each time a test made a customer (140 ms under load,
 * against about 3 ms). Foreign keys and triggers (the audit log refuses DELETE) are not checked
 * while it runs (`session_replication_role`, which needs the superuser every test database is
 * opened as): every row of every table goes, so no reference is left dangling.
 */
async function emptyTables(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`do $$
declare
  t record;
  has_rows boolean;
begin
  set local session_replication_role = replica;
  for t in
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
  loop
    execute format('select exists (select 1 from %s)', t.name) into has_rows;
    if has_rows then execute 'delete from ' || t.name; end if;
  end loop;
  for t in
    select s.oid from pg_class s join pg_namespace n on n.oid = s.relnamespace
    where n.nspname = current_schema() and s.relkind = 'S'
  loop
    if pg_sequence_last_value(t.oid) is not null then perform setval(t.oid, 1, false); end if;
  end loop;
end
$$`),
  );
}
