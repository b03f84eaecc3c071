// Helpers for what runs the project's commands as processes: the start/dev tests and the audit
// scripts (audit-site, audit-security).
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something listens on the port: a listener of our own fails with EADDRINUSE. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(true))
      .listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
}

/**
 * Ids of the live processes whose environment holds `marker` (NAME=value). Every process a
 * command starts inherits its environment, whatever process group or session it moves to.
 * Linux only (/proc), like the machines the tests run on.
 */
export function processesWithMarker(marker) {
  const found = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (environ.includes(marker) && !/^State:\s+Z/m.test(status)) found.push(Number(pid));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** Resolves once `url` answers 200; rejects after `timeoutMs` or once `stopped()` is true. */
export async function waitForOk(url, { timeoutMs = 120_000, stopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    if (Date.now() > deadline || stopped()) throw new Error(`${url} did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs `npm <args>` in a process group of its own, collecting its output and exit. */
export function runNpm(spawn, args, options) {
  const child = spawn("npm", args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    ...options,
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const state = { done: false };
  const exitCode = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      state.done = true;
      resolve(code ?? signal);
    }),
  );
  return { pid: child.pid, exitCode, stopped: () => state.done, output: () => output };
}

/** Prints a plain-text table; the columns whose index `rightAligned` names are right-aligned. */
export function printTable(header, rows, rightAligned = () => false) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (rightAligned(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}
