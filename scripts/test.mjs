// `npm test`: every suite: Vitest (unit, component, API on an embedded PostgreSQL server; with
// TEST_DATABASE_URL, the *.postgres.test.ts on that server), then (or with TEST_E2E_ALONGSIDE=1
// at the same time) the built app in Chromium with Playwright. Ends with one line counting all tests:
// "tests: N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./build-state.mjs";
import { ensureBuilt } from "./ensure-built.mjs";

const out = path.join(root, ".tmp");
mkdirSync(out, { recursive: true });
const vitestJson = path.join(out, "vitest-results.json");
const playwrightJson = path.join(out, "playwright-results.json");
for (const file of [vitestJson, playwrightJson]) rmSync(file, { force: true });

// One build before any test (decision 0088): `npm start`'s test (Vitest) and Playwright both use
// it. A no-op when the build is up to date (CI builds it beside the typecheck).
ensureBuilt();

const exited = (child) =>
  new Promise((resolve) => child.on("close", (code, signal) => resolve(signal ? 1 : (code ?? 1))));

// With TEST_E2E_ALONGSIDE=1, Vitest and Playwright run at the same time (decision 0088,
// amendment): alone, Vitest's three workers left part of a core idle and Playwright's two
// browsers (waiting on pages and the server) used about one core of two, so at once they should
// take less than their sum on an idle machine. Not the default: on this shared machine at a load
// of 20–30 it made 30 s test timeouts run out (one component test, three browser tests). Then
// Playwright's output is held back until Vitest ends, so the two logs are not interleaved.
const alongside = process.env.TEST_E2E_ALONGSIDE === "1";

const vitestRun = spawn(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  { cwd: root, stdio: "inherit" },
);
let vitestRunning = true;
const vitestExit = exited(vitestRun).then((status) => {
  vitestRunning = false;
  return status;
});

if (!alongside) await vitestExit;
const held = [];
const playwrightRun = spawn("npx", ["playwright", "test", "--reporter=list,json"], {
  cwd: root,
  stdio: alongside ? ["ignore", "pipe", "pipe"] : "inherit",
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
});
if (alongside)
  for (const [stream, target] of [
    [playwrightRun.stdout, process.stdout],
    [playwrightRun.stderr, process.stderr],
  ]) {
    stream.on("data", (chunk) => {
      if (vitestRunning) held.push([target, chunk]);
      else target.write(chunk);
    });
  }
const playwrightExit = exited(playwrightRun);

const vitestStatus = await vitestExit;
if (alongside) console.log("\nplaywright (run alongside Vitest):");
for (const [target, chunk] of held.splice(0)) target.write(chunk);
const playwrightStatus = await playwrightExit;

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
