// `npm start` as an operator runs it: stopping npm (Ctrl-C, a service manager's SIGTERM) must stop
// the server too, and npm's exit code must be the server's. Uses the existing build (or builds it).
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./build-state.mjs";
import {
  freePort,
  portInUse,
  processesWithMarker,
  runNpm,
  waitForOk,
} from "./lib/test-processes.mjs";

describe("npm start", () => {
  const marker = `FILTERCYCLE_TEST_RUN=${randomUUID()}`;
  let dataDir;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], {
      cwd: root,
      stdio: "inherit",
    });
    expect(build.status).toBe(0);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-start-"));
  }, 600_000);

  afterAll(async () => {
    for (const pid of processesWithMarker(marker)) process.kill(pid, "SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const npmStart = (port) =>
    runNpm(spawn, ["start"], {
      cwd: root,
      env: {
        ...process.env,
        [marker.split("=")[0]]: marker.split("=")[1],
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
      },
    });

  for (const signal of ["SIGTERM", "SIGINT"]) {
    it(`stops the server on ${signal} and exits 0`, async () => {
      const port = await freePort();
      const run = npmStart(port);
      await waitForOk(`http://127.0.0.1:${port}/api/health`, { stopped: run.stopped });

      process.kill(run.pid, signal);
      expect(await run.exitCode).toBe(0);
      expect(run.output()).toContain(`"signal":"${signal}"`);
      expect(await portInUse(port)).toBe(false);
      // Give an orphaned server (the old `sh -c` between npm and node) time to show itself.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(processesWithMarker(marker)).toEqual([]);
    }, 120_000);
  }

  it("exits with the server's failure when the server cannot start", async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, "127.0.0.1");
    try {
      const run = npmStart(port);
      expect(await run.exitCode).toBe(1);
      expect(run.output()).toContain("EADDRINUSE");
      // The embedded PostgreSQL it had started is stopped before the process ends.
      expect(processesWithMarker(marker)).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 120_000);
});
