import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { businessIdOf, registerBusinessOfRequest } from "#api/areas/customers/index.ts";
import type { Database } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { HttpError } from "#api/http/problem.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { type AnswerVersions, createAnswerCache } from "./answer-cache.ts";
import {
  type Clock,
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
  systemClock,
} from "./dashboard.service.ts";
import { impactMethodsRoute } from "./methods.routes.ts";
import { collectionsByMonthIn, getMonthlyCollections } from "./monthly-collections.ts";

export type ImpactRoutesOptions = {
  database: Database;
  /** Fixes "now" in tests; the system clock otherwise. */
  clock?: Clock;
  /** Keep the dashboard's answers per business (./answer-cache.ts); off only to measure a miss. */
  answerCache?: boolean;
};

/**
 * The answer versions the session check read along, when they are the business's the request is
 * about (a customer's own; staff in the support view read them in the cache).
 */
function versionsReadAlong(
  request: FastifyRequest,
  customerId: string,
): AnswerVersions | undefined {
  const readAlong = request.sessionReadAlong;
  return readAlong && request.user?.customerId === customerId
    ? readAlong.answerVersions
    : undefined;
}

/**
 * The dashboard's calls (SPEC.md §7): GET get_green_impact, get_customer_specific_stats and
 * get_customer_specific_stats_with_dates, plus get_monthly_collections for the dashboard's
 * chart (one aggregate rather than a stats call per month). The business is the session's
 * (customers/business-of-request.ts); an unknown query parameter is a 400 naming it, as on
 * every endpoint (http/endpoint-route.ts, issue 30).
 */
const dashboardRoutes: FastifyPluginAsyncZod<ImpactRoutesOptions> = async (
  app,
  { database, clock = systemClock, answerCache = true },
) => {
  registerBusinessOfRequest(app, database.db);
  const answers = createAnswerCache(database.db, clock, answerCache);
  app.addHook("onRequest", (_request, reply, done) => {
    // Figures are one business's and change with every collection: never cached on the way.
    reply.header("Cache-Control", "private, no-store");
    done();
  });

  endpointRoute(app, "greenImpact", async (request) => {
    const customerId = businessIdOf(request);
    const impact = await answers.answer(
      customerId,
      "greenImpact",
      "",
      (now) => getGreenImpact(database.db, customerId, now),
      versionsReadAlong(request, customerId),
    );
    if (!impact) {
      throw new HttpError(
        404,
        "Your business's record was not found. Contact Filtercycle support to restore it.",
      ).withSaid("impact.recordNotFound");
    }
    return impact;
  });

  endpointRoute(app, "customerStats", async (request) => {
    const { startDate, endDate } = request.query;
    const range = startDate && endDate ? { startDate, endDate } : undefined;
    const customerId = businessIdOf(request);
    return answers.answer(
      customerId,
      "customerStats",
      range ? `${startDate}/${endDate}` : "",
      (now) => getCustomerSpecificStats(database.db, customerId, range, now),
      versionsReadAlong(request, customerId),
    );
  });

  endpointRoute(app, "customerStatsWithDates", async (request) => {
    const { startDate, endDate } = request.query;
    const customerId = businessIdOf(request);
    return answers.answer(
      customerId,
      "customerStatsWithDates",
      `${startDate}/${endDate}`,
      () => getCustomerSpecificStatsWithDates(database.db, customerId, { startDate, endDate }),
      versionsReadAlong(request, customerId),
    );
  });

  endpointRoute(app, "monthlyCollections", async (request) => {
    const customerId = businessIdOf(request);
    const { months, startDate, endDate } = request.query;
    // With a period (the dashboard's period bar), its months; without, the last `months`.
    const range = startDate && endDate ? { startDate, endDate } : null;
    return answers.answer(
      customerId,
      "monthlyCollections",
      range ? `${range.startDate}/${range.endDate}` : String(months),
      (now) =>
        range
          ? collectionsByMonthIn(database.db, customerId, range).then((rows) => ({ months: rows }))
          : getMonthlyCollections(database.db, customerId, months, now),
      versionsReadAlong(request, customerId),
    );
  });
};

/** The dashboard's figures (the kiosk table and collection log are the collections area's). */
const customerRoutes: FastifyPluginAsyncZod<ImpactRoutesOptions> = async (app, options) => {
  await app.register(dashboardRoutes, options);
};

/** The method versions behind the figures (public: the support page names them, issue 15). */
const publicRoutes: FastifyPluginAsyncZod<ImpactRoutesOptions> = async (app, options) => {
  await app.register(impactMethodsRoute, { db: options.database.db });
};

/**
 * The method versions for everyone; the dashboard for signed-in logins. The console's kiosks,
 * collections and ledger are the kiosks, collections and money areas' (app.ts registers them
 * right after this area, in the order they had here).
 */
export const impactRoutes: AreaRoutes<ImpactRoutesOptions> = {
  public: publicRoutes,
  customer: customerRoutes,
};
