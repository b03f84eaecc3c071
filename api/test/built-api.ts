import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The path of one of the API bundle's entry files (`api/dist`), for a test that runs the product
 * as a process: what `npm start`, `npm run create-admin`, `npm run backup` and `npm run restore`
 * run. The API tests' global setup builds the bundle first when a source is newer (issue 27: a
 * process started from the bundle takes about 2 CPU-seconds less than one through tsx).
 */
export function builtApiEntry(entry: "server" | "create-admin" | "backup" | "restore"): string {
  return path.join(apiDir, "dist", `${entry}.js`);
}

/** Builds the API bundle when it is missing or older than a source (scripts/ensure-built.mjs). */
export function ensureApiBuilt(): void {
  const script = path.resolve(apiDir, "..", "scripts", "ensure-built.mjs");
  const result = spawnSync(process.execPath, [script, "api"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Building the API bundle for the process tests failed");
}
