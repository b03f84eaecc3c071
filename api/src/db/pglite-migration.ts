import { existsSync } from "node:fs";
import { rename } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { installJobQueue } from "#api/jobs/job-queue.ts";
import { type Database, openDatabase } from "./database.ts";

/**
 * Until decision 0079 the default database was PGlite in DATA_DIR/db. The first start of the
 * embedded PostgreSQL server moves that folder's data over, so an existing installation keeps
 * everything: both sides are brought to this version's schema (migrations and the job queue's
 * tables), then every table is copied with COPY, the sequences are set, the row counts compared,
 * and the PGlite folder is renamed (kept until the owner deletes it).
 */
export function pgliteFolderToMigrate(dataDir: string): string | undefined {
  const dir = path.join(dataDir, "db");
  return existsSync(path.join(dir, "PG_VERSION")) ? dir : undefined;
}

/** Every table of the app's schemas, with the columns COPY writes (not generated ones). */
export const TABLES_SQL = `
  select n.nspname as schema, c.relname as name,
    (select string_agg(quote_ident(a.attname), ',' order by a.attnum) from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
  order by 1, 2`;

export const SEQUENCES_SQL = `
  select schemaname as schema, sequencename as name, last_value::text as value
  from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')
  order by 1, 2`;

export type TableInfo = { schema: string; name: string; columns: string };
export const qualified = (t: { schema: string; name: string }) =>
  `"${t.schema.replaceAll('"', '""')}"."${t.name.replaceAll('"', '""')}"`;

export async function migratePgliteFolder(
  pgliteDir: string,
  target: Database,
  log: (line: string) => void = (line) => console.log(line),
): Promise<{ rows: number; movedTo: string }> {
  log(`  Moving the data of ${pgliteDir} (PGlite, the earlier default) into PostgreSQL…`);
  const source = await openDatabase({ driver: "pglite", dataDir: pgliteDir });
  let rows = 0;
  try {
    await source.migrate();
    await installJobQueue(source);
    await target.migrate();
    await installJobQueue(target);

    const tables = (await target.executeSql(TABLES_SQL)).rows as TableInfo[];
    const sourceTables = new Set(
      ((await source.executeSql(TABLES_SQL)).rows as TableInfo[]).map(qualified),
    );
    const missing = [...sourceTables].filter((t) => !tables.some((u) => qualified(u) === t));
    if (missing.length > 0)
      throw new Error(`PGlite tables with no match in PostgreSQL: ${missing.join(", ")}`);

    const pool = await import("pg").then(({ default: pgModule }) => pgModule);
    const client = new pool.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query("begin");
      // Foreign keys and triggers are not checked while the rows arrive in table order; they held
      // in the source already.
      await client.query("set local session_replication_role = replica");
      await client.query(`truncate ${tables.map(qualified).join(", ")}`);
      for (const table of tables) {
        if (!sourceTables.has(qualified(table))) continue;
        const text = await copyOutOfPglite(source, table);
        await copyInto(client, table, text);
      }
      for (const seq of (await source.executeSql(SEQUENCES_SQL)).rows as {
        schema: string;
        name: string;
        value: string | null;
      }[]) {
        if (seq.value === null) continue;
        await client.query("select setval($1::regclass, $2::bigint, true)", [
          qualified(seq),
          seq.value,
        ]);
      }
      // Every table's row count must match before the copy counts as done.
      for (const table of tables) {
        if (!sourceTables.has(qualified(table))) continue;
        const count = async (run: (text: string) => Promise<{ rows: unknown[] }>) =>
          Number(
            (
              (await run(`select count(*)::int as n from ${qualified(table)}`)).rows[0] as {
                n: number;
              }
            ).n,
          );
        const [from, to] = [
          await count((text) => source.executeSql(text)),
          await count((text) => client.query(text)),
        ];
        if (from !== to)
          throw new Error(`${qualified(table)}: ${from} rows in PGlite, ${to} copied`);
        rows += to;
      }
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
  const movedTo = `${pgliteDir}-pglite-${new Date().toISOString().slice(0, 10)}`;
  await rename(pgliteDir, movedTo);
  log(
    `  Moved ${rows} rows into PostgreSQL. The PGlite folder is kept as ${movedTo}: delete it once you have checked the data.`,
  );
  return { rows, movedTo };
}

/** A table's rows as COPY text, from PGlite (which writes COPY … TO '/dev/blob' into memory). */
async function copyOutOfPglite(source: Database, table: TableInfo): Promise<Buffer> {
  const client = source.pglite as import("@electric-sql/pglite").PGlite;
  const result = await client.query(`copy ${qualified(table)} (${table.columns}) to '/dev/blob'`);
  return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
}

export async function copyInto(
  client: pg.Client | pg.PoolClient,
  table: TableInfo,
  text: Buffer | Readable,
): Promise<void> {
  const stream = client.query(copyFrom(`copy ${qualified(table)} (${table.columns}) from stdin`));
  await pipeline(Buffer.isBuffer(text) ? Readable.from([text]) : text, stream);
}
