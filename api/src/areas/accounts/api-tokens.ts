import { createHash, randomBytes } from "node:crypto";
import {
  API_TOKEN_BYTES,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_LOGIN,
  API_TOKENS_REVOKED_SHOWN,
  type ApiTokenRevokedReason,
} from "@filtercycle/contract/accounts/api-token-rules";
import type { ApiToken, ApiTokenList } from "@filtercycle/contract/accounts/api-tokens";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#api/areas/audit/index.ts";
import { isCustomerActive } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { personalAccessTokens, sessions, users } from "./accounts.tables.ts";
import { loginOf, type SessionUser } from "./session-user.ts";

/**
 * Personal access tokens (docs/decisions/0067): `fcp_` and 32 random bytes, shown once; the
 * table keeps a SHA-256 of the whole token, so a leaked table lets no one in. A token acts for
 * its customer login, read-only (the scope checks in http/scopes.ts refuse everything else).
 */

/** A used token's last use is stamped at most this often, so a busy client does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** Longer than any token we make: a header this long is refused without hashing it. */
const MAX_TOKEN_LENGTH = 200;

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function newToken(): string {
  return API_TOKEN_PREFIX + randomBytes(API_TOKEN_BYTES).toString("base64url");
}

function itemOf(row: typeof personalAccessTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * The login's live tokens, oldest first (the order they were made in), and its most recently
 * ended ones with why they ended (a client that stopped working after a password change can see
 * that it was the change, docs/decisions/0076).
 */
export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenList> {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(asc(personalAccessTokens.createdAt), asc(personalAccessTokens.id));
  const ended = await db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), isNotNull(personalAccessTokens.revokedAt)))
    .orderBy(desc(personalAccessTokens.revokedAt), asc(personalAccessTokens.id))
    .limit(API_TOKENS_REVOKED_SHOWN);
  return {
    items: rows.map(itemOf),
    revoked: ended.map((row) => ({
      ...itemOf(row),
      revokedAt: (row.revokedAt ?? row.createdAt).toISOString(),
      revokedReason: row.revokedReason ?? "revoked by you",
    })),
  };
}

/** Makes a token for a customer login; the answer holds the token itself, this once. */
export async function createApiToken(
  db: Db,
  actor: AuditActor,
  login: { userId: string; customerId: string },
  name: string,
): Promise<{ token: string; item: ApiToken }> {
  const token = newToken();
  return db.transaction(async (tx) => {
    // Counted under the login's row lock, so simultaneous creations cannot pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, login.userId)).for("update");
    const [live] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(personalAccessTokens)
      .where(
        and(eq(personalAccessTokens.userId, login.userId), isNull(personalAccessTokens.revokedAt)),
      );
    if ((live?.n ?? 0) >= API_TOKENS_PER_LOGIN)
      throw new HttpError(409, API_TOKEN_MESSAGES.tooMany).withSaid("tokens.tooMany", {
        max: API_TOKENS_PER_LOGIN,
      });
    const [row] = await tx
      .insert(personalAccessTokens)
      .values({
        userId: login.userId,
        customerId: login.customerId,
        name,
        tokenHash: hashApiToken(token),
      })
      .returning();
    if (!row) throw new Error("the token's row was not stored");
    await recordAudit(tx, {
      actor,
      entity: "api-token",
      entityId: row.id,
      customerId: login.customerId,
      action: "create",
      before: null,
      after: { name, login: login.userId },
    });
    return { token, item: itemOf(row) };
  });
}

/** Revokes one of the login's live tokens; 404 when it has none with this id. */
export async function revokeApiToken(
  db: Db,
  actor: AuditActor,
  userId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(personalAccessTokens)
      .set({ revokedAt: new Date(), revokedReason: "revoked by you" })
      .where(
        and(
          eq(personalAccessTokens.id, id),
          eq(personalAccessTokens.userId, userId),
          isNull(personalAccessTokens.revokedAt),
        ),
      )
      .returning();
    if (!row) throw new HttpError(404, API_TOKEN_MESSAGES.notFound).withSaid("tokens.notFound");
    await auditRevoke(tx, actor, row, null);
  });
}

/** The audit entry of an ended token: its name and login (never its secret), and why it ended. */
function auditRevoke(
  tx: Db,
  actor: AuditActor,
  row: typeof personalAccessTokens.$inferSelect,
  after: { reason: string } | null,
) {
  return recordAudit(tx, {
    actor,
    entity: "api-token",
    entityId: row.id,
    customerId: row.customerId,
    action: "revoke",
    before: { name: row.name, login: row.userId },
    after,
  });
}

/**
 * Ends every live token of a login because its password was changed or reset (issue 25): a
 * token made by whoever knew the old password must not outlive it. Each is audited.
 */
export async function revokeAllApiTokens(
  db: Db,
  actor: AuditActor,
  userId: string,
  reason: Exclude<ApiTokenRevokedReason, "revoked by you">,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(personalAccessTokens)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
      .returning();
    for (const row of rows) {
      await auditRevoke(tx, actor, row, { reason });
    }
  });
}

/**
 * Ends every session and live API token of a business's logins because staff deactivated it:
 * reactivating the business brings none back (each login signs in again and makes new tokens).
 * Runs in the deactivation's transaction; each token's end is audited.
 */
export async function endBusinessAccess(
  tx: Db,
  actor: AuditActor,
  customerId: string,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      inArray(
        sessions.userId,
        tx.select({ id: users.id }).from(users).where(eq(users.customerId, customerId)),
      ),
    );
  const reason = "business deactivated" satisfies ApiTokenRevokedReason;
  const rows = await tx
    .update(personalAccessTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(personalAccessTokens.customerId, customerId), isNull(personalAccessTokens.revokedAt)),
    )
    .returning();
  for (const row of rows) await auditRevoke(tx, actor, row, { reason });
}

/**
 * The login a Bearer token acts for, or null: an unknown, malformed or revoked token, a login no
 * longer bound to the token's business, or a deactivated business. Stamps the token's last use.
 */
export async function userOfApiToken(db: Db, token: string): Promise<SessionUser | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(
      and(
        eq(personalAccessTokens.tokenHash, hashApiToken(token)),
        isNull(personalAccessTokens.revokedAt),
      ),
    );
  if (!row) return null;
  const user = loginOf(row.user);
  if (user.role !== "customer" || user.customerId !== row.token.customerId) return null;
  if (!(await isCustomerActive(db, row.token.customerId))) return null;
  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    const staleBefore = new Date(Date.now() - LAST_USED_RESOLUTION_MS);
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date() })
      .where(
        and(
          eq(personalAccessTokens.id, row.token.id),
          // Simultaneous calls stamp it once.
          or(
            isNull(personalAccessTokens.lastUsedAt),
            lt(personalAccessTokens.lastUsedAt, staleBefore),
          ),
        ),
      );
  }
  return { ...user, credential: { kind: "apiToken", tokenId: row.token.id } };
}
