import { API_TOKEN_MESSAGES } from "@filtercycle/contract/accounts/api-token-rules";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "#api/areas/audit/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { wrongCurrentPassword } from "./account-refusals.ts";
import type { AccountsRoutesOptions } from "./accounts.routes.ts";
import { accounts } from "./accounts.tables.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.ts";
import { verifyPassword } from "./password.ts";
import { signedInUser } from "./sessions.ts";

/** True when `password` is the login's current one. */
async function isCurrentPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return credential?.hash ? verifyPassword(credential.hash, password) : false;
}

/**
 * The signed-in login's personal access tokens (docs/decisions/0067): listed (never the token),
 * created with the current password (the answer shows the token once) and revoked. Customer
 * scope; a token itself never reaches these routes (`/account/…`, http/scopes.ts).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, limits },
) => {
  endpointRoute(app, "apiTokens", async (request) =>
    listApiTokens(db, signedInUser(request).userId),
  );

  endpointRoute(app, "apiTokenCreate", async (request, reply) => {
    const user = signedInUser(request);
    // Staff act in the console; a token reads one business's data, so only its logins hold one.
    if (user.role !== "customer" || !user.customerId) {
      throw new HttpError(403, API_TOKEN_MESSAGES.customersOnly).withSaid("tokens.customersOnly");
    }
    const { name, currentPassword } = request.body;
    // A wrong password counts like a failed login (its own counter), so a script in the page
    // cannot try passwords faster than someone at the login form.
    const attempt = await limits.take("confirm", user.email, request.ip);
    if (!(await isCurrentPassword(db, user.userId, currentPassword))) {
      throw wrongCurrentPassword();
    }
    await attempt.giveBack();
    const created = await createApiToken(
      db,
      actorOf(request),
      { userId: user.userId, customerId: user.customerId },
      name,
    );
    return reply.code(201).send(created);
  });

  endpointRoute(app, "apiTokenRevoke", async (request) => {
    const { userId } = signedInUser(request);
    await revokeApiToken(db, actorOf(request), userId, request.params.id);
    return listApiTokens(db, userId);
  });
};
