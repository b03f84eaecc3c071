// The security audit (issue 16, docs/decisions/0051): `npm run audit:security`.
//
// 1. Runs the security walk (api/src/http/security-walk*.test.ts, its parts in parallel) on the
//    embedded PostgreSQL server.
// 2. Runs sqlmap (Debian package `sqlmap`; this script installs nothing) against the built app
//    started on loopback (`node api/dist/server.js`, NODE_ENV=test so the demo seed exists, a
//    temporary data folder): the login body (POST /api/customer_login, JSON email and password)
//    and the dashboard's date parameters (get_customer_specific_stats and
//    get_customer_specific_stats_with_dates, signed in as the demo customer). sqlmap talks to a
//    small counting relay on 127.0.0.1 in front of the app, so each row says how many requests
//    it sent. sqlmap is pointed at 127.0.0.1 only.
//
// Prints one table (target, parameter, requests, result) and exits 1 when a test fails or a
// parameter is found injectable. The app is started with the failed-login limits raised, so
// sqlmap's payloads reach the database instead of a 429. Options: --skip-walk (sqlmap only), --keep (keep the temp dir).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuilt } from "./ensure-built.mjs";
import { freePort, printTable, waitForOk } from "./lib/test-processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const KEEP = args.includes("--keep");
const SKIP_WALK = args.includes("--skip-walk");
const DEMO = { email: "demo@example.com", password: "Demo@12345" };
/** Each sqlmap run stops after this long, whatever it is doing. */
const SQLMAP_TIME_LIMIT_MS = 5 * 60_000;
const SQLMAP_OPTIONS = [
  "--batch",
  "--level=3",
  "--risk=2",
  "--time-sec=2",
  "--timeout=10",
  "--retries=0",
  "--threads=1",
  "--flush-session",
  "--disable-coloring",
  "--answers=follow=N,keep testing=Y",
];

// ---- 1. The security walk ----------------------------------------------------------------------
if (!SKIP_WALK) {
  // The API tests run once, on the embedded PostgreSQL server (decision 0079).
  const projects = ["api"];
  for (const project of projects) {
    console.log(`Security walk on ${project}…`);
    const run = spawnSync(
      "npx",
      ["vitest", "run", "--project", project, "api/src/http/security-walk"],
      { cwd: root, stdio: "inherit" },
    );
    if (run.status !== 0) {
      console.error(`The security walk failed on ${project}.`);
      process.exit(1);
    }
  }
}

// ---- 2. sqlmap ---------------------------------------------------------------------------------
if (spawnSync("sqlmap", ["--version"], { stdio: "ignore" }).error) {
  console.error("sqlmap is not installed. On Debian or Ubuntu: apt-get install -y sqlmap");
  process.exit(1);
}

ensureBuilt();

const work = mkdtempSync(path.join(os.tmpdir(), "fc-audit-security-"));
const appPort = await freePort();
const app = `http://127.0.0.1:${appPort}`;
const server = spawn(process.execPath, ["api/dist/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(appPort),
    PUBLIC_URL: app,
    DATA_DIR: path.join(work, "data"),
    DATABASE_URL: "",
    LOG_LEVEL: "fatal",
    // The failed-login limits would answer sqlmap 429 before its payloads reach the database.
    LOGIN_LIMIT_PER_ACCOUNT: "1000000",
    LOGIN_LIMIT_PER_ADDRESS: "1000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

// The counting relay: every request sqlmap sends goes through it to the app.
let relayed = 0;
const relay = http.createServer((req, res) => {
  relayed++;
  const upstream = http.request(
    { host: "127.0.0.1", port: appPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
});
const relayPort = await new Promise((resolve) =>
  relay.listen(0, "127.0.0.1", () => resolve(relay.address().port)),
);
const target = `http://127.0.0.1:${relayPort}`;

const stop = () => {
  relay.close();
  if (server.exitCode === null) server.kill("SIGTERM");
  if (!KEEP) rmSync(work, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

const rows = [];
try {
  await waitForOk(`${app}/api/health`, { stopped: () => server.exitCode !== null });
  const cookie = await login();
  const range = "startDate=2024-01-01&endDate=2024-12-31";
  const targets = [
    {
      name: "POST /api/customer_login",
      parameters: ["email", "password"],
      sqlmap: [
        `--url=${target}/api/customer_login`,
        // The right password: a changed answer (200 → 401) is what a boolean injection shows.
        `--data=${JSON.stringify(DEMO)}`,
        "--headers=Content-Type: application/json",
        "--ignore-code=401",
      ],
    },
    ...["get_customer_specific_stats", "get_customer_specific_stats_with_dates"].map((name) => ({
      name: `GET /api/${name}`,
      parameters: ["startDate", "endDate"],
      sqlmap: [`--url=${target}/api/${name}?${range}`, `--cookie=${cookie}`],
    })),
  ];
  for (const t of targets) {
    for (const parameter of t.parameters) {
      const before = relayed;
      console.log(`sqlmap: ${t.name} ${parameter}…`);
      const result = await sqlmap([...t.sqlmap, `-p`, parameter, ...SQLMAP_OPTIONS]);
      rows.push([t.name, parameter, String(relayed - before), result]);
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

console.log("");
printTable(["target", "parameter", "requests", "result"], rows, (i) => i === 2);
const injectable = rows.filter((r) => r[3] !== "not injectable");
process.exit(injectable.length > 0 ? 1 : 0);

// ---- helpers -----------------------------------------------------------------------------------

/** Signs in as the demo customer and returns its session cookie (`name=value`). */
async function login() {
  const res = await fetch(`${app}/api/customer_login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`Demo login answered ${res.status}.`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.split("=")[0].endsWith("session_token"));
  if (!cookie) throw new Error("Demo login set no session cookie.");
  return cookie;
}

/** Runs sqlmap once; "injectable", "not injectable" or what stopped it. */
function sqlmap(sqlmapArgs) {
  return new Promise((resolve) => {
    const child = spawn("sqlmap", [...sqlmapArgs, `--output-dir=${path.join(work, "sqlmap")}`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => {
      output += c;
    });
    child.stderr.on("data", (c) => {
      output += c;
    });
    const timer = setTimeout(() => child.kill("SIGTERM"), SQLMAP_TIME_LIMIT_MS);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (/identified the following injection point|is vulnerable/i.test(output)) {
        resolve("injectable");
      } else if (/do not appear to be injectable|does not seem to be injectable/i.test(output)) {
        resolve("not injectable");
      } else {
        const last = output.trim().split("\n").slice(-3).join(" | ");
        resolve(
          `unknown (${signal ? `stopped after ${SQLMAP_TIME_LIMIT_MS / 1000} s` : `exit ${code}`}): ${last}`,
        );
      }
    });
  });
}
