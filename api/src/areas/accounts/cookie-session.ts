import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { loginBusinessJoinSql } from "#api/areas/customers/index.ts";
import { type AnswerVersions, answerVersionsSql } from "#api/db/answer-versions.ts";
import { type Db, preparedStatement } from "#api/db/database.ts";
import { sessions, users } from "./accounts.tables.ts";
import type { Auth } from "./auth.ts";
import { hashSessionToken } from "./hashed-session-tokens.ts";
import { loginOf, type SessionUser } from "./session-user.ts";

/**
 * The common case of a request's session, answered in one statement (docs/decisions/0071): a
 * request with only the session cookie whose session is current and needs no renewal. The same
 * statement reads the login's business (code, name, active) and its answer versions.
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
) => Promise<CookieSession | null | undefined>;

/**
 * The session's user, and what the same statement read about its business: the answer to GET
 * /api/session and the dashboard's answer versions (docs/decisions/0073), so the request needs
 * no second round trip.
 */
export type CookieSession = { user: SessionUser; readAlong: SessionReadAlong };

export type SessionReadAlong = {
  /** The login's business (code, name); null for staff. */
  business: { code: string; name: string } | null;
  /** The login's business's answer versions (impact/answer-cache.ts); its "business" part is 0 for staff. */
  answerVersions: AnswerVersions;
};

type Row = {
  session_id: string;
  expires_at_ms: number;
  user_id: string;
  email: string;
  name: string;
  role: string | null;
  customer_id: string | null;
  business_role: string | null;
  business_code: string | null;
  business_name: string | null;
  business_active: boolean | null;
  answer_version: string;
  global_answer_version: string;
};

/** The session, its login and the login's business, by the hash of the cookie's token. */
const sessionStatement = preparedStatement<Row, { tokenHash: string }>(
  () => sql`select ${sessions.id} as session_id,
      (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as expires_at_ms,
      ${users.id} as user_id, ${users.email} as email, ${users.name} as name,
      ${users.role} as role, ${users.customerId} as customer_id,
      ${users.businessRole} as business_role,
      business.code as business_code, business.name as business_name,
      business.active as business_active,
      ${answerVersionsSql(users.customerId)}
    from ${sessions}
    join ${users} on ${users.id} = ${sessions.userId}
    ${loginBusinessJoinSql(users.customerId)}
    where ${sessions.token} = ${sql.placeholder("tokenHash")}`,
);

export async function createCookieSessionReader(db: Db, auth: Auth): Promise<CookieSessionReader> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const otherCookies = [
    context.authCookies.sessionData.name,
    context.authCookies.dontRememberToken.name,
  ];
  const { secret } = context;
  const { expiresIn, updateAge } = context.sessionConfig;

  // A browser sends the same cookie on every request: its signature check and the token's hash
  // (two HMAC/SHA-256 runs) are worked out once per cookie value. Only pure results are kept;
  // whether the session still exists is asked of the database on every request.
  const hashes = new Map<string, string | undefined>();
  const tokenHashOf = (value: string | undefined): string | undefined => {
    if (!value) return undefined;
    if (hashes.has(value)) return hashes.get(value);
    const token = verifiedToken(value, secret);
    const hash = token === undefined ? undefined : hashSessionToken(token);
    if (hashes.size >= 10_000) hashes.clear();
    hashes.set(value, hash);
    return hash;
  };

  return async (request) => {
    if (request.headers.authorization !== undefined) return undefined;
    const header = request.headers.cookie;
    if (typeof header !== "string") return undefined;
    const cookies = parseCookieHeader(header);
    if (otherCookies.some((name) => cookies.has(name))) return undefined;
    const tokenHash = tokenHashOf(cookies.get(cookieName));
    if (tokenHash === undefined) return undefined;

    const [row] = await sessionStatement(db, { tokenHash });
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
    if (user.customerId && row.business_active !== true) return null;
    return {
      user: { ...user, credential: { kind: "session", sessionId: row.session_id } },
      readAlong: {
        business:
          row.business_code !== null && row.business_name !== null
            ? { code: row.business_code, name: row.business_name }
            : null,
        answerVersions: { business: row.answer_version, global: row.global_answer_version },
      },
    };
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
