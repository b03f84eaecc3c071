// `npm run lint` runs this after Biome: the import boundaries between the product's parts,
// checked by dependency-cruiser with the rules in .dependency-cruiser.cjs (decision 0082):
// - API areas (api/src/areas/<domain>) form no cycle, use each other only through the other
//   area's public file (index.ts), and never read another area's tables: not its tables files,
//   and not a table through its public file, which exports none (an owner hands out query pieces
//   and functions instead). app.ts and area-wiring.ts, which register the areas, also use them
//   only through their public files.
// - Web features (web/src/features/<domain>) never import each other and form no cycle.
// Exits non-zero, printing each violation, when a rule is broken. There is no list of known
// violations: every cycle and every read of another area's tables fails (decision 0082, amendment).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import ts from "typescript";
import { root as repoRoot } from "./build-state.mjs";
import { sourceFiles } from "./lib/source-imports.mjs";

/**
 * The folders and files whose imports are checked, relative to the repository root: the areas,
 * the two files that register them (app.ts, area-wiring.ts) and the web features.
 */
export const CHECKED = [
  "api/src/areas",
  "api/src/app.ts",
  "api/src/area-wiring.ts",
  "web/src/features",
];

const AREA_FILE = /^api\/src\/areas\/([^/]+)\/(.+)$/;
const TABLES_FILE = /\.tables\.ts$/;

/** A module's syntax tree (TypeScript's parser: the names an import or export lists). */
function parse(root, file) {
  const text = readFileSync(path.join(root, file), "utf8");
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
}

const isExported = (statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword);

/** Each area's schema: the names its tables files export (tables, enums), area -> Set. */
function tablesByArea(root) {
  const tables = new Map();
  for (const absolute of sourceFiles(path.join(root, "api/src/areas"))) {
    const file = path.relative(root, absolute).split(path.sep).join("/");
    const [, area, inside] = AREA_FILE.exec(file) ?? [];
    if (!area || !TABLES_FILE.test(inside)) continue;
    const names = tables.get(area) ?? new Set();
    for (const statement of parse(root, file).statements) {
      if (!ts.isVariableStatement(statement) || !isExported(statement)) continue;
      for (const { name } of statement.declarationList.declarations) {
        if (ts.isIdentifier(name)) names.add(name.text);
      }
    }
    tables.set(area, names);
  }
  return tables;
}

/**
 * The values (not types) an import or re-export of `specifier` names in `file`: [{ name,
 * star }], `name` as exported by the module imported (before any `as`).
 */
function valuesNamed(tree, specifier) {
  const named = [];
  for (const statement of tree.statements) {
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || from.text !== specifier) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly)
            named.push({ name: (element.propertyName ?? element.name).text });
        }
      } else if (bindings) named.push({ name: "*", star: true });
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        named.push({ name: "*", star: true });
        continue;
      }
      for (const element of clause.elements) {
        if (!element.isTypeOnly) named.push({ name: (element.propertyName ?? element.name).text });
      }
    }
  }
  return named;
}

/**
 * Tables handed out through public files (decision 0082, amendment of the ledger's move): an
 * area's public file exports none of its tables (nor all of a tables file), and no other area,
 * app.ts or area-wiring.ts imports one through it. dependency-cruiser sees modules, not the names
 * imported, so this reads the imports' names. Tables files are exempt (a foreign key names
 * another area's table: the schema itself), and so are tests (not cruised).
 */
function publicTableViolations(root, modules) {
  const tables = tablesByArea(root);
  const violations = [];
  for (const { source, dependencies } of modules) {
    if (!source.startsWith("api/src/") || TABLES_FILE.test(source)) continue;
    const [, ownArea, inside] = AREA_FILE.exec(source) ?? [];
    let tree;
    for (const { module: specifier, resolved } of dependencies) {
      const [, area, target] = AREA_FILE.exec(resolved) ?? [];
      if (!area) continue;
      const own = area === ownArea;
      // Another area's public file, or (for a public file) a file of its own area; another
      // area's tables file is dependency-cruiser's no-cross-area-tables.
      const publicFile = own ? inside === "index.ts" : target === "index.ts";
      if (!publicFile) continue;
      tree ??= parse(root, source);
      for (const { name, star } of valuesNamed(tree, specifier)) {
        const isTable = star ? TABLES_FILE.test(target) : tables.get(area)?.has(name);
        if (!isTable) continue;
        violations.push(
          own
            ? `error no-public-tables: ${source} exports ${star ? "every table" : `the table ${name}`} (${resolved})`
            : `error no-cross-area-tables: ${source} → ${resolved} (the table ${name})`,
        );
      }
    }
  }
  return violations;
}

const stepOf = ({ from, to }) => `${from} → ${to}`;

function describe(violation) {
  const cycle = violation.cycle?.length
    ? ` (cycle: ${[violation.from, ...violation.cycle.map(({ name }) => name)].join(" → ")})`
    : "";
  return `error ${violation.rule.name}: ${violation.from} → ${violation.to}${cycle}`;
}

/**
 * Runs dependency-cruiser on `root`: { ok, output, cycles } with a line per violation and the
 * area-cycle steps found ("area → area"). It runs in this process (dependency-cruiser's API,
 * with `root` as its base folder), so a second check (the tests') loads the cruiser and the
 * TypeScript compiler only once.
 */
export async function checkBoundaries(root) {
  let report;
  try {
    const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
    report = (await cruise(CHECKED, { ...options, baseDir: root })).output;
  } catch (error) {
    return { ok: false, output: String(error?.message ?? error).trim(), cycles: [] };
  }
  const errors = report.summary.violations.filter(({ rule }) => rule.severity === "error");
  const cycles = [
    ...new Set(errors.filter(({ rule }) => rule.name === "no-area-cycles").map(stepOf)),
  ].sort();
  const lines = [...errors.map(describe), ...publicTableViolations(root, report.modules)];
  const { totalCruised, totalDependenciesCruised } = report.summary;
  const summary =
    `${lines.length} problem${lines.length === 1 ? "" : "s"} (${totalCruised} modules, ` +
    `${totalDependenciesCruised} dependencies cruised).`;
  return { ok: lines.length === 0, output: [...lines, summary].join("\n"), cycles };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { ok, output } = await checkBoundaries(repoRoot);
  if (!ok) {
    console.error(output);
    console.error("Import boundaries broken: see the rules in .dependency-cruiser.cjs.");
    process.exit(1);
  }
  console.log(`Import boundaries kept: ${output}`);
}
