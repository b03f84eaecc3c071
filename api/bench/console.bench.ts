import { execFile, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { DEFAULT_SETTINGS } from "../src/areas/settings/settings.defaults.ts";
import { openDatabase, queryRows } from "../src/db/database.ts";
import { addDays, todayIn } from "../src/lib/dates.ts";
import { adminQuery, percentile, withDatabase } from "./bench-helpers.ts";
import { readBenchSummary, seedBenchData } from "./bench-seed.ts";

/**
 * `npm run bench:console`: the console's collections at scale (issue 12, decision 0055). On the
 * PostgreSQL server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) it
 * creates a database, seeds the 1,000-business bench data (about 1.8 million collections with
 * their credits) and measures, against a child-process server with the staff routes:
 * - the collections list with a filter: p95 latency under load (target < 50 ms);
 * - the CSV export of every collection: the server's RSS growth while it streams (< 64 MB);
 * - the CSV import of 100,000 rows: rows/s, beside PostgreSQL's own COPY of the same rows into
 *   the same table in the same run (target ≥ 0.25×).
 * The database is dropped at the end. Settings: BENCH_CUSTOMERS (1000), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (4), BENCH_IMPORT_ROWS (100000), BENCH_KEEP=1 (keep the seeded database
 * fc_console_bench_kept and reuse it: to look at query plans; imports then add to it).
 */

const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** A few staff at once: the console's load is people, not the customers' dashboards. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** BENCH_KEEP=1: keep the seeded database (fc_console_bench_kept) and reuse it next time. */
const keep = process.env.BENCH_KEEP === "1";
const TARGET_P95_MS = 50;
const TARGET_RSS_MB = 64;
const TARGET_COPY_RATIO = 0.25;

const log = (line: string) => console.log(line);
const run = promisify(execFile);

/** Loads the server with requests whose path `pathOf` picks; exact latencies of the 200s. */
function load(base: string, pathOf: () => string, duration: number) {
  const latencies: number[] = [];
  let failed = 0;
  return new Promise<{ latencies: number[]; failed: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }],
      },
      (err) => (err ? reject(err) : resolve({ latencies, failed })),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failed++;
    });
    instance.on("reqError", () => {
      failed++;
    });
  });
}

async function measureList(base: string, label: string, pathOf: () => string) {
  const first = await fetch(`${base}${pathOf()}`);
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  await load(base, pathOf, 2);
  const { latencies, failed } = await load(base, pathOf, seconds);
  latencies.sort((a, b) => a - b);
  return {
    label,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed,
  };
}

/** The child's resident set in bytes, from /proc (sampled while it streams). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function main() {
  const name = keep
    ? "fc_console_bench_kept"
    : `fc_console_bench_${randomBytes(4).toString("hex")}`;
  const reuse =
    keep &&
    (await adminQuery(serverUrl, `create database "${name}"`).then(
      () => false,
      () => true,
    ));
  if (!keep) await adminQuery(serverUrl, `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const databaseOptions = { driver: "postgres" as const, url, poolMax: 10 };
  const database = await openDatabase(databaseOptions);
  const tmp = await mkdtemp(path.join(os.tmpdir(), "fc-console-bench-"));
  let child: ReturnType<typeof fork> | undefined;
  try {
    await database.migrate();
    const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
    log(`Seeding ${customers} businesses (five years of daily collections)…`);
    const started = performance.now();
    if (!reuse) {
      await seedBenchData(database.db, { customers, today, log: () => {} });
      // What autovacuum does after a bulk load: statistics, and the visibility map that lets
      // counts read the index alone.
      await database.db.execute(sql`vacuum analyze`);
    }
    const summary = await readBenchSummary(database.db);
    log(
      `Seeded ${summary.collections.toLocaleString("en")} collections, ${summary.benefitTransactions.toLocaleString("en")} ledger rows in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );

    child = fork(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "console-bench-server.ts"),
      {
        execArgv: ["--import", "tsx", "--expose-gc"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    );
    const server = child;
    const port = await new Promise<number>((resolve, reject) => {
      server.once("message", (m: { port: number }) => resolve(m.port));
      server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
      server.send({ databaseOptions });
    });
    const base = `http://127.0.0.1:${port}`;
    const childRss = () =>
      new Promise<number>((resolve) => {
        server.once("message", (m: { rss: number }) => resolve(m.rss));
        server.send("rss");
      });

    // ---- the list, filtered ----
    const codes = Array.from(
      { length: customers },
      (_, i) => `BENCH-${String(i + 1).padStart(5, "0")}`,
    );
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const monthStarts = Array.from({ length: 48 }, (_, i) => addDays(today, -30 * (i + 2)));
    const lists = [
      await measureList(
        base,
        "customer filter, page 1",
        () => `/api/admin/collections?customerCode=${pick(codes)}&pageSize=50`,
      ),
      await measureList(base, "customer + date range, page 2", () => {
        const from = pick(monthStarts);
        return `/api/admin/collections?customerCode=${pick(codes)}&from=${from}&to=${addDays(from, 90)}&pageSize=25&page=2`;
      }),
      await measureList(base, "one month, all customers, page 10", () => {
        const from = pick(monthStarts);
        return `/api/admin/collections?from=${from}&to=${addDays(from, 30)}&pageSize=50&page=10`;
      }),
    ];

    // ---- the export of every row ----
    const baseline = await childRss();
    let peak = rssOf(server.pid as number);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid as number));
    }, 20);
    const exportStarted = performance.now();
    const exported = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
      http
        .get(`${base}/api/admin/collections.csv`, (res) => {
          if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
          let bytes = 0;
          let lines = 0;
          res.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
          });
          res.on("end", () => resolve({ bytes, lines }));
          res.on("error", reject);
        })
        .on("error", reject);
    });
    clearInterval(sampler);
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const growthMb = (peak - baseline) / 1024 / 1024;

    // ---- the import of 100,000 rows, and COPY of the same rows ----
    const kioskRows = await queryRows<{
      code: string;
      serial: string;
      kioskId: string;
      customerId: string;
    }>(
      database.db,
      sql`select c.code, k.serial, k.id as "kioskId", c.id as "customerId"
          from kiosks k join customers c on c.id = k.customer_id order by c.code`,
    );
    // A weight offset per run, so a kept database never sees the same file twice.
    const nonce = Math.floor(Math.random() * 50);
    // The seed's collections are each day's visit 1; the import's rows are visit 3 and COPY's
    // visit 2, so neither finds its rows already recorded (decision 0074).
    const csvLines = ["customer_code,kiosk_serial,date,butts_number,butts_kg,visit"];
    const copyLines: string[] = [];
    for (let i = 0; i < importRows; i++) {
      const kiosk = kioskRows[i % kioskRows.length] as (typeof kioskRows)[number];
      const date = addDays(today, -1 - (i % 1500));
      const kg = (0.15 + ((i % 100) + nonce) / 1000).toFixed(3);
      const count = 500 + (i % 400);
      csvLines.push(`${kiosk.code},${kiosk.serial},${date},${count},${kg},3`);
      copyLines.push(`${kiosk.kioskId},${kiosk.customerId},${date},${count},false,${kg},2`);
    }
    const csv = `${csvLines.join("\n")}\n`;
    const copyFile = path.join(tmp, "copy.csv");
    await writeFile(copyFile, `${copyLines.join("\n")}\n`);

    const importStarted = performance.now();
    const imported = await fetch(`${base}/api/admin/collections/import`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: csv,
    });
    const importSeconds = (performance.now() - importStarted) / 1000;
    if (imported.status !== 201) {
      throw new Error(
        `import answered ${imported.status}: ${(await imported.text()).slice(0, 500)}`,
      );
    }

    const copyStarted = performance.now();
    await run("psql", [
      url,
      "-v",
      "ON_ERROR_STOP=1",
      "-c",
      `\\copy collections (kiosk_id, customer_id, collected_on, butts_count, butts_count_estimated, butts_kg, visit) from '${copyFile}' csv`,
    ]);
    const copySeconds = (performance.now() - copyStarted) / 1000;
    const importRate = importRows / importSeconds;
    const copyRate = importRows / copySeconds;

    // ---- the figures ----
    log("");
    log(
      `Collections list (${connections} connections, ${seconds} s each; target p95 < ${TARGET_P95_MS} ms)`,
    );
    for (const r of lists) {
      log(
        `  ${r.label.padEnd(36)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  failed ${r.failed}  ${r.p95 < TARGET_P95_MS ? "meets" : "MISSES"}`,
      );
    }
    log("");
    log(`CSV export of every collection (target RSS growth < ${TARGET_RSS_MB} MB)`);
    log(
      `  ${(exported.lines - 1).toLocaleString("en")} rows, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s (${((exported.lines - 1) / exportSeconds).toFixed(0)} rows/s)`,
    );
    log(
      `  server RSS ${(baseline / 1024 / 1024).toFixed(1)} MB before, peak ${(peak / 1024 / 1024).toFixed(1)} MB: growth ${growthMb.toFixed(1)} MB  ${growthMb < TARGET_RSS_MB ? "meets" : "MISSES"}`,
    );
    log("");
    log(
      `CSV import of ${importRows.toLocaleString("en")} rows (target ≥ ${TARGET_COPY_RATIO}× COPY)`,
    );
    log(
      `  import (check + write + credits)  ${importSeconds.toFixed(2)} s  ${importRate.toFixed(0)} rows/s`,
    );
    log(
      `  PostgreSQL COPY (psql \\copy)       ${copySeconds.toFixed(2)} s  ${copyRate.toFixed(0)} rows/s`,
    );
    const ratio = importRate / copyRate;
    log(`  ratio ${ratio.toFixed(2)}×  ${ratio >= TARGET_COPY_RATIO ? "meets" : "MISSES"}`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.send("stop");
      await exited;
    }
    await database.close();
    if (!keep) await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
