import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import type { Database, Db } from "#api/db/database.ts";
import type { OutageLog } from "#api/db/outage-log.ts";
import { JOB_QUEUE_SETTINGS, JOB_QUEUES, type JobQueueSettings } from "./job-queue-settings.ts";
import { sqlOf } from "./sql-of-db.ts";

/** A job's handler: its data in, done when it resolves, retried (with back-off) when it throws. */
export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

/** A job to insert with a given id: inserting the same id twice keeps the first. */
export type KeyedJob<T extends object> = { id: string; data: T };

export interface JobQueue {
  /** Makes the queue (if new) with the settings' retries; call before `work`, `send`, `schedule`. */
  createQueue(name: string): Promise<void>;
  /** Runs `handler` for each of the queue's jobs, one at a time in this process. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Queues jobs in `db`'s transaction (a drizzle transaction or the database), each once: a job
   * whose id is already queued (or done, until archived) is not queued again.
   */
  sendOnce<T extends object>(db: Db, name: string, jobs: KeyedJob<T>[]): Promise<void>;
  /**
   * Reads every queue of the app into pg-boss's cache through its own connection. A send inside
   * a transaction looks its queue up first; on a cache miss that lookup takes a second
   * connection from the pool, so transactions that fill the pool while sending would wait on
   * each other for ever.
   */
  warm(): Promise<void>;
  /** Queues a job every time `cron` matches in `timeZone` (one per match across instances). */
  schedule(name: string, cron: string, timeZone: string): Promise<void>;
  /**
   * Per app queue: the jobs due to run that wait (queued, or to be retried, now) and how long the
   * oldest of them has waited (GET /metrics).
   */
  backlog(): Promise<{ queue: string; depth: number; oldestSeconds: number }[]>;
  /** Starts pg-boss (installing its tables on a new database) and makes the app's queues. */
  start(): Promise<void>;
  /**
   * Stops fetching, waits up to `stopWaitSeconds` for running jobs and for pg-boss's statements
   * under way, then returns; the database stays open, and the queue sends it nothing more.
   */
  stop(): Promise<void>;
}

/** A stable job id (a UUID, pg-boss's id type) for a key such as "pickupDone:<pickup id>". */
export function jobIdOf(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  // Shaped as a version-8 (custom) UUID with the RFC 9562 variant bits.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job queue: pg-boss in the app's own database, on the embedded PGlite and on a PostgreSQL
 * server alike (docs/decisions/0061). It uses the app's database connection rather than a pool
 * of its own, so PGlite (one connection) serves it and a server deployment opens no more
 * connections than DATABASE_POOL_MAX.
 */
export function createJobQueue(options: {
  database: Database;
  log: FastifyBaseLogger;
  settings?: Partial<JobQueueSettings>;
  /** Where a poll failed by an unreachable database goes: logged once per outage. */
  outage?: OutageLog;
}): JobQueue {
  const settings = { ...JOB_QUEUE_SETTINGS, ...options.settings };
  // pg-boss's stop() can return with work still under way: a fetch whose jobs then run, a handler
  // past the wait, and a job's completion or failure, which it records without awaiting. Run
  // after the app closed its database, such a statement failed as an unhandled rejection. So
  // the queue tracks its statements and handlers, stop() waits for them, and a statement pg-boss
  // sends after stop() is not run and never answers (the job it would record was already failed
  // by the stop, and is retried).
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    const done = () => underWay.delete(work);
    work.then(done, done);
    return work;
  };
  let stopped = false;
  // Retries, expiry and how long a done job is kept are the queues' own settings (createQueue).
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? new Promise(() => {}) : track(options.database.executeSql(text, values)),
    },
    schema: "pgboss",
  });
  // A failed job is retried by pg-boss; the log says why it failed.
  boss.on("error", (emitted: unknown) => {
    // pg-boss emits a worker's error as a plain copy of it ({ ...error, message, stack }), which
    // is no Error: made one again, its code still says whether the database was unreachable.
    const err =
      emitted instanceof Error
        ? emitted
        : Object.assign(new Error(String((emitted as { message?: unknown })?.message)), emitted);
    if (!options.outage?.failed(err, "job queue"))
      options.log.warn({ err }, "job queue: a job or its upkeep failed");
  });
  const retries = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  };
  const queueOptions = { ...retries, deleteAfterSeconds: settings.deleteCompletedAfterSeconds };

  return {
    async createQueue(name) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions);
    },
    async work(name, handler) {
      // pg-boss waits its polling interval after every fetch, one that found a job too, and a
      // fetch takes one job: a burst of 40 receipts went out one every 2 s per instance. After a
      // job that ran, the worker asks for the next at once; after an empty fetch or a failure it
      // waits the interval, as before.
      let workerId: string | undefined;
      workerId = await boss.work(
        name,
        { pollingIntervalSeconds: settings.pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) await track(handler(job.data as never, { id: job.id }));
          if (workerId) boss.notifyWorker(workerId);
        },
      );
    },
    async warm() {
      // Inserting no job caches its queue and writes nothing.
      for (const name of Object.values(JOB_QUEUES)) await boss.insert(name, []);
    },
    async sendOnce(db, name, jobs) {
      // pg-boss refuses a batch naming one id twice; the first of them is the one kept.
      const unique = [...new Map(jobs.map((job) => [job.id, job] as const).reverse()).values()];
      if (unique.length === 0) return;
      await boss.insert(
        name,
        unique.map((job) => ({ id: job.id, data: job.data, ...retries })),
        { db: sqlOf(db) },
      );
    },
    async backlog() {
      const queues = Object.values(JOB_QUEUES);
      const { rows } = await options.database.executeSql(
        `select name, count(*)::int as depth,
                coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as oldest
           from pgboss.job
          where name = any($1::text[]) and state in ('created', 'retry') and start_after <= now()
          group by name`,
        [queues],
      );
      const found = new Map(
        (rows as { name: string; depth: number; oldest: number }[]).map((r) => [r.name, r]),
      );
      return queues.map((queue) => ({
        queue,
        depth: found.get(queue)?.depth ?? 0,
        oldestSeconds: Math.max(0, found.get(queue)?.oldest ?? 0),
      }));
    },
    async schedule(name, cron, timeZone) {
      await boss.schedule(name, cron, {}, { tz: timeZone });
    },
    async start() {
      stopped = false;
      const earlier = await setAsideEarlierSchema(options.database);
      await boss.start();
      for (const name of Object.values(JOB_QUEUES)) await this.createQueue(name);
      await this.warm();
      if (earlier) await carryOverJobs(options.database, earlier, this.sendOnce, options.log);
    },
    async stop() {
      const waitMs = settings.stopWaitSeconds * 1000;
      await boss.stop({ graceful: true, timeout: waitMs, close: false });
      const deadline = Date.now() + waitMs;
      while (underWay.size > 0 && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...underWay]),
          new Promise((resolve) => setTimeout(resolve, deadline - Date.now()).unref()),
        ]);
        // What settled may start more (a fetch's jobs, a handler's completion): look again.
        await new Promise((resolve) => setImmediate(resolve));
      }
      stopped = true;
    },
  };
}

/** pg-boss 10's schema version: pg-boss 12 migrates from version 25 (pg-boss 11) on only. */
const LAST_PG_BOSS_10_SCHEMA = 24;
const EARLIER_SCHEMA = "pgboss_v10";
const UPGRADE_LOCK_ID = 7_318_002;

/**
 * A database whose queue pg-boss 10 made (every release of the app before decision 0103): pg-boss
 * 12 refuses to migrate it, so its schema is renamed aside (once, under a lock, whichever instance
 * starts first) and pg-boss 12 installs its own. Returns the set-aside schema while it still holds
 * jobs to carry over.
 */
async function setAsideEarlierSchema(database: Database): Promise<string | undefined> {
  // The version is read with EXECUTE: a new database has no pgboss.version to plan against.
  await database.executeSql(`DO $$ DECLARE version int; BEGIN
    PERFORM pg_advisory_xact_lock(${UPGRADE_LOCK_ID});
    IF to_regclass('pgboss.version') IS NULL OR to_regnamespace('${EARLIER_SCHEMA}') IS NOT NULL THEN
      RETURN;
    END IF;
    EXECUTE 'SELECT max(version) FROM pgboss.version' INTO version;
    IF version <= ${LAST_PG_BOSS_10_SCHEMA} THEN
      ALTER SCHEMA pgboss RENAME TO ${EARLIER_SCHEMA};
    END IF;
  END $$`);
  const { rows } = await database.executeSql("select to_regnamespace($1) is not null as present", [
    EARLIER_SCHEMA,
  ]);
  return (rows[0] as { present: boolean }).present ? EARLIER_SCHEMA : undefined;
}

/**
 * Queues again, with the same ids and data, the jobs pg-boss 10 had not finished (waiting, to be
 * retried, or running when the old version stopped), then drops its schema. Done jobs are left
 * behind: their only use was to drop a notice queued twice, and notices' ids are made from what
 * they are about (jobIdOf). Sending the same ids again keeps the first, so a start interrupted
 * here carries over the rest at the next one.
 */
async function carryOverJobs(
  database: Database,
  schema: string,
  sendOnce: JobQueue["sendOnce"],
  log: FastifyBaseLogger,
): Promise<void> {
  const { rows } = await database.executeSql(
    `select id::text as id, name, data from ${schema}.job
      where state in ('created', 'retry', 'active') and name = any($1::text[])`,
    [Object.values(JOB_QUEUES)],
  );
  const byQueue = new Map<string, KeyedJob<object>[]>();
  for (const row of rows as { id: string; name: string; data: object | null }[]) {
    byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), { id: row.id, data: row.data ?? {} }]);
  }
  for (const [name, jobs] of byQueue) await sendOnce(database.db, name, jobs);
  await database.executeSql(`drop schema if exists ${schema} cascade`);
  log.warn(
    { carriedOver: rows.length },
    "job queue: moved the unfinished jobs of the earlier pg-boss 10 queue to pg-boss 12",
  );
}

/**
 * Installs (or upgrades) pg-boss's tables without running any work: the test setup does it once
 * in its template database, so each test app's queue starts on installed tables and queues
 * (making a queue makes a partition: about 0.3 s each on PGlite).
 */
export async function installJobQueue(database: Database): Promise<void> {
  const queue = createJobQueue({
    database,
    log: { warn() {} } as unknown as FastifyBaseLogger,
  });
  await queue.start();
  await queue.stop();
}
