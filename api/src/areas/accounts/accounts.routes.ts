import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import type { SessionInfo } from "@filtercycle/contract/accounts/accounts";
import { DEFAULT_LANGUAGE } from "@filtercycle/contract/languages";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "#api/areas/audit/index.ts";
import {
  findCustomerByCode,
  findCustomerById,
  isCustomerActive,
} from "#api/areas/customers/index.ts";
import type { Mailer } from "#api/areas/mail/index.ts";
import {
  collectorInvitationEmail,
  invitationEmail,
  linkIn,
  staffInvitationEmail,
} from "#api/areas/mail/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { said, sayTo } from "#api/http/said.ts";
import { type AreaRoutes, NO_STORE } from "#api/http/scopes.ts";
import { wrongCurrentPassword } from "./account-refusals.ts";
import { accountOf, updateAccount } from "./account-settings.ts";
import { accounts, users } from "./accounts.tables.ts";
import { apiTokenRoutes } from "./api-tokens.routes.ts";
import { revokeAllApiTokens } from "./api-tokens.ts";
import type { Auth } from "./auth.ts";
import type { SessionReadAlong } from "./cookie-session.ts";
import {
  createInvitationLink,
  INVITATION_DAYS,
  inviteCustomerLogin,
  inviteLogin,
} from "./invitations.ts";
import type { createLoginLimits } from "./login-limits.ts";
import {
  endInvitationLinks,
  listLogins,
  loginById,
  loginLanguage,
  pendingInvitee,
  recordSignIn,
  revokeLogin,
} from "./logins.ts";
import { refuseWeakPassword } from "./password-strength.ts";
import { forwardCookies, loginOf, type SessionUser, signedInUser } from "./sessions.ts";
import { accountSessionRoutes, teamRoutes } from "./team.routes.ts";

export type AccountsRoutesOptions = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  limits: ReturnType<typeof createLoginLimits>;
  publicUrl: string;
};

/**
 * The answer to a login and to GET /api/session. Its `token` (SPEC.md §3's localStorage key) is
 * only a marker of the logged-in state: the session's public id (the one the Sessions panel
 * lists), never its secret, which stays in the HttpOnly cookie (docs/decisions/0067).
 */
async function sessionInfo(
  db: Db,
  user: Omit<SessionUser, "credential">,
  marker: string,
  readAlong?: SessionReadAlong | null,
): Promise<SessionInfo> {
  const customer = !user.customerId
    ? undefined
    : (readAlong?.business ?? (await findCustomerById(db, user.customerId)));
  return {
    token: marker,
    customerId: customer?.code ?? null,
    customerName: customer?.name ?? user.name,
    role: user.role,
    businessRole: user.businessRole,
    email: user.email,
    name: user.name,
    userId: user.userId,
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
 * The login a valid password link belongs to, and whether it has a password yet (a reset) or
 * not (an invitation); undefined for a link that is no longer valid.
 */
async function loginOfLink(
  db: Db,
  auth: Auth,
  token: string,
): Promise<{ login: Omit<SessionUser, "credential">; invited: boolean } | undefined> {
  const context = await auth.$context;
  const link = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, link.value));
  if (!user) return undefined;
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  return { login: loginOf(user), invited: !credential };
}

/** Logging in and out and the password links: thin routes over better-auth. */
const publicAccountRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { db, auth, limits, publicUrl } = options;

  endpointRoute(app, "login", async (request, reply) => {
    // The answer is a login's data: no cache keeps it (like every signed-in answer).
    reply.header("Cache-Control", NO_STORE);
    const { email, password } = request.body;
    const attempt = await limits.take("login", email, request.ip);
    let signedIn: Awaited<ReturnType<typeof signIn>>;
    try {
      signedIn = await signIn(auth, request.headers, email, password);
    } catch (err) {
      // Only a wrong e-mail or password counts as a failed attempt.
      if (err instanceof APIError && err.statusCode === 401) {
        throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials).withSaid(
          "account.invalidCredentials",
        );
      }
      await attempt.giveBack();
      throw err;
    }
    await attempt.giveBack();
    const { headers, response } = signedIn;
    const user = response.user as typeof response.user & {
      role?: string;
      customerId?: string | null;
    };
    // A deactivated business's logins are refused (after the password, so the answer says
    // nothing about an address to someone who does not know its password).
    if (user.customerId && !(await isCustomerActive(db, user.customerId))) {
      await endSession(auth, response.token);
      throw new HttpError(403, ACCOUNT_MESSAGES.businessDeactivated).withSaid(
        "account.businessDeactivated",
      );
    }
    forwardCookies(reply, headers);
    await recordSignIn(db, user.id);
    return sessionInfo(db, loginOf(user), await sessionIdOf(auth, response.token));
  });

  /** Ends the request's session (its cookie is cleared): 200 whether it was live or not. */
  const logOut = async (request: FastifyRequest, reply: FastifyReply) => {
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
  };

  // SPEC.md's GET. A GET can be sent by any site's link or image, with the session cookie
  // (SameSite=Lax lets top-level links through): the browser's `Sec-Fetch-Site` says who sent
  // it, and only our own pages, a typed address or a client without the header log out.
  endpointRoute(app, "logout", async (request, reply) => {
    if (!isOwnRequest(request)) {
      reply.header("Cache-Control", NO_STORE);
      return { ok: true as const };
    }
    return logOut(request, reply);
  });

  // The web's Logout: another site's page cannot send a POST here (same-origin.ts).
  endpointRoute(app, "logoutPost", logOut);

  endpointRoute(app, "forgotPassword", async (request) => {
    const { email } = request.body;
    // Every request counts (and is never given back): each one may send an e-mail.
    await limits.take("forgot", email, request.ip);
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: `${publicUrl}/reset-password` },
      headers: fromNodeHeaders(request.headers),
    });
    return {
      message: sayTo(request, ACCOUNT_MESSAGES.forgotConfirmation, "account.forgotConfirmation"),
    };
  });

  endpointRoute(app, "resetPassword", async (request, reply) => {
    const { token, newPassword } = request.body;
    const ofLink = await loginOfLink(db, auth, token);
    // A link that is no longer valid is answered as such below, whatever the password.
    if (ofLink) await refuseWeakPassword(newPassword, ofLink.login);
    // An invitee's login has no password yet: setting the first one also signs it in.
    const invitee = ofLink?.invited ? ofLink.login : undefined;
    try {
      await auth.api.resetPassword({
        body: request.body,
        headers: fromNodeHeaders(request.headers),
      });
    } catch (err) {
      if (err instanceof APIError && err.statusCode === 400) {
        throw new HttpError(
          400,
          ACCOUNT_MESSAGES.resetLinkInvalid,
          [
            {
              field: "token",
              message: "has expired or has already been used",
              said: said("account.resetTokenField"),
            },
          ],
          undefined,
          said("account.resetLinkInvalid"),
        );
      }
      throw err;
    }
    const changed = {
      message: sayTo(request, ACCOUNT_MESSAGES.passwordChanged, "account.passwordChanged"),
    };
    if (!invitee) return changed;
    // A deactivated business's invitee has a password now but is not signed in.
    if (invitee.customerId && !(await isCustomerActive(db, invitee.customerId))) return changed;
    // The answer is a login's data: no cache keeps it.
    reply.header("Cache-Control", NO_STORE);
    const { headers, response } = await signIn(auth, request.headers, invitee.email, newPassword);
    forwardCookies(reply, headers);
    await recordSignIn(db, invitee.userId);
    return {
      message: sayTo(request, ACCOUNT_MESSAGES.accountReady, "account.accountReady"),
      session: await sessionInfo(db, invitee, await sessionIdOf(auth, response.token)),
    };
  });
};

/** The signed-in login (customer scope: any session, staff included). */
const signedInAccountRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, auth },
) => {
  endpointRoute(app, "session", async (request) => {
    const user = signedInUser(request);
    const { credential } = user;
    return sessionInfo(
      db,
      user,
      credential.kind === "session" ? credential.sessionId : credential.tokenId,
      request.sessionReadAlong,
    );
  });

  // The login's own settings (issue 29): its language. Any login, staff included, changes only
  // its own; a staff member in a business's support view changes nothing of the business.
  endpointRoute(app, "account", async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    return accountOf(db, signedInUser(request).userId);
  });
  endpointRoute(app, "accountUpdate", async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    return updateAccount(db, signedInUser(request).userId, request.body);
  });

  endpointRoute(app, "changePassword", async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    const { currentPassword, newPassword } = request.body;
    await refuseWeakPassword(newPassword, signedInUser(request));
    try {
      // better-auth checks the current password, stores the new hash and, with
      // revokeOtherSessions, ends every session of the login and opens a new one for this
      // browser (its cookie is forwarded below).
      const { headers } = await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
    } catch (err) {
      if (err instanceof APIError && err.statusCode === 400) {
        throw wrongCurrentPassword();
      }
      throw err;
    }
    // Every personal access token of the login ends with the old password (issue 25).
    await revokeAllApiTokens(
      db,
      actorOf(request),
      signedInUser(request).userId,
      "password changed",
    );
    return {
      message: sayTo(request, ACCOUNT_MESSAGES.passwordUpdated, "account.passwordUpdated"),
    };
  });
};

/** Staff invite customer logins. */
const staffAccountRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, auth, mailer, publicUrl },
) => {
  endpointRoute(app, "createInvitation", async (request, reply) => {
    const { email, name, customerId, language } = request.body;
    const invitation = await inviteCustomerLogin(db, auth, actorOf(request), {
      email,
      name,
      customerCode: customerId,
      ...(language ? { language } : {}),
    });
    // In the language staff chose for the login (issue 29; decision 0096, amendment of
    // 2026-11-27), its link opening the password screen in it; English without one, as before.
    const mailLanguage = language ?? DEFAULT_LANGUAGE;
    const link = linkIn(
      `${publicUrl}/reset-password?token=${encodeURIComponent(invitation.token)}&invite=1`,
      mailLanguage,
    );
    const message = invitationEmail(
      name,
      invitation.businessName,
      link,
      INVITATION_DAYS,
      mailLanguage,
    );
    await mailer.send({ to: email, ...message });
    return reply
      .code(201)
      .send({ userId: invitation.userId, email, expiresAt: invitation.expiresAt.toISOString() });
  });
};

/** The console's logins (issue 12): per business and staff; invite, resend, revoke. */
const staffLoginRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, auth, mailer, publicUrl },
) => {
  const invitationLink = (token: string) =>
    `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1`;
  const businessOr404 = async (code: string) => {
    const customer = await findCustomerByCode(db, code);
    if (!customer) throw new HttpError(404, `No customer has the code "${code}".`);
    return customer;
  };
  /** Mails a login its invitation link (a customer's names the business). */
  const mailInvitation = async (
    login: { id: string; email: string; name: string; customerId: string | null; role?: string },
    token: string,
  ) => {
    // In the invited login's language (issue 29): the one staff chose when inviting it, else
    // English until it chooses one.
    const language = await loginLanguage(db, login.id);
    const link = linkIn(invitationLink(token), language);
    const business = login.customerId ? await findCustomerById(db, login.customerId) : undefined;
    const message = business
      ? invitationEmail(login.name, business.name, link, INVITATION_DAYS, language)
      : login.role === "collector"
        ? collectorInvitationEmail(login.name, link, INVITATION_DAYS, language)
        : staffInvitationEmail(login.name, link, INVITATION_DAYS, language);
    await mailer.send({ to: login.email, ...message });
  };

  endpointRoute(app, "adminCustomerLogins", async (request) => {
    const customer = await businessOr404(request.params.code);
    const { page, pageSize } = request.query;
    const { items, total } = await listLogins(db, { customerId: customer.id }, request.query);
    return { items, page, pageSize, total };
  });

  endpointRoute(app, "adminStaffLogins", async (request) => {
    const { page, pageSize } = request.query;
    const { items, total } = await listLogins(db, { staff: true }, request.query);
    return { items, page, pageSize, total };
  });

  endpointRoute(app, "adminCustomerLoginInvite", async (request, reply) => {
    const customer = await businessOr404(request.params.code);
    const { email, name, language } = request.body;
    // The chosen language is the login's (issue 29): its invitation below and every later mail.
    const invited = await inviteLogin(db, auth, actorOf(request), {
      email,
      name,
      business: customer,
      ...(language ? { language } : {}),
    });
    await mailInvitation(
      { id: invited.userId, email, name, customerId: customer.id },
      invited.token,
    );
    return reply.code(201).send((await loginById(db, invited.userId)).item);
  });

  endpointRoute(app, "adminStaffLoginInvite", async (request, reply) => {
    const { email, name, role, language } = request.body;
    const invited = await inviteLogin(db, auth, actorOf(request), {
      email,
      name,
      business: null,
      staffRole: role,
      ...(language ? { language } : {}),
    });
    await mailInvitation(
      { id: invited.userId, email, name, customerId: null, role },
      invited.token,
    );
    return reply.code(201).send((await loginById(db, invited.userId)).item);
  });

  endpointRoute(app, "adminLoginResendInvitation", async (request) => {
    const login = await pendingInvitee(db, request.params.id);
    // The previous link dies before the new one is made.
    await endInvitationLinks(db, actorOf(request), login);
    const { token } = await createInvitationLink(auth, login.item.id);
    await mailInvitation({ ...login.item, customerId: login.customerId, role: login.role }, token);
    return login.item;
  });

  endpointRoute(app, "adminLoginRevoke", async (request, reply) => {
    await revokeLogin(db, actorOf(request), request.params.id);
    return reply.code(204).send();
  });
};

/** SPEC.md / PRODUCT.md account endpoints, by scope. */
export const accountsRoutes: AreaRoutes<AccountsRoutesOptions> = {
  public: publicAccountRoutes,
  customer: async (app, options) => {
    await signedInAccountRoutes(app, options);
    // Issue 14: the business's team and the login's own sessions.
    await app.register(teamRoutes, options);
    await app.register(accountSessionRoutes, options);
    // Issue 16: personal access tokens for API clients.
    await app.register(apiTokenRoutes, options);
  },
  staff: async (app, options) => {
    await staffAccountRoutes(app, options);
    await staffLoginRoutes(app, options);
  },
};

/**
 * Whether the browser says the request comes from our own pages (`Sec-Fetch-Site: same-origin`),
 * from the user (`none`: a typed address or bookmark), or says nothing (a script or API client;
 * older browsers). `cross-site` and `same-site` (a sibling subdomain) are another site's pages.
 */
function isOwnRequest(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/** The public id of the session a sign-in just made (what the login's answer shows). */
async function sessionIdOf(auth: Auth, token: string): Promise<string> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findSession(token);
  if (!found) throw new Error("the session a sign-in made was not found");
  return found.session.id;
}

/** Ends the session a sign-in just made (its cookie is never sent). */
async function endSession(auth: Auth, token: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteSession(token);
}

async function clearSessionCookie(auth: Auth, reply: FastifyReply): Promise<void> {
  const context = await auth.$context;
  const cookie = context.authCookies.sessionToken;
  const attributes = cookie.attributes;
  reply.header(
    "set-cookie",
    `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${attributes.secure ? "; Secure" : ""}`,
  );
}
