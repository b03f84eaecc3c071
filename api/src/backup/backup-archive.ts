import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { authSecretFile } from "#api/areas/accounts/auth-secret.ts";
import { holdMediaDeletes, mediaDir } from "#api/areas/media/storage/disk-storage.ts";
import { openDatabase } from "#api/db/database.ts";
import {
  copyInto,
  qualified,
  SEQUENCES_SQL,
  TABLES_SQL,
  type TableInfo,
} from "#api/db/pglite-migration.ts";
import { readTar, TAR_END, tarHeader, tarPadding } from "./tar.ts";

/** The first entry of every backup: what it is and what it holds. */
export const MANIFEST_NAME = "filtercycle-backup.json";
/** Version 1 (PGlite, before decision 0079): the PGlite data folder as PGlite's own tar. */
export const DATABASE_ENTRY = "database.tar";
/** Version 2: the list of tables and sequences, then each table's rows as COPY text. */
const TABLES_ENTRY = "database/tables.json";
const TABLE_PREFIX = "database/table-";
const MEDIA_PREFIX = "media/";
/**
 * The secret that signs session cookies and unsubscribe links, restored as DATA_DIR/auth-secret:
 * without it every session and every mailed unsubscribe link ends with the restore. The archive
 * already holds the database, login hashes included, so it is as sensitive with it as without.
 */
const AUTH_SECRET_ENTRY = "auth-secret";
/** Disk storage keys (see disk-storage.ts): nothing else is restored under DATA_DIR/media. */
const MEDIA_KEY = /^[A-Za-z0-9-]+$/;

export type Manifest = {
  format: "filtercycle-backup";
  version: 1 | 2;
  createdAt: string;
  /** "disk": DATA_DIR/media is in the archive; "s3": the media live in the bucket, not here. */
  media: "disk" | "s3";
  /** Version 2: how many migrations the database had (a restore needs the same). */
  migrations?: number;
};

type TablesIndex = {
  tables: TableInfo[];
  sequences: { schema: string; name: string; value: string | null }[];
};

export type BackupSource = {
  dataDir: string;
  /** The embedded PostgreSQL server's database (with its password). */
  databaseUrl: string;
  mediaStorage: "disk" | "s3";
  /** The secret the server signs with (AUTH_SECRET, else DATA_DIR/auth-secret's). */
  authSecret: string;
};

/**
 * Writes a gzipped tar: the manifest, every table's rows as COPY text, all read in one
 * repeatable-read transaction (one snapshot: the binaries have no pg_dump), then every media
 * file. The database is dumped first and the files copied after it, with deletes held until the
 * copy ends: every record in the dump then finds its file (uploads store the file before the
 * record; deletes remove the record before the file). A file uploaded after the dump is copied
 * too, as an orphan without a record, which nothing lists or serves (decision 0052).
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<void> {
  const spool = await mkdtemp(path.join(os.tmpdir(), "fc-backup-"));
  async function* entries(): AsyncGenerator<Buffer> {
    const releaseDeletes =
      source.mediaStorage === "disk" ? holdMediaDeletes(source.dataDir) : () => {};
    try {
      const dump = await dumpDatabase(source.databaseUrl, spool);
      const manifest: Manifest = {
        format: "filtercycle-backup",
        version: 2,
        createdAt: new Date().toISOString(),
        media: source.mediaStorage,
        migrations: dump.migrations,
      };
      yield* bufferEntry(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      yield* bufferEntry(AUTH_SECRET_ENTRY, Buffer.from(source.authSecret));
      yield* bufferEntry(TABLES_ENTRY, Buffer.from(JSON.stringify(dump.index)));
      for (const [i, file] of dump.files.entries()) yield* fileEntry(`${TABLE_PREFIX}${i}`, file);
      if (source.mediaStorage === "disk") {
        const dir = mediaDir(source.dataDir);
        const keys = (await readdir(dir).catch(() => [] as string[])).filter((k) =>
          MEDIA_KEY.test(k),
        );
        for (const key of keys.sort())
          yield* fileEntry(`${MEDIA_PREFIX}${key}`, path.join(dir, key));
      }
    } finally {
      releaseDeletes();
    }
    yield TAR_END;
  }
  try {
    await pipeline(Readable.from(entries()), createGzip(), out);
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

async function* fileEntry(name: string, file: string): AsyncGenerator<Buffer> {
  const { size } = await stat(file);
  yield tarHeader(name, size);
  let copied = 0;
  // An empty table's file: nothing to read (createReadStream's `end` cannot be -1).
  const chunks =
    size === 0 ? [] : createReadStream(file, { end: size - 1, highWaterMark: 1 << 20 });
  for await (const chunk of chunks) {
    copied += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
  if (copied !== size) throw new Error(`The file ${name} changed while it was copied.`);
  yield tarPadding(size);
}

/**
 * Every table's rows as COPY text into files in `spool` (a tar entry needs its size first), read
 * in one repeatable-read, read-only transaction: the rows of all tables are of one moment while
 * the app keeps writing.
 */
async function dumpDatabase(
  url: string,
  spool: string,
): Promise<{ index: TablesIndex; files: string[]; migrations: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const tables = (await client.query<TableInfo>(TABLES_SQL)).rows;
    const sequences = (await client.query<TablesIndex["sequences"][number]>(SEQUENCES_SQL)).rows;
    const files: string[] = [];
    for (const [i, table] of tables.entries()) {
      const file = path.join(spool, `table-${i}`);
      const stream = client.query(copyTo(`copy ${qualified(table)} (${table.columns}) to stdout`));
      await pipeline(stream, createWriteStream(file));
      files.push(file);
    }
    const migrations = Number(
      (
        await client.query<{ n: number }>(
          "select count(*)::int as n from drizzle.__drizzle_migrations",
        )
      ).rows[0]?.n,
    );
    await client.query("commit");
    return { index: { tables, sequences }, files, migrations };
  } finally {
    await client.end();
  }
}

function* bufferEntry(name: string, bytes: Buffer): Generator<Buffer> {
  yield tarHeader(name, bytes.length);
  yield bytes;
  yield tarPadding(bytes.length);
}

export class RestoreError extends Error {}

/**
 * Restores a backup into `dataDir`, which must not exist or be empty: the database into a new
 * embedded PostgreSQL server in DATA_DIR/postgres (a version-1 backup: its PGlite folder into
 * DATA_DIR/db, moved into PostgreSQL by the next start) and the media files into DATA_DIR/media.
 */
export type Restored = {
  mediaFiles: number;
  /** The backup's session secret, now in DATA_DIR/auth-secret (none in backups made before it). */
  authSecret: string | undefined;
};

export async function restoreBackup(archive: Readable, dataDir: string): Promise<Restored> {
  const existing = await readdir(dataDir).catch(() => [] as string[]);
  if (existing.length > 0)
    throw new RestoreError(`${dataDir} is not empty; restore into a new or empty folder.`);
  await mkdir(dataDir, { recursive: true });
  try {
    return await restoreEntries(archive, dataDir);
  } catch (err) {
    // The folder was empty: leave it so, not half restored.
    for (const name of await readdir(dataDir))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}

async function restoreEntries(archive: Readable, dataDir: string): Promise<Restored> {
  let manifest: Manifest | undefined;
  let restoredDatabase = false;
  let mediaFiles = 0;
  let authSecret: string | undefined;
  const media = mediaDir(dataDir);
  let target: RestoreTarget | undefined;
  try {
    for await (const entry of readTar(archive.pipe(createGunzip()))) {
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME)
          throw new RestoreError("This is not a Filtercycle backup.");
        manifest = JSON.parse((await collect(entry.body)).toString("utf8")) as Manifest;
        if (manifest.format !== "filtercycle-backup" || ![1, 2].includes(manifest.version))
          throw new RestoreError("This backup's format is not one this version can restore.");
        continue;
      }
      if (manifest.version === 1 && entry.name === DATABASE_ENTRY) {
        await loadPgliteFolder(path.join(dataDir, "db"), await collect(entry.body));
        restoredDatabase = true;
      } else if (entry.name === AUTH_SECRET_ENTRY) {
        authSecret = (await collect(entry.body)).toString("utf8");
        if (authSecret.length < 32)
          throw new RestoreError("The backup's session secret is damaged.");
        await writeFile(authSecretFile(dataDir), authSecret, {
          mode: 0o600,
          flag: "wx",
        });
      } else if (manifest.version === 2 && entry.name === TABLES_ENTRY) {
        const index = JSON.parse((await collect(entry.body)).toString("utf8")) as TablesIndex;
        target = await openRestoreTarget(dataDir, index, manifest.migrations ?? 0);
      } else if (target && entry.name.startsWith(TABLE_PREFIX)) {
        const table = target.index.tables[Number(entry.name.slice(TABLE_PREFIX.length))];
        if (!table) throw new RestoreError(`Unexpected entry in the backup: ${entry.name}`);
        await copyInto(target.client, table, Readable.from(entry.body));
      } else if (
        entry.name.startsWith(MEDIA_PREFIX) &&
        MEDIA_KEY.test(entry.name.slice(MEDIA_PREFIX.length))
      ) {
        await mkdir(media, { recursive: true });
        const file = path.join(media, entry.name.slice(MEDIA_PREFIX.length));
        await pipeline(
          Readable.from(entry.body),
          createWriteStream(`${file}.part`, { flags: "wx" }),
        );
        await rename(`${file}.part`, file);
        mediaFiles++;
      } else {
        throw new RestoreError(`Unexpected entry in the backup: ${entry.name}`);
      }
    }
    if (target) {
      await target.finish();
      restoredDatabase = true;
    }
  } finally {
    await target?.close();
  }
  if (!restoredDatabase) throw new RestoreError("The backup holds no database.");
  return { mediaFiles, authSecret };
}

type RestoreTarget = {
  index: TablesIndex;
  client: pg.Client;
  /** Sets the sequences and commits. */
  finish(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A new embedded server in `dataDir`, with this version's schema, emptied and waiting in one
 * transaction for the tables' rows (foreign keys are not checked while they arrive in table
 * order: they held when the backup was taken).
 */
async function openRestoreTarget(
  dataDir: string,
  index: TablesIndex,
  migrations: number,
): Promise<RestoreTarget> {
  const { installJobQueue } = await import("#api/jobs/job-queue.ts");
  const database = await openDatabase({ driver: "embedded", dataDir, poolMax: 2 });
  let client: pg.Client | undefined;
  try {
    await database.migrate();
    await installJobQueue(database);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    const have = Number(rows[0]?.n);
    if (have !== migrations)
      throw new RestoreError(
        `This backup was taken by a version with ${migrations} database migrations, and this version has ${have}: restore it with the version that took it, then start this version.`,
      );
    const existing = new Set((await client.query<TableInfo>(TABLES_SQL)).rows.map(qualified));
    const unknown = index.tables.map(qualified).filter((name) => !existing.has(name));
    if (unknown.length > 0)
      throw new RestoreError(`The backup holds tables this version does not have: ${unknown}`);
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    await client.query(`truncate ${[...existing].join(", ")}`);
  } catch (err) {
    await client?.end().catch(() => {});
    await database.close();
    throw err;
  }
  const connected = client;
  return {
    index,
    client: connected,
    finish: async () => {
      for (const seq of index.sequences) {
        if (seq.value === null) continue;
        await connected.query("select setval($1::regclass, $2::bigint, true)", [
          qualified(seq),
          seq.value,
        ]);
      }
      await connected.query("commit");
    },
    close: async () => {
      await connected.end().catch(() => {});
      await database.close();
    },
  };
}

/**
 * Reads a whole backup without writing anything: throws when it is cut off or damaged (the gzip
 * trailer's CRC and the tar checksums), so a backup is reported written only once it reads back.
 */
export async function verifyBackup(archive: Readable): Promise<{ mediaFiles: number }> {
  let mediaFiles = 0;
  let first = true;
  for await (const entry of readTar(archive.pipe(createGunzip()))) {
    if (first && entry.name !== MANIFEST_NAME)
      throw new RestoreError("This is not a Filtercycle backup.");
    first = false;
    if (entry.name.startsWith(MEDIA_PREFIX)) mediaFiles++;
    for await (const _ of entry.body);
  }
  if (first) throw new RestoreError("The backup is empty.");
  return { mediaFiles };
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function loadPgliteFolder(dir: string, tar: Buffer): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  await mkdir(dir, { recursive: true });
  try {
    const client = new PGlite(dir, { loadDataDir: new Blob([tar]) });
    await client.waitReady;
    await client.query("select 1");
    await client.close();
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}
