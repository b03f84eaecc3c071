import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "#api/areas/media/storage/disk-storage.ts";
import { installJobQueue } from "#api/jobs/job-queue.ts";
import { seedDemoData } from "#api/seed/seed.ts";
import { type Database, openDatabase } from "./database.ts";

/** Every table of the app, migrations and job queue: its row count and a checksum of its rows. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = (await database.executeSql(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
     where schemaname in ('public', 'drizzle', 'pgboss') order by 1`,
  )) as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = (await database.executeSql(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
    )) as { rows: { n: number; sum: string }[] };
    result[name] = `${rows[0]?.n} rows ${rows[0]?.sum}`;
  }
  const { rows: sequences } = (await database.executeSql(
    "select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1",
  )) as { rows: { name: string; value: string | null }[] };
  for (const seq of sequences) result[`sequence ${seq.name}`] = String(seq.value);
  return result;
}

/**
 * pg-boss rewrites its own bookkeeping at every start (the instances running it, when it last
 * ran maintenance), so those two tables are compared by name only.
 */
const jobQueueOwn = (tables: Record<string, string>) => ({
  ...tables,
  "pgboss.instance": "pg-boss's own",
  "pgboss.version": "pg-boss's own",
});

/**
 * A data folder made by the code before decision 0079 (PGlite in DATA_DIR/db, seeded with the
 * demo data and the job queue's tables, as `npm start` left it): the first start of the new
 * default moves everything into the embedded PostgreSQL server, table by table and row by row.
 */
describe("a PGlite data folder of the earlier default", () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("is moved into the embedded PostgreSQL server on the first start with every row", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-pglite-upgrade-"));
    folders.push(dataDir);
    const old = await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "db") });
    await old.migrate();
    await installJobQueue(old);
    await seedDemoData(old.db, { storage: createDiskStorage(dataDir) });
    const before = await fingerprint(old);
    await old.close();
    expect(before["public.collections"]).not.toMatch(/^0 rows/);
    expect(before["drizzle.__drizzle_migrations"]).not.toMatch(/^0 rows/);
    expect(before["pgboss.version"]).toMatch(/^1 rows/);

    const lines: string[] = [];
    const database = await openDatabase({
      driver: "embedded",
      dataDir,
      poolMax: 2,
      durable: false,
      log: (line) => lines.push(line),
    });
    try {
      const after = await fingerprint(database);
      expect(jobQueueOwn(after)).toEqual(jobQueueOwn(before));
      // Every row now in PostgreSQL was moved (the move checks each table's count against PGlite's).
      const moved = database.embedded?.migratedFromPglite;
      const rows = Object.entries(after)
        .filter(([name]) => !name.startsWith("sequence "))
        .reduce((n, [, value]) => n + Number(value.split(" ")[0]), 0);
      expect(moved?.rows).toBe(rows);
      expect(lines.at(-1)).toBe(
        `  Moved ${rows} rows into PostgreSQL. The PGlite folder is kept as ${moved?.movedTo}: delete it once you have checked the data.`,
      );
    } finally {
      await database.close();
    }
    // The PGlite folder is kept under another name; a second start does not move anything again.
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
    expect((await readdir(dataDir)).filter((name) => name.startsWith("db-pglite-"))).toHaveLength(
      1,
    );
    const again = await openDatabase({ driver: "embedded", dataDir, poolMax: 2, durable: false });
    try {
      expect(again.embedded?.migratedFromPglite).toBeUndefined();
      expect(jobQueueOwn(await fingerprint(again))).toEqual(jobQueueOwn(before));
    } finally {
      await again.close();
    }
  }, 180_000);
});
