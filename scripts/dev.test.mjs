// `npm run dev` starts the API (tsx watch) and Vite; stopping npm must stop both, with every
// process they started, and free both ports.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { root } from "./build-state.mjs";
import {
  freePort,
  portInUse,
  processesWithMarker,
  runNpm,
  waitForOk,
} from "./lib/test-processes.mjs";

const markerName = "FILTERCYCLE_TEST_RUN";
const marker = `${markerName}=${randomUUID()}`;
let dataDir;

afterAll(async () => {
  for (const pid of processesWithMarker(marker)) process.kill(pid, "SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("npm run dev serves the app and the API through Vite, and SIGTERM stops all of it", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-dev-"));
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const run = runNpm(spawn, ["run", "dev"], {
    cwd: root,
    env: {
      ...process.env,
      [markerName]: marker.split("=")[1],
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
  });
  await waitForOk(`http://127.0.0.1:${webPort}/api/health`, { stopped: run.stopped });
  await waitForOk(`http://127.0.0.1:${webPort}/login`, { stopped: run.stopped });
  expect(processesWithMarker(marker).length).toBeGreaterThanOrEqual(4);

  process.kill(run.pid, "SIGTERM");
  expect(await run.exitCode).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(processesWithMarker(marker)).toEqual([]);
  expect(await portInUse(webPort)).toBe(false);
  expect(await portInUse(apiPort)).toBe(false);
  expect(run.output()).not.toContain("deprecated");
  expect(run.output()).not.toContain("Future Flag Warning");
}, 180_000);
