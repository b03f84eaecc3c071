import { createHash } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { is, Param, Placeholder, type SQL, sql } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

/** Both drivers give the same query builder over the same schema and SQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** "embedded": the default, a PostgreSQL server this process starts (embedded-postgres.ts). */
export type DatabaseDriver = "pglite" | "postgres" | "embedded";

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
  /** The pool's connections now (GET /metrics); undefined on PGlite, which has one. */
  poolConnections?(): { idle: number; used: number; waiting: number };
  close(): Promise<void>;
  /** PGlite only: its client (moving its data to PostgreSQL reads tables with COPY). */
  pglite?: unknown;
  /** A PostgreSQL server's connection URL (with its password); undefined on PGlite. */
  url?: string;
  /** The embedded server this process started, when the driver is "embedded". */
  embedded?: {
    clusterDir: string;
    /** The unprivileged user its server runs as when this process is root. */
    runAs: string | undefined;
    /** As root from a folder closed to that user: where its binaries and database are kept. */
    keptIn: { home: string; closedFolder: string } | undefined;
    /** How long creating it took, when this start created it. */
    initialisedMs: number | undefined;
    /** What a first start moved over from the earlier default's PGlite folder. */
    migratedFromPglite: { rows: number; movedTo: string } | undefined;
  };
}

export type DatabaseOptions =
  | { driver: "pglite"; dataDir: string | undefined /* undefined: in memory */ }
  | { driver: "postgres"; url: string; poolMax: number }
  | {
      driver: "embedded";
      /** DATA_DIR: the server's folder is DATA_DIR/postgres. */
      dataDir: string;
      poolMax: number;
      /** false: a throw-away database (tests, benches) that skips flushing to disk. */
      durable?: boolean;
      log?: (line: string) => void;
    };

/** The database the app uses on the embedded server (beside the server's own `postgres`). */
export const EMBEDDED_DATABASE = "filtercycle";

/** The embedded server's folder in DATA_DIR. */
export function embeddedClusterDir(dataDir: string): string {
  return path.join(dataDir, "postgres");
}

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
 * Runs SQL text with its values: on a PostgreSQL server as a named prepared statement, parsed and
 * planned once per pooled connection, then executed with new values (docs/decisions/0035); on
 * PGlite as a plain query (one connection in this process: nothing to save). Rows come back as
 * drizzle's own `execute` returns them (dates and times as text).
 */
type PreparedRunner = (name: string, text: string, values: unknown[]) => Promise<unknown[]>;
const preparedRunners = new WeakMap<Db, PreparedRunner>();
/** Turns a drizzle `sql` template into text and values, the way `db.execute` does. */
const dialect = new PgDialect({ casing: "snake_case" });

// Any constant works; it only has to be the same for every app instance.
const MIGRATION_LOCK_ID = 7_318_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === "embedded") return openEmbedded(options);
  // Each driver is loaded only when chosen: a server deployment never loads PGlite's WebAssembly.
  if (options.driver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    // The type parsers drizzle's PGlite session gives raw SQL (dates, times and intervals as text).
    const { types } = await import("@electric-sql/pglite");
    const raw = (value: string) => value;
    const parsers = Object.fromEntries(
      [
        types.TIMESTAMP,
        types.TIMESTAMPTZ,
        types.INTERVAL,
        types.DATE,
        1231,
        1115,
        1185,
        1187,
        1182,
      ].map((type) => [type, raw]),
    );
    preparedRunners.set(db as unknown as Db, async (_name, text, values) => {
      const result = await client.query(text, values, { rowMode: "object", parsers });
      return result.rows;
    });
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
      pglite: client,
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
  // `pool.end()` resolves once its connections are asked to end, not once they have: stopping an
  // embedded server right after it would terminate them mid-goodbye, and each would report that
  // as an error ("terminating connection due to administrator command"). Closing therefore waits
  // for every connection's own end.
  const open = new Set<unknown>();
  pool.on("connect", (client) => open.add(client));
  pool.on("remove", (client) => open.delete(client));
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
  const PreparedQuery = preparedQueryClass(pg, types);
  preparedRunners.set(db as unknown as Db, async (name, text, values) => {
    const result = (await pool.query(new PreparedQuery(name, text, values))) as unknown as {
      rows: unknown[];
    };
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
      await pool.query("select 1");
    },
    executeSql: (text, values) => pool.query(text, values),
    poolConnections: () => ({
      idle: pool.idleCount,
      used: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await pool.end();
      while (open.size > 0) await once(pool, "remove");
    },
    url: options.url,
  };
}

/** What node-postgres's Query and Result hold that `preparedQueryClass` reads or sets. */
type PgField = { name: string; dataTypeID: number };
type PgResultInternals = {
  command: string | null;
  fields: PgField[];
  _parsers: unknown[] | undefined;
  _prebuiltEmptyResultObject: Record<string, unknown> | null;
};
type PgQueryInternals = {
  name: string | undefined;
  values: unknown[] | undefined;
  types: unknown;
  callback: unknown;
  _result: PgResultInternals;
  _results: PgResultInternals;
  _accumulateRows: unknown;
  listeners(event: string): unknown[];
};

/**
 * A named prepared statement's query for node-postgres, lighter per call than `pool.query({ name,
 * text, values, types })` for what repeats (docs/decisions/0079, amendment): node-postgres copies
 * each query's config object property by property (`cloneQueryConfig`) and, on every answer's
 * row description, builds the columns' parsers and an empty row as a dictionary-mode object
 * (`Result.addFields`), 5-9% of a dashboard call's profile. This query is made from its text (no
 * config to copy), and reuses the parsers and empty row worked out for its statement's last row
 * description when the new one has the same column names and types. It is pg's own Query
 * otherwise (a documented Submittable), so parsing, binding and errors are pg's.
 */
function preparedQueryClass(pg: typeof import("pg").default, types: unknown) {
  const rowShapes = new Map<
    string,
    { fields: PgField[]; parsers: unknown[]; empty: Record<string, unknown> }
  >();
  const sameFields = (a: PgField[], b: PgField[]) => {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as PgField;
      const y = b[i] as PgField;
      if (x.name !== y.name || x.dataTypeID !== y.dataTypeID) return false;
    }
    return true;
  };
  const PgResult = pg.Result as unknown as new (
    rowMode: string | undefined,
    types: unknown,
  ) => PgResultInternals;
  return class PreparedQuery extends pg.Query {
    constructor(name: string, text: string, values: unknown[]) {
      super(text);
      const self = this as unknown as PgQueryInternals;
      self.name = name;
      self.values = values;
      self.types = types;
      self._result = new PgResult(undefined, types);
      self._results = self._result;
    }

    handleRowDescription(message: { fields: PgField[] }): void {
      const self = this as unknown as PgQueryInternals;
      const name = self.name as string;
      const shape = rowShapes.get(name);
      // A second result set of one query (not the case for one statement) goes through pg.
      if (shape && self._result.command === null && sameFields(shape.fields, message.fields)) {
        self._result.fields = message.fields;
        self._result._parsers = shape.parsers;
        self._result._prebuiltEmptyResultObject = shape.empty;
        self._accumulateRows = self.callback || !self.listeners("row").length;
        return;
      }
      (
        pg.Query.prototype as unknown as { handleRowDescription(m: unknown): void }
      ).handleRowDescription.call(this, message);
      const { _parsers: parsers, _prebuiltEmptyResultObject: empty } = self._result;
      if (parsers && empty) {
        if (rowShapes.size >= 2_000) rowShapes.clear();
        rowShapes.set(name, { fields: message.fields, parsers, empty });
      }
    }
  };
}

/**
 * Starts the embedded PostgreSQL server in DATA_DIR/postgres (creating it on the first start,
 * and moving the data of the earlier default's PGlite folder DATA_DIR/db into it), then opens
 * the app's database on it like any PostgreSQL server. Closing it stops the server.
 */
async function openEmbedded(
  options: Extract<DatabaseOptions, { driver: "embedded" }>,
): Promise<Database> {
  const { startEmbeddedPostgres, embeddedUrl } = await import("./embedded-postgres.ts");
  const { pgliteFolderToMigrate, migratePgliteFolder } = await import("./pglite-migration.ts");
  const clusterDir = embeddedClusterDir(options.dataDir);
  const isNew = !existsSync(path.join(clusterDir, "PG_VERSION"));
  const pgliteDir = isNew ? pgliteFolderToMigrate(options.dataDir) : undefined;
  const server = await startEmbeddedPostgres({
    clusterDir,
    durable: options.durable,
    log: options.log,
  });
  try {
    const admin = new (await import("pg")).default.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [
        EMBEDDED_DATABASE,
      ]);
      if (rowCount === 0) await admin.query(`create database "${EMBEDDED_DATABASE}"`);
    } finally {
      await admin.end();
    }
    const url = embeddedUrl(new URL(server.url).password, server.port, EMBEDDED_DATABASE);
    const database = await openDatabase({ driver: "postgres", url, poolMax: options.poolMax });
    let migratedFromPglite: { rows: number; movedTo: string } | undefined;
    if (pgliteDir) migratedFromPglite = await migratePgliteFolder(pgliteDir, database, options.log);
    return {
      ...database,
      driver: "embedded",
      close: async () => {
        await database.close();
        await server.stop();
      },
      embedded: {
        clusterDir: server.clusterDir,
        runAs: server.runAs,
        keptIn: server.keptIn,
        initialisedMs: server.initialisedMs,
        migratedFromPglite,
      },
    };
  } catch (err) {
    await server.stop().catch(() => {});
    // A first start that failed half way starts again from the PGlite folder next time.
    if (isNew && pgliteDir) {
      await rm(clusterDir, { recursive: true, force: true });
      await rm(`${clusterDir}.password`, { force: true });
    }
    throw err;
  }
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
  // A transaction (or any Db openDatabase did not make) runs it on its own connection.
  if (!run) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await run(statementName(text), text, params)) as T[];
}

/** The prepared statement's name: a hash of its text, kept for the few shapes that recur. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `fc_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    // Shapes are few (see above); the bound only guards against a caller that breaks that rule.
    if (statementNames.size >= 2_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A statement of one fixed shape that runs on most requests (the session check), outside any
 * transaction: `build` names
 * each value with `sql.placeholder(name)` and is turned into text once, so a call only binds the
 * values (docs/decisions/0073; building the text each time was a tenth of such a request's CPU).
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  build: () => SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  let built: BuiltStatement<string> | undefined;
  return (db, values) => {
    built ??= builtStatement(build(), (name) => name);
    const run = preparedRunners.get(db);
    // The runner queries the pool: inside a transaction it would run outside it.
    if (!run) {
      return Promise.reject(
        new Error("a prepared statement runs on the app's database, not in a transaction"),
      );
    }
    return run(built.name, built.text, built.bind(values)) as Promise<Row[]>;
  };
}

/**
 * A statement's text, its prepared statement's name, and how one call's values become its
 * parameters. `bind` does per call only what depends on the values: which parameter takes which
 * value is worked out once (drizzle's `fillPlaceholders` asks each parameter's class on every
 * call, a tenth of a dashboard statement's own CPU with ~10 parameters).
 */
type BuiltStatement<Key extends string | number> = {
  name: string;
  text: string;
  bind(values: { readonly [key in Key]?: unknown }): unknown[];
};

/**
 * Renders parameters as markers (`\uE000<index>\uE000`) instead of `$n`, so `builtStatement` can
 * see what follows each one (its cast) and number them itself. The statements' own text (their
 * templates, identifiers) holds no private-use character; values never enter the text.
 */
class MarkedParamsDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `\uE000${num}\uE000`;
  }
}
const markedDialect = new MarkedParamsDialect({ casing: "snake_case" });
const PARAM_MARKER = /\uE000(\d+)\uE000/g;
/**
 * A cast to a one-word type right after a parameter (`::date`, `::uuid`), not one that goes on
 * (`::timestamp with time zone`, `::numeric(10, 2)`, `::text[]`): only such casts are compared.
 */
const SIMPLE_CAST =
  /^::([a-z_][a-z0-9_]*)(?![a-z0-9_]*\s*(?:with|without|varying|precision|\(|\[))/i;

/**
 * Builds a statement from `query`, whose placeholders name the call's values (`keyOf` turns a
 * placeholder's name into the key `bind` reads). Occurrences of the same value — `sameAs` maps a
 * key to the first key holding an equal value, and both are followed by the same one-word cast —
 * share one `$n`: besides binding fewer parameters, this lets PostgreSQL's generic plan see that
 * two conditions are the same (a period's edge that is also the till-date edge: `(d between $1
 * and $2) or (d between $1 and $2)` is planned as one index range, not a bitmap OR of two), so
 * its estimate matches a custom plan's and PostgreSQL keeps the generic plan instead of planning
 * every call again (docs/decisions/0079, amendment). Uncast parameters are never merged: their
 * types come from where they stand, which may differ.
 */
function builtStatement<Key extends string | number>(
  query: SQL,
  keyOf: (placeholderName: string) => Key,
  sameAs: (key: Key) => Key = (key) => key,
): BuiltStatement<Key> {
  const { sql: marked, params } = markedDialect.sqlToQuery(query);
  type Slot = { key: Key; name: string; encode?: (value: unknown) => unknown } | { value: unknown };
  const slotOf = (p: unknown): Slot => {
    if (is(p, Placeholder)) return { key: keyOf(p.name), name: p.name };
    if (is(p, Param) && is(p.value, Placeholder)) {
      const encoder = p.encoder;
      return {
        key: keyOf(p.value.name),
        name: p.value.name,
        encode: (value) => encoder.mapToDriverValue(value),
      };
    }
    return { value: p };
  };
  const slots: Slot[] = [];
  const numberOfParam: number[] = [];
  const numberOfValue = new Map<string, number>();
  for (const match of marked.matchAll(PARAM_MARKER)) {
    const index = Number(match[1]);
    const slot = slotOf(params[index]);
    const cast = SIMPLE_CAST.exec(marked.slice((match.index ?? 0) + match[0].length))?.[1];
    const mergeKey =
      "key" in slot && cast !== undefined
        ? `${String(sameAs(slot.key))}::${cast.toLowerCase()}`
        : undefined;
    const merged = mergeKey === undefined ? undefined : numberOfValue.get(mergeKey);
    if (merged !== undefined) {
      numberOfParam[index] = merged;
      continue;
    }
    slots.push(slot);
    numberOfParam[index] = slots.length;
    if (mergeKey !== undefined) numberOfValue.set(mergeKey, slots.length);
  }
  const text = marked.replace(
    PARAM_MARKER,
    (_, index: string) => `$${numberOfParam[Number(index)]}`,
  );
  return {
    name: statementName(text),
    text,
    bind(values) {
      const bound = new Array<unknown>(slots.length);
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] as Slot;
        if ("value" in slot) {
          bound[i] = slot.value;
          continue;
        }
        if (!(slot.key in values)) {
          throw new Error(`No value for placeholder "${slot.name}" was provided`);
        }
        const value = values[slot.key];
        bound[i] = slot.encode ? slot.encode(value) : value;
      }
      return bound;
    },
  };
}

/**
 * A statement whose text depends only on the shape of its arguments, never on their strings:
 * `build` is called with every string in `args` replaced by a placeholder, so the text is made
 * once per shape and each call only binds the strings (docs/decisions/0073). The shape is
 * everything else: which values are null, array lengths, object keys, numbers and booleans.
 * `build` must therefore put strings into `sql` templates only (with a cast where PostgreSQL
 * cannot infer the type), never compare or branch on them. On a PostgreSQL server each shape is
 * a named prepared statement, as with `queryPreparedRows`.
 */
export function shapedStatement<Args, Row>(
  build: (args: Args) => SQL,
): (db: Db, args: Args) => Promise<Row[]> {
  const shapes = new Map<string, BuiltStatement<number>>();
  return (db, args) => {
    const run = preparedRunners.get(db);
    // A transaction runs the statement built with its values, on its own connection.
    if (!run) return queryRows<Row>(db, build(args));
    const values: string[] = [];
    let shape = shapeOf(args, values);
    // Which strings are equal is part of the shape: equal ones may share a parameter
    // (builtStatement), so a call whose equal strings differ needs its own text.
    const firstOf = new Map<string, number>();
    const sameAs: number[] = [];
    let repeats = "";
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as string;
      const first = firstOf.get(value);
      if (first === undefined) {
        firstOf.set(value, i);
        sameAs.push(i);
      } else {
        sameAs.push(first);
        repeats += `${i}=${first},`;
      }
    }
    if (repeats !== "") shape += `|${repeats}`;
    let built = shapes.get(shape);
    if (!built) {
      let next = 0;
      const placeheld = withPlaceholders(args, () => sql.placeholder(String(next++)));
      // Placeholders are named "0", "1", …: the indexes of `values`.
      built = builtStatement(build(placeheld as Args), Number, (i) => sameAs[i] ?? i);
      // Shapes are few (a dashboard period has a handful); the bound guards a misuse.
      if (shapes.size >= 500) shapes.clear();
      shapes.set(shape, built);
    }
    return run(built.name, built.text, built.bind(values)) as Promise<Row[]>;
  };
}

/**
 * The shape of a value as text; its strings, in walk order, pushed onto `values`. Runs on every
 * call of a shaped statement, so it walks with plain loops (no arrays of entries to join).
 */
function shapeOf(value: unknown, values: string[]): string {
  if (typeof value === "string") {
    values.push(value);
    return "s";
  }
  if (value === null || value === undefined || typeof value !== "object") return String(value);
  if (Array.isArray(value)) {
    let shape = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) shape += ",";
      shape += shapeOf(value[i], values);
    }
    return `${shape}]`;
  }
  let shape = "{";
  let first = true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!first) shape += ",";
    first = false;
    shape += `${key}:${shapeOf((value as Record<string, unknown>)[key], values)}`;
  }
  return `${shape}}`;
}

/** `value` with each string replaced by `placeholder()`, in the same walk order as `shapeOf`. */
function withPlaceholders(value: unknown, placeholder: () => unknown): unknown {
  if (typeof value === "string") return placeholder();
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => withPlaceholders(v, placeholder));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, withPlaceholders(v, placeholder)]),
  );
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
