import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { users } from "./accounts.tables.ts";

/**
 * A business's owner logins, and `alsoUserId` when it is one of its logins (the requester of a
 * payout), once each, by e-mail: who hears about money the business is owed.
 */
export async function ownersAndLogin(
  db: Db,
  customerId: string,
  alsoUserId: string | null,
): Promise<{ id: string; email: string; language: "en" | "gu" | "hi" | null }[]> {
  const owners = eq(users.businessRole, "owner");
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        alsoUserId ? or(owners, eq(users.id, alsoUserId)) : owners,
      ),
    )
    .orderBy(asc(users.email));
}
