import type { LoginItem } from "@filtercycle/contract/customers/admin-customers";
import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { accounts, users } from "./accounts.tables.ts";
import { endPasswordLinks } from "./password-links.ts";

/** Whose logins a list shows: one business's, or staff's. */
export type LoginsOf = { customerId: string } | { staff: true };

function whereOf(of: LoginsOf): SQL {
  return "customerId" in of
    ? eq(users.customerId, of.customerId)
    : inArray(users.role, ["admin", "collector"]);
}

/** The logins' columns with "has no password yet" (an invitation not accepted). */
function loginsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      businessRole: users.businessRole,
      customerId: users.customerId,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      credentialId: accounts.id,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(where);
}

type LoginRow = Awaited<ReturnType<typeof loginsQuery>>[number];

function itemOf(row: LoginRow): LoginItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    invitationPending: row.credentialId === null,
    createdAt: row.createdAt.toISOString(),
    ...(row.businessRole ? { businessRole: row.businessRole } : {}),
    ...(row.role === "customer" ? {} : { staffRole: row.role }),
  };
}

/** A page of logins, by name then e-mail. */
export async function listLogins(
  db: Db,
  of: LoginsOf,
  page: { page: number; pageSize: number },
): Promise<{ items: LoginItem[]; total: number }> {
  const rows = await loginsQuery(db, whereOf(of))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(whereOf(of));
  return { items: rows.map(itemOf), total: count?.n ?? 0 };
}

/** One login as the lists show it, with its role and business (uuid); 404 when there is none. */
export async function loginById(db: Db, id: string) {
  const [row] = await loginsQuery(db, eq(users.id, id));
  if (!row) throw new HttpError(404, "No login has this id.");
  return { item: itemOf(row), role: row.role, customerId: row.customerId };
}

/** Refuses a new invitation link for a login that already chose its password. */
export async function pendingInvitee(db: Db, id: string) {
  const login = await loginById(db, id);
  if (!login.item.invitationPending) {
    throw new HttpError(
      409,
      `${login.item.email} has already chosen a password: they can use "Forgot password" instead.`,
    );
  }
  return login;
}

/** Ends the login's outstanding links (the new one is made by the caller), audited. */
export async function endInvitationLinks(
  db: Db,
  actor: AuditActor,
  login: { item: LoginItem; customerId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await endPasswordLinks(tx, login.item.id);
    await recordAudit(tx, {
      actor,
      entity: "login",
      entityId: login.item.id,
      customerId: login.customerId,
      action: "resend-invitation",
      before: null,
      after: { email: login.item.email, name: login.item.name },
    });
  });
}

/**
 * Revokes a login: the login, its sessions, password and links are removed (the audit entry
 * keeps who it was). A staff member cannot revoke their own login.
 */
export async function revokeLogin(db: Db, actor: AuditActor, id: string): Promise<void> {
  if (actor.id === id) {
    throw new HttpError(409, "You cannot revoke your own login. Ask another staff member.");
  }
  const login = await loginById(db, id);
  await db.transaction(async (tx) => {
    await endPasswordLinks(tx, id);
    // Sessions and the password go with the login (foreign keys ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, {
      actor,
      entity: "login",
      entityId: id,
      customerId: login.customerId,
      action: "revoke",
      before: { email: login.item.email, name: login.item.name, role: login.role },
      after: null,
    });
  });
}

/** Stamps a successful sign-in (login, or an invitee's first password). */
export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

/** A business's logins (who its notices are e-mailed to). */
export function loginsOfBusiness(db: Db, customerId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.email));
}

/** The businesses with at least one login (the monthly summary's). */
export async function businessesWithLogins(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: users.customerId })
    .from(users)
    .where(sql`${users.customerId} is not null`);
  return rows.map((r) => r.customerId as string);
}

/** The language a login chose for its screens and mails (issue 29), English until it chooses. */
export async function loginLanguage(db: Db, id: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, id));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A login's e-mail address, or undefined when it is gone. */
export async function loginEmail(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

/** The collector logins (the day's plan splits the stops between them), by name. */
export async function collectorLogins(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, "collector"))
    .orderBy(asc(users.name), asc(users.id));
}
