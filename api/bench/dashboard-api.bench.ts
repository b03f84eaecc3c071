import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { build } from "esbuild";
import { customerStatsQuery } from "../src/areas/impact/dashboard.service.ts";
import { columnPeriods } from "../src/areas/impact/dashboard-periods.ts";
import { DEFAULT_SETTINGS } from "../src/areas/settings/settings.defaults.ts";
import { type DatabaseOptions, type Db, openDatabase, queryRows } from "../src/db/database.ts";
import { addMonths, todayIn } from "../src/lib/dates.ts";
import { adminQuery, percentile, printColumns, withDatabase } from "./bench-helpers.ts";
import { readBenchSummary, seedBenchData } from "./bench-seed.ts";
import {
  formatProductMemory,
  type ProductMemory,
  productMemory,
  productPids,
} from "./product-memory.ts";

/**
 * `npm run bench:api`: the dashboard calls at scale. Seeds BENCH_CUSTOMERS businesses × 5 years
 * of daily collections (1,000: about 1.8 million rows, each with its benefit credit; 10,000:
 * about 18 million) into the embedded default (a PostgreSQL server the bench server starts in a
 * new DATA_DIR, as `npm start` does) and, when BENCH_DATABASE_URL is set, into a new database on
 * that PostgreSQL server (created and dropped here); then loads each call the dashboard makes for
 * one business, signed in as its owner (the product's session lookup), with keep-alive clients,
 * and prints requests/s and latency percentiles for each, then both side by side (issue 26:
 * the embedded default ≥ 0.8× the server) and the memory of every process of the product.
 *
 * The floor is a session-checked `select 1` (bench-server.ts): what any signed-in call that
 * reads the database must at least do. Target (issue 16): every dashboard call ≥ 0.5× the floor's
 * requests/s and p95 < 10 ms, in the same run. A bare endpoint (no session, no data) and an
 * unchecked `select 1` are printed beside it for scale, and right before the bare endpoint a plain
 * Fastify endpoint (plain-fastify-server.ts): issue 26 wants the app's bare endpoint at ≥ 0.3× its
 * requests/s, printed as the last line.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CUSTOMERS (1000), BENCH_SECONDS (10 per call),
 * BENCH_CONNECTIONS (10), BENCH_KEEP=1 (keep the seeded databases and reuse them on the next
 * run, to look at query plans or repeat a measurement: on the server `fc_bench_kept` for 1,000
 * businesses, `fc_bench_kept_<n>` otherwise, or BENCH_KEEP_NAME; the embedded default's DATA_DIR
 * as `fc_bench_kept_embedded_<n>` in the temporary folder), BENCH_ONLY (a comma-separated list of labels' first
 * words, to measure some calls only), BENCH_CPU_PROF=<folder> (the server's V8 CPU profile),
 * BENCH_ANSWER_CACHE=off (the dashboard's answers computed on every call: the bench calls one
 * business over and over, so with the cache on it measures hits; off, the cost of a miss).
 */

const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const keepDatabase = process.env.BENCH_KEEP === "1";
const WARMUP_SECONDS = 2;
const TARGET_P95_MS = 10;
const TARGET_RATIO = 0.5;
/** Issue 26: the embedded default against the same build on a PostgreSQL server. */
const TARGET_EMBEDDED_RATIO = 0.8;

type Measurement = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  /** The server process's CPU time per request (µs): what contention on a shared machine hides least. */
  cpuMicrosPerRequest: number;
  /** Statements one request sends to PostgreSQL (none counted on PGlite). */
  statements?: number;
};

const log = (line: string) => console.log(line);

/** Percentile by nearest rank over sorted latencies. */

function load(
  url: string,
  duration: number,
  headers: Record<string, string>,
): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (err) =>
      err ? reject(err) : resolve({ latencies, failed }),
    );
    // autocannon's own histogram keeps whole milliseconds; these are the exact timings.
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failed++;
    });
    instance.on("reqError", () => {
      failed++;
    });
  });
}

async function measure(
  child: ChildProcess,
  label: string,
  url: string,
  headers: Record<string, string>,
): Promise<Measurement> {
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  await load(url, WARMUP_SECONDS, headers);
  const cpuBefore = await askServer(child, "cpu", "cpuMicros");
  const { latencies, failed } = await load(url, seconds, headers);
  const cpuMicros = (await askServer(child, "cpu", "cpuMicros")) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: latencies.length / seconds,
    cpuMicrosPerRequest: cpuMicros / Math.max(1, latencies.length + failed),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed,
  };
}

/**
 * What one get_customer_specific_stats statement costs inside PostgreSQL, from EXPLAIN ANALYZE:
 * pages touched and execution time. Unlike requests/s, the page count does not depend on how
 * busy the shared machine is (the covering indexes of docs/decisions/0087 bring it down).
 */
async function statsPlanCost(db: Db, customerId: string, today: string): Promise<string> {
  const query = customerStatsQuery(customerId, columnPeriods({ startDate: null, endDate: today }));
  const runs: { pages: number; ms: number }[] = [];
  for (let i = 0; i < 5; i++) {
    type Plan = {
      Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number };
      "Execution Time": number;
    };
    const [row] = await queryRows<{ "QUERY PLAN": string | Plan[] }>(
      db,
      sql`explain (analyze, buffers, format json) ${query}`,
    );
    if (!row) throw new Error("EXPLAIN returned no row");
    const output = row["QUERY PLAN"];
    const plan = (typeof output === "string" ? (JSON.parse(output) as Plan[]) : output)[0];
    if (!plan) throw new Error("EXPLAIN returned no plan");
    runs.push({
      pages: plan.Plan["Shared Hit Blocks"] + plan.Plan["Shared Read Blocks"],
      ms: plan["Execution Time"],
    });
  }
  const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  return `one get_customer_specific_stats statement in PostgreSQL (EXPLAIN ANALYZE, best of 5): ${best.pages} pages, ${best.ms.toFixed(2)} ms`;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
let bundles: Promise<void> | undefined;

/**
 * The bench's servers as the product runs its own (`npm start` runs api/dist/server.js): bundled
 * by esbuild with api/build.mjs's settings (our code in, npm dependencies out) and run by plain
 * `node`, not from sources under tsx, whose transpiler and its cache are memory the product never
 * holds (docs/decisions/0079, amendment of 2026-11-26, late night). Built once per run into
 * api/bench/dist/ (git-ignored), next to api/node_modules for the dependencies.
 */
function bundled(name: "bench-server" | "plain-fastify-server"): Promise<string> {
  bundles ??= (async () => {
    const pkg = JSON.parse(await readFile(path.join(benchDir, "../package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    const external = [
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.optionalDependencies ?? {}),
    ].filter((dependency) => !dependency.startsWith("@filtercycle/"));
    await build({
      entryPoints: {
        "bench-server": path.join(benchDir, "bench-server.ts"),
        "plain-fastify-server": path.join(benchDir, "plain-fastify-server.ts"),
      },
      outdir: path.join(benchDir, "dist"),
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      target: "node20",
      format: "esm",
      external,
      logLevel: "warning",
      banner: {
        js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
    });
  })();
  return bundles.then(() => path.join(benchDir, "dist", `${name}.mjs`));
}

/** BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops. */
const profileArgs = process.env.BENCH_CPU_PROF
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

async function startServer(databaseOptions: DatabaseOptions, customerId: string) {
  const child = fork(await bundled("bench-server"), {
    execArgv: profileArgs,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<{ port: number; cookie: string }>((resolve, reject) => {
    child.once("message", (message: { port: number; cookie: string }) => resolve(message));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  child.send({ databaseOptions, customerId });
  return { child, ready };
}

/** Asks the server for one figure (`statements`, `cpuMicros`) over IPC. */
function askServer(child: ChildProcess, command: string, field: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const onMessage = (message: Record<string, number>) => {
      const value = message[field];
      if (value === undefined) return;
      child.off("message", onMessage);
      resolve(value);
    };
    child.on("message", onMessage);
    child.send(command);
  });
}

/** The app process's own memory as V8 sees it (heap used and reserved, buffers, RSS). */
async function appHeap(child: ChildProcess): Promise<string> {
  const heap = await new Promise<Record<string, number>>((resolve) => {
    const onMessage = (message: { heap?: Record<string, number> }) => {
      if (!message.heap) return;
      child.off("message", onMessage);
      resolve(message.heap);
    };
    child.on("message", onMessage);
    child.send("heap");
  });
  const mb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024 / 1024).toFixed(0)} MB`;
  return `app process (bench server, bundled, run by node): heap used ${mb(heap.heapUsed)} of ${mb(heap.heapTotal)}, external ${mb(heap.external)} (array buffers ${mb(heap.arrayBuffers)}), RSS ${mb(heap.rss)}`;
}

/** Statements one request to `url` sends to PostgreSQL. */
async function statementsPerCall(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
): Promise<number | undefined> {
  // Requests of the load still in flight would be counted too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const read = () => askServer(child, "statements", "statements");
  const before = await read();
  await (await fetch(url, { headers })).arrayBuffer();
  return (await read()) - before;
}

const PLAIN_LABEL = "plain Fastify endpoint (yardstick)";
const BARE_LABEL = "bare endpoint (no session, no data)";
/** Issue 26: the app's bare endpoint answers at least this share of a plain Fastify endpoint's requests/s. */
const TARGET_BARE_RATIO = 0.3;

/**
 * A plain Fastify endpoint (plain-fastify-server.ts, a child like the app's server), measured
 * with the same load settings and headers right before the app's bare endpoint, so the two share
 * the machine's state: the ratio of the two is what the app's own stack costs.
 */
async function measurePlainFastify(headers: Record<string, string>): Promise<Measurement> {
  const child = fork(await bundled("plain-fastify-server"), {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once("message", (message: { port: number }) => resolve(message));
      child.once("exit", (code) => reject(new Error(`plain Fastify server exited with ${code}`)));
    });
    return await measure(child, PLAIN_LABEL, `http://127.0.0.1:${port}/api/plain`, headers);
  } finally {
    await stopServer(child);
  }
}

/** The app's bare endpoint as a share of the plain Fastify endpoint, in requests/s and in CPU. */
function printBareRatio(rows: Measurement[]): void {
  const plain = rows.find((r) => r.label === PLAIN_LABEL);
  const bare = rows.find((r) => r.label === BARE_LABEL);
  if (!plain || !bare) return;
  const ratio = bare.requestsPerSecond / plain.requestsPerSecond;
  log(
    `bare endpoint: ${ratio.toFixed(2)}× the plain Fastify endpoint's requests/s (${bare.requestsPerSecond.toFixed(0)} / ${plain.requestsPerSecond.toFixed(0)}; target ≥ ${TARGET_BARE_RATIO}× ${ratio >= TARGET_BARE_RATIO ? "PASS" : "FAIL"}); server CPU ${bare.cpuMicrosPerRequest.toFixed(0)} / ${plain.cpuMicrosPerRequest.toFixed(0)} µs per request`,
  );
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send("stop");
  await exited;
}

const FLOOR_LABEL = "floor: session-checked select 1";

/** Rows for scale only (not dashboard calls): no target. */
const isReference = (label: string) =>
  label.startsWith("plain") ||
  label.startsWith("bare") ||
  label.startsWith("select 1") ||
  label === FLOOR_LABEL;

function printTable(rows: Measurement[], floor: number): void {
  const header = [
    "call",
    "stmts",
    "CPU µs",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "× floor",
    "failed",
    "target",
  ];
  const lines = rows.map((r) => {
    const ratio = r.requestsPerSecond / floor;
    const meets = r.p95 < TARGET_P95_MS && ratio >= TARGET_RATIO && r.failed === 0;
    return [
      r.label,
      r.statements === undefined ? "-" : String(r.statements),
      r.cpuMicrosPerRequest.toFixed(0),
      r.requestsPerSecond.toFixed(0),
      r.p50.toFixed(2),
      r.p95.toFixed(2),
      r.p99.toFixed(2),
      ratio.toFixed(2),
      String(r.failed),
      isReference(r.label) ? "" : meets ? "PASS" : "FAIL",
    ];
  });
  printColumns(header, lines, log);
  log(
    `target: p95 < ${TARGET_P95_MS} ms, no failures and ≥ ${TARGET_RATIO}× the floor's requests/s (mean of its two runs, ${floor.toFixed(0)} req/s)`,
  );
}

type Target = "embedded" | "server";
const TARGET_NAMES: Record<Target, string> = {
  embedded: "embedded default (PostgreSQL 18 from npm, no DATABASE_URL)",
  server: "PostgreSQL server (BENCH_DATABASE_URL)",
};

/** Seeds a database on `target`, loads every call against it, prints its table. */
async function runOn(
  target: Target,
): Promise<{ results: Measurement[]; floor: number; memory?: ProductMemory }> {
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  let databaseOptions: DatabaseOptions;
  let dropDatabase: () => Promise<void>;
  let reuseSeed = false;
  let embeddedDir: string | undefined;
  if (target === "server" && serverUrl) {
    // The kept database is per size, so a 1,000- and a 10,000-business seed can both be kept.
    // BENCH_KEEP_NAME: another name for the kept database (several people on one server).
    const keptName =
      process.env.BENCH_KEEP_NAME ??
      (customers === 1000 ? "fc_bench_kept" : `fc_bench_kept_${customers}`);
    const name = keepDatabase ? keptName : `fc_bench_${process.pid}`;
    const created = await adminQuery(serverUrl, `create database "${name}"`).then(
      () => true,
      (err: { code?: string }) => {
        // 42P04: it exists, kept by an earlier run with BENCH_KEEP=1.
        if (keepDatabase && err.code === "42P04") return false;
        throw err;
      },
    );
    reuseSeed = !created;
    databaseOptions = { driver: "postgres", url: withDatabase(serverUrl, name), poolMax: 10 };
    dropDatabase = keepDatabase
      ? async () => {}
      : () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  } else {
    // The product's default: DATA_DIR/postgres, started by the app process (here the bench
    // server) as `npm start` does, with the default pool of 10. BENCH_KEEP=1 keeps DATA_DIR
    // (per size, in the system's temporary folder) and reuses its seed on the next run: seeding
    // 10,000 businesses takes over half an hour on a busy 2-core machine.
    const keptDir = path.join(os.tmpdir(), `fc_bench_kept_embedded_${customers}`);
    const dir = keepDatabase
      ? keptDir
      : await mkdtemp(path.join(os.tmpdir(), "fc-bench-embedded-"));
    reuseSeed = keepDatabase && existsSync(path.join(dir, "postgres", "PG_VERSION"));
    embeddedDir = dir;
    databaseOptions = { driver: "embedded", dataDir: dir, poolMax: 10, log: () => {} };
    dropDatabase = keepDatabase ? async () => {} : () => rm(dir, { recursive: true, force: true });
  }

  let child: ChildProcess | undefined;
  try {
    log("");
    log(
      `database: ${TARGET_NAMES[target]}; today ${today}; answer cache ${process.env.BENCH_ANSWER_CACHE === "off" ? "off (every call a miss)" : "on"}`,
    );
    const started = Date.now();
    const database = await openDatabase(databaseOptions);
    let customerId: string;
    try {
      await database.migrate();
      const summary = reuseSeed
        ? await readBenchSummary(database.db)
        : await seedBenchData(database.db, { customers, today, log });
      customerId = summary.customerId;
      log(
        `seeded ${summary.customers} customers, ${summary.collections} collections, ${summary.benefitTransactions} benefit transactions in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      log(await statsPlanCost(database.db, customerId, today));
    } finally {
      await database.close();
    }

    const server = await startServer(databaseOptions, customerId);
    child = server.child;
    const { port, cookie } = await server.ready;
    const base = `http://127.0.0.1:${port}/api`;
    // The floor really checks the session: without the cookie it is refused.
    const refused = await fetch(`${base}/bench/session-ping`);
    if (refused.status !== 401) throw new Error(`the floor answered ${refused.status} unsigned`);
    const lastYear = addMonths(today, -12);
    const fiveYears = addMonths(today, -60);
    const calls: [string, string][] = [
      [BARE_LABEL, "/bench/bare"],
      ["select 1 (no session)", "/bench/ping"],
      [FLOOR_LABEL, "/bench/session-ping"],
      ["get_green_impact", "/get_green_impact"],
      ["get_customer_specific_stats", "/get_customer_specific_stats"],
      ["get_monthly_collections (12 months)", "/get_monthly_collections?months=12"],
      ["impact_methods", "/impact_methods"],
      [
        "get_customer_specific_stats (12-month range)",
        `/get_customer_specific_stats?startDate=${lastYear}&endDate=${today}`,
      ],
      [
        "get_customer_specific_stats_with_dates (12 months)",
        `/get_customer_specific_stats_with_dates?startDate=${lastYear}&endDate=${today}`,
      ],
      [
        "get_customer_specific_stats_with_dates (5 years)",
        `/get_customer_specific_stats_with_dates?startDate=${fiveYears}&endDate=${today}`,
      ],
      [`${FLOOR_LABEL} `, "/bench/session-ping"],
    ];
    const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
    const chosen = calls.filter(
      ([label]) => !only || label.startsWith("floor") || only.some((o) => label.startsWith(o)),
    );
    log(
      `${customers} businesses; ${connections} keep-alive connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s each`,
    );
    const headers = { cookie };
    const results: Measurement[] = [];
    for (const [label, url] of chosen) {
      if (label === BARE_LABEL) {
        results.push(await measurePlainFastify(headers));
        log(`  measured ${PLAIN_LABEL}`);
      }
      const measured = await measure(child, label, base + url, headers);
      const statements = await statementsPerCall(child, base + url, headers);
      results.push({ ...measured, label: label.trim(), statements });
      log(`  measured ${label}`);
    }
    const floorRuns = results.filter((r) => r.label === FLOOR_LABEL);
    const floor = floorRuns.reduce((sum, r) => sum + r.requestsPerSecond, 0) / floorRuns.length;
    log("");
    log(`${TARGET_NAMES[target]}:`);
    printTable(results, floor);
    printBareRatio(results);
    // Every process the product runs, right after the load: the app and its PostgreSQL.
    let memory: ProductMemory | undefined;
    if (embeddedDir && process.platform === "linux" && child.pid) {
      // The server was started by pg_ctl, which detaches it: found by its postmaster.pid.
      memory = productMemory([child.pid, ...productPids(embeddedDir)]);
      log(formatProductMemory(memory));
      log(await appHeap(child));
    }
    return { results, floor, memory };
  } finally {
    if (child) await stopServer(child);
    await dropDatabase();
  }
}

/**
 * Both databases in one run, the embedded default first: the machine is shared, so only ratios
 * measured in the same run compare (the absolute figures move with the other load).
 */
async function main(): Promise<void> {
  log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (1 / 5 / 15 min)`,
  );
  const embedded = await runOn("embedded");
  if (!serverUrl) {
    log("");
    log("BENCH_DATABASE_URL is unset: the embedded default only, nothing to compare it with.");
    return;
  }
  const server = await runOn("server");
  log("");
  log("Side by side, the same build (requests/s; p95 ms):");
  const header = [
    "call",
    "server req/s",
    "embedded req/s",
    "embedded ÷ server",
    "server p95",
    "embedded p95",
    "target",
  ];
  const rows = embedded.results.map((e) => {
    const s = server.results.find((r) => r.label === e.label);
    const ratio = s ? e.requestsPerSecond / s.requestsPerSecond : Number.NaN;
    const meets = ratio >= TARGET_EMBEDDED_RATIO && e.p95 < TARGET_P95_MS && e.failed === 0;
    return [
      e.label,
      s ? s.requestsPerSecond.toFixed(0) : "-",
      e.requestsPerSecond.toFixed(0),
      ratio.toFixed(2),
      s ? s.p95.toFixed(2) : "-",
      e.p95.toFixed(2),
      isReference(e.label) ? "" : meets ? "PASS" : "FAIL",
    ];
  });
  printColumns(header, rows, log);
  log(
    `target (issue 26): each dashboard call on the embedded default ≥ ${TARGET_EMBEDDED_RATIO}× the server's requests/s, p95 < ${TARGET_P95_MS} ms, no failures`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
