import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { DEFAULT_SETTINGS } from "../src/areas/settings/settings.defaults.ts";
import { openDatabase } from "../src/db/database.ts";
import { controlEmbeddedServer } from "../src/db/embedded-postgres.ts";
import { todayIn } from "../src/lib/dates.ts";
import { mergeByTime, percentile, printColumns } from "./bench-helpers.ts";
import { seedBenchData, seedBenchLogins } from "./bench-seed.ts";
import { freePort, type PrivatePostgres, startPrivatePostgres } from "./private-postgres.ts";

/**
 * `npm run bench:load`: many customers at once, and PostgreSQL restarted under them.
 *
 * Starts a PostgreSQL cluster of its own (never the machine's shared server), seeds
 * BENCH_CUSTOMERS businesses (200) × five years of daily collections with one login each, starts
 * the built server (api/dist/server.js) against it and logs every customer in. Then:
 *  1. one keep-alive connection per customer for BENCH_SECONDS (60), each cycling the calls the
 *     dashboard makes when it opens (session, green impact, stats, monthly collections, media)
 *     with its own session cookie: requests/s and latency per call, and every answer that was
 *     not 200; before it, the same connections for up to 15 s on GET /api/health (one
 *     `select 1`), the floor that says what this machine serves at all in the same run (the
 *     absolute figures move twofold between machines of the same kind);
 *  2. the same load for BENCH_FAULT_SECONDS (25) while the cluster is stopped after 5 s and
 *     started again 3 s later: what the customers and /api/health got while it was down, how long
 *     until the first 200 after it was back, and whether the server process survived.
 * It prints figures and exits 0 unless the server crashed or a phase could not run; the targets
 * (no errors, p99 < 100 ms, recovery within seconds) are shown beside the figures. Not run in CI.
 * BENCH_INSTANCES=2 runs two instances of the server on the one database (as compose.yaml
 * does behind its proxy), each customer's connection to one of them; BENCH_EMBEDDED=1 runs the
 * product's default instead (one app starting its own PostgreSQL, stopped and started under it in
 * phase 2); BENCH_FAULT_SECONDS=0 skips phase 2; BENCH_CPU_PROF=<folder> has the server write a V8 CPU
 * profile there when it stops.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const customers = Number(process.env.BENCH_CUSTOMERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const faultSeconds = Number(process.env.BENCH_FAULT_SECONDS ?? 25);
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
/**
 * BENCH_EMBEDDED=1: the product's default instead of a private cluster: one app with no
 * DATABASE_URL, which starts its own PostgreSQL in its DATA_DIR; the fault phase stops and
 * starts that server under it.
 */
const embedded = process.env.BENCH_EMBEDDED === "1";
const PASSWORD = "Bench@12345";
const TARGET_P99_MS = 100;
const OUTAGE_AFTER_MS = 5000;
const OUTAGE_MS = 3000;

/** What the dashboard asks for when a customer opens it (web/src/features/dashboard/api). */
type Call = { label: string; path: string };
const CALLS: readonly Call[] = [
  { label: "session", path: "/api/session" },
  { label: "get_green_impact", path: "/api/get_green_impact" },
  { label: "get_customer_specific_stats", path: "/api/get_customer_specific_stats" },
  { label: "get_monthly_collections", path: "/api/get_monthly_collections" },
  { label: "get_customer_videos", path: "/api/get_customer_videos" },
];

/**
 * The same connections on GET /api/health (one `select 1`, no session): the machine's ceiling
 * for an HTTP answer that asks PostgreSQL anything, measured in the same run as a baseline.
 */
const FLOOR: readonly Call[] = [{ label: "floor: /api/health (select 1)", path: "/api/health" }];

const log = (line = "") => console.log(line);

const table = (header: string[], rows: string[][]) => printColumns(header, rows, log);

async function startServer(port: number, databaseUrl: string, dataDir: string, secret: string) {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, "api/dist/server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Shared by every instance, as docs/deploy.md requires: a cookie from one works on all.
      AUTH_SECRET: secret,
      // One connection per customer would be unusual; the default pool of 10 is what ships.
      LOG_LEVEL: "fatal",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error("the server did not answer /api/health");
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}

async function logIn(base: string, emails: string[]): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  // Four at a time: the server hashes two passwords at once (DEFAULT_PASSWORD_HASH_CONCURRENCY).
  const worker = async () => {
    for (let i = next++; i < emails.length; i = next++) {
      const res = await fetch(`${base}/api/customer_login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: emails[i], password: PASSWORD }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0] as string)
        .find((c) => c.includes("session_token="));
      if (res.status !== 200 || !cookie)
        throw new Error(`login as ${emails[i]}: ${res.status} ${await res.text()}`);
      cookies[i] = cookie;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return cookies;
}

type Answer = { call: number; status: number; ms: number; at: number };

/**
 * One connection per cookie, each cycling through CALLS in order; every answer with the call it
 * answered (a connection has one request in flight, so its answers come in the order asked).
 */
function runLoad(
  base: string,
  cookies: string[],
  duration: number,
  calls: readonly Call[] = CALLS,
) {
  const answers: Answer[] = [];
  let socketErrors = 0;
  const asked = new WeakMap<object, number>();
  const started = Date.now();
  let next = 0;
  let finish: (err?: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = (err) => (err ? reject(err) : resolve());
  });
  const instance = autocannon(
    {
      url: base,
      connections: cookies.length,
      duration,
      requests: calls.map((c) => ({ method: "GET", path: c.path })),
      // Each connection is one customer: its requests carry that customer's cookie (a request
      // list's own headers would replace headers set on the client).
      setupClient: (client) => {
        const cookie = cookies[next++ % cookies.length] as string;
        client.setRequests(
          calls.map((c) => ({ method: "GET", path: c.path, headers: { cookie } })),
        );
      },
    },
    (err) => finish(err ?? undefined),
  );
  instance.on("response", (client, statusCode, _bytes, responseTime) => {
    const n = asked.get(client) ?? 0;
    asked.set(client, n + 1);
    answers.push({
      call: n % calls.length,
      status: statusCode,
      ms: responseTime,
      at: Date.now() - started,
    });
  });
  instance.on("reqError", () => {
    socketErrors++;
  });
  return { answers, socketErrors: () => socketErrors, started, done };
}

/**
 * `runLoad` over several instances, the customers dealt out in turn (as a proxy in front of them
 * would spread them); the answers are merged once all runs are done.
 */
function runLoadOn(
  bases: string[],
  cookies: string[],
  duration: number,
  calls: readonly Call[] = CALLS,
) {
  const runs = bases.map((base, i) =>
    runLoad(
      base,
      cookies.filter((_, j) => j % bases.length === i),
      duration,
      calls,
    ),
  );
  const answers: Answer[] = [];
  const done = Promise.all(runs.map((run) => run.done)).then(() => {
    // Filled in place: the caller holds this array.
    for (const answer of mergeByTime(runs.map((run) => run.answers))) answers.push(answer);
  });
  return {
    answers,
    socketErrors: () => runs.reduce((n, run) => n + run.socketErrors(), 0),
    started: Math.min(...runs.map((run) => run.started)),
    done,
  };
}

function printLoadTable(
  answers: Answer[],
  socketErrors: number,
  duration: number,
  calls: readonly Call[] = CALLS,
) {
  const rows: string[][] = [];
  const summarize = (label: string, of: Answer[]) => {
    const ok = of.filter((a) => a.status === 200).map((a) => a.ms);
    ok.sort((a, b) => a - b);
    const errors = of.length - ok.length;
    rows.push([
      label,
      String(of.length),
      (of.length / duration).toFixed(0),
      percentile(ok, 50).toFixed(1),
      percentile(ok, 95).toFixed(1),
      percentile(ok, 99).toFixed(1),
      String(errors),
    ]);
    return { p99: percentile(ok, 99), errors };
  };
  calls.forEach((c, i) => {
    summarize(
      c.label,
      answers.filter((a) => a.call === i),
    );
  });
  const all = summarize("all calls", answers);
  table(["call", "answers", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors"], rows);
  const statuses = countBy(answers.filter((a) => a.status !== 200).map((a) => String(a.status)));
  log(
    `errors: ${all.errors} non-200 answers${Object.keys(statuses).length ? ` (${formatCounts(statuses)})` : ""}, ${socketErrors} socket errors`,
  );
  const met = all.errors === 0 && socketErrors === 0 && all.p99 < TARGET_P99_MS;
  return { met, perSecond: answers.length / duration, p99: all.p99 };
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
const formatCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ");

/** Polls `url` every 100 ms, keeping each answer's status and problem detail. */
function poll(url: string, cookie: string) {
  const seen: { at: number; status: number | "no answer"; body: string }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = Date.now();
      try {
        const res = await fetch(url, { headers: { cookie } });
        seen.push({
          at,
          status: res.status,
          body: `${res.headers.get("retry-after") ? `Retry-After: ${res.headers.get("retry-after")}; ` : ""}${(await res.text()).slice(0, 300)}`,
        });
      } catch (err) {
        seen.push({ at, status: "no answer", body: String((err as Error).cause ?? err) });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    seen,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

async function faultPhase(
  bases: string[],
  cookies: string[],
  cluster: Pick<PrivatePostgres, "stop" | "start">,
  servers: ChildProcess[],
) {
  const base = bases[0] as string;
  const pidsBefore = servers.map((server) => server.pid).join(", ");
  const load = runLoadOn(bases, cookies, faultSeconds);
  const health = poll(`${base}/api/health`, "");
  const call = poll(`${base}/api/get_green_impact`, cookies[0] as string);
  await new Promise((r) => setTimeout(r, OUTAGE_AFTER_MS));
  const stopAsked = Date.now();
  await cluster.stop();
  const down = Date.now();
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  const startAsked = Date.now();
  await cluster.start();
  const up = Date.now();
  await load.done;
  await health.stop();
  await call.stop();

  const rel = (t: number) => t - load.started;
  log(
    `PostgreSQL stop asked at ${(rel(stopAsked) / 1000).toFixed(1)} s, stopped at ${(rel(down) / 1000).toFixed(1)} s; start asked at ${(rel(startAsked) / 1000).toFixed(1)} s, accepting at ${(rel(up) / 1000).toFixed(1)} s`,
  );
  // "Down" is from the stop's end to the start's beginning: while `pg_ctl start` waits, the
  // server may already accept connections.
  const during = load.answers.filter((a) => a.at >= rel(down) && a.at < rel(startAsked));
  const starting = load.answers.filter((a) => a.at >= rel(startAsked) && a.at < rel(up));
  const after = load.answers.filter((a) => a.at >= rel(up));
  const before = load.answers.filter((a) => a.at < rel(stopAsked));
  const firstOkAfter = after.find((a) => a.status === 200);
  const lastErrorAfter = after.filter((a) => a.status !== 200).at(-1);
  log(`answers before the stop:   ${formatCounts(countBy(before.map((a) => String(a.status))))}`);
  log(`answers while it was down: ${formatCounts(countBy(during.map((a) => String(a.status))))}`);
  log(`answers while it started:  ${formatCounts(countBy(starting.map((a) => String(a.status))))}`);
  log(`answers after it was back: ${formatCounts(countBy(after.map((a) => String(a.status))))}`);
  log(`socket errors (no answer): ${load.socketErrors()}`);
  log(
    `first 200 after PostgreSQL accepted again: ${firstOkAfter ? `${((firstOkAfter.at - rel(up)) / 1000).toFixed(2)} s` : "none"}; last non-200: ${lastErrorAfter ? `${((lastErrorAfter.at - rel(up)) / 1000).toFixed(2)} s after` : "none after"}`,
  );
  const sample = (seen: typeof health.seen, from: number, to: number) => {
    const inside = seen.filter((s) => s.at >= from && s.at < to);
    const kinds = new Map<string, number>();
    for (const s of inside) {
      const key = `${s.status} ${s.body}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    return [...kinds].map(([k, n]) => `    ${n} × ${k}`).join("\n");
  };
  log("GET /api/health while it was down:");
  log(sample(health.seen, down, startAsked));
  log("GET /api/get_green_impact (one customer) while it was down:");
  log(sample(call.seen, down, startAsked));
  const healthBack = health.seen.find((s) => s.at >= up && s.status === 200);
  log(
    `/api/health 200 again ${healthBack ? `${((healthBack.at - up) / 1000).toFixed(2)} s after PostgreSQL accepted` : "never"}`,
  );
  const alive = servers.every((server) => server.exitCode === null && server.signalCode === null);
  log(
    `server processes: ${alive ? `still running, same pids ${pidsBefore}` : `one EXITED (${servers.map((s) => s.exitCode ?? s.signalCode).join(", ")})`}`,
  );
  return alive;
}

async function main(): Promise<void> {
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-bench-load-"));
  let cluster: PrivatePostgres | undefined;
  const servers: ChildProcess[] = [];
  try {
    if (embedded && instances !== 1) throw new Error("BENCH_EMBEDDED=1 runs one instance");
    // The embedded default's folder: the seed starts its server, then the app starts it again.
    const embeddedDir = path.join(dataDir, "instance-0");
    if (embedded) await chmod(dataDir, 0o755);
    cluster = embedded ? undefined : await startPrivatePostgres();
    log(
      `PostgreSQL: ${cluster ? `a private cluster on port ${cluster.port}` : `the embedded default in ${embeddedDir}/postgres`}; today ${today}`,
    );
    const started = Date.now();
    const database = await openDatabase(
      cluster
        ? { driver: "postgres", url: cluster.url, poolMax: 4 }
        : { driver: "embedded", dataDir: embeddedDir, poolMax: 4, log: () => {} },
    );
    let emails: string[];
    try {
      await database.migrate();
      const summary = await seedBenchData(database.db, { customers, today, log });
      emails = await seedBenchLogins(database.db, PASSWORD);
      log(
        `seeded ${summary.customers} businesses with a login each, ${summary.collections} collections in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    } finally {
      await database.close();
    }

    const secret = randomBytes(32).toString("base64url");
    const bases: string[] = [];
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      // Each instance its own data folder, as on separate hosts.
      const folder = path.join(dataDir, `instance-${i}`);
      servers.push(await startServer(port, cluster?.url ?? "", folder, secret));
      bases.push(`http://127.0.0.1:${port}`);
    }
    const cookies = await logIn(bases[0] as string, emails);
    log(
      `${instances === 1 ? "server" : `${instances} instances of the server (BENCH_INSTANCES), each customer on one of them,`} pid ${servers.map((s) => s.pid).join(", ")}: ${cookies.length} customers logged in`,
    );
    // The figures depend on what else the machine runs: say how busy it was.
    log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")} (1 / 5 / 15 min) before phase 1`,
    );

    log();
    log(
      `Phase 1: ${cookies.length} customers at once for ${seconds} s, one keep-alive connection each, cycling ${CALLS.map((c) => c.label).join(", ")}`,
    );
    const warm = runLoadOn(bases, cookies, 3);
    await warm.done;
    const floorSeconds = Math.min(15, seconds);
    const floorLoad = runLoadOn(bases, cookies, floorSeconds, FLOOR);
    await floorLoad.done;
    const floor = printLoadTable(floorLoad.answers, floorLoad.socketErrors(), floorSeconds, FLOOR);
    log();
    const load = runLoadOn(bases, cookies, seconds);
    await load.done;
    const dashboard = printLoadTable(load.answers, load.socketErrors(), seconds);
    log(
      `× floor: ${(dashboard.perSecond / floor.perSecond).toFixed(2)} of the floor's requests per second; p99 ${dashboard.p99.toFixed(1)} ms against the floor's ${floor.p99.toFixed(1)} ms`,
    );
    log(
      `target: no errors and p99 < ${TARGET_P99_MS} ms over all calls: ${dashboard.met ? "met" : "MISSED"}`,
    );

    // BENCH_FAULT_SECONDS=0 measures the load only.
    if (faultSeconds <= 0) return;
    log();
    log(
      `Phase 2: the same load for ${faultSeconds} s; PostgreSQL stopped (pg_ctl stop -m fast) after ${OUTAGE_AFTER_MS / 1000} s and started again ${OUTAGE_MS / 1000} s later`,
    );
    const control = cluster ?? (await controlEmbeddedServer(path.join(embeddedDir, "postgres")));
    const alive = await faultPhase(bases, cookies, control, servers);
    if (!alive) process.exitCode = 1;
  } finally {
    for (const server of servers) {
      if (server.exitCode !== null) continue;
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await cluster?.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
