import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order test files start in (decision 0088). Vitest's own order groups files by project
 * (api, api:postgres, contract, scripts, web) and, on a fresh clone with no timings cached,
 * takes larger files first. With the files in parallel the run ends when its last long file
 * does, so a long file that starts late (the scripts' `npm start` test, which builds the app;
 * a security-walk part) keeps the run going alone at the end. This order is: files known to be
 * long first, by how long, whatever their project; then, as Vitest does, the rest (failed first,
 * then by cached duration, else by size).
 */
const LONG_FIRST: RegExp[] = [
  // Builds the app on a fresh clone before its tests (ensure-built).
  /scripts\/start\.test\.mjs$/,
  // Over 40 s each in a full run on this machine (decision 0088 has the figures).
  /web\/src\/features\/dashboard\/reports\/report-pages\.test\.ts$/,
  /security-walk[.\w-]*\.test\.ts$/,
  /backup\.cli\.test\.ts$/,
  /pglite-migration\.test\.ts$/,
  /scripts\/dev\.test\.mjs$/,
  /media-crash\.test\.ts$/,
  /scale-out\.postgres\.test\.ts$/,
  // 20–40 s each.
  /route-walk[.\w-]*\.test\.ts$/,
  /api\/src\/server\.test\.ts$/,
  /create-admin\.cli\.test\.ts$/,
  /web\/src\/(strict-mode|features\/(dashboard\/components\/dashboard-page|console\/components\/console-shell|dashboard\/reports\/reports))\.test\.tsx?$/,
];

const rank = (file: TestSpecification) => {
  const i = LONG_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
  return i === -1 ? LONG_FIRST.length : i;
};

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, Vitest's order stands.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
