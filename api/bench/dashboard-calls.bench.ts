import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "../src/areas/impact/dashboard.service.ts";
import { getMonthlyCollections } from "../src/areas/impact/monthly-collections.ts";
import { type Database, openDatabase, queryRows } from "../src/db/database.ts";
import { addMonths, todayIn } from "../src/lib/dates.ts";
import { adminQuery, withDatabase } from "./bench-helpers.ts";
import { readBenchSummary, seedBenchData } from "./bench-seed.ts";

/**
 * The app's own CPU per dashboard computation, without HTTP: each service function called in this
 * process with 10 calls in flight (the bench's connections), and the process's CPU time divided
 * by the calls (best and median of BENCH_ROUNDS rounds). On a machine shared with other work,
 * requests/s and even bench:api's CPU µs per request move by half between runs (fewer requests
 * per event-loop turn cost more each); this figure moves by about a tenth, so it is the one to
 * compare code changes with (docs/decisions/0080, amendment of 2026-11-26). `select 1` is the
 * same pool's cheapest round trip, for scale.
 *
 * On Linux it also prints PostgreSQL's CPU per call: the run time of the pool's backends
 * (`/proc/<pid>/schedstat`), when the server runs on this machine. It showed the dashboard
 * statements that PostgreSQL planned on every call (docs/decisions/0079, amendment).
 *
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx api/bench/dashboard-calls.bench.ts`
 * on a PostgreSQL server (seeded once into the kept database `fc_bench_calls_<n>`, or
 * BENCH_KEEP_NAME); `BENCH_EMBEDDED=1` (or no BENCH_DATABASE_URL) on the embedded default,
 * started in the kept DATA_DIR `fc_bench_calls_embedded_<n>` of the temporary folder.
 * Settings: BENCH_CUSTOMERS (200), BENCH_CALLS (3000 per round), BENCH_ROUNDS (5), BENCH_ONLY (a
 * label's start).
 */
const serverUrl = process.env.BENCH_DATABASE_URL;
const embedded = process.env.BENCH_EMBEDDED === "1" || !serverUrl;
const customers = Number(process.env.BENCH_CUSTOMERS ?? 200);
const callsPerRound = Number(process.env.BENCH_CALLS ?? 3000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const IN_FLIGHT = 10;

async function openBenchDatabase(): Promise<{ database: Database; created: boolean }> {
  if (embedded) {
    const dataDir = path.join(os.tmpdir(), `fc_bench_calls_embedded_${customers}`);
    const created = !existsSync(path.join(dataDir, "postgres", "PG_VERSION"));
    const database = await openDatabase({
      driver: "embedded",
      dataDir,
      poolMax: IN_FLIGHT,
      log: () => {},
    });
    return { database, created };
  }
  const name = process.env.BENCH_KEEP_NAME ?? `fc_bench_calls_${customers}`;
  const created = await adminQuery(serverUrl as string, `create database "${name}"`).then(
    () => true,
    (err: { code?: string }) => {
      // 42P04: kept from an earlier run.
      if (err.code === "42P04") return false;
      throw err;
    },
  );
  const database = await openDatabase({
    driver: "postgres",
    url: withDatabase(serverUrl as string, name),
    poolMax: IN_FLIGHT,
  });
  return { database, created };
}

/** Nanoseconds a process has run (Linux), 0 when it cannot be read (another machine, gone). */
function runNanos(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
  } catch {
    return 0;
  }
}

const { database, created } = await openBenchDatabase();
try {
  await database.migrate();
  const today = todayIn("Asia/Kolkata");
  const { customerId } = created
    ? await seedBenchData(database.db, { customers, today, log: console.log })
    : await readBenchSummary(database.db);
  const db = database.db;
  // The pool's backends (every connection to this database but other clients'), once it is full.
  const backendPids = async () =>
    (
      await queryRows<{ pid: number }>(
        db,
        sql`select pid from pg_stat_activity where datname = current_database()
          and backend_type = 'client backend'`,
      )
    ).map((r) => r.pid);
  const local =
    process.platform === "linux" &&
    (embedded || /@(127\.0\.0\.1|localhost)[:/]/.test(serverUrl ?? ""));
  const lastYear = { startDate: addMonths(today, -12), endDate: today };
  const calls: [string, () => Promise<unknown>][] = [
    ["select 1", () => db.execute(sql`select 1`)],
    ["get_green_impact", () => getGreenImpact(db, customerId)],
    ["get_customer_specific_stats", () => getCustomerSpecificStats(db, customerId, undefined)],
    [
      "get_customer_specific_stats (12-month range)",
      () => getCustomerSpecificStats(db, customerId, lastYear),
    ],
    [
      "get_customer_specific_stats_with_dates (12 months)",
      () => getCustomerSpecificStatsWithDates(db, customerId, lastYear),
    ],
    ["get_monthly_collections (12 months)", () => getMonthlyCollections(db, customerId, 12)],
  ];
  console.log(
    `${embedded ? "embedded default" : "PostgreSQL server"}; load average ${os.loadavg()[0]?.toFixed(1)}; ${IN_FLIGHT} calls in flight, ${callsPerRound} calls × ${rounds} rounds each`,
  );
  for (const [label, call] of calls) {
    if (process.env.BENCH_ONLY && !label.startsWith(process.env.BENCH_ONLY)) continue;
    // Warm-up with every connection in use, so each round's backends are the pool's ten.
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let i = 0; i < 20; i++) await call();
      }),
    );
    const perCall: number[] = [];
    const postgresPerCall: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let started = 0;
      const pids = local ? await backendPids() : [];
      const postgresBefore = pids.map(runNanos);
      const before = process.cpuUsage();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (started < callsPerRound) {
            started++;
            await call();
          }
        }),
      );
      const used = process.cpuUsage(before);
      perCall.push((used.user + used.system) / callsPerRound);
      const postgresNanos = pids.reduce(
        (sum, pid, i) => sum + runNanos(pid) - (postgresBefore[i] ?? 0),
        0,
      );
      postgresPerCall.push(postgresNanos / 1000 / callsPerRound);
    }
    const bestAndMedian = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
      return `best ${(sorted[0] ?? Number.NaN).toFixed(0).padStart(4)}, median ${median.toFixed(0).padStart(4)}`;
    };
    console.log(
      `${label.padEnd(52)} CPU µs per call: app ${bestAndMedian(perCall)}${local ? `; PostgreSQL ${bestAndMedian(postgresPerCall)}` : ""}`,
    );
  }
} finally {
  await database.close();
}
