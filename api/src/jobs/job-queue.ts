import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
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
  /** Queues a job every time `cron` matches in `timeZone` (one per match across instances). */
  schedule(name: string, cron: string, timeZone: string): Promise<void>;
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
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? new Promise(() => {}) : track(options.database.executeSql(text, values)),
    },
    schema: "pgboss",
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    archiveCompletedAfterSeconds: settings.archiveCompletedAfterSeconds,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  });
  // A failed job is retried by pg-boss; the log says why it failed.
  boss.on("error", (err) => {
    if (!options.outage?.failed(err, "job queue"))
      options.log.warn({ err }, "job queue: a job or its upkeep failed");
  });
  const retries = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  };

  return {
    async createQueue(name) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...retries });
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
    async sendOnce(db, name, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({ id: job.id, name, data: job.data, ...retries })),
        { db: sqlOf(db) },
      );
    },
    async schedule(name, cron, timeZone) {
      await boss.schedule(name, cron, {}, { tz: timeZone });
    },
    async start() {
      stopped = false;
      await boss.start();
      for (const name of Object.values(JOB_QUEUES)) await this.createQueue(name);
    },
    async stop() {
      const waitMs = settings.stopWaitSeconds * 1000;
      await boss.stop({ graceful: true, wait: true, timeout: waitMs, close: false });
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
