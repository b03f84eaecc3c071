// Gives each API area one public file, api/src/areas/<area>/index.ts, listing what other areas
// use, and points every import from another area at it (decision 0082). Re-runnable: the public
// files keep what they export and gain what new imports need, so after merging a branch that
// imports another area's internals, running it again routes those imports too.
//
//   node scripts/codemods/area-public-files.mjs            write, then print what changed
//   node scripts/codemods/area-public-files.mjs --dry-run  print only
//
// app.ts and area-wiring.ts, which register the areas, are routed like an area. Tests and tables
// files keep their imports: tests set up through whatever they need, and a tables file names
// another area's table for a foreign key (the schema); see .dependency-cruiser.cjs. An import of
// another area's tables file is left for the boundary check to report: a public file exports no
// table (the owner hands out read pieces, api/src/lib/table-reads.ts; 0082, amendment).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root as repoRoot } from "../build-state.mjs";
import { resolveSpecifier, sourceFiles } from "../lib/source-imports.mjs";

const AREAS = "api/src/areas";
/** The files outside the areas that register them, routed through public files too. */
const REGISTRARS = ["api/src/app.ts", "api/src/area-wiring.ts"];
const EXEMPT = /\.test\.ts$|\.test-app\.ts$|\.fixtures\.ts$|\.tables\.ts$|\/index\.ts$/;
/** `import { … } from "x"`, `import type { … } from "x"`, `export { … } from "x"`. */
const NAMED = /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\4;?/g;

const toPosix = (p) => p.split(path.sep).join("/");

/** The area a repository path is in, and the path inside it. */
function areaOf(root, file) {
  const relative = toPosix(path.relative(path.join(root, AREAS), file));
  if (relative.startsWith("..")) return undefined;
  const [area, ...rest] = relative.split("/");
  return rest.length > 0 ? { area, inside: rest.join("/") } : undefined;
}

/** `a`, `type B`, `c as d` -> [{ name, type }] (the exported name, before any `as`). */
function parseNames(list, allType) {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const type = allType || part.startsWith("type ");
      const name = part
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]
        .trim();
      return { name, type };
    });
}

/** The public file's entries: Map(file inside the area -> Map(name -> type-only?)). */
function readPublicFile(file) {
  const entries = new Map();
  if (!existsSync(file)) return entries;
  for (const match of readFileSync(file, "utf8").matchAll(NAMED)) {
    if (match[1] !== "export") continue;
    const target = match[5].replace(/^\.\//, "");
    const names = entries.get(target) ?? new Map();
    for (const { name, type } of parseNames(match[3], Boolean(match[2]))) {
      names.set(name, (names.get(name) ?? true) && type);
    }
    entries.set(target, names);
  }
  return entries;
}

function renderPublicFile(area, entries) {
  const lines = [
    `// The ${area} area's public file: what other areas, app.ts and area-wiring.ts may use (decision`,
    "// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.",
  ];
  for (const target of [...entries.keys()].sort()) {
    const names = [...entries.get(target)].sort(([a], [b]) => a.localeCompare(b));
    const allTypes = names.every(([, type]) => type);
    const list = names.map(([name, type]) => (type && !allTypes ? `type ${name}` : name));
    lines.push(`export ${allTypes ? "type " : ""}{ ${list.join(", ")} } from "./${target}";`);
  }
  return `${lines.join("\n")}\n`;
}

export function areaPublicFiles(root, { write = true } = {}) {
  const publicFiles = new Map(); // area -> entries
  const grown = new Set(); // areas whose public file gains an entry
  const entriesOf = (area) => {
    if (!publicFiles.has(area)) {
      publicFiles.set(area, readPublicFile(path.join(root, AREAS, area, "index.ts")));
    }
    return publicFiles.get(area);
  };
  const changed = [];
  const registrars = REGISTRARS.map((file) => path.join(root, file)).filter(existsSync);
  for (const file of [...sourceFiles(path.join(root, AREAS)), ...registrars]) {
    const from = registrars.includes(file) ? { area: undefined } : areaOf(root, file);
    if (!from || EXEMPT.test(toPosix(file))) continue;
    const before = readFileSync(file, "utf8");
    let count = 0;
    const after = before.replace(NAMED, (whole, _kind, typeAll, list, quote, specifier) => {
      const target = resolveSpecifier(root, file, specifier);
      const to = target && areaOf(root, target);
      if (!to || to.area === from.area || to.inside === "index.ts") return whole;
      // The boundary check reports these: no public file exports a table.
      if (/\.tables\.ts$/.test(to.inside)) return whole;
      const inside = /\.[cm]?[jt]sx?$/.test(to.inside) ? to.inside : `${to.inside}.ts`;
      const entries = entriesOf(to.area);
      const names = entries.get(inside) ?? new Map();
      for (const { name, type } of parseNames(list, Boolean(typeAll))) {
        const next = (names.get(name) ?? true) && type;
        if (names.get(name) !== next) grown.add(to.area);
        names.set(name, next);
      }
      entries.set(inside, names);
      count += 1;
      return whole.replace(
        `${quote}${specifier}${quote}`,
        `${quote}#api/areas/${to.area}/index.ts${quote}`,
      );
    });
    if (count === 0) continue;
    if (write) writeFileSync(file, after);
    changed.push({ file: toPosix(path.relative(root, file)), count });
  }
  for (const [area, entries] of publicFiles) {
    if (!grown.has(area)) continue;
    const file = path.join(root, AREAS, area, "index.ts");
    if (write) writeFileSync(file, renderPublicFile(area, entries));
    changed.push({ file: toPosix(path.relative(root, file)), count: 0 });
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const write = !process.argv.includes("--dry-run");
  const changed = areaPublicFiles(repoRoot, { write });
  for (const { file, count } of changed) console.log(`${file}: ${count}`);
  const imports = changed.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `${write ? "Pointed" : "Would point"} ${imports} imports at public files, ${changed.length} files` +
      (write && changed.length > 0 ? "; run `npx biome check --write api/src/areas`." : "."),
  );
}
