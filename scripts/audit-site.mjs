// Measures the public website against its budgets (PRODUCT.md "Budgets", issue 7) and prints one
// table: `npm run audit:site`.
//
// - Builds what is stale, then serves the built app (`node api/dist/server.js`, NODE_ENV=test so
//   the demo seed gives the home page real figures) on a free port with a temporary data folder.
//   The web build is copied to a temporary folder (WEB_BUILD_DIR), so the shared build is never
//   touched, and beside each audited page a "plain HTML" copy is added: the same page without
//   any <script> or modulepreload, served from the same server and origin.
// - Lighthouse 12.8 (mobile, Debian Chromium, NOTES.md flags) on /, /services, /blog, /contact,
//   /gu, /gu/contact, /hi, /hi/contact, and on each plain copy in the same run for the LCP budget (page LCP ≤ 1.1 × plain LCP).
//   Targets: performance ≥ 95, accessibility, best practices and SEO 100.
// - axe-core in Chromium (Playwright) on every public page and blog post, in every language it
//   is in: no violations.
// - The JavaScript each of those pages loads, in gzip bytes as the server sends them (budget
//   130 KB), that no dashboard/admin/login code is among it, and the largest image of /.
//
// Options: --runs N (Lighthouse runs per page, medians; default 1), --keep (keep the temp dir),
// --browser-only (skip Lighthouse).
// Exits 1 when a target is missed.
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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
const RUNS =
  Number(args[args.indexOf("--runs") + 1]) > 0 ? Number(args[args.indexOf("--runs") + 1]) : 1;
const KEEP = args.includes("--keep");
/** Only the browser checks (axe, JavaScript, images): a quick pass while fixing. */
const BROWSER_ONLY = args.includes("--browser-only");

// Lighthouse starts Chromium itself (CHROME_PATH): it needs a real binary, not Playwright's.
const CHROMIUM = chromiumExecutable() ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
// And the home and contact pages in Gujarati and Hindi (issue 29: three languages × two pages).
const LIGHTHOUSE_PAGES = [
  "/",
  "/services",
  "/blog",
  "/contact",
  "/gu",
  "/gu/contact",
  "/hi",
  "/hi/contact",
];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const LCP_RATIO_MAX = 1.1;
const JS_BUDGET_BYTES = 130 * 1024;
const CLIENT_ONLY_CHUNK = /\/assets\/(dashboard|admin|login|forgot|reset-password)[-.]/;

if (!existsSync(CHROMIUM)) {
  console.error(
    `No Chromium at ${CHROMIUM}. Install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

ensureBuilt();

const work = mkdtempSync(path.join(os.tmpdir(), "fc-audit-"));
// Run as root, the embedded PostgreSQL server runs as an unprivileged user that must pass through
// this folder to its data folder (work/data): mkdtemp made it 0700.
chmodSync(work, 0o711);
const webRoot = path.join(work, "web");
cpSync(path.join(root, "web/build/client"), webRoot, { recursive: true });

/** "/services" → "services", "/" → "home": the folder of its plain copy. */
const slug = (pagePath) => (pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-"));
const plainPath = (pagePath) => `/plain-copy/${slug(pagePath)}`;

// The plain-HTML copies: the prerendered page minus every script and module preload. The CSS,
// images and markup are the same, so the difference in LCP is what the JavaScript costs.
for (const pagePath of LIGHTHOUSE_PAGES) {
  const source = path.join(webRoot, pagePath, "index.html");
  const html = readFileSync(source, "utf8")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
  const dir = path.join(webRoot, plainPath(pagePath));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), html);
}

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
    WEB_BUILD_DIR: webRoot,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  if (server.exitCode === null) server.kill("SIGTERM");
  if (!KEEP) rmSync(work, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

try {
  await waitForOk(`${base}/api/health`, { stopped: () => server.exitCode !== null });
  // The home page's figures come from the cache after the first call; warm it like a live site.
  await get(`${base}/api/public_impact`);

  const loadAtStart = os.loadavg()[0];
  console.log(`Auditing ${base} (Lighthouse ${lighthouseVersion()}, ${RUNS} run(s) a page)…`);
  const lighthouse = {};
  for (const pagePath of BROWSER_ONLY ? [] : LIGHTHOUSE_PAGES) {
    const runs = [];
    const plainRuns = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(runLighthouse(`${base}${pagePath}`, `${slug(pagePath)}-${i}`, false));
      plainRuns.push(
        runLighthouse(`${base}${plainPath(pagePath)}`, `plain-${slug(pagePath)}-${i}`, true),
      );
    }
    // Each figure is the median of its runs (a busy machine inflates single runs).
    const median = (values) => medianBy(values, (v) => v);
    const scores = {};
    for (const category of Object.keys(TARGETS)) {
      scores[category] = median(runs.map((r) => r.scores[category]));
    }
    const failing = {};
    for (const category of Object.keys(TARGETS)) {
      failing[category] = [...new Set(runs.flatMap((r) => r.failing[category]))];
    }
    lighthouse[pagePath] = {
      scores,
      failing,
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      plainLcp: median(plainRuns.map((r) => r.lcp)),
    };
    process.stdout.write(`  ${pagePath} done\n`);
  }

  const browserResults = await auditInBrowser();

  // ------------------------------------------------------------------------------------------
  const misses = [];
  const rows = [];
  for (const pagePath of BROWSER_ONLY ? [] : LIGHTHOUSE_PAGES) {
    const lh = lighthouse[pagePath];
    const js = browserResults.pages[pagePath];
    const ratio = lh.lcp / lh.plainLcp;
    for (const [category, target] of Object.entries(TARGETS)) {
      if (lh.scores[category] < target) {
        misses.push(
          `${pagePath}: ${category} ${lh.scores[category]} < ${target} (${lh.failing[category].join(", ")})`,
        );
      }
    }
    if (ratio > LCP_RATIO_MAX)
      misses.push(
        `${pagePath}: LCP ${fmtMs(lh.lcp)} is ${ratio.toFixed(2)}× the plain copy's ${fmtMs(lh.plainLcp)}`,
      );
    rows.push([
      pagePath,
      String(lh.scores.performance),
      String(lh.scores.accessibility),
      String(lh.scores["best-practices"]),
      String(lh.scores.seo),
      fmtMs(lh.lcp),
      fmtMs(lh.plainLcp),
      `${ratio.toFixed(2)}×`,
      lh.cls.toFixed(3),
      kb(js.jsBytes),
      String(js.violations.length),
    ]);
  }
  for (const [pagePath, page] of Object.entries(browserResults.pages)) {
    if (page.violations.length > 0) {
      misses.push(
        `${pagePath}: axe ${page.violations.map((v) => `${v.id} (${v.nodes})`).join(", ")}`,
      );
    }
    if (page.jsBytes > JS_BUDGET_BYTES)
      misses.push(`${pagePath}: ${kb(page.jsBytes)} KB of JavaScript > 130 KB`);
    if (page.clientOnly.length > 0) misses.push(`${pagePath}: loads ${page.clientOnly.join(", ")}`);
  }

  const header = [
    "page",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "LCP",
    "plain LCP",
    "ratio",
    "CLS",
    "JS gzip KB",
    "axe",
  ];
  console.log("");
  printTable(header, rows, (i) => i > 0);
  const all = Object.values(browserResults.pages);
  const maxJs = all.reduce((max, p) => Math.max(max, p.jsBytes), 0);
  const maxJsPage = Object.entries(browserResults.pages).find(([, p]) => p.jsBytes === maxJs)?.[0];
  const home = browserResults.pages["/"];
  console.log("");
  console.log(
    `Targets: perf ≥ ${TARGETS.performance}, a11y/best practices/SEO 100, LCP ≤ ${LCP_RATIO_MAX}× plain HTML, JS ≤ 130 KB gzip, axe 0.`,
  );
  console.log(
    `JavaScript sent to /: ${kb(home.jsBytes)} KB gzip of the 130 KB budget (${home.scripts} files).`,
  );
  console.log(`Largest JavaScript of any public page: ${kb(maxJs)} KB gzip (${maxJsPage}).`);
  console.log(
    `Largest image on /: ${home.largestImage ? `${home.largestImage.url} (${kb(home.largestImage.bytes)} KB)` : "none"}.`,
  );
  console.log(
    `axe-core ${browserResults.axeVersion} on ${all.length} public pages and posts: ${all.reduce((n, p) => n + p.violations.length, 0)} violations.`,
  );
  console.log(
    `Dashboard, admin or login code loaded by a public page: ${all.some((p) => p.clientOnly.length) ? "yes" : "none"}.`,
  );
  // Lighthouse measures main-thread work on this machine, then scales it: other load shows up
  // as total blocking time. The load average tells how quiet the machine was.
  console.log(
    `Machine load (1-minute average, ${os.cpus().length} CPUs): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
  );
  if (misses.length > 0) {
    console.log(`\nMissed targets:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nAll targets met.");
  }
} finally {
  stop();
}

// --------------------------------------------------------------------------------------------

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"))
    .version;
}

/**
 * One Lighthouse run (mobile, the default form factor); scores, LCP, CLS and failing audits.
 * Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART): up to 3 attempts.
 */
function runLighthouse(url, name, performanceOnly) {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouseOnce(url, name, performanceOnly);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${error.message}; trying again)`);
    }
  }
}

function runLighthouseOnce(url, name, performanceOnly) {
  const output = path.join(work, `lh-${name}.json`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      `--only-categories=${performanceOnly ? "performance" : Object.keys(TARGETS).join(",")}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message} (${url})`);
  const scores = {};
  const failing = {};
  for (const [id, category] of Object.entries(report.categories)) {
    scores[id] = Math.round(category.score * 100);
    failing[id] = category.auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
      )
      .map((ref) => ref.id);
  }
  return {
    scores,
    failing,
    lcp: report.audits["largest-contentful-paint"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
  };
}

/** axe, JavaScript bytes and images of every public page, in Chromium with JavaScript on. */
async function auditInBrowser() {
  const sitemap = await get(`${base}/sitemap.xml`);
  // Every page's URL and its Gujarati and Hindi copies (the sitemap's xhtml:link alternates).
  const paths = [
    ...new Set(
      [...sitemap.body.toString().matchAll(/(?:<loc>|<xhtml:link [^>]*href=")([^<"]+)/g)].map(
        (m) => new URL(m[1]).pathname,
      ),
    ),
  ];
  const axeSource = readFileSync(path.join(root, "node_modules/axe-core/axe.min.js"), "utf8");
  const axeVersion = JSON.parse(
    readFileSync(path.join(root, "node_modules/axe-core/package.json"), "utf8"),
  ).version;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => f !== "--headless=new"),
  });
  const pages = {};
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts = new Set();
      const images = [];
      page.on("response", async (response) => {
        const type = response.request().resourceType();
        // Module preloads may be typed "other", not "script": go by the file name too.
        if (type === "script" || new URL(response.url()).pathname.endsWith(".js")) {
          scripts.add(response.url());
        }
        if (type === "image") {
          const body = await response.body().catch(() => Buffer.alloc(0));
          images.push({ url: new URL(response.url()).pathname, bytes: body.length });
        }
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
      // Lazy images below the fold count too: scroll through the page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      // Evaluated, not added as a script tag: the pages' CSP refuses inline scripts it does not know.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.length, help: v.help }));
      });
      let jsBytes = 0;
      for (const url of scripts)
        jsBytes += (await get(url, { "accept-encoding": "gzip" })).transferred;
      const largestImage = images.sort((a, b) => b.bytes - a.bytes)[0];
      pages[pagePath] = {
        violations,
        jsBytes,
        scripts: scripts.size,
        clientOnly: [...scripts]
          .map((u) => new URL(u).pathname)
          .filter((p) => CLIENT_ONLY_CHUNK.test(p)),
        largestImage,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { pages, axeVersion };
}

/** GET with the given headers; `transferred` counts the bytes on the wire (still compressed). */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      // A new connection each time: a kept-alive socket may have been closed by the server
      // during the minutes Lighthouse runs.
      .get(url, { headers, agent: false }, (response) => {
        const chunks = [];
        response.on("data", (c) => chunks.push(c));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode, body, transferred: body.length });
        });
      })
      .on("error", reject);
  });
}

function medianBy(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function fmtMs(ms) {
  return `${Math.round(ms)} ms`;
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
