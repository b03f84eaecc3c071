import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

// The answer versions (docs/decisions/0073) that the impact area's answer cache keys on and the
// session check reads along; here, below the areas, since both the accounts and the impact area
// use them.

/** A business's version and the global one, as text (0 before the first write). */
export type AnswerVersions = { business: string; global: string };

/**
 * The business's and the global version as two columns (`answer_version`,
 * `global_answer_version`) of a statement that has the business's id: the session check reads
 * them in its own statement, so a cached answer costs the request no second round trip
 * (docs/decisions/0073).
 */
export function answerVersionsSql(customerId: SQL | AnyPgColumn): SQL {
  return sql`coalesce((select version from answer_versions where scope = (${customerId})::text), 0)::text as answer_version,
      coalesce((select version from answer_versions where scope = 'global'), 0)::text as global_answer_version`;
}
