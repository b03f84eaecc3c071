import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnavailable } from "#api/http/database-unavailable.ts";

/**
 * A database that stops answering fails every request, health check and job-queue poll until it
 * is back: logging each (with its statement and stack, about 1 KB) filled 19 MB of log in one
 * outage. An outage is logged once, when its first failure comes, then counted; once no call has
 * failed for a while and the database answers a ping, one line says how many failed and for how
 * long (docs/decisions/0101).
 */
export type OutageLog = {
  /**
   * Notes a failed call: true when it was the database being unreachable (logged once per
   * outage, then counted), false for any other error, which the caller logs itself.
   */
  failed(err: unknown, source: string): boolean;
  close(): void;
};

/** How long without a failed call before the database is pinged to end the outage's count. */
export const OUTAGE_QUIET_MS = 5_000;

export function createOutageLog(
  log: FastifyBaseLogger,
  ping: () => Promise<void>,
  quietMs = OUTAGE_QUIET_MS,
): OutageLog {
  let outage:
    | { since: number; failures: number; sources: Set<string>; timer?: NodeJS.Timeout }
    | undefined;

  const check = async () => {
    const current = outage;
    if (!current) return;
    try {
      await ping();
    } catch {
      wait(current);
      return;
    }
    outage = undefined;
    log.info(
      {
        failures: current.failures,
        seconds: Math.round((Date.now() - current.since) / 1000),
        sources: [...current.sources],
      },
      "database answers again",
    );
  };
  const wait = (current: NonNullable<typeof outage>) => {
    clearTimeout(current.timer);
    current.timer = setTimeout(() => void check(), quietMs);
    current.timer.unref();
  };

  return {
    failed(err, source) {
      if (!isDatabaseUnavailable(err)) return false;
      if (!outage) {
        outage = { since: Date.now(), failures: 0, sources: new Set() };
        // The error's kind only: no statement, parameters or stack (the same for every call).
        const e = err as { code?: unknown; message?: unknown };
        log.warn(
          {
            source,
            error: {
              type: (err as Error).constructor?.name ?? "Error",
              ...(typeof e.code === "string" ? { code: e.code } : {}),
              message: String(e.message ?? "")
                .split("\n")[0]
                ?.slice(0, 200),
            },
          },
          "database unreachable: later failures are counted, not logged, until it answers again",
        );
      }
      outage.failures++;
      outage.sources.add(source);
      wait(outage);
      return true;
    },
    close() {
      clearTimeout(outage?.timer);
      outage = undefined;
    },
  };
}
