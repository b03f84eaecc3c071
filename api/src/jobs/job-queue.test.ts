import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untilQueueIdle } from "#api-test/job-queue-idle.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createJobQueue, type JobQueue, jobIdOf } from "./job-queue.ts";

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
