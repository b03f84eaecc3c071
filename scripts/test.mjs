// `npm test`: every suite: Vitest (unit, component, API on an embedded PostgreSQL server; with
// TEST_DATABASE_URL, the *.postgres.test.ts on that server), then the built app in Chromium with Playwright. Ends with one line
// counting all tests: "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./build-state.mjs";
import { ensureBuilt } from "./ensure-built.mjs";

const out = path.join(root, ".tmp");
mkdirSync(out, { recursive: true });
const vitestJson = path.join(out, "vitest-results.json");
const playwrightJson = path.join(out, "playwright-results.json");
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
    .status ?? 1;

const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);

ensureBuilt();
const playwrightStatus = run("npx", ["playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const vitest = read(vitestJson);
const playwright = read(playwrightJson);
const vitestPassed = vitest?.numPassedTests ?? 0;
const vitestFailed = vitest ? vitest.numFailedTests : 1;
const e2ePassed = (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const e2eFailed = playwright ? playwright.stats.unexpected : 1;

console.log("");
console.log(`vitest (unit, component, API): ${vitestPassed} passed, ${vitestFailed} failed`);
const e2eFlaky = playwright?.stats?.flaky ?? 0;
console.log(
  `playwright (end to end, Chromium): ${e2ePassed} passed, ${e2eFailed} failed` +
    (e2eFlaky ? ` (${e2eFlaky} passed only on retry: flaky, see above)` : ""),
);
console.log(`tests: ${vitestPassed + e2ePassed} passed, ${vitestFailed + e2eFailed} failed`);
process.exit(vitestStatus !== 0 || playwrightStatus !== 0 ? 1 : 0);
