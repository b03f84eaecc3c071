// `npm run lint` runs this after Biome: the import boundaries between the app's parts.
// - A web feature does not import another feature: web/src/features/A/** never names a file in
//   web/src/features/B/**. What two features share lives in web/src/components, lib or hooks.
// - An API area does not read another area's tables: api/src/areas/A/** never imports
//   api/src/areas/B/*.tables.ts; it calls that area's service instead.
// Biome's noRestrictedImports matches the text of a specifier, not the file it names, so it
// cannot tell `../dashboard/x` inside one feature from the same text in another (decision 0047).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root as repoRoot } from "./build-state.mjs";
import { findImports, resolveSpecifier, sourceFiles } from "./lib/source-imports.mjs";

/**
 * The crossings that existed when the check was added, as "importing file -> file it names"
 * (the named file, not the import's text, so rewriting imports to aliases keeps them matching).
 * Remove an entry with its fix; the check fails on an entry that no longer occurs, so none
 * outlives its fix. Empty this list; do not add to it.
 */
export const ALLOWED_VIOLATIONS = [
  // Joins the customers table for each item's customer code and name.
  "api/src/areas/media/media.service.ts -> api/src/areas/customers/customers.tables.ts",
  // The green-impact prepared statement (decision 0035) reads the business's name and address
  // in the same single statement as its figures; a call to the customers service would add a
  // round trip to every dashboard load.
  "api/src/areas/impact/dashboard.service.ts -> api/src/areas/customers/customers.tables.ts",
];

const RULES = [
  {
    parts: "web/src/features",
    crosses: (fromPart, toPart) => toPart !== undefined && toPart !== fromPart,
    explain: (from, to) =>
      `web feature "${from}" imports from feature "${to}"; move what both need to web/src/components, lib or hooks`,
  },
  {
    parts: "api/src/areas",
    // A table may reference another area's table for a foreign key: that is the schema itself.
    crosses: (fromPart, toPart, target, importer) =>
      toPart !== undefined &&
      toPart !== fromPart &&
      /\.tables(?:\.ts)?$/.test(target) &&
      !/\.tables\.ts$/.test(importer),
    explain: (from, to) =>
      `API area "${from}" imports the tables of area "${to}"; call the ${to} area's service instead`,
  },
];

/** The folder under `partsDir` that `file` is in (`dashboard` for features/dashboard/x/y.ts). */
function partOf(partsDir, file) {
  const relative = path.relative(partsDir, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [part, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? part : undefined;
}

const repoPath = (root, file) => path.relative(root, file).split(path.sep).join("/");

/** Every boundary crossing under `root`: [{ importer, specifier, target, message }]. */
export function findViolations(root) {
  const violations = [];
  for (const rule of RULES) {
    const partsDir = path.join(root, rule.parts);
    for (const file of sourceFiles(partsDir)) {
      const fromPart = partOf(partsDir, file);
      if (!fromPart) continue;
      for (const { specifier } of findImports(readFileSync(file, "utf8"))) {
        const target = resolveSpecifier(root, file, specifier);
        if (!target) continue;
        const toPart = partOf(partsDir, target);
        if (!rule.crosses(fromPart, toPart, target, file)) continue;
        violations.push({
          importer: repoPath(root, file),
          specifier,
          target: repoPath(root, target),
          message: rule.explain(fromPart, toPart),
        });
      }
    }
  }
  return violations;
}

/** Violations not on the allowlist, and allowlist entries that no longer occur. */
export function checkBoundaries(root, allowed = ALLOWED_VIOLATIONS) {
  const violations = findViolations(root);
  const key = ({ importer, target }) => `${importer} -> ${target}`;
  const found = new Set(violations.map(key));
  return {
    violations: violations.filter((violation) => !allowed.includes(key(violation))),
    staleAllowances: allowed.filter((entry) => !found.has(entry)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { violations, staleAllowances } = checkBoundaries(repoRoot);
  for (const { importer, specifier, message } of violations) {
    // "file: message" is what editors and CI annotate; the import's own text finds the line.
    console.error(`${importer}: import "${specifier}": ${message}`);
  }
  for (const entry of staleAllowances) {
    console.error(
      `scripts/check-boundaries.mjs: "${entry}" is allowed but no longer occurs; remove it from ALLOWED_VIOLATIONS`,
    );
  }
  const problems = violations.length + staleAllowances.length;
  if (problems > 0) {
    console.error(`Import boundaries: ${problems} problem${problems === 1 ? "" : "s"}.`);
    process.exit(1);
  }
  console.log(
    `Import boundaries kept (${ALLOWED_VIOLATIONS.length} known crossings allowed, see ALLOWED_VIOLATIONS in scripts/check-boundaries.mjs).`,
  );
}
