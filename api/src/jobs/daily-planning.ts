import { PLAN_HORIZON_DAYS } from "@filtercycle/contract/pickups/pickup-rules";
import type { Db } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import type { JobQueue } from "./job-queue.ts";
import { JOB_QUEUES } from "./job-queue-settings.ts";

/** The pickups area's generator of planned visits (docs/decisions/0060), idempotent. */
export type EnsurePlannedPickups = (db: Db, from: string, to: string) => Promise<void>;

/**
 * Every day at 00:30 in the business time zone, tops up the planned pickups from today to
 * PLAN_HORIZON_DAYS ahead (one run per day across instances: pg-boss's cron).
 */
export async function registerDailyPlanning(
  jobs: JobQueue,
  options: { db: Db; timeZone: string; ensurePlannedPickups: EnsurePlannedPickups },
): Promise<void> {
  await jobs.work(JOB_QUEUES.dailyPlanning, async () => {
    const today = todayIn(options.timeZone, new Date());
    await options.ensurePlannedPickups(options.db, today, addDays(today, PLAN_HORIZON_DAYS));
  });
  await jobs.schedule(JOB_QUEUES.dailyPlanning, "30 0 * * *", options.timeZone);
}
