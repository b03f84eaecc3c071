import type { AppConfig } from "../config/config.ts";
import type { DatabaseOptions } from "./database.ts";

/**
 * No DATABASE_URL: the embedded PostgreSQL server in DATA_DIR/postgres (decision 0079).
 * Otherwise the server DATABASE_URL names.
 */
export function databaseOptionsFrom(config: AppConfig): DatabaseOptions {
  return config.databaseUrl
    ? { driver: "postgres", url: config.databaseUrl, poolMax: config.databasePoolMax }
    : { driver: "embedded", dataDir: config.dataDir, poolMax: config.databasePoolMax };
}
