import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtApiEntry } from "#api-test/built-api.ts";
import { openDatabase } from "../../db/database.ts";
import { mediaStorageKeys } from "./media.service.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 150_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * An instance killed with SIGKILL in the middle of an upload, as a crash or the out-of-memory
 * killer would: the real server process (the built dist/server.js) on real files and its default
 * database, the embedded PostgreSQL server, which the kill leaves running with no one to stop it.
 * After a restart (which stops that server and starts its own), every media record has its file
 * and every file in the media folder has its record: the start-up sweep removed what the crash
 * left.
 */
describe("an instance killed during an upload (embedded PostgreSQL)", () => {
  const work: { dataDir?: string; child?: ChildProcess; socket?: Socket } = {};
  afterAll(async () => {
    work.socket?.destroy();
    work.child?.kill("SIGKILL");
    if (work.dataDir) {
      // A server the test's kill left behind, if the test ended before the restart stopped it.
      const pidFile = path.join(work.dataDir, "postgres", "postmaster.pid");
      const pid = Number((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
      if (pid > 0) process.kill(pid, "SIGINT");
      await rm(work.dataDir, { recursive: true, force: true });
    }
  });

  it("leaves no record without a file and no file without a record after the restart", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-crash-"));
    work.dataDir = dataDir;
    const mediaDir = path.join(dataDir, "media");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = () => {
      const child = spawn(process.execPath, [builtApiEntry("server")], {
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
        stdio: ["ignore", "ignore", "ignore"],
      });
      work.child = child;
      return child;
    };
    const healthy = () =>
      until("the server", async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined));

    // First start: migrates and seeds the demo data, with its media files.
    const first = start();
    await healthy();
    const login = await fetch(`${base}/api/customer_login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "Admin@12345" }),
    });
    const cookie = (
      login.headers.getSetCookie().find((c) => c.includes("session_token")) ?? ""
    ).split(";")[0] as string;
    const types = (await (
      await fetch(`${base}/api/admin/event-types`, { headers: { cookie } })
    ).json()) as { data: { id: string }[] };
    const before = new Set(await readdir(mediaDir));
    expect(before.size).toBeGreaterThan(0);

    // An upload that has sent 256 KB of a 10 MB video and is still sending.
    const boundary = "----filtercyclecrash";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\nFC-1001\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="eventTypeId"\r\n\r\n${types.data[0]?.id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crash.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const socket = connect(port, "127.0.0.1");
    work.socket = socket;
    socket.on("error", () => {});
    await new Promise((r) => socket.once("connect", r));
    socket.write(
      `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
        `Origin: ${base}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n${head}`,
    );
    socket.write(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42")]));
    socket.write(Buffer.alloc(256 * 1024, 7));
    const partial = await until("the upload's unfinished file", async () => {
      for (const name of await readdir(mediaDir)) {
        if (name.endsWith(".part") && (await stat(path.join(mediaDir, name))).size > 0) return name;
      }
      return undefined;
    });

    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    socket.destroy();
    // What a crash right after a file was finished and before its record was inserted leaves:
    // a whole file under a key no record has (written just before the crash).
    const orphan = randomUUID();
    await writeFile(path.join(mediaDir, orphan), Buffer.from("%PDF-1.7\n%%EOF\n"));
    const written = new Date(Date.now() - 1000);
    await utimes(path.join(mediaDir, orphan), written, written);
    expect(await readdir(mediaDir)).toEqual(expect.arrayContaining([partial, orphan]));

    start();
    await healthy();
    const files = (await readdir(mediaDir)).sort();
    // The server is stopped before the records are read: the embedded server is its own.
    const second = work.child as ChildProcess;
    second.kill("SIGTERM");
    await new Promise((r) => second.once("exit", r));
    const database = await openDatabase({ driver: "embedded", dataDir, poolMax: 1 });
    const keys = (await mediaStorageKeys(database.db)).sort();
    await database.close();

    expect(files).not.toContain(partial);
    expect(files).not.toContain(orphan);
    expect(files).toEqual(keys);
    expect(new Set(files)).toEqual(before);
  }, 400_000);
});
