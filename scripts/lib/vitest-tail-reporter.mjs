// A Vitest reporter for `npm test` (scripts/test.mjs, decision 0088): once no test file is left
// waiting and at most VITEST_TAIL_FILES files are still running, it writes the file named by
// VITEST_TAIL_MARKER. The run's last files then leave a core idle, and `npm test` starts the
// browser tests in it instead of after them. It reports nothing itself.
import { writeFileSync } from "node:fs";

export default class VitestTailReporter {
  left = Number.POSITIVE_INFINITY;
  signalled = false;

  onTestRunStart(specifications) {
    this.left = specifications.length;
    this.check();
  }

  onTestModuleEnd() {
    this.left -= 1;
    this.check();
  }

  check() {
    const marker = process.env.VITEST_TAIL_MARKER;
    if (!marker || this.signalled) return;
    if (this.left <= Number(process.env.VITEST_TAIL_FILES ?? 0)) {
      this.signalled = true;
      writeFileSync(marker, `${this.left}\n`);
    }
  }
}
