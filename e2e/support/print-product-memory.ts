import { spawnSync } from "node:child_process";

/**
 * Playwright's global teardown, before it stops the web servers: prints the memory every process
 * of the product holds after the suite (the app and its embedded PostgreSQL, issue 26; Linux).
 * It only reports: a failure to measure never fails the run.
 */
export default function printProductMemory(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.platform !== "linux") return;
  const run = spawnSync("npx", ["tsx", "api/bench/product-memory.ts", dataDir], {
    encoding: "utf8",
  });
  const line = (run.stdout || run.stderr).trim();
  if (line) console.log(`after the end-to-end suite, ${line}`);
}
