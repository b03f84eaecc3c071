import { type ChildProcess, fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { DEFAULT_SETTINGS } from "../src/areas/settings/settings.defaults.ts";
import { type DatabaseOptions, openDatabase } from "../src/db/database.ts";
import { addMonths, todayIn } from "../src/lib/dates.ts";
import { adminQuery, percentile, withDatabase } from "./bench-helpers.ts";
import { readBenchSummary, seedBenchData } from "./bench-seed.ts";

/**
 * `npm run bench:api`: the dashboard calls at scale. Seeds 1,000 businesses × 5 years of daily
 * collections (about 1.8 million rows, each with its benefit credit) into a new database on the
 * PostgreSQL server of BENCH_DATABASE_URL (created and dropped here), or into PGlite when that is
 * unset; then loads each call for one business with keep-alive clients and prints requests/s and
 * latency percentiles beside a bare endpoint of the same server that touches no data.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CUSTOMERS (1000), BENCH_SECONDS (10 per call),
 * BENCH_CONNECTIONS (10), BENCH_KEEP=1 (server only: keep the seeded database `fc_bench_kept`
 * and reuse it on the next run, to look at query plans or repeat a measurement).
 */

const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const keepDatabase = process.env.BENCH_KEEP === "1";
const WARMUP_SECONDS = 2;
const TARGET_P95_MS = 10;
const TARGET_RATIO = 0.5;

type Measurement = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
};

const log = (line: string) => console.log(line);

/** Percentile by nearest rank over sorted latencies. */

function load(url: string, duration: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (err) =>
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

async function measure(label: string, url: string): Promise<Measurement> {
  const first = await fetch(url);
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  await load(url, WARMUP_SECONDS);
  const { latencies, failed } = await load(url, seconds);
  latencies.sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed,
  };
}

function startServer(databaseOptions: DatabaseOptions, customerId: string) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), "bench-server.ts"), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  child.send({ databaseOptions, customerId });
  return { child, port };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send("stop");
  await exited;
}

function printTable(rows: Measurement[], bare: number): void {
  const header = ["call", "req/s", "p50 ms", "p95 ms", "p99 ms", "× bare", "failed", "target"];
  const lines = rows.map((r) => {
    const ratio = r.requestsPerSecond / bare;
    const isBare = r.label.startsWith("bare");
    const meets = r.p95 < TARGET_P95_MS && ratio >= TARGET_RATIO;
    return [
      r.label,
      r.requestsPerSecond.toFixed(0),
      r.p50.toFixed(2),
      r.p95.toFixed(2),
      r.p99.toFixed(2),
      ratio.toFixed(2),
      String(r.failed),
      isBare ? "" : meets ? "met" : "MISSED",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ");
  log(format(header));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) log(format(line));
  log(
    `targets: p95 < ${TARGET_P95_MS} ms and ≥ ${TARGET_RATIO}× the bare endpoint's requests/s (mean of its two runs, ${bare.toFixed(0)} req/s)`,
  );
}

async function main(): Promise<void> {
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  let databaseOptions: DatabaseOptions;
  let dropDatabase: () => Promise<void>;
  let reuseSeed = false;
  if (serverUrl) {
    const name = keepDatabase ? "fc_bench_kept" : `fc_bench_${process.pid}`;
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
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-bench-pglite-"));
    databaseOptions = { driver: "pglite", dataDir: dir };
    dropDatabase = () => rm(dir, { recursive: true, force: true });
  }

  let child: ChildProcess | undefined;
  try {
    log(`database: ${serverUrl ? "PostgreSQL server" : "PGlite"}; today ${today}`);
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
    } finally {
      await database.close();
    }

    const server = startServer(databaseOptions, customerId);
    child = server.child;
    const base = `http://127.0.0.1:${await server.port}/api`;
    const lastYear = addMonths(today, -12);
    const fiveYears = addMonths(today, -60);
    const calls: [string, string][] = [
      ["bare endpoint (no data)", "/bench/bare"],
      ["database round trip (select 1)", "/bench/ping"],
      ["get_green_impact", "/get_green_impact"],
      ["get_customer_specific_stats", "/get_customer_specific_stats"],
      [
        "get_customer_specific_stats (12-month range)",
        `/get_customer_specific_stats?startDate=${lastYear}&endDate=${today}`,
      ],
      [
        "get_customer_specific_stats_with_dates (5 years)",
        `/get_customer_specific_stats_with_dates?startDate=${fiveYears}&endDate=${today}`,
      ],
      ["bare endpoint again", "/bench/bare"],
    ];
    log(`${connections} keep-alive connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s each`);
    const results: Measurement[] = [];
    for (const [label, url] of calls) {
      results.push(await measure(label, base + url));
      log(`  measured ${label}`);
    }
    const bareRuns = results.filter((r) => r.label.startsWith("bare"));
    const bare = bareRuns.reduce((sum, r) => sum + r.requestsPerSecond, 0) / bareRuns.length;
    log("");
    printTable(results, bare);
  } finally {
    if (child) await stopServer(child);
    await dropDatabase();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
