import path from "node:path";
import type { AppConfig } from "../config/config.ts";
import type { DatabaseOptions } from "./database.ts";

/** No DATABASE_URL: embedded PostgreSQL (PGlite) in DATA_DIR/db. Otherwise the server. */
export function databaseOptionsFrom(config: AppConfig): DatabaseOptions {
  return config.databaseUrl
    ? { driver: "postgres", url: config.databaseUrl, poolMax: config.databasePoolMax }
    : { driver: "pglite", dataDir: path.join(config.dataDir, "db") };
}
