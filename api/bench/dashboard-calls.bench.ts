import { sql } from "drizzle-orm";
import {
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "../src/areas/impact/dashboard.service.ts";
import { getMonthlyCollections } from "../src/areas/impact/monthly-collections.ts";
import { openDatabase } from "../src/db/database.ts";
import { addMonths, todayIn } from "../src/lib/dates.ts";
import { adminQuery, withDatabase } from "./bench-helpers.ts";
import { readBenchSummary, seedBenchData } from "./bench-seed.ts";

/**
 * The app's own CPU per dashboard computation, without HTTP: each service function called in this
 * process with 10 calls in flight (the bench's connections), on a PostgreSQL server, and the
 * process's CPU time divided by the calls (best and median of BENCH_ROUNDS rounds). On a machine
 * shared with other work, requests/s and even bench:api's CPU µs per request move by half between
 * runs (fewer requests per event-loop turn cost more each); this figure moves by about a tenth,
 * so it is the one to compare code changes with (docs/decisions/0080, amendment of 2026-11-26).
 * `select 1` is the same pool's cheapest round trip, for scale.
 *
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx api/bench/dashboard-calls.bench.ts`
 * Settings: BENCH_CUSTOMERS (200; seeded once into the kept database `fc_bench_calls_<n>`, or
 * BENCH_KEEP_NAME), BENCH_CALLS (3000 per round), BENCH_ROUNDS (5), BENCH_ONLY (a label's start).
 */
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL (a PostgreSQL server this bench may use).");
const customers = Number(process.env.BENCH_CUSTOMERS ?? 200);
const callsPerRound = Number(process.env.BENCH_CALLS ?? 3000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const IN_FLIGHT = 10;

const name = process.env.BENCH_KEEP_NAME ?? `fc_bench_calls_${customers}`;
const created = await adminQuery(serverUrl, `create database "${name}"`).then(
  () => true,
  (err: { code?: string }) => {
    // 42P04: kept from an earlier run.
    if (err.code === "42P04") return false;
    throw err;
  },
);
const database = await openDatabase({
  driver: "postgres",
  url: withDatabase(serverUrl, name),
  poolMax: IN_FLIGHT,
});
try {
  await database.migrate();
  const today = todayIn("Asia/Kolkata");
  const { customerId } = created
    ? await seedBenchData(database.db, { customers, today, log: console.log })
    : await readBenchSummary(database.db);
  const db = database.db;
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
    `load average ${process.platform === "linux" ? (await import("node:os")).loadavg()[0]?.toFixed(1) : "?"}; ${IN_FLIGHT} calls in flight, ${callsPerRound} calls × ${rounds} rounds each`,
  );
  for (const [label, call] of calls) {
    if (process.env.BENCH_ONLY && !label.startsWith(process.env.BENCH_ONLY)) continue;
    for (let i = 0; i < 200; i++) await call();
    const perCall: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let started = 0;
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
    }
    perCall.sort((a, b) => a - b);
    const median = perCall[Math.floor(perCall.length / 2)] ?? Number.NaN;
    console.log(
      `${label.padEnd(52)} CPU µs per call: best ${(perCall[0] ?? Number.NaN).toFixed(0).padStart(4)}, median ${median.toFixed(0).padStart(4)}`,
    );
  }
} finally {
  await database.close();
}
