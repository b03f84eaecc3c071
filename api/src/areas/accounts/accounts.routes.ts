import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import type { SessionInfo } from "@filtercycle/contract/accounts";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { type AreaRoutes, NO_STORE } from "#api/http/scopes.ts";
import { findCustomerById } from "../customers/customers.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { invitationEmail } from "../mail/templates.ts";
import { accounts, users } from "./accounts.tables.ts";
import type { Auth } from "./auth.ts";
import { INVITATION_DAYS, inviteCustomerLogin } from "./invitations.ts";
import type { createLoginLimits } from "./login-limits.ts";
import { forwardCookies, loginOf, type SessionUser, signedInUser } from "./sessions.ts";

export type AccountsRoutesOptions = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  limits: ReturnType<typeof createLoginLimits>;
  publicUrl: string;
};

async function sessionInfo(
  db: Db,
  user: Omit<SessionUser, "token">,
  token: string,
): Promise<SessionInfo> {
  const customer = user.customerId ? await findCustomerById(db, user.customerId) : undefined;
  return {
    token,
    customerId: customer?.code ?? null,
    customerName: customer?.name ?? user.name,
    role: user.role,
    email: user.email,
    name: user.name,
  };
}

function signIn(auth: Auth, headers: FastifyRequest["headers"], email: string, password: string) {
  return auth.api.signInEmail({
    body: { email, password },
    headers: fromNodeHeaders(headers),
    returnHeaders: true,
  });
}

/**
 * The login a password link belongs to when that login has no password yet (an invitation),
 * else undefined (a reset of an existing password, or a link that is no longer valid).
 */
async function inviteeOfLink(
  db: Db,
  auth: Auth,
  token: string,
): Promise<Omit<SessionUser, "token"> | undefined> {
  const context = await auth.$context;
  const link = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, link.value));
  if (!user) return undefined;
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  if (credential) return undefined;
  return loginOf(user);
}

/** Logging in and out and the password links: thin routes over better-auth. */
const publicAccountRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { db, auth, limits, publicUrl } = options;

  endpointRoute(app, "login", async (request, reply) => {
    // The answer carries a session token: no cache keeps it (like every signed-in answer).
    reply.header("Cache-Control", NO_STORE);
    const { email, password } = request.body;
    const attempt = await limits.take("login", email, request.ip);
    let signedIn: Awaited<ReturnType<typeof signIn>>;
    try {
      signedIn = await signIn(auth, request.headers, email, password);
    } catch (err) {
      // Only a wrong e-mail or password counts as a failed attempt.
      if (err instanceof APIError && err.statusCode === 401) {
        throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
      }
      await attempt.giveBack();
      throw err;
    }
    await attempt.giveBack();
    const { headers, response } = signedIn;
    forwardCookies(reply, headers);
    const user = response.user as typeof response.user & {
      role?: string;
      customerId?: string | null;
    };
    return sessionInfo(
      db,
      {
        userId: user.id,
        email: user.email,
        name: user.name,
        role: user.role === "admin" ? "admin" : "customer",
        customerId: user.customerId ?? null,
      },
      response.token,
    );
  });

  endpointRoute(app, "logout", async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    // Idempotent (PRODUCT.md): 200 whether the session was live or already gone.
    try {
      const { headers } = await auth.api.signOut({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
    } catch (err) {
      if (!(err instanceof APIError)) throw err;
      await clearSessionCookie(auth, reply);
    }
    return { ok: true as const };
  });

  endpointRoute(app, "forgotPassword", async (request) => {
    const { email } = request.body;
    // Every request counts (and is never given back): each one may send an e-mail.
    await limits.take("forgot", email, request.ip);
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: `${publicUrl}/reset-password` },
      headers: fromNodeHeaders(request.headers),
    });
    return { message: ACCOUNT_MESSAGES.forgotConfirmation };
  });

  endpointRoute(app, "resetPassword", async (request, reply) => {
    const { token, newPassword } = request.body;
    // An invitee's login has no password yet: setting the first one also signs it in.
    const invitee = await inviteeOfLink(db, auth, token);
    try {
      await auth.api.resetPassword({
        body: request.body,
        headers: fromNodeHeaders(request.headers),
      });
    } catch (err) {
      if (err instanceof APIError && err.statusCode === 400) {
        throw new HttpError(400, ACCOUNT_MESSAGES.resetLinkInvalid, [
          { field: "token", message: "has expired or has already been used" },
        ]);
      }
      throw err;
    }
    if (!invitee) return { message: ACCOUNT_MESSAGES.passwordChanged };
    // The answer carries a session token: no cache keeps it.
    reply.header("Cache-Control", NO_STORE);
    const { headers, response } = await signIn(auth, request.headers, invitee.email, newPassword);
    forwardCookies(reply, headers);
    return {
      message: ACCOUNT_MESSAGES.accountReady,
      session: await sessionInfo(db, invitee, response.token),
    };
  });
};

/** The signed-in login (customer scope: any session). */
const signedInAccountRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "session", async (request) => {
    const user = signedInUser(request);
    return sessionInfo(db, user, user.token);
  });
};

/** Staff invite customer logins. */
const staffAccountRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, auth, mailer, publicUrl },
) => {
  endpointRoute(app, "createInvitation", async (request, reply) => {
    const { email, name, customerId } = request.body;
    const invitation = await inviteCustomerLogin(db, auth, {
      email,
      name,
      customerCode: customerId,
    });
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(invitation.token)}&invite=1`;
    const message = invitationEmail(name, invitation.businessName, link, INVITATION_DAYS);
    await mailer.send({ to: email, ...message });
    return reply
      .code(201)
      .send({ userId: invitation.userId, email, expiresAt: invitation.expiresAt.toISOString() });
  });
};

/** SPEC.md / PRODUCT.md account endpoints, by scope. */
export const accountsRoutes: AreaRoutes<AccountsRoutesOptions> = {
  public: publicAccountRoutes,
  customer: signedInAccountRoutes,
  staff: staffAccountRoutes,
};

async function clearSessionCookie(auth: Auth, reply: FastifyReply): Promise<void> {
  const context = await auth.$context;
  const cookie = context.authCookies.sessionToken;
  const attributes = cookie.attributes;
  reply.header(
    "set-cookie",
    `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${attributes.secure ? "; Secure" : ""}`,
  );
}
