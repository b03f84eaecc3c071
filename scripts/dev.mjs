// `npm run dev`: the API with tsx watch on API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies /api to the API. Both read the same .env-style environment.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "./build-state.mjs";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = {
  ...process.env,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data"),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  API_PORT: apiPort,
};

// The tools' own scripts run by this Node, not through `npx` (npm, then `sh -c`): a shell in
// between does not pass signals on, and stopping `npm run dev` used to leave the API running.
const require = createRequire(path.join(root, "web", "package.json"));
const tsxCli = require.resolve("tsx/cli");
const reactRouterCli = path.join(
  path.dirname(require.resolve("@react-router/dev/package.json")),
  "bin.js",
);

const start = (args, options) =>
  // Each in a process group of its own, so stopping reaches the processes it starts in turn
  // (tsx's server process, Vite's workers) even if one of them does not pass a signal on.
  spawn(process.execPath, args, { stdio: "inherit", detached: true, ...options });

const children = [
  start([tsxCli, "watch", "--clear-screen=false", "api/src/server.ts"], {
    cwd: root,
    // Vite serves the web app in development, so the API serves none.
    env: { ...env, PORT: apiPort, WEB_BUILD_DIR: "" },
  }),
  start([reactRouterCli, "dev", "--port", webPort, "--strictPort"], {
    cwd: path.join(root, "web"),
    env,
  }),
];

let running = children.length;
let stopRequested = false;
const stop = (signal) => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }
};
const stopOn = (signal) => {
  stopRequested = true;
  stop(signal);
};
// `on`, not `once`: a repeated signal while the embedded PostgreSQL is being stopped (below)
// must not end this process before it.
process.on("SIGINT", () => stopOn("SIGINT"));
process.on("SIGTERM", () => stopOn("SIGTERM"));

// 130 and 143 are how tools report "ended by SIGINT/SIGTERM" (128 + the signal's number).
const endedBySignal = (code, signal) => signal !== null || code === 130 || code === 143;

for (const child of children) {
  child.on("exit", (code, signal) => {
    running -= 1;
    // Stopping when asked is a success; otherwise the first part to fail gives the exit code,
    // and one part ending stops the other.
    const status = stopRequested && endedBySignal(code, signal) ? 0 : (code ?? 1);
    if (!process.exitCode) process.exitCode = status;
    if (running > 0) stop("SIGTERM");
    else void stopEmbeddedPostgres();
  });
}

/**
 * tsx watch ends the API with SIGKILL a few milliseconds after passing a signal on, often before
 * the API has stopped its embedded PostgreSQL server (decision 0079). Once every part has ended,
 * a server still running in DATA_DIR is stopped here (SIGINT: PostgreSQL's fast shutdown), and
 * this process waits for it, so `npm run dev` leaves nothing running.
 */
async function stopEmbeddedPostgres() {
  let pid;
  try {
    pid = Number(
      readFileSync(path.join(env.DATA_DIR, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
  } catch {
    return;
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!(pid > 0) || !alive()) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let waited = 0; alive() && waited < 15_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
