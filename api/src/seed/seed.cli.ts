import { runCli } from "#api/lib/cli.ts";
import { listAllMedia } from "../areas/media/media.service.ts";
import { createMediaStorage } from "../areas/media/storage/create-media-storage.ts";
import { ConfigError, loadConfig } from "../config/config.ts";
import { openDatabase, truncateAllTables } from "../db/database.ts";
import { databaseOptionsFrom } from "../db/database-options.ts";
import { DEMO_LOGINS } from "./demo-logins.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed.ts";

/**
 * `npm run seed` seeds the demo data into an empty database. `npm run seed -- --reset` first
 * deletes every row (and the media files); it refuses to run with NODE_ENV=production.
 */
async function main(): Promise<number> {
  const reset = process.argv.includes("--reset");
  const config = loadConfig();
  if (config.env === "production") {
    console.error("Refusing to seed demo data with NODE_ENV=production.");
    return 1;
  }
  const database = await openDatabase(databaseOptionsFrom(config));
  const storage = await createMediaStorage(config);
  try {
    await database.migrate();
    if (reset) {
      // The media files go with their records.
      for (const row of await listAllMedia(database.db)) await storage.delete(row.media.storageKey);
      await truncateAllTables(database.db);
    } else if (!(await isDatabaseEmpty(database.db))) {
      console.log(
        "The database already has data; nothing seeded. Use `npm run seed -- --reset` to replace it.",
      );
      return 0;
    }
    const summary = await seedDemoData(database.db, { storage });
    console.log(
      `Seeded ${summary.customers} customers, ${summary.kiosks} kiosks, ${summary.collections} collections and ${summary.media} media files.`,
    );
    for (const l of DEMO_LOGINS) console.log(`  ${l.label.padEnd(9)} ${l.email} / ${l.password}`);
    return 0;
  } finally {
    await storage.close();
    await database.close();
  }
}

runCli(main, [ConfigError]);
