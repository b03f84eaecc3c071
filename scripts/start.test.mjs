// `npm start` as an operator runs it: stopping npm (Ctrl-C, a service manager's SIGTERM) must stop
// the server too, and npm's exit code must be the server's. Uses the existing build (or builds it).
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./build-state.mjs";

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something listens on the port: a listener of our own fails with EADDRINUSE. */
function portInUse(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(true))
      .listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
}

/** Whether any process is left in the process group (npm, its shell, node). */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(port, exited) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    if (Date.now() > deadline || exited.done) throw new Error("the server did not answer");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("npm start", () => {
  let dataDir;
  const started = [];

  beforeAll(() => {
    const build = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], {
      cwd: root,
      stdio: "inherit",
    });
    expect(build.status).toBe(0);
  }, 600_000);

  afterAll(async () => {
    for (const pgid of started) if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm start` in a process group of its own, so the test can see everything it started. */
  async function npmStart(port) {
    dataDir ??= await mkdtemp(path.join(os.tmpdir(), "fc-start-"));
    const child = spawn("npm", ["start"], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    started.push(child.pid);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = { done: false };
    const exitCode = new Promise((resolve) =>
      child.on("exit", (code, signal) => {
        exited.done = true;
        resolve(code ?? signal);
      }),
    );
    return { pid: child.pid, exited, exitCode, output: () => output };
  }

  for (const signal of ["SIGTERM", "SIGINT"]) {
    it(`stops the server on ${signal} and exits 0`, async () => {
      const port = await freePort();
      const run = await npmStart(port);
      await waitForHealth(port, run.exited);

      process.kill(run.pid, signal);
      expect(await run.exitCode).toBe(0);
      expect(run.output()).toContain(`"signal":"${signal}"`);
      expect(await portInUse(port)).toBe(false);
      // Give an orphaned server (the old `sh -c` between npm and node) time to show itself.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(groupAlive(run.pid)).toBe(false);
    }, 120_000);
  }

  it("exits with the server's failure when the server cannot start", async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, "127.0.0.1");
    try {
      const run = await npmStart(port);
      expect(await run.exitCode).toBe(1);
      expect(run.output()).toContain("EADDRINUSE");
    } finally {
      blocker.close();
    }
  }, 120_000);
});
