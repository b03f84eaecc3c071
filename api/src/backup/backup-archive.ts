import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { holdMediaDeletes, mediaDir } from "#api/areas/media/storage/disk-storage.ts";
import { readTar, TAR_END, tarHeader, tarPadding } from "./tar.ts";

/** The first entry of every backup: what it is and what it holds. */
export const MANIFEST_NAME = "filtercycle-backup.json";
export const DATABASE_ENTRY = "database.tar";
const MEDIA_PREFIX = "media/";
/** Disk storage keys (see disk-storage.ts): nothing else is restored under DATA_DIR/media. */
const MEDIA_KEY = /^[A-Za-z0-9-]+$/;

export type Manifest = {
  format: "filtercycle-backup";
  version: 1;
  createdAt: string;
  /** "disk": DATA_DIR/media is in the archive; "s3": the media live in the bucket, not here. */
  media: "disk" | "s3";
};

export type BackupSource = {
  dataDir: string;
  dumpDatabase(): Promise<Blob>;
  mediaStorage: "disk" | "s3";
};

/**
 * Writes a gzipped tar: the manifest, the PGlite data folder (as PGlite's own tar) and every
 * media file. The database is dumped first and the files copied after it, with deletes held
 * until the copy ends: every record in the dump then finds its file (uploads store the file
 * before the record; deletes remove the record before the file). A file uploaded after the dump
 * is copied too, as an orphan without a record, which nothing lists or serves (decision 0052).
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<void> {
  const manifest: Manifest = {
    format: "filtercycle-backup",
    version: 1,
    createdAt: new Date().toISOString(),
    media: source.mediaStorage,
  };
  async function* entries(): AsyncGenerator<Buffer> {
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield* bufferEntry(MANIFEST_NAME, manifestBytes);
    if (source.mediaStorage === "s3") {
      yield* bufferEntry(
        DATABASE_ENTRY,
        Buffer.from(await (await source.dumpDatabase()).arrayBuffer()),
      );
      yield TAR_END;
      return;
    }
    const releaseDeletes = holdMediaDeletes(source.dataDir);
    try {
      yield* bufferEntry(
        DATABASE_ENTRY,
        Buffer.from(await (await source.dumpDatabase()).arrayBuffer()),
      );
      const dir = mediaDir(source.dataDir);
      const keys = (await readdir(dir).catch(() => [] as string[])).filter((k) =>
        MEDIA_KEY.test(k),
      );
      for (const key of keys.sort()) {
        const file = path.join(dir, key);
        const { size } = await stat(file);
        yield tarHeader(`${MEDIA_PREFIX}${key}`, size);
        let copied = 0;
        for await (const chunk of createReadStream(file, {
          end: size - 1,
          highWaterMark: 1 << 20,
        })) {
          copied += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
        if (copied !== size) throw new Error(`The media file ${key} changed while it was copied.`);
        yield tarPadding(size);
      }
    } finally {
      releaseDeletes();
    }
    yield TAR_END;
  }
  await pipeline(Readable.from(entries()), createGzip(), out);
}

function* bufferEntry(name: string, bytes: Buffer): Generator<Buffer> {
  yield tarHeader(name, bytes.length);
  yield bytes;
  yield tarPadding(bytes.length);
}

export class RestoreError extends Error {}

/**
 * Restores a backup into `dataDir`, which must not exist or be empty: the database into
 * DATA_DIR/db (PGlite loads its tar) and the media files into DATA_DIR/media.
 */
export async function restoreBackup(
  archive: Readable,
  dataDir: string,
): Promise<{ mediaFiles: number }> {
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

async function restoreEntries(archive: Readable, dataDir: string): Promise<{ mediaFiles: number }> {
  let manifest: Manifest | undefined;
  let restoredDatabase = false;
  let mediaFiles = 0;
  const media = mediaDir(dataDir);
  for await (const entry of readTar(archive.pipe(createGunzip()))) {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME) throw new RestoreError("This is not a Filtercycle backup.");
      manifest = JSON.parse((await collect(entry.body)).toString("utf8")) as Manifest;
      if (manifest.format !== "filtercycle-backup" || manifest.version !== 1)
        throw new RestoreError("This backup's format is not one this version can restore.");
      continue;
    }
    if (entry.name === DATABASE_ENTRY) {
      await loadDatabase(path.join(dataDir, "db"), await collect(entry.body));
      restoredDatabase = true;
    } else if (
      entry.name.startsWith(MEDIA_PREFIX) &&
      MEDIA_KEY.test(entry.name.slice(MEDIA_PREFIX.length))
    ) {
      await mkdir(media, { recursive: true });
      const file = path.join(media, entry.name.slice(MEDIA_PREFIX.length));
      await pipeline(Readable.from(entry.body), createWriteStream(`${file}.part`, { flags: "wx" }));
      await rename(`${file}.part`, file);
      mediaFiles++;
    } else {
      throw new RestoreError(`Unexpected entry in the backup: ${entry.name}`);
    }
  }
  if (!restoredDatabase) throw new RestoreError("The backup holds no database.");
  return { mediaFiles };
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

async function loadDatabase(dir: string, tar: Buffer): Promise<void> {
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
