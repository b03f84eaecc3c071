import {
  type BusinessRole,
  OWNER_ONLY_MESSAGE,
  type Role,
} from "@filtercycle/contract/account-rules";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { isCustomerActive } from "../customers/customers.service.ts";
import type { Auth } from "./auth.ts";
import { type CookieSessionReader, createCookieSessionReader } from "./cookie-session.ts";

export type SessionUser = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The business a customer login is bound to (uuid); null for staff. */
  customerId: string | null;
  /** A customer login's role in its business; null for staff. */
  businessRole: BusinessRole | null;
  /** The session token itself (what the cookie and a Bearer header carry). */
  token: string;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The request's session, resolved once before any route hook runs; null without one. */
    user: SessionUser | null;
  }
}

/** Copies Set-Cookie headers from better-auth's answer onto ours (login, refresh, logout). */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/**
 * The session of a request, from its cookie or `Authorization: Bearer` token. A session used
 * after a day gets its 30 days renewed; the new cookie goes out with the answer.
 */
async function sessionOf(
  db: Db,
  auth: Auth,
  cookieSession: CookieSessionReader,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  // The common case in one statement; better-auth decides every other (cookie-session.ts).
  const current = await cookieSession(request);
  if (current !== undefined) return current;
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
  return { ...user, token: response.session.token };
}

/** A login row (better-auth's user with our additional fields) as the session's user. */
export function loginOf(user: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  customerId?: string | null;
  businessRole?: string | null;
}): Omit<SessionUser, "token"> {
  const role = user.role === "admin" ? "admin" : "customer";
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role,
    customerId: user.customerId ?? null,
    // Anything but "owner" on a customer login is read as the lesser role.
    businessRole: role === "admin" ? null : user.businessRole === "owner" ? "owner" : "viewer",
  };
}

/**
 * Sessions as request state: every request to `app`'s routes gets `request.user`, looked up once
 * in `onRequest` (so the scopes' checks and the handlers read the same value, and a logged-out
 * caller is answered before anything reads the query or body). Called on the API's own instance,
 * not registered as a plugin, so the decoration is seen by every scope below it.
 */
export function registerSessions(app: FastifyInstance, auth: Auth, db: Db): void {
  app.decorateRequest("user", null);
  let cookieSession: Promise<CookieSessionReader> | undefined;
  app.addHook("onRequest", async (request, reply) => {
    cookieSession ??= createCookieSessionReader(db, auth);
    request.user = await sessionOf(db, auth, await cookieSession, request, reply);
  });
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
    throw new HttpError(403, OWNER_ONLY_MESSAGE);
  }
  return user;
}
