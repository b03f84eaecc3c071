import type { Account, AccountUpdate } from "@filtercycle/contract/accounts/accounts";
import { eq } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { users } from "./accounts.tables.ts";

/** The signed-in login's own settings (GET /api/account; issue 29). */
export async function accountOf(db: Db, userId: string): Promise<Account> {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(404, "This login no longer exists.").withSaid("account.loginGone");
  return { email: row.email, name: row.name, language: row.language ?? null };
}

/** PATCH /api/account: the body is checked by the contract; only the login's own row changes. */
export async function updateAccount(
  db: Db,
  userId: string,
  update: AccountUpdate,
): Promise<Account> {
  await db
    .update(users)
    .set({ language: update.language, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return accountOf(db, userId);
}
