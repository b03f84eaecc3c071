/**
 * The job queue's settings, in one place (docs/decisions/0061). Tests shorten the waits through
 * `buildApp`'s `jobQueue` option; production uses these.
 */
export type JobQueueSettings = {
  /** How often an idle worker asks for its next job. */
  pollingIntervalSeconds: number;
  /** Tries after the first that failed (SMTP down): 10 with back-off cover about 9–17 hours. */
  retryLimit: number;
  /** The first retry's wait; each next one doubles, with jitter (pg-boss `retryBackoff`). */
  retryDelaySeconds: number;
  /** A job still running after this is taken as crashed and retried. */
  expireInSeconds: number;
  /**
   * Completed jobs stay in the job table this long before pg-boss deletes them: a notice queued
   * again meanwhile (same deterministic id) is dropped as a duplicate.
   */
  deleteCompletedAfterSeconds: number;
  /**
   * How long `stop()` waits for jobs under way to end, and then for what pg-boss still has under
   * way (a job's completion it does not await); a job still running after it is failed by
   * pg-boss and retried (by another instance, or at the next start).
   */
  stopWaitSeconds: number;
};

export const JOB_QUEUE_SETTINGS: JobQueueSettings = {
  pollingIntervalSeconds: 2,
  retryLimit: 10,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
  deleteCompletedAfterSeconds: 7 * 24 * 60 * 60,
  stopWaitSeconds: 5,
};

/** The app's queues, made when the queue starts (and in the test setup's template database). */
export const JOB_QUEUES = {
  /** A notice (notifications/notices.ts): finds its recipients, queues one mail each. */
  notice: "notice",
  /** One e-mail to one login; retried with back-off while SMTP is down. */
  mail: "notice-mail",
  /** On the 1st (cron): one `businessSummary` job per business. */
  monthlySummary: "monthly-summary",
  /** One business's monthly summary: queues one mail per login that wants it. */
  businessSummary: "business-summary",
  /** Daily (cron): tops up the planned pickups (docs/decisions/0060). */
  dailyPlanning: "daily-planning",
  /** Daily at 18:00 (cron): tomorrow's proposed plan (docs/decisions/0105). */
  tomorrowsPlan: "tomorrows-plan",
} as const;
