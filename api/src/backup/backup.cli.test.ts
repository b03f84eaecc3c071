import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#api/db/database.ts";
import { builtApiEntry } from "#api-test/built-api.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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

type Run = { status: number | null; stdout: string; stderr: string };

/** Runs one of the backup commands to its end, without blocking the test's event loop. */
function runCli(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtApiEntry(script), ...args], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: "", NODE_ENV: "development", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Rows per table and a checksum of every row's text, table by table, in the app's schema, the
 * migrations' (drizzle) and, with `queue`, the job queue's (pgboss).
 */
async function fingerprint(dataDir: string, queue = false): Promise<Record<string, string>> {
  const database = await openDatabase({ driver: "embedded", dataDir, poolMax: 1, log: () => {} });
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql.raw(
        `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
         where schemaname in ('public', 'drizzle'${queue ? ", 'pgboss'" : ""}) order by 1`,
      ),
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: number; checksum: string | null }>(
        database.db,
        sql.raw(
          `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as checksum from ${name} t`,
        ),
      );
      result[name] = `${row?.rows} rows, ${row?.checksum}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

async function mediaFiles(dataDir: string): Promise<Record<string, string>> {
  const dir = path.join(dataDir, "media");
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    result[name] = createHash("sha256")
      .update(await readFile(path.join(dir, name)))
      .digest("hex");
  return result;
}

/**
 * The real server on a seeded data folder; `npm run backup` asks it for a backup while it keeps
 * answering; `npm run restore` puts the backup into a fresh folder, which then holds the same
 * rows in every table and the same bytes in every media file. The commands are for the embedded
 * PostgreSQL server (a server of DATABASE_URL is backed up with pg_dump).
 */
describe("npm run backup and npm run restore", () => {
  let server: ChildProcess | undefined;
  const folders: string[] = [];
  afterAll(async () => {
    server?.kill("SIGKILL");
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("backs up the running server and restores every row and media file into a fresh folder", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "fc-backup-"));
    folders.push(work);
    // As root the embedded servers run as another user, which must pass through this folder.
    await chmod(work, 0o755);
    const dataDir = path.join(work, "data");
    const restoredDir = path.join(work, "restored");
    const archive = path.join(work, "backup.tar.gz");
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
        LOG_LEVEL: "warn",
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
    const exited = new Promise<number | null>((resolve) =>
      server?.on("exit", (code) => resolve(code)),
    );
    expect((await waitFor(`http://127.0.0.1:${port}/api/health`, 150_000)).status).toBe(200);
    // The banner comes once the backup socket listens too.
    while (!output.includes("Filtercycle is running")) await new Promise((r) => setTimeout(r, 50));
    expect(output).toContain("Demo data was seeded.");

    // The server keeps answering while it writes the backup.
    const backup = runCli("backup", ["--out", archive], { DATA_DIR: dataDir });
    const during: number[] = [];
    let finished = false;
    void backup.then(() => {
      finished = true;
    });
    while (!finished) {
      during.push((await fetch(`http://127.0.0.1:${port}/api/health`)).status);
      await new Promise((r) => setTimeout(r, 50));
    }
    const backedUp = await backup;
    expect(backedUp.stderr).toBe("");
    expect(backedUp.stdout).toMatch(
      /^Wrote .*backup\.tar\.gz: the database and \d+ media files, taken by the running server\.\n$/,
    );
    expect(backedUp.status).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((status) => status === 200)).toBe(true);

    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    server.kill("SIGTERM");
    expect(await exited).toBe(0);

    // With the server stopped, the command opens the database itself.
    const offlineArchive = path.join(work, "offline.tar.gz");
    const offline = await runCli("backup", ["--out", offlineArchive], {
      DATA_DIR: dataDir,
    });
    expect(offline.stdout).toMatch(/taken by this process \(no server was running\)\.\n$/);
    expect(offline.status).toBe(0);

    const restored = await runCli("restore", [archive, "--data-dir", restoredDir], {});
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(
      new RegExp(
        `^Restored the database, the session secret and \\d+ media files into ${restoredDir}\\.\\n$`,
      ),
    );
    expect(restored.status).toBe(0);

    // The original folder opened once: every table, the job queue's too; the app's tables
    // (and the migrations') are the same figures without the job queue's.
    const everything = await fingerprint(dataDir, true);
    const original = Object.fromEntries(
      Object.entries(everything).filter(([name]) => !name.startsWith("pgboss.")),
    );
    expect(Object.keys(original)).toContain("public.collections");
    expect(original["public.collections"]).not.toMatch(/^0 rows/);
    expect(Object.keys(original)).toContain("drizzle.__drizzle_migrations");
    // The job queue kept working after the online backup; the app's data did not change.
    expect(await fingerprint(restoredDir)).toEqual(original);
    // The offline backup holds every table exactly, the job queue's too.
    const offlineDir = path.join(work, "restored-offline");
    const restoredOffline = await runCli("restore", [offlineArchive, "--data-dir", offlineDir], {});
    expect(restoredOffline.status).toBe(0);
    expect(Object.keys(everything)).toContain("pgboss.job");
    expect(await fingerprint(offlineDir, true)).toEqual(everything);

    const originalMedia = await mediaFiles(dataDir);
    expect(Object.keys(originalMedia).length).toBeGreaterThan(0);
    expect(await mediaFiles(restoredDir)).toEqual(originalMedia);
    expect(backedUp.stdout).toContain(`${Object.keys(originalMedia).length} media files`);
  }, 300_000);

  it("refuses to restore into a folder that holds anything, and leaves it as it was", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "fc-restore-"));
    folders.push(work);
    const target = path.join(work, "data");
    await mkdir(target);
    await writeFile(path.join(target, "notes.txt"), "keep me");
    await writeFile(path.join(work, "backup.tar.gz"), "not a backup");

    const refused = await runCli(
      "restore",
      [path.join(work, "backup.tar.gz"), "--data-dir", target],
      {},
    );
    expect(refused.stderr).toBe(`${target} is not empty; restore into a new or empty folder.\n`);
    expect(refused.status).toBe(1);
    expect(await readdir(target)).toEqual(["notes.txt"]);
  });
});
