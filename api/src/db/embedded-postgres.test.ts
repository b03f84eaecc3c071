import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

/** Running (a zombie, ended but not yet reaped by whoever adopted it, is not). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
};

async function answers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>("select 41 + 1 as n")).rows[0]?.n as number;
  } finally {
    await client.end();
  }
}

const postmasterPid = async (clusterDir: string) =>
  Number((await readFile(path.join(clusterDir, "postmaster.pid"), "utf8")).split("\n")[0]);

/** A process id that is not running any more. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

/**
 * The embedded server after a crash of the app: what a SIGKILL or a power cut leaves behind must
 * not block the next start.
 */
describe("the embedded PostgreSQL server after a crash", () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  const newCluster = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-embedded-"));
    folders.push(dir);
    return path.join(dir, "postgres");
  };

  it("stops the server a killed app left running, then starts its own", async () => {
    const clusterDir = await newCluster();
    const first = await startEmbeddedPostgres({ clusterDir, durable: false, log: () => {} });
    const orphan = await postmasterPid(clusterDir);
    // The app that started it is gone (killed: nothing stopped its server).
    await writeFile(`${clusterDir}.owner`, `${await deadPid()}\n`);

    const lines: string[] = [];
    const second = await startEmbeddedPostgres({
      clusterDir,
      durable: false,
      log: (line) => lines.push(line),
    });
    try {
      expect(lines).toEqual([
        `  Stopping the embedded PostgreSQL (pid ${orphan}) an earlier run left running.`,
      ]);
      expect(alive(orphan)).toBe(false);
      expect(await postmasterPid(clusterDir)).not.toBe(orphan);
      expect(await answers(second.url)).toBe(42);
    } finally {
      await second.stop();
      await first.stop().catch(() => {});
    }
    expect(alive(await deadPid())).toBe(false);
  }, 60_000);

  it("starts despite a postmaster.pid whose process id another program has now", async () => {
    const clusterDir = await newCluster();
    const first = await startEmbeddedPostgres({ clusterDir, durable: false, log: () => {} });
    const pidFile = await readFile(path.join(clusterDir, "postmaster.pid"), "utf8");
    await first.stop();
    // After a power cut the file stays, and its pid may belong to any process after the reboot.
    const other = spawn("sleep", ["30"]);
    try {
      const lines = pidFile.split("\n");
      lines[0] = String(other.pid);
      await writeFile(path.join(clusterDir, "postmaster.pid"), lines.join("\n"));
      const logged: string[] = [];
      const second = await startEmbeddedPostgres({
        clusterDir,
        durable: false,
        log: (line) => logged.push(line),
      });
      try {
        expect(logged).toEqual([
          `  Removing a stale postmaster.pid (pid ${other.pid} is another program now).`,
        ]);
        expect(await answers(second.url)).toBe(42);
      } finally {
        await second.stop();
      }
    } finally {
      other.kill();
    }
  }, 60_000);

  it("refuses a data folder another running app is using, naming it", async () => {
    const clusterDir = await newCluster();
    const first = await startEmbeddedPostgres({ clusterDir, durable: false, log: () => {} });
    const other = spawn("sleep", ["30"]);
    try {
      await writeFile(`${clusterDir}.owner`, `${other.pid}\n`);
      await expect(
        startEmbeddedPostgres({ clusterDir, durable: false, log: () => {} }),
      ).rejects.toThrow(
        `The database in ${clusterDir} is in use by another process (pid ${other.pid}): stop it first, or give this one another DATA_DIR.`,
      );
      expect(await answers(first.url)).toBe(42);
    } finally {
      other.kill();
      await first.stop();
    }
  }, 60_000);
});

/**
 * The postmaster killed under the app (the red team's fault; the out-of-memory killer does the
 * same): the app's own watcher starts it again on the same port, so a pool's next connection
 * works, and the log says so in two lines.
 */
describe("the embedded PostgreSQL server killed under the app", () => {
  it("is restarted on its port and answers again, saying so", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-embedded-restart-"));
    const clusterDir = path.join(dir, "postgres");
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({
      clusterDir,
      durable: false,
      watchMs: 100,
      log: (line) => lines.push(line),
    });
    try {
      expect(await answers(server.url)).toBe(42);
      const killed = await postmasterPid(clusterDir);
      process.kill(killed, "SIGKILL");
      const deadline = Date.now() + 60_000;
      for (;;) {
        const back = await answers(server.url).catch(() => undefined);
        if (back === 42) break;
        if (Date.now() > deadline) throw new Error(`not restarted: ${lines.join("\n")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const restarted = await postmasterPid(clusterDir);
      expect(restarted).not.toBe(killed);
      expect(lines[0]).toBe(
        `  The embedded PostgreSQL server (pid ${killed}) stopped unexpectedly; restarting it.`,
      );
      expect(lines.at(-1)).toMatch(
        new RegExp(
          `^  The embedded PostgreSQL server is running again \\(pid ${restarted}\\), \\d+\\.\\d s after it stopped \\(attempt \\d+\\)\\.$`,
        ),
      );
      // Between them, only failed attempts with their backoff.
      for (const line of lines.slice(1, -1))
        expect(line).toMatch(
          /^ {2}Restarting the embedded PostgreSQL server failed \(attempt \d+: /,
        );
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
    expect(lines.filter((line) => line.includes("restarting it"))).toHaveLength(1);
  }, 90_000);

  it("leaves a server shut down on purpose (pg_ctl stop) to whoever stopped it", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fc-embedded-stop-"));
    const clusterDir = path.join(dir, "postgres");
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({
      clusterDir,
      durable: false,
      watchMs: 100,
      log: (line) => lines.push(line),
    });
    try {
      const { controlEmbeddedServer } = await import("./embedded-postgres.ts");
      const control = await controlEmbeddedServer(clusterDir);
      await control.stop();
      await new Promise((r) => setTimeout(r, 500));
      expect(lines).toEqual([
        "  The embedded PostgreSQL server was shut down from outside the app (pg_ctl stop): not restarting it; requests answer 503 until it is started again.",
      ]);
      await control.start();
      expect(await answers(server.url)).toBe(42);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
