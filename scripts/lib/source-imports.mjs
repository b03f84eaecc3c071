// Finds the module specifiers a TypeScript or JavaScript source file imports, for the scripts
// that check or rewrite imports (check-boundaries, codemods/use-path-aliases). A regular
// expression, not a parser: it reads `import … from "x"`, `export … from "x"`, `import "x"`,
// `import("x")` and `vi.mock("x")`, which is every form this code base uses.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*)(["'])([^"'\n]+)\2/g;

/** Each specifier with where its string starts and ends in `source` (without the quotes). */
export function findImports(source) {
  const found = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const start = match.index + match[1].length + 1;
    found.push({ specifier: match[3], start, end: start + match[3].length });
  }
  return found;
}

/** Replaces specifiers: `rewrite(specifier)` returns the new one, or undefined to keep it. */
export function rewriteImports(source, rewrite) {
  let result = "";
  let last = 0;
  let count = 0;
  for (const { specifier, start, end } of findImports(source)) {
    const replacement = rewrite(specifier);
    if (replacement === undefined || replacement === specifier) continue;
    result += source.slice(last, start) + replacement;
    last = end;
    count += 1;
  }
  return { source: result + source.slice(last), count };
}

const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(["node_modules", "build", "dist", "coverage", ".react-router"]);

/** Every source file under `dir` (none if it does not exist), as absolute paths, sorted. */
export function sourceFiles(dir) {
  const files = [];
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE_FILE.test(entry.name)) files.push(full);
  }
  return files.sort();
}

/**
 * The path aliases (package.json `imports`, Node subpath imports) of each workspace: a
 * specifier starting with `prefix` names a file under `dir`. Kept in step with the
 * workspaces' package.json files by scripts/lib/source-imports.test.mjs.
 */
export const PATH_ALIASES = [
  { prefix: "#web/", dir: "web/src" },
  { prefix: "#api/", dir: "api/src" },
  { prefix: "#api-test/", dir: "api/test" },
];

/** The absolute path a relative or aliased specifier names; undefined for packages. */
export function resolveSpecifier(root, importer, specifier) {
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return path.resolve(path.dirname(importer), specifier);
  }
  const alias = PATH_ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias && path.join(root, alias.dir, specifier.slice(alias.prefix.length));
}
