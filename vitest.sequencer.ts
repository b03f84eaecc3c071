import { BaseSequencer, type TestSpecification } from "vitest/node";
import { LONG_FIRST } from "./vitest.long-files.ts";

/**
 * The order test files start in (decision 0088). Vitest's own order groups files by project
 * (api, api:postgres, contract, scripts, web) and, on a fresh clone with no timings cached,
 * takes larger files first. With the files in parallel the run ends when its last long file
 * does, so a long file that starts late (the scripts' `npm start` test, which builds the app;
 * a security-walk part) keeps the run going alone at the end. This order is: the files known to
 * be long first (vitest.long-files.ts: the isolated ones, then the API ones, by how long), then,
 * as Vitest does, the rest (failed first, then by cached duration, else by size).
 */
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
