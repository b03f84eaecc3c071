import { OWNER_ONLY_MESSAGE } from "@filtercycle/contract/accounts/account-rules";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isCustomerActive } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import type { SessionLookup } from "#api/http/scopes.ts";
import { userOfApiToken } from "./api-tokens.ts";
import type { Auth } from "./auth.ts";
import {
  type CookieSessionReader,
  createCookieSessionReader,
  type SessionReadAlong,
} from "./cookie-session.ts";
import { loginOf, type SessionUser } from "./session-user.ts";

export type { Credential, SessionUser } from "./session-user.ts";
export { loginOf } from "./session-user.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's session, resolved once before any route hook runs; null without one. */
    user: SessionUser | null;
    /**
     * The request sent `Authorization: Bearer …` that is no valid personal access token (a
     * session token among them): its 401 says so.
     */
    bearerRefused: boolean;
    /**
     * What the session check's statement also read about the login's business (its code and
     * name, the dashboard's answer versions); null when the session came another way (a token,
     * better-auth's path). Only a saving: whoever reads it reads the same from the database
     * without it.
     */
    sessionReadAlong: SessionReadAlong | null;
  }
}

/** Copies Set-Cookie headers from better-auth's answer onto ours (login, refresh, logout). */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** The token of an `Authorization: Bearer …` header; undefined without one (or another scheme). */
function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(header);
  // Another scheme (Basic from a proxy in front of a staging site) is not ours to judge.
  if (!match) return /^Bearer\b/i.test(header) ? "" : undefined;
  return match[1] ?? "";
}

/**
 * The session of a request: a `Bearer` token when one is sent (only personal access tokens are;
 * a session token there is refused, docs/decisions/0067), else the session cookie. A session used
 * after a day gets its 30 days renewed; the new cookie goes out with the answer.
 */
async function sessionOf(
  db: Db,
  auth: Auth,
  cookieSession: CookieSessionReader,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const bearer = bearerTokenOf(request);
  if (bearer !== undefined) {
    const user = await userOfApiToken(db, bearer);
    request.bearerRefused = user === null;
    return user;
  }
  // The common case in one statement; better-auth decides every other (cookie-session.ts).
  const current = await cookieSession(request);
  if (current !== undefined) {
    request.sessionReadAlong = current?.readAlong ?? null;
    return current?.user ?? null;
  }
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  forwardCookies(reply, headers);
  if (!response) return null;
  const user = loginOf(response.user);
  // A deactivated business's logins are signed out from their next request (the session row
  // stays, so reactivation restores it).
  if (user.customerId && !(await isCustomerActive(db, user.customerId))) return null;
  return { ...user, credential: { kind: "session", sessionId: response.session.id } };
}

/**
 * Sessions as request state: decorates every request of `app` with `request.user` (null) and
 * returns the lookup that fills it in, which http/scopes.ts runs in the customer and staff scopes
 * before their check (so the check and the handler read the same value, and a logged-out caller
 * is answered before anything reads the query or body). Public routes do no lookup: none reads a
 * session, and it was most of a public request's cost (docs/decisions/0080). Called on the API's
 * own instance, not registered as a plugin, so the decoration is seen by every scope below it.
 */
export function registerSessions(app: FastifyInstance, auth: Auth, db: Db): SessionLookup {
  app.decorateRequest("user", null);
  app.decorateRequest("bearerRefused", false);
  app.decorateRequest("sessionReadAlong", null);
  let cookieSession: Promise<CookieSessionReader> | undefined;
  return async (request, reply) => {
    cookieSession ??= createCookieSessionReader(db, auth);
    request.user = await sessionOf(db, auth, await cookieSession, request, reply);
  };
}

/** The session of a request in the customer or staff scope (whose check let only sessions in). */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("signedInUser outside the customer and staff scopes");
  return request.user;
}

/**
 * Refuses (403) anyone but an owner of the business: viewers, and staff in the support view
 * (they act from the console). For customer-scope routes that change the business's data.
 */
export function requireOwner(request: FastifyRequest): SessionUser {
  const user = signedInUser(request);
  if (user.role !== "customer" || user.businessRole !== "owner") {
    throw new HttpError(403, OWNER_ONLY_MESSAGE).withSaid("account.ownerOnly");
  }
  return user;
}
