import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, realpath, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { builtApiEntry } from "#api-test/built-api.ts";
import { freePort } from "#api-test/free-port.ts";
import { adminQuery, withDatabase } from "#api-test/global-setup.ts";
import { ROOT_HOME } from "./db/embedded-postgres.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      // 503 while the server starts (migrations): it answers before its app listens.
      if (res.status !== 503 || Date.now() > deadline) return res;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await new Promise((r) => setTimeout(r, 200));
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

/**
 * An instance whose migrations wait (another instance migrates under the advisory lock) answers
 * on its port at once: /api/ready 503 "starting" until its app listens, then 200 "ready".
 */
describe("server process while its migrations run", () => {
  let child: ChildProcess | undefined;
  const serverUrl = inject("testServerUrl");
  const name = `fc_ready_${process.pid}_${randomBytes(3).toString("hex")}`;
  afterAll(async () => {
    child?.kill("SIGKILL");
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  });

  it("answers /api/ready 503 while it waits to migrate, and 200 once it serves", async () => {
    await adminQuery(serverUrl, `create database "${name}"`);
    const migrating = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await migrating.connect();
    // The lock database.ts takes around the migrations, as an instance migrating would hold it.
    await migrating.query("select pg_advisory_lock(7318001)");
    const port = await freePort();
    child = spawn(process.execPath, [builtApiEntry("server")], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        DATABASE_URL: withDatabase(serverUrl, name),
        LOG_LEVEL: "warn",
        WEB_BUILD_DIR: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    try {
      const url = `http://127.0.0.1:${port}/api/ready`;
      const first = await waitForAnswer(url, 60_000);
      expect(first.status).toBe(503);
      expect(await first.json()).toEqual({ status: "starting", database: "up" });
      // Still waiting a second later: the lock is held.
      await new Promise((r) => setTimeout(r, 1000));
      expect((await fetch(url)).status).toBe(503);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(503);
    } finally {
      await migrating.end();
    }
    const ready = await waitFor(`http://127.0.0.1:${port}/api/ready`, 150_000).catch(
      (err: Error) => {
        throw new Error(`${err.message}; the server printed:\n${output}`);
      },
    );
    expect(ready.status, output).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "up" });
  }, 200_000);
});

async function waitForAnswer(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A newcomer as root with the data folder where the `postgres` user cannot go (a mode-0700
 * folder, like /root): the server's database is kept in ROOT_HOME, DATA_DIR/postgres links to
 * it, the start says so, and the closed folder keeps its mode.
 */
describe("server process as root, its DATA_DIR in a mode-0700 folder", () => {
  let child: ChildProcess | undefined;
  let closed: string | undefined;
  let cluster: string | undefined;
  afterAll(async () => {
    child?.kill("SIGKILL");
    if (cluster) await rm(path.dirname(cluster), { recursive: true, force: true });
    if (closed) await rm(closed, { recursive: true, force: true });
  });

  it("starts, serves the demo login and stops, without opening the closed folder", async () => {
    expect(process.getuid?.(), "this test starts the product as root, as CI runs").toBe(0);
    closed = await mkdtemp(path.join(os.tmpdir(), "fc-root-"));
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
    const dataDir = path.join(closed, "data");
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
        LOG_LEVEL: "warn",
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
    expect(health.status, output).toBe(200);
    for (let i = 0; i < 100 && !output.includes("Demo logins"); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    cluster = await realpath(path.join(dataDir, "postgres"));
    expect(cluster.startsWith(`${ROOT_HOME}/clusters/`)).toBe(true);
    expect(output).toContain(`embedded PostgreSQL 18 server in ${cluster}`);
    expect(output).toContain(
      `${closed} is closed to "postgres", so PostgreSQL's binaries and this database are kept in ${ROOT_HOME} (${dataDir}/postgres links to the database there).`,
    );
    const login = await fetch(`http://127.0.0.1:${port}/api/customer_login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@example.com", password: "Demo@12345" }),
    });
    expect(login.status).toBe(200);
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 200_000);
});
