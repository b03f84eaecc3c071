import { eq } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { verifications } from "./accounts.tables.ts";

/**
 * Ends every outstanding reset and invitation link of a login. Both are better-auth
 * `reset-password:<token>` verification rows whose value is the user's id (the identifier itself
 * is stored hashed, so the value is what names the login). Called whenever a password is set:
 * a link mailed before that moment must not set it again (docs/decisions/0050).
 */
export async function endPasswordLinks(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.value, userId));
}
