import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#api/config/config.ts";
import { EmbeddedPostgresError } from "#api/db/embedded-postgres.ts";
import { runCli } from "#api/lib/cli.ts";
import { RestoreError, restoreBackup } from "./backup-archive.ts";

/**
 * `npm run restore -- file [--data-dir dir]` restores a backup of `npm run backup` into a new or
 * empty data folder (default DATA_DIR); it never overwrites one that holds anything.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { "data-dir": { type: "string" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error("Usage: npm run restore -- backup.tar.gz [--data-dir folder]");
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 2;
  }
  const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : loadConfig().dataDir;
  const { mediaFiles } = await restoreBackup(createReadStream(file), dataDir);
  console.log(`Restored the database and ${mediaFiles} media files into ${dataDir}.`);
  return 0;
}

runCli(main, [ConfigError, RestoreError, EmbeddedPostgresError]);
