import type { Role } from "@filtercycle/contract/account-rules";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { HttpError } from "../../http/problem.ts";
import type { Auth } from "./auth.ts";

export type SessionUser = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The business a customer login is bound to (uuid); null for staff. */
  customerId: string | null;
  /** The session token itself (what the cookie and a Bearer header carry). */
  token: string;
};

/** Copies Set-Cookie headers from better-auth's answer onto ours (login, refresh, logout). */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The session of a request, from its cookie or `Authorization: Bearer` token, looked up once per
 * request. A session used after a day gets its 30 days renewed; the new cookie goes out with the answer.
 */
export function sessionOf(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = (async () => {
      const { headers, response } = await auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      if (!response) return null;
      const user = response.user as typeof response.user & {
        role?: string;
        customerId?: string | null;
      };
      return {
        userId: user.id,
        email: user.email,
        name: user.name,
        role: user.role === "admin" ? "admin" : "customer",
        customerId: user.customerId ?? null,
        token: response.session.token,
      };
    })();
    resolved.set(request, pending);
  }
  return pending;
}

/** 401 without a session; 403 when the session's role is not one of `roles`. */
export async function requireSession(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  roles?: readonly Role[],
): Promise<SessionUser> {
  const user = await sessionOf(auth, request, reply);
  if (!user) throw new HttpError(401, ACCOUNT_MESSAGES.sessionEnded);
  if (roles && !roles.includes(user.role)) {
    throw new HttpError(
      403,
      roles.includes("admin") ? ACCOUNT_MESSAGES.staffOnly : ACCOUNT_MESSAGES.customersOnly,
    );
  }
  return user;
}

/** A preHandler for routes that need a session (optionally of given roles). */
export function sessionRequired(auth: Auth, roles?: readonly Role[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    await requireSession(auth, request, reply, roles);
  };
}

/** What other areas get to check sessions, without knowing the auth library. */
export type SessionGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
  roles?: readonly Role[],
) => Promise<SessionUser>;

export function createSessionGuard(auth: Auth): SessionGuard {
  return (request, reply, roles) => requireSession(auth, request, reply, roles);
}
