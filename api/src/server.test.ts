import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtApiEntry } from "#api-test/built-api.ts";
import { freePort } from "#api-test/free-port.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * The real server process: it migrates and seeds a fresh data folder, prints the URL and the
 * demo logins, and on SIGTERM stops listening, closes the database and exits 0.
 * Runs in the PGlite project only (see vitest.config.ts): the process start is the same on either database.
 */
describe("server process", () => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  afterAll(async () => {
    child?.kill("SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("starts on an empty data folder, seeds, answers, and shuts down cleanly on SIGTERM", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-server-"));
    const port = await freePort();
    let output = "";
    child = spawn(process.execPath, [builtApiEntry("server")], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        WEB_BUILD_DIR: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) =>
      child?.on("exit", (code) => resolve(code)),
    );

    const health = await waitFor(`http://127.0.0.1:${port}/api/health`, 150_000);
    expect(health.status).toBe(200);
    // The banner is printed after the backup socket is up, a moment after the port answers.
    for (let i = 0; i < 100 && !output.includes("Demo logins"); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(output).toContain(`Filtercycle is running at http://127.0.0.1:${port}`);
    expect(output).toContain("demo@example.com / Demo@12345");
    expect(output).toContain("admin@example.com / Admin@12345");

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down");
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 200_000);
});
