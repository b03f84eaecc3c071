import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtApiEntry } from "#api-test/built-api.ts";
import { freePort } from "#api-test/free-port.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The red team's fault on the real server process: its embedded PostgreSQL's postmaster killed
 * while the app serves. The app starts it again by itself, answers again, and its log holds one
 * line for the outage, not one per failed request.
 */
describe("the app whose embedded PostgreSQL is killed", () => {
  let server: ChildProcess | undefined;
  let work: string | undefined;
  afterAll(async () => {
    server?.kill("SIGKILL");
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("restarts it, answers again without a manual restart, and logs the outage once", async () => {
    work = await mkdtemp(path.join(os.tmpdir(), "fc-restart-"));
    // As root the embedded server runs as another user, which must pass through this folder.
    await chmod(work, 0o755);
    const dataDir = path.join(work, "data");
    const port = await freePort();
    let output = "";
    server = spawn(process.execPath, [builtApiEntry("server")], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        LOG_FORMAT: "json",
        WEB_BUILD_DIR: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (d) => {
      output += d;
    });
    server.stderr?.on("data", (d) => {
      output += d;
    });
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.status)
        .catch(() => 0);
    const until = async (what: () => Promise<boolean> | boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await what())) {
        if (Date.now() > deadline) throw new Error(`timed out; the log:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until(async () => (await health()) === 200, 150_000);
    await until(() => output.includes("Filtercycle is running"), 10_000);

    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const killed = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
    process.kill(killed, "SIGKILL");
    const statuses: number[] = [];
    await until(async () => {
      const status = await health();
      statuses.push(status);
      return status === 200 && statuses.includes(503);
    }, 60_000);
    // The outage's summary comes once the database has answered for the quiet time.
    await until(() => output.includes('"msg":"database answers again"'), 20_000);

    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const lines = output.split("\n");
    expect(
      lines.filter((line) => line.includes(`(pid ${killed}) stopped unexpectedly; restarting it.`)),
    ).toHaveLength(1);
    expect(
      lines.filter((line) => line.includes("The embedded PostgreSQL server is running again")),
    ).toHaveLength(1);
    const unreachable = lines.filter((line) => line.includes('"msg":"database unreachable'));
    expect(unreachable).toHaveLength(1);
    const answered = JSON.parse(
      lines.find((line) => line.includes('"msg":"database answers again"')) as string,
    );
    expect(answered.failures).toBeGreaterThanOrEqual(statuses.filter((s) => s === 503).length);
    // No failed call's statement or stack in the log.
    expect(output).not.toContain('"stack"');
    expect(output).not.toContain("health check: database did not answer");
  }, 300_000);
});
