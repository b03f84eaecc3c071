// Builds the web app and the API bundle if they are missing or older than their sources.
// `node scripts/ensure-built.mjs api` checks (and builds) the API bundle only.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, staleParts } from "./build-state.mjs";

/** @param {string[]} [only] the parts to check ("web", "api"); both when left out */
export function ensureBuilt(only) {
  for (const part of staleParts().filter((name) => !only || only.includes(name))) {
    console.log(
      `Building the ${part === "web" ? "web app" : "API"} (first start or sources changed)…`,
    );
    // Always a production build: called from a test run (Vitest sets NODE_ENV=test), Vite would
    // otherwise bundle React's development build and the pages would send ~55 KB more.
    const result = spawnSync("npm", ["run", "build", "-w", part], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) {
      console.error(`Building the ${part} failed; see the output above.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  ensureBuilt(process.argv.length > 2 ? process.argv.slice(2) : undefined);
