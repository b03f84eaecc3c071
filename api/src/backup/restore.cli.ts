import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { authSecretFile } from "#api/areas/accounts/auth-secret.ts";
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
  const config = loadConfig();
  const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : config.dataDir;
  const { mediaFiles, authSecret } = await restoreBackup(createReadStream(file), dataDir);
  console.log(
    `Restored the database, ${authSecret ? "the session secret " : ""}and ${mediaFiles} media files into ${dataDir}.`,
  );
  const secretFile = authSecretFile(dataDir);
  if (!authSecret)
    console.warn(
      "This backup holds no session secret (it was made by an earlier version): every session and every mailed unsubscribe link ends with this restore.",
    );
  else if (config.authSecret === authSecret)
    console.log("AUTH_SECRET is set here and is the backup's session secret: sessions carry on.");
  else if (config.authSecret)
    console.warn(
      `AUTH_SECRET is set here and wins over the backup's session secret (${secretFile}): sessions and unsubscribe links made before the backup will be refused. To keep them, start without AUTH_SECRET or set it to the secret in that file.`,
    );
  return 0;
}

runCli(main, [ConfigError, RestoreError, EmbeddedPostgresError]);
