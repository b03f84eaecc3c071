// `npm run lint` runs this after Biome: the import boundaries between the product's parts,
// checked by dependency-cruiser with the rules in .dependency-cruiser.cjs (decision 0082):
// - API areas (api/src/areas/<domain>) form no cycle, use each other only through the other
//   area's public file (index.ts), and never read another area's tables.
// - Web features (web/src/features/<domain>) never import each other and form no cycle.
// Exits non-zero, printing each violation, when a rule is broken.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root as repoRoot } from "./build-state.mjs";

const depcruiseBin = path.join(
  repoRoot,
  "node_modules",
  "dependency-cruiser",
  "bin",
  "dependency-cruise.mjs",
);

/** The folders whose imports are checked, relative to the repository root. */
export const CHECKED = ["api/src/areas", "web/src/features"];

/**
 * Violations that existed when the check was added, written by dependency-cruiser's
 * `--output-type baseline`; they are ignored until fixed. Delete the file once they are.
 */
const KNOWN = ".dependency-cruiser-known-violations.json";

/** Runs dependency-cruiser on `root`; { ok, output } with its report of each violation. */
export function checkBoundaries(root) {
  const known = existsSync(path.join(root, KNOWN)) ? ["--ignore-known", KNOWN] : [];
  const result = spawnSync(
    process.execPath,
    [
      depcruiseBin,
      ...CHECKED,
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "err",
    ].concat(known),
    { cwd: root, encoding: "utf8" },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { ok, output } = checkBoundaries(repoRoot);
  if (!ok) {
    console.error(output);
    console.error("Import boundaries broken: see the rules in .dependency-cruiser.cjs.");
    process.exit(1);
  }
  console.log(`Import boundaries kept: ${output}`);
}
