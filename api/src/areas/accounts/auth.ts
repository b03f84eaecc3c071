import { createHash } from "node:crypto";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@filtercycle/contract/accounts/account-rules";
import type { Language } from "@filtercycle/contract/languages";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#api/config/config.ts";
import type { Db } from "#api/db/database.ts";
import { loggableError } from "#api/http/loggable-error.ts";
import { accounts, sessions, users, verifications } from "./accounts.tables.ts";
import { revokeAllApiTokens } from "./api-tokens.ts";
import { authSecret } from "./auth-secret.ts";
import { withHashedSessionTokens } from "./hashed-session-tokens.ts";
import { loginLanguage } from "./logins.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { endPasswordLinks } from "./password-links.ts";

export const SESSION_DAYS = 30;
export const RESET_LINK_SECONDS = 60 * 60;

/** Sends the reset link of a password-reset request; the routes build the e-mail. */
export type ResetLinkSender = (
  /** With the language the login chose (issue 29), for the mail. */
  user: { email: string; name: string; language: Language },
  token: string,
) => Promise<void>;

/**
 * better-auth over our Drizzle tables: e-mail + password logins (argon2id), sessions in the
 * database (tokens stored hashed, carried by the HttpOnly cookie only), 30-day sliding expiry,
 * single-use hashed reset tokens (setting a password ends every other outstanding link of the
 * login).
 * Sign-up is closed: staff invite customers. The spec's endpoints are thin routes over `auth.api`.
 */
export function createAuth(options: {
  db: Db;
  config: AppConfig;
  sendResetLink: ResetLinkSender;
  /** Where better-auth's own messages go (else its console logger). */
  log?: FastifyBaseLogger;
}) {
  const { db, config } = options;
  const secure = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "Filtercycle",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: authSecret(config),
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: (authOptions: BetterAuthOptions) =>
      withHashedSessionTokens(
        drizzleAdapter(db, {
          provider: "pg",
          schema: {
            user: users,
            session: sessions,
            account: accounts,
            verification: verifications,
          },
        })(authOptions),
      ),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Reset and invitation links both end here: the other links of the login end with them,
      // and so does every personal access token (issue 25: a token made by whoever knew the
      // old password must not outlive it).
      onPasswordReset: async ({ user }) => {
        await endPasswordLinks(db, user.id);
        await revokeAllApiTokens(
          db,
          { id: user.id, name: user.name || user.email },
          user.id,
          "password reset",
        );
      },
      sendResetPassword: async ({ user, token }) => {
        // Only the newest link works (issue 25): the link just stored stays, every older reset
        // or invitation link of the login ends before the mail goes out.
        await endPasswordLinks(db, user.id, {
          except: hashLinkIdentifier(`reset-password:${token}`),
        });
        const language = await loginLanguage(db, user.id);
        await options.sendResetLink({ email: user.email, name: user.name, language }, token);
      },
    },
    // Link identifiers are stored hashed, with the hash better-auth's "hashed" option uses
    // (SHA-256, base64url) but named here, so the newest link's row can be told apart.
    verification: { storeIdentifier: { hash: async (id) => hashLinkIdentifier(id) } },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // Sliding expiry: a session used after a day gets another 30 days.
      updateAge: 24 * 60 * 60,
    },
    user: {
      additionalFields: {
        role: { type: "string", input: false, required: true, defaultValue: "customer" },
        customerId: { type: "string", input: false, required: false },
        businessRole: { type: "string", input: false, required: false },
      },
    },
    // Limits are ours (failed attempts only, optionally shared in Redis): see accounts.routes.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "filtercycle",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    },
    // No bearer plugin: a session lives in its HttpOnly cookie only, and `Authorization: Bearer`
    // takes personal access tokens alone (sessions.ts; docs/decisions/0067).
    telemetry: { enabled: false },
    logger: {
      disabled: config.env === "test",
      ...(options.log && { log: betterAuthLog(options.log) }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** How a password link's identifier (`reset-password:<token>`) is stored: SHA-256, base64url. */
function hashLinkIdentifier(identifier: string): string {
  return createHash("sha256").update(identifier).digest("base64url");
}

/**
 * better-auth's messages in the app's log. It logs a failed statement's error whole, and that
 * error holds the statement's parameters (a reset token among them): only the errors' class,
 * code and message are kept, and no other argument (docs/decisions/0049).
 */
function betterAuthLog(log: FastifyBaseLogger) {
  return (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
    const errors = args.filter((arg) => arg instanceof Error).map((err) => loggableError(err));
    log[level](errors.length > 0 ? { errors } : {}, `better-auth: ${message}`);
  };
}
