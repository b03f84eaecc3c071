import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import {
  forgotPasswordRequestSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  type SessionInfo,
  sessionInfoSchema,
} from "@filtercycle/contract/accounts";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/problem.ts";
import { findCustomerById } from "../customers/customers.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { invitationEmail } from "../mail/templates.ts";
import type { Auth } from "./auth.ts";
import { INVITATION_DAYS, inviteCustomerLogin } from "./invitations.ts";
import type { createLoginLimits } from "./login-limits.ts";
import { forwardCookies, requireSession, type SessionUser } from "./sessions.ts";

export type AccountsRoutesOptions = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  limits: ReturnType<typeof createLoginLimits>;
  publicUrl: string;
};

/** SPEC.md / PRODUCT.md account endpoints, as thin routes over better-auth. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  options,
) => {
  const { db, auth, mailer, limits, publicUrl } = options;

  const sessionInfo = async (
    user: Omit<SessionUser, "token">,
    token: string,
  ): Promise<SessionInfo> => {
    const customer = user.customerId ? await findCustomerById(db, user.customerId) : undefined;
    return {
      token,
      customerId: customer?.code ?? null,
      customerName: customer?.name ?? user.name,
      role: user.role,
      email: user.email,
      name: user.name,
    };
  };

  app.post(
    "/customer_login",
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.assertAllowed("login", email, request.ip);
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        const user = response.user as typeof response.user & {
          role?: string;
          customerId?: string | null;
        };
        return sessionInfo(
          {
            userId: user.id,
            email: user.email,
            name: user.name,
            role: user.role === "admin" ? "admin" : "customer",
            customerId: user.customerId ?? null,
          },
          response.token,
        );
      } catch (err) {
        if (err instanceof APIError && err.statusCode === 401) {
          await limits.record("login", email, request.ip);
          throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
        }
        throw err;
      }
    },
  );

  app.get(
    "/customer_logout",
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      // Idempotent (PRODUCT.md): 200 whether the session was live or already gone.
      try {
        const { headers } = await auth.api.signOut({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
        await clearSessionCookie(reply);
      }
      return { ok: true as const };
    },
  );

  app.get(
    "/session",
    { schema: { response: { 200: sessionInfoSchema } } },
    async (request, reply) => {
      const user = await requireSession(auth, request, reply);
      return sessionInfo(user, user.token);
    },
  );

  app.post(
    "/forgot_password",
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { email } = request.body;
      await limits.assertAllowed("forgot", email, request.ip);
      await limits.record("forgot", email, request.ip);
      await auth.api.requestPasswordReset({
        body: { email, redirectTo: `${publicUrl}/reset-password` },
        headers: fromNodeHeaders(request.headers),
      });
      return { message: ACCOUNT_MESSAGES.forgotConfirmation };
    },
  );

  app.post(
    "/reset_password",
    { schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
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
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    "/admin/invitations",
    { schema: { body: invitationRequestSchema, response: { 201: invitationResponseSchema } } },
    async (request, reply) => {
      await requireSession(auth, request, reply, ["admin"]);
      const { email, name, customerId } = request.body;
      const invitation = await inviteCustomerLogin(db, auth, {
        email,
        name,
        customerCode: customerId,
      });
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(invitation.token)}&invite=1`;
      const message = invitationEmail(name, invitation.businessName, link, INVITATION_DAYS);
      await mailer.send({ to: email, ...message, link });
      return reply
        .code(201)
        .send({ userId: invitation.userId, email, expiresAt: invitation.expiresAt.toISOString() });
    },
  );

  async function clearSessionCookie(reply: FastifyReply): Promise<void> {
    const context = await auth.$context;
    const cookie = context.authCookies.sessionToken;
    const attributes = cookie.attributes;
    reply.header(
      "set-cookie",
      `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${attributes.secure ? "; Secure" : ""}`,
    );
  }
};
