// Measures the first report PDF on a phone-class CPU (issue 28, "Reports on a phone"), against the
// built app: `npm run bench:report` (builds what is stale first).
//
// For each web build given (default: web/build/client; `--builds a,b` to compare two, e.g. a copy
// of the build before a change and the current one, in the same run) it serves the built app
// (`node api/dist/server.js`, NODE_ENV=test: the demo seed) on a free port with a temporary data
// folder, logs in as the demo customer in headless Chromium, fills the cigarette report's dates,
// and then, in a fresh browser context each run:
// - the report code: the JavaScript the browser fetches when the pointer reaches the button (the
//   prefetch), in gzip bytes as the server sends it, and the files;
// - with Chromium's CPU throttled 4× (CDP Emulation.setCPUThrottlingRate, "phone-class"), the
//   time from the click to the download of the first report (code already loaded: fonts,
//   template and figures are fetched after the click) and of a second one, and the drawing
//   alone (the app's "report: drawing" performance measure, where the build has it);
// - the fonts the first report fetched (bytes on the wire).
// Prints one table; medians over `--runs N` (default 3). `--out DIR` keeps each build's PDFs.
// Targets (issue 28): first report < 500 ms at 4× CPU, report code < 250 KB gzip. Exits 1 when
// the last build misses one.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumExecutable } from "./chromium.mjs";
import { ensureBuilt } from "./ensure-built.mjs";
import { freePort, printTable, waitForOk } from "./lib/test-processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const RUNS = Number(option("--runs", "3"));
const OUT = option("--out", undefined);
const BUILDS = option("--builds", "web/build/client")
  .split(",")
  .map((dir) => path.resolve(root, dir));
const THROTTLE = 4;
const TARGET_MS = 500;
const TARGET_KB = 250;
const DEMO = { email: "demo@example.com", password: "Demo@12345" };

/** A range the seed has collections in (as e2e/dashboard.spec.ts): 5 to 3 months ago. */
function recentRange() {
  const today = new Date();
  const iso = (d) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  return {
    startDate: iso(new Date(today.getFullYear(), today.getMonth() - 5, 1)),
    endDate: iso(new Date(today.getFullYear(), today.getMonth() - 2, 0)),
  };
}

/** The bytes `url` sends with `accept-encoding: gzip` (what a browser downloads). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" }, agent: false }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function serve(buildDir) {
  const work = mkdtempSync(path.join(os.tmpdir(), "fc-bench-report-"));
  // Run as root, the embedded PostgreSQL runs as "postgres", which must reach the data folder.
  chmodSync(work, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["api/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(work, "data"),
      WEB_BUILD_DIR: buildDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${base}/api/health`, { stopped: () => server.exitCode !== null });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** One fresh browser context: log in, load the report code, time two reports at 4× CPU. */
async function run(browser, base, index, outDir) {
  const context = await browser.newContext({ acceptDownloads: true, baseURL: base });
  const page = await context.newPage();
  const requested = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/dashboard$/);
  const cigarette = page.locator("section").filter({
    has: page.getByRole("heading", { name: "CIGARETTE BUTT COLLECTION", exact: true }),
  });
  const range = recentRange();
  for (const [label, value] of [
    ["Start date", range.startDate],
    ["End date", range.endDate],
  ]) {
    const input = cigarette.getByRole("textbox", { name: label });
    await input.fill(value);
    await input.press("Enter");
  }
  const button = cigarette.getByRole("button", { name: "Download Cigarette Report" });
  await page.waitForLoadState("networkidle");

  // The report code: what the prefetch (pointer on the button) downloads.
  const beforeHover = requested.length;
  await button.hover();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  const code = [...new Set(requested.slice(beforeHover))].filter((url) => /\.m?js(\?|$)/.test(url));
  let codeBytes = 0;
  for (const url of code) codeBytes += await gzipBytes(url);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  const times = [];
  let fonts = [];
  let drawing = null;
  for (const which of ["first", "second"]) {
    const started = performance.now();
    const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
    const target = path.join(outDir, `run${index + 1}-${which}-${file.suggestedFilename()}`);
    await file.saveAs(target);
    times.push(performance.now() - started);
    if (which === "first") {
      // From the pointer reaching the button (the code's prefetch may warm the fonts) on.
      fonts = [...new Set(requested.slice(beforeHover))].filter((url) =>
        /\.(woff2?|ttf|otf)(\?|$)/.test(url),
      );
      // The app's own marks (generate.ts), where it has them: the drawing alone.
      drawing = await page.evaluate(
        () => performance.getEntriesByName("report: drawing").at(-1)?.duration ?? null,
      );
    }
    // Back to idle before the next click.
    await button.getByText("Download Cigarette Report").waitFor();
  }
  let fontBytes = 0;
  for (const url of fonts) fontBytes += await gzipBytes(url);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await context.close();
  return {
    codeBytes,
    code: code.map((url) => new URL(url).pathname.split("/").pop()),
    first: times[0],
    second: times[1],
    drawing,
    fontBytes,
    fonts: fonts.map((url) => new URL(url).pathname.split("/").pop()),
  };
}

ensureBuilt();
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_FLAGS,
});
const rows = [];
let last;
try {
  for (const buildDir of BUILDS) {
    const name = path.relative(root, buildDir) || buildDir;
    const outDir = OUT
      ? path.join(OUT, name.replaceAll("/", "_"))
      : mkdtempSync(path.join(os.tmpdir(), "fc-bench-pdf-"));
    mkdirSync(outDir, { recursive: true });
    const { base, stop } = await serve(buildDir);
    try {
      const results = [];
      for (let i = 0; i < RUNS; i++) results.push(await run(browser, base, i, outDir));
      const sample = results[0];
      last = {
        first: median(results.map((r) => r.first)),
        second: median(results.map((r) => r.second)),
        codeBytes: median(results.map((r) => r.codeBytes)),
      };
      rows.push([
        name,
        `${kb(last.codeBytes)} KB (${sample.code.length} files)`,
        `${Math.round(last.first)} ms`,
        `${Math.round(last.second)} ms`,
        results[0].drawing === null
          ? "–"
          : `${Math.round(median(results.map((r) => r.drawing ?? 0)))} ms`,
        `${kb(median(results.map((r) => r.fontBytes)))} KB (${sample.fonts.length})`,
        results.map((r) => Math.round(r.first)).join(", "),
      ]);
      console.log(`${name}: code ${sample.code.join(", ")}; fonts ${sample.fonts.join(", ")}`);
      if (!OUT) rmSync(outDir, { recursive: true, force: true });
    } finally {
      await stop();
    }
  }
} finally {
  await browser.close();
}
console.log(`\nThe first report PDF at ${THROTTLE}× CPU (medians of ${RUNS} runs)`);
printTable(
  [
    "web build",
    "report code (gzip)",
    "first report",
    "second report",
    "drawing (1st)",
    "fonts fetched",
    "first, each run",
  ],
  rows,
  (column) => column > 0,
);
console.log(
  `Targets: first report < ${TARGET_MS} ms at ${THROTTLE}× CPU once its code is loaded; report code < ${TARGET_KB} KB gzip.`,
);
if (last && (last.first >= TARGET_MS || last.codeBytes >= TARGET_KB * 1024)) process.exitCode = 1;
