import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { accounts, users } from "./accounts.tables.ts";
import { hashPassword } from "./password.ts";

export type NewLogin = {
  email: string;
  name: string;
  password: string;
} & (
  | { role: "customer"; customerId: string; businessRole?: "owner" | "viewer" }
  | { role: "admin" | "collector"; customerId?: undefined; businessRole?: undefined }
);

/**
 * Creates a login with an e-mail + password credential (argon2id), in better-auth's tables.
 * A new login has no reset or invitation link yet; any later way of setting a password must call
 * `endPasswordLinks` (password-links.ts) as the reset does.
 */
export async function createLogin(db: Db, login: NewLogin): Promise<{ id: string }> {
  const id = randomUUID();
  const passwordHash = await hashPassword(login.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email: login.email.toLowerCase(),
      name: login.name,
      emailVerified: true,
      role: login.role,
      customerId: login.customerId ?? null,
      // A customer login is its business's owner unless created as a viewer (issue 14).
      businessRole: login.role === "customer" ? (login.businessRole ?? "owner") : null,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
    });
  });
  return { id };
}

export async function countLogins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** How many logins a business has (invitations not yet accepted included). */
export async function countLoginsOf(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.customerId, customerId));
  return row?.n ?? 0;
}
