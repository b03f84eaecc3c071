import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import PgBoss10 from "pg-boss-10";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "#api/db/database.ts";
import { adminQuery, withDatabase } from "#api-test/global-setup.ts";
import { untilQueueIdle } from "#api-test/job-queue-idle.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createJobQueue, type JobQueue, jobIdOf } from "./job-queue.ts";
import { JOB_QUEUES } from "./job-queue-settings.ts";

const silent = { warn() {} } as unknown as FastifyBaseLogger;

/** The queue on the test's own database (PGlite, or the PostgreSQL server's clone). */
describe("the job queue", () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const ran: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = createJobQueue({ database, log: silent, settings: { pollingIntervalSeconds: 0.5 } });
    const started = performance.now();
    await queue.start();
    await queue.createQueue("test-echo");
    // Measured for docs/decisions/0061: a first start installs pg-boss's schema.
    console.info(
      `job queue started in ${Math.round(performance.now() - started)} ms (${database.driver})`,
    );
    await queue.work<{ word: string }>("test-echo", async ({ word }) => {
      ran.push(word);
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it("runs a job queued in a transaction that commits, and never one whose transaction rolls back", async () => {
    await database.db.transaction(async (tx) => {
      await queue.sendOnce(tx, "test-echo", [
        { id: jobIdOf("committed"), data: { word: "committed" } },
      ]);
    });
    await database.db
      .transaction(async (tx) => {
        await queue.sendOnce(tx, "test-echo", [
          { id: jobIdOf("rolled back"), data: { word: "rolled back" } },
        ]);
        throw new Error("roll back");
      })
      .catch(() => {});
    await expect.poll(() => ran, { timeout: 10_000 }).toContain("committed");
    // Nothing left to run: a job of the rolled-back transaction would have run by now.
    await untilQueueIdle(database.db, ["test-echo"]);
    expect(ran).toEqual(["committed"]);
  });

  it("queues a job id once, even sent again after it ran", async () => {
    ran.length = 0;
    const once = { id: jobIdOf("once"), data: { word: "once" } };
    await queue.sendOnce(database.db, "test-echo", [once, once]);
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual(["once"]);
    await queue.sendOnce(database.db, "test-echo", [once]);
    await untilQueueIdle(database.db, ["test-echo"]);
    expect(ran).toEqual(["once"]);
  });

  it("makes the same UUID from the same key, and different ones from different keys", () => {
    expect(jobIdOf("pickupDone:1")).toBe(jobIdOf("pickupDone:1"));
    expect(jobIdOf("pickupDone:1")).not.toBe(jobIdOf("pickupDone:2"));
    expect(jobIdOf("x")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

/** A worker that finds a job asks for the next at once: a queue of jobs runs in one go. */
describe("the job queue with jobs waiting", () => {
  it("runs them one after another, without waiting the polling interval between them", async () => {
    const database = await openTestDatabase();
    // An interval far longer than the wait below: only the first job would run in it otherwise.
    const queue = createJobQueue({
      database,
      log: silent,
      settings: { pollingIntervalSeconds: 60 },
    });
    await queue.start();
    await queue.createQueue("test-burst");
    const words = ["one", "two", "three", "four", "five"];
    await queue.sendOnce(
      database.db,
      "test-burst",
      words.map((word) => ({ id: jobIdOf(`burst:${word}`), data: { word } })),
    );
    const ran: string[] = [];
    await queue.work<{ word: string }>("test-burst", async ({ word }) => {
      ran.push(word);
    });
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(words.length);
    expect(ran.sort()).toEqual([...words].sort());
    await queue.stop();
    await database.close();
  });
});

/**
 * Stopping with a job still running, as an app shutting down does before it closes its database:
 * pg-boss's own stop returns when its wait is over and records the job's end later, without
 * awaiting it. Before the queue tracked its work, that late statement ran on the closed pool as
 * an unhandled rejection ("Cannot use a pool after calling end on the pool"), which failed a test
 * run that had passed every test.
 */
describe("the job queue stopped while a job runs", () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeAll(() => {
    process.on("unhandledRejection", onRejection);
  });
  afterAll(() => {
    process.off("unhandledRejection", onRejection);
  });

  const startedQueue = async (handler: () => Promise<void>) => {
    const database = await openTestDatabase();
    const queue = createJobQueue({
      database,
      log: silent,
      settings: { pollingIntervalSeconds: 0.5, stopWaitSeconds: 1 },
    });
    await queue.start();
    await queue.createQueue("test-slow");
    let started = false;
    await queue.work("test-slow", async () => {
      started = true;
      await handler();
    });
    await queue.sendOnce(database.db, "test-slow", [{ id: jobIdOf("slow"), data: {} }]);
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    return { database, queue };
  };
  const jobState = async (database: TestDatabase) =>
    (
      (await database.executeSql("select state from pgboss.job where id = $1", [jobIdOf("slow")]))
        .rows[0] as { state: string }
    ).state;

  it("waits for a job that ends within the wait, and records it as completed", async () => {
    const { database, queue } = await startedQueue(() => new Promise((r) => setTimeout(r, 300)));
    await queue.stop();
    expect(await jobState(database)).toBe("completed");
    await database.close();
  });

  it("sends nothing to the closed database when a job outlives the wait; the job waits for a retry", async () => {
    let finished = false;
    const { database, queue } = await startedQueue(async () => {
      await new Promise((r) => setTimeout(r, 3_000));
      finished = true;
    });
    await queue.stop();
    expect(finished).toBe(false);
    expect(await jobState(database)).toBe("retry");
    await database.close();
    await expect.poll(() => finished, { timeout: 10_000 }).toBe(true);
    // pg-boss records the job's end once its handler returns: give that a moment to fail.
    await new Promise((r) => setTimeout(r, 200));
    expect(rejections).toEqual([]);
  });
});

/** Every release before decision 0103 ran pg-boss 10, whose schema pg-boss 12 cannot migrate. */
describe("a database whose job queue pg-boss 10 made", () => {
  it("runs the jobs pg-boss 10 left waiting, with their ids and data, and drops its schema", async () => {
    const serverUrl = inject("testServerUrl");
    const name = `fc_pgboss10_${process.pid}_${randomBytes(3).toString("hex")}`;
    await adminQuery(serverUrl, `create database "${name}"`);
    const database = await openDatabase({
      driver: "postgres",
      url: withDatabase(serverUrl, name),
      poolMax: 3,
    });
    try {
      const old = new PgBoss10({ db: { executeSql: database.executeSql }, schema: "pgboss" });
      await old.start();
      await old.createQueue(JOB_QUEUES.mail, { name: JOB_QUEUES.mail });
      await old.insert([
        { id: jobIdOf("waiting"), name: JOB_QUEUES.mail, data: { to: "owner@example.com" } },
      ]);
      await old.stop({ graceful: false, wait: true, close: false });

      const queue = createJobQueue({
        database,
        log: silent,
        settings: { pollingIntervalSeconds: 0.5 },
      });
      const ran: { id: string; to: string }[] = [];
      await queue.start();
      try {
        await queue.work<{ to: string }>(JOB_QUEUES.mail, async ({ to }, job) => {
          ran.push({ id: job.id, to });
        });
        await expect
          .poll(() => ran, { timeout: 15_000 })
          .toEqual([{ id: jobIdOf("waiting"), to: "owner@example.com" }]);
      } finally {
        await queue.stop();
      }
      const schemas = await database.executeSql(
        "select nspname from pg_namespace where nspname like 'pgboss%' order by 1",
      );
      expect(schemas.rows).toEqual([{ nspname: "pgboss" }]);
    } finally {
      await database.close();
      await adminQuery(serverUrl, `drop database "${name}" with (force)`);
    }
  });
});
