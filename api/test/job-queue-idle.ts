import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type Db, queryRows } from "#api/db/database.ts";
import { JOB_QUEUES } from "#api/jobs/job-queue-settings.ts";

/** Jobs still to run (queued, waiting for a retry, or running) in the given queues. */
export async function pendingJobs(db: Db, queues: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ job: string }>(
    db,
    sql`select name || ':' || state as job from pgboss.job
        where name in (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )}) and state in ('created', 'retry', 'active')`,
  );
  return rows.map((r) => r.job);
}

/**
 * Waits until the queues have no job left to run: every mail they would send is then sent, so a
 * test can count what arrived (or that nothing did) without a fixed sleep (decision 0081).
 * A job queued for later (a retry's back-off) is pending too, so this waits for it.
 */
export async function untilQueueIdle(
  db: Db,
  queues: readonly string[],
  timeout = 20_000,
): Promise<void> {
  await expect.poll(() => pendingJobs(db, queues), { timeout, interval: 100 }).toEqual([]);
}

/** The queues a notice goes through to its e-mails (jobs/job-queue-settings.ts). */
const NOTICE_QUEUES = [JOB_QUEUES.notice, JOB_QUEUES.mail, JOB_QUEUES.businessSummary];

/** Waits until every queued notice has been turned into mails and every mail sent. */
export function untilNoticesSent(db: Db, timeout = 20_000): Promise<void> {
  return untilQueueIdle(db, NOTICE_QUEUES, timeout);
}
