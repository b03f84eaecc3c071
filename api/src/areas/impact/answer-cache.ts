import { sql } from "drizzle-orm";
import { forgetSettings, readImpactSettings } from "#api/areas/settings/index.ts";
import { type AnswerVersions, answerVersionsSql } from "#api/db/answer-versions.ts";
import { type Db, preparedStatement } from "#api/db/database.ts";
import type { Clock } from "#api/lib/clock.ts";
import { type IsoDate, todayIn } from "#api/lib/dates.ts";
import { forgetFactorVersions } from "./factor-versions.ts";

/**
 * The dashboard's answers kept per business (docs/decisions/0071 "Answer cache"). An answer is
 * reused only while the database says nothing it reads has changed: every request reads the
 * business's version and the global one (`answer_versions`, bumped by triggers on every table
 * the answers read, migration 0009) and looks up call + business + parameters + the business's
 * today + both versions. A write on any instance commits its bump with its rows, so the next
 * read anywhere misses. Nothing expires by time: a key that is no longer read is evicted by size.
 */
export type AnswerCache = {
  /**
   * The answer of `call` for the business, computed by `compute` (with a clock fixed for the
   * request) on a miss. `versions`: the business's versions when the request already read them
   * (the session's statement does, `answerVersionsSql`); read here otherwise.
   */
  answer<T>(
    customerId: string,
    call: string,
    parameters: string,
    compute: (clock: Clock) => Promise<T>,
    versions?: AnswerVersions,
  ): Promise<T>;
};

export { type AnswerVersions, answerVersionsSql };

const MAX_ENTRIES = 5_000;

const readVersionsStatement = preparedStatement<
  { answer_version: string; global_answer_version: string },
  { customerId: string }
>(() => sql`select ${answerVersionsSql(sql`${sql.placeholder("customerId")}`)}`);

async function readVersions(db: Db, customerId: string): Promise<AnswerVersions> {
  const [row] = await readVersionsStatement(db, { customerId });
  if (!row) throw new Error("answer versions query returned no row");
  return { business: row.answer_version, global: row.global_answer_version };
}

export function createAnswerCache(db: Db, clock: Clock, enabled = true): AnswerCache {
  // Least recently used first: a Map keeps insertion order, a hit is moved to the end.
  const entries = new Map<string, unknown>();
  let seenGlobal: string | null = null;

  return {
    async answer<T>(
      customerId: string,
      call: string,
      parameters: string,
      compute: (clock: Clock) => Promise<T>,
      known?: AnswerVersions,
    ): Promise<T> {
      const now = clock();
      const fixedClock: Clock = () => now;
      if (!enabled) return compute(fixedClock);
      const versions = known ?? (await readVersions(db, customerId));
      if (versions.global !== seenGlobal) {
        // Settings and factor versions are also kept per instance for a few seconds; a global
        // change made on another instance must not be computed from this one's older copies.
        forgetSettings(db);
        forgetFactorVersions(db);
        entries.clear();
        seenGlobal = versions.global;
      }
      const today: IsoDate = todayIn((await readImpactSettings(db)).businessTimeZone, now);
      const key = [call, customerId, parameters, today, versions.business, versions.global].join(
        "\u0000",
      );
      if (entries.has(key)) {
        const hit = entries.get(key) as T;
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = await compute(fixedClock);
      entries.set(key, value);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
  };
}
