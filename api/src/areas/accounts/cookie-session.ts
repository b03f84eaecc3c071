import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type Db, queryPreparedRows } from "#api/db/database.ts";
import { customerIsActiveSql } from "../customers/customers.service.ts";
import { sessions, users } from "./accounts.tables.ts";
import type { Auth } from "./auth.ts";
import { hashSessionToken } from "./hashed-session-tokens.ts";
import { loginOf, type SessionUser } from "./session-user.ts";

/**
 * The common case of a request's session, answered in one statement (docs/decisions/0071): a
 * request with only the session cookie whose session is current and needs no renewal.
 * better-auth's `getSession` answers the same in three statements (session, login, business)
 * plus its endpoint machinery, which the profile of the dashboard's calls showed to be most of
 * their cost. Nothing is cached: a session ended (logout, revoked, password set) has no row, so
 * its cookie is refused on the very next request, on every instance.
 *
 * Everything else is left to better-auth (`undefined`): no or a forged cookie, a Bearer header, a
 * session not found or expired (it deletes the cookie and the row), one due for its sliding
 * renewal (it writes the row and sends the new cookie), and the leftovers of a cookie cache.
 */
export type CookieSessionReader = (
  request: FastifyRequest,
) => Promise<SessionUser | null | undefined>;

type Row = {
  session_id: string;
  expires_at_ms: number;
  user_id: string;
  email: string;
  name: string;
  role: string | null;
  customer_id: string | null;
  business_role: string | null;
  business_active: boolean;
};

export async function createCookieSessionReader(db: Db, auth: Auth): Promise<CookieSessionReader> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const otherCookies = [
    context.authCookies.sessionData.name,
    context.authCookies.dontRememberToken.name,
  ];
  const { secret } = context;
  const { expiresIn, updateAge } = context.sessionConfig;

  return async (request) => {
    if (request.headers.authorization !== undefined) return undefined;
    const header = request.headers.cookie;
    if (typeof header !== "string") return undefined;
    const cookies = parseCookieHeader(header);
    if (otherCookies.some((name) => cookies.has(name))) return undefined;
    const token = verifiedToken(cookies.get(cookieName), secret);
    if (token === undefined) return undefined;

    const [row] = await queryPreparedRows<Row>(
      db,
      sql`select ${sessions.id} as session_id, (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as expires_at_ms,
          ${users.id} as user_id, ${users.email} as email, ${users.name} as name,
          ${users.role} as role, ${users.customerId} as customer_id,
          ${users.businessRole} as business_role,
          ${customerIsActiveSql(users.customerId)} as business_active
        from ${sessions}
        join ${users} on ${users.id} = ${sessions.userId}
        where ${sessions.token} = ${hashSessionToken(token)}`,
    );
    if (!row) return undefined;
    const now = Date.now();
    if (row.expires_at_ms <= now) return undefined;
    // better-auth's own rule for the sliding renewal (api/routes/session.mjs).
    if (row.expires_at_ms - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    const user = loginOf({
      id: row.user_id,
      email: row.email,
      name: row.name,
      role: row.role,
      customerId: row.customer_id,
      businessRole: row.business_role,
    });
    // A deactivated business's logins are signed out (as sessions.ts does on the other path).
    if (user.customerId && !row.business_active) return null;
    return { ...user, credential: { kind: "session", sessionId: row.session_id } };
  };
}

/** Cookie names to values, the first of each name, values URI-decoded (as better-call reads them). */
function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** The token of a signed cookie value (`token.base64(HMAC-SHA256)`) when its signature holds. */
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return undefined;
  }
  return token;
}
