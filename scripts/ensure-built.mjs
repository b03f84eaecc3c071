// Builds the web app and the API bundle if they are missing or older than their sources.
import { spawnSync } from "node:child_process";
import { root, staleParts } from "./build-state.mjs";

export function ensureBuilt() {
  for (const part of staleParts()) {
    console.log(
      `Building the ${part === "web" ? "web app" : "API"} (first start or sources changed)…`,
    );
    const result = spawnSync("npm", ["run", "build", "-w", part], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`Building the ${part} failed; see the output above.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
