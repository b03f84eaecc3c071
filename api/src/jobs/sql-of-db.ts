import { type SQL, sql } from "drizzle-orm";
import type { Db as PgBossDb } from "pg-boss";
import type { Db } from "#api/db/database.ts";

/** pg-boss's `$1`, `$2` … placeholders (never inside its statements' string literals). */
const PLACEHOLDER = /\$(\d+)/;

/** pg-boss's parameterised statement as a drizzle `sql` value, each `$n` bound to its value. */
function statementOf(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(PLACEHOLDER);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    // split() with a capture group alternates text and the placeholder's number.
    if (i % 2 === 0) chunks.push(sql.raw(part));
    // sql.param keeps an array one parameter (a bare array would become a list).
    else chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks);
}

/**
 * pg-boss's connection over a drizzle database or transaction: a job sent with `{ db: sqlOf(tx) }`
 * is inserted in the caller's transaction, on either driver, so it exists only if the change that
 * queued it commits. Only single parameterised statements go this way (`send`, `insert`).
 */
export function sqlOf(db: Db): PgBossDb {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(statementOf(text, values ?? []))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}
