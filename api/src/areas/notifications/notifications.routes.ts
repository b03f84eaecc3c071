import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginEmail, signedInUser } from "#api/areas/accounts/index.ts";
import { businessIdOf, registerBusinessOfRequest } from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import { answerLanguage, said } from "#api/http/said.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { noticesOf } from "./customer-notices.ts";
import { preferencesOf, updatePreferences } from "./preferences.service.ts";
import { readUnsubscribeToken, UNSUBSCRIBE_INVALID } from "./unsubscribe-token.ts";

export type NotificationsRoutesOptions = { db: Db; secret: string };

/**
 * The signed-in login's own choices. Staff receive none of these e-mails (they go to a business's
 * logins), and staff in the support view are read-only, so a staff login's PATCH answers 403.
 */
const customer: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { db }) => {
  endpointRoute(app, "notificationPreferences", async (request) =>
    preferencesOf(db, signedInUser(request).userId),
  );
  endpointRoute(app, "notificationPreferencesUpdate", async (request) => {
    const user = signedInUser(request);
    if (user.role !== "customer")
      throw new HttpError(403, "Staff can't change a customer's e-mail choices.");
    return updatePreferences(db, user.userId, request.body);
  });
  // Their own plugin: only this route reads the business of the request (staff: ?customerId=).
  await app.register(async (notices) => {
    registerBusinessOfRequest(notices, db);
    // In the reader's language (Accept-Language) where the notice was recorded in it (issue 29).
    endpointRoute(notices, "notices", async (request) => ({
      items: await noticesOf(db, businessIdOf(request), answerLanguage(request)),
    }));
  });
};

/** One-click unsubscribe (RFC 8058): the signed token is the only credential; repeatable. */
const visitor: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { db, secret }) => {
  endpointRoute(app, "unsubscribe", async (request) => {
    const claim = readUnsubscribeToken(secret, request.query.token);
    const email = claim ? await loginEmail(db, claim.userId) : undefined;
    if (!claim || !email)
      throw new HttpError(400, UNSUBSCRIBE_INVALID, [
        {
          field: "token",
          message: "is not valid or has expired",
          said: said("unsubscribe.tokenField"),
        },
      ]).withSaid("unsubscribe.invalid");
    await updatePreferences(db, claim.userId, { [claim.kind]: false });
    return { kind: claim.kind, email };
  });
};

export const notificationsRoutes: AreaRoutes<NotificationsRoutesOptions> = {
  public: visitor,
  customer,
};
