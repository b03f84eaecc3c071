// Run after `npm install` (the root `postinstall`): @react-router/dev 7 passes Vite's deprecated
// `envFile: false` to the Vite servers it starts inside itself, so every build and dev start
// prints "The `envFile` option is deprecated" several times. React Router 8 made the same one-word
// change (remix-run/react-router#15230), which was not released for 7.x; this applies it until we
// move to 8 (then delete this script and the `postinstall`). Decision 0047.
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./build-state.mjs";

const DEPRECATED = "envFile: false";
const REPLACEMENT = "envDir: false";

/** Rewrites the option in every file of the package's `dist`; returns the files it changed. */
export function patchReactRouterEnvDir(packageDir) {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  if (!version.startsWith("7.")) return [];
  const changed = [];
  for (const entry of readdirSync(path.join(packageDir, "dist"), { recursive: true })) {
    const file = path.join(packageDir, "dist", String(entry));
    if (!file.endsWith(".js")) continue;
    const source = readFileSync(file, "utf8");
    if (!source.includes(DEPRECATED)) continue;
    // Written beside and renamed over: a hard-linked node_modules keeps its other copies intact.
    writeFileSync(`${file}.patching`, source.replaceAll(DEPRECATED, REPLACEMENT));
    renameSync(`${file}.patching`, file);
    changed.push(path.relative(packageDir, file));
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  let packageDir;
  try {
    const require = createRequire(path.join(root, "web", "package.json"));
    packageDir = path.dirname(require.resolve("@react-router/dev/package.json"));
  } catch {
    process.exit(0); // Installed without dev dependencies (a production image): nothing to patch.
  }
  const changed = patchReactRouterEnvDir(packageDir);
  if (changed.length > 0)
    console.log(`@react-router/dev: envFile → envDir in ${changed.join(", ")}`);
}
