import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

/** Both drivers give the same query builder over the same schema and SQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = "pglite" | "postgres";

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Applies committed SQL migrations that have not run yet. Safe to call from several instances. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs SQL text as it is, for the job queue (pg-boss, api/src/jobs): with values one statement
   * with $1… parameters, without them any number of statements (the last one's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /**
   * PGlite only: a tar of the whole data folder, taken between two statements while the database
   * keeps serving (a crash-consistent copy: PostgreSQL replays its WAL when it is opened).
   */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { driver: "pglite"; dataDir: string | undefined /* undefined: in memory */ }
  | { driver: "postgres"; url: string; poolMax: number };

/** The committed migrations live in `api/drizzle`, found from both `src/` and the bundle in `dist/`. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the migrations folder (api/drizzle).");
}

/**
 * Runs a statement as a named prepared statement (PostgreSQL server only): parsed and planned once
 * per pooled connection, then executed with new values (docs/decisions/0035).
 */
type PreparedRunner = (name: string, text: string, values: unknown[]) => Promise<unknown[]>;
const preparedRunners = new WeakMap<Db, PreparedRunner>();
/** Turns a drizzle `sql` template into text and values, the way `db.execute` does. */
const dialect = new PgDialect({ casing: "snake_case" });

// Any constant works; it only has to be the same for every app instance.
const MIGRATION_LOCK_ID = 7_318_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is loaded only when chosen: a server deployment never loads PGlite's WebAssembly.
  if (options.driver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      // PGlite is single-process, so no lock is needed.
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await client.query("select 1");
      },
      // PGlite's `query` takes one statement; `exec` takes several (pg-boss's migrations).
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      close: () => client.close(),
      dumpDataDir: async () => {
        // A checkpoint first keeps the WAL to replay on restore short.
        await client.exec("checkpoint");
        return client.dumpDataDir("none");
      },
    };
  }

  const { default: pg } = await import("pg");
  const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
  const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax });
  // An idle pooled connection can be closed by the server (restart, failover, an administrator);
  // without a listener that error would crash the process. The pool drops the connection and the
  // next query opens a new one, or reports the outage as a failed query (and /api/health says 503).
  pool.on("error", (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`, "DatabaseWarning");
  });
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  // Dates and times stay strings, as drizzle's own `execute` returns them.
  const raw = (value: string) => value;
  const keepAsText = new Set<number>([
    pg.types.builtins.DATE,
    pg.types.builtins.TIMESTAMP,
    pg.types.builtins.TIMESTAMPTZ,
    pg.types.builtins.INTERVAL,
  ]);
  const types = {
    getTypeParser: ((typeId: number, format?: "text" | "binary") =>
      keepAsText.has(typeId)
        ? raw
        : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
  };
  preparedRunners.set(db as unknown as Db, async (name, text, values) => {
    const result = await pool.query({ name, text, values, types });
    return result.rows;
  });
  return {
    db: db as unknown as Db,
    driver: "postgres",
    migrate: async () => {
      // Several instances may start at once; the advisory lock lets one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a statement that runs often with the same shape (the dashboard's figures): on a
 * PostgreSQL server it is a named prepared statement, so each pooled connection parses and plans
 * it once and then only executes it (PostgreSQL switches to a generic plan after five runs when
 * that is as good). The name is a hash of the text, so only statements whose text takes a small
 * number of shapes belong here; values always travel as parameters. PGlite runs it as `queryRows`.
 */
export async function queryPreparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const run = preparedRunners.get(db);
  if (!run) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `fc_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
  return (await run(name, text, params)) as T[];
}

/** Empties every table of the schema (demo reset, tests); the schema and migrations stay. */
export async function truncateAllTables(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema()`,
  );
  if (tables.length === 0) return;
  await db.execute(
    sql.raw(`truncate ${tables.map((t) => `"${t.name}"`).join(", ")} restart identity cascade`),
  );
}
