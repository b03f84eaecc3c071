// `npm run lint` runs this after Biome: the import boundaries between the product's parts,
// checked by dependency-cruiser with the rules in .dependency-cruiser.cjs (decision 0082):
// - API areas (api/src/areas/<domain>) form no cycle, use each other only through the other
//   area's public file (index.ts), and never read another area's tables.
// - Web features (web/src/features/<domain>) never import each other and form no cycle.
// Exits non-zero, printing each violation, when a rule is broken. There is no list of known
// violations: every cycle and every read of another area's tables fails (decision 0082, amendment).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { root as repoRoot } from "./build-state.mjs";

/** The folders whose imports are checked, relative to the repository root. */
export const CHECKED = ["api/src/areas", "web/src/features"];

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
  const lines = errors.map(describe);
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
