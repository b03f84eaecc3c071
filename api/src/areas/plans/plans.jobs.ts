import { eq } from "drizzle-orm";
import type { JobQueue } from "#api/jobs/job-queue.ts";
import { JOB_QUEUES } from "#api/jobs/job-queue-settings.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { type PlansDeps, readPlan } from "./plans.service.ts";
import { dayPlans } from "./plans.tables.ts";

/**
 * Tomorrow's proposal, made every evening at 18:00 business time (one run across instances:
 * pg-boss's cron). A plan staff already edited or published is left as it is.
 */
export async function proposeTomorrow(deps: PlansDeps, timeZone: string, now: Date): Promise<void> {
  const tomorrow = addDays(todayIn(timeZone, now), 1);
  const [kept] = await deps.db.select().from(dayPlans).where(eq(dayPlans.planDate, tomorrow));
  const untouched = !kept || (kept.publishedVersion === null && kept.updatedBy === null);
  if (untouched) await readPlan(deps, tomorrow, kept !== undefined);
}

export async function registerTomorrowsPlan(
  jobs: JobQueue,
  options: { deps: PlansDeps; timeZone: string },
): Promise<void> {
  await jobs.work(JOB_QUEUES.tomorrowsPlan, async () => {
    await proposeTomorrow(options.deps, options.timeZone, new Date());
  });
  await jobs.schedule(JOB_QUEUES.tomorrowsPlan, "0 18 * * *", options.timeZone);
}
