// Rewrites relative imports that climb two or more folders (`../../x`) into the workspace's path
// alias (`#web/…`, `#api/…`, `#api-test/…`; see PATH_ALIASES), when the file they name is under the
// alias's folder. Imports within a feature's own folders stay relative. Decision 0047.
//
//   node scripts/codemods/use-path-aliases.mjs            rewrite, then print what changed
//   node scripts/codemods/use-path-aliases.mjs --dry-run  print only
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root as repoRoot } from "../build-state.mjs";
import {
  PATH_ALIASES,
  resolveSpecifier,
  rewriteImports,
  sourceFiles,
} from "../lib/source-imports.mjs";

const CLIMBS_TWO_OR_MORE = /^(?:\.\.\/){2,}/;

/** The aliased form of `specifier` imported from `importer`, or undefined to leave it. */
export function aliasFor(root, importer, specifier) {
  if (!CLIMBS_TWO_OR_MORE.test(specifier)) return undefined;
  const target = resolveSpecifier(root, importer, specifier);
  for (const { prefix, dir } of PATH_ALIASES) {
    const aliasRoot = path.join(root, dir);
    // Only within one workspace: the alias means nothing to another workspace's files.
    const workspace = path.dirname(aliasRoot);
    if (!importer.startsWith(workspace + path.sep)) continue;
    if (target.startsWith(aliasRoot + path.sep)) {
      return prefix + path.relative(aliasRoot, target).split(path.sep).join("/");
    }
  }
  return undefined;
}

/** Rewrites every file of the workspaces; returns [{ file, count }] for the files it changed. */
export function usePathAliases(root, { write = true } = {}) {
  const changed = [];
  const workspaces = [...new Set(PATH_ALIASES.map(({ dir }) => dir.split("/")[0]))];
  for (const workspace of workspaces) {
    for (const file of sourceFiles(path.join(root, workspace))) {
      const before = readFileSync(file, "utf8");
      const { source, count } = rewriteImports(before, (specifier) =>
        aliasFor(root, file, specifier),
      );
      if (count === 0) continue;
      if (write) writeFileSync(file, source);
      changed.push({ file: path.relative(root, file), count });
    }
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const write = !process.argv.includes("--dry-run");
  const changed = usePathAliases(repoRoot, { write });
  for (const { file, count } of changed) console.log(`${file}: ${count}`);
  const imports = changed.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `${write ? "Rewrote" : "Would rewrite"} ${imports} imports in ${changed.length} files` +
      (write && imports > 0 ? "; run `npx biome check --write .` to re-sort them." : "."),
  );
}
