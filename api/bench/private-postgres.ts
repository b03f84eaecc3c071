import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the benchmark's own, in a temporary folder on a free port: the machine's
 * shared server on 5432 must never be stopped, and the fault benchmark stops and starts this one.
 * As root, PostgreSQL refuses to run, so the cluster belongs to the `postgres` system user.
 */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and deletes its folder. */
  remove(): Promise<void>;
};

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`No PostgreSQL server binaries under ${base}/*/bin`);
  return path.join(base, versions[0], "bin");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const isRoot = process.getuid?.() === 0;
  const work = await mkdtemp(path.join(os.tmpdir(), "fc-private-pg-"));
  const dataDir = path.join(work, "data");
  const logFile = path.join(work, "server.log");
  if (isRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(work, Number(stdout.trim()), Number(gid.trim()));
  }
  // As root: the same command as the postgres user (runuser keeps the argument list intact).
  const asOwner = (file: string, args: string[]) =>
    isRoot ? run("runuser", ["-u", "postgres", "--", file, ...args]) : run(file, args);
  const port = await freePort();
  await asOwner(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  const pgCtl = path.join(bin, "pg_ctl");
  // fsync off: the cluster is thrown away; the benchmark measures the app, not the disk.
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`;
  const start = async () => {
    await asOwner(pgCtl, ["-D", dataDir, "-l", logFile, "-o", options, "-w", "start"]);
  };
  const stop = async () => {
    await asOwner(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      await rm(work, { recursive: true, force: true });
    },
  };
}
