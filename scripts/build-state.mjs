// Knows whether the web app and the API bundle are built and newer than their sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === "node_modules" || entry === "build" || entry === "dist" || entry.startsWith("."))
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const parts = {
  web: {
    output: "web/build/client/__spa-fallback.html",
    sources: [
      "web/src",
      "web/public",
      "web/content",
      "web/scripts",
      "web/vite.config.ts",
      "web/react-router.config.ts",
      "web/package.json",
      "packages/contract/src",
    ],
  },
  api: {
    output: "api/dist/server.js",
    sources: ["api/src", "api/build.mjs", "api/package.json", "packages/contract/src"],
  },
};

/** The parts ("web", "api") whose build is missing or older than a source file. */
export function staleParts() {
  return Object.entries(parts)
    .filter(([, part]) => {
      const output = path.join(root, part.output);
      if (!existsSync(output)) return true;
      const built = statSync(output).mtimeMs;
      return part.sources.some((source) => newestMtime(source) > built);
    })
    .map(([name]) => name);
}
