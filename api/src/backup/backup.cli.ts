import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { authSecret } from "#api/areas/accounts/auth-secret.ts";
import { ConfigError, loadConfig } from "#api/config/config.ts";
import { embeddedClusterDir, openDatabase } from "#api/db/database.ts";
import { databaseOptionsFrom } from "#api/db/database-options.ts";
import { EmbeddedPostgresError } from "#api/db/embedded-postgres.ts";
import { pgliteFolderToMigrate } from "#api/db/pglite-migration.ts";
import { runCli } from "#api/lib/cli.ts";
import { RestoreError, verifyBackup, writeBackup } from "./backup-archive.ts";
import { requestBackup, writeThroughPart } from "./backup-socket.ts";

/**
 * `npm run backup [-- --out file]`: one .tar.gz with the embedded database and every media file.
 * With the server running, the server writes it (it holds the database; see backup-socket.ts);
 * otherwise this process starts the embedded server itself. A PostgreSQL server of DATABASE_URL
 * is backed up with pg_dump instead (README, "Backups").
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL is set: back up the PostgreSQL server with pg_dump, and the media as README.md (Backups) describes.",
    );
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outFile = path.resolve(values.out ?? `filtercycle-backup-${stamp}.tar.gz`);
  if (existsSync(outFile)) {
    console.error(`${outFile} already exists; choose another file with --out.`);
    return 2;
  }
  const mediaStorage = config.media.s3 ? "s3" : "disk";

  let by = "the running server";
  if (!(await requestBackup(config.dataDir, outFile))) {
    const clusterDir = embeddedClusterDir(config.dataDir);
    if (
      !existsSync(path.join(clusterDir, "PG_VERSION")) &&
      !pgliteFolderToMigrate(config.dataDir)
    ) {
      console.error(`There is no database in ${clusterDir} to back up.`);
      return 1;
    }
    by = "this process (no server was running)";
    // Starts the embedded server (and, on a data folder of the earlier PGlite default, first
    // moves its data into it, as `npm start` would).
    const database = await openDatabase(databaseOptionsFrom(config));
    try {
      const databaseUrl = database.url as string;
      await writeThroughPart(outFile, (out) =>
        writeBackup(
          { dataDir: config.dataDir, databaseUrl, mediaStorage, authSecret: authSecret(config) },
          out,
        ),
      );
    } finally {
      await database.close();
    }
  }
  const { mediaFiles } = await verifyBackup(createReadStream(outFile));
  console.log(`Wrote ${outFile}: the database and ${mediaFiles} media files, taken by ${by}.`);
  if (mediaStorage === "s3")
    console.log("Media are in S3 and not in this file; see README.md (Backups).");
  return 0;
}

runCli(main, [ConfigError, RestoreError, EmbeddedPostgresError]);
