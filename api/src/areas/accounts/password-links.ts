import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { verifications } from "./accounts.tables.ts";

/**
 * Ends every outstanding reset and invitation link of a login. Both are better-auth
 * `reset-password:<token>` verification rows whose value is the user's id (the identifier itself
 * is stored hashed, so the value is what names the login). Called whenever a password is set:
 * a link mailed before that moment must not set it again (docs/decisions/0050); and when a new
 * reset link is made, with `except` naming its stored identifier, so only the newest link works
 * (docs/decisions/0076).
 */
export async function endPasswordLinks(
  db: Db,
  userId: string,
  options: { except?: string } = {},
): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        options.except === undefined ? undefined : ne(verifications.identifier, options.except),
      ),
    );
}
