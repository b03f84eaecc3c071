import {
  customerSpecificStatsSchema,
  customerSpecificStatsWithDatesSchema,
  dateRangeQuerySchema,
  greenImpactSchema,
  monthlyCollectionsQuerySchema,
  monthlyCollectionsSchema,
  optionalDateRangeQuerySchema,
} from "@filtercycle/contract/dashboard";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { HttpError } from "../../http/problem.ts";
import {
  type Clock,
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
  systemClock,
} from "./dashboard.service.ts";
import { getMonthlyCollections } from "./monthly-collections.ts";

export type ImpactRoutesOptions = {
  database: Database;
  /**
   * The business of the request's session (a customers.id uuid). It throws the HttpError 401
   * (no session) or 403 (a login without a business) itself. Query parameters never choose the
   * business: a customer sees only their own figures. `reply` lets a session lookup renew its
   * cookie on the answer.
   */
  customerIdOf: (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  /** Fixes "now" in tests; the system clock otherwise. */
  clock?: Clock;
};

/**
 * The dashboard's calls (SPEC.md §7): GET get_green_impact, get_customer_specific_stats and
 * get_customer_specific_stats_with_dates, plus get_monthly_collections for the dashboard's
 * chart (one aggregate rather than a stats call per month). Unknown query parameters (cache-busters, a
 * `customerId`) are accepted and never read.
 */
export const impactRoutes: FastifyPluginAsyncZod<ImpactRoutesOptions> = async (
  app,
  { database, customerIdOf, clock = systemClock },
) => {
  const customerIds = new WeakMap<FastifyRequest, string>();

  // The session is checked before the query string, so a logged-out caller gets 401, not 400.
  app.addHook("onRequest", async (request, reply) => {
    customerIds.set(request, await customerIdOf(request, reply));
    // Figures are one business's and change with every collection: never cached on the way.
    reply.header("Cache-Control", "private, no-store");
  });
  const customerIdFor = (request: FastifyRequest): string => {
    const customerId = customerIds.get(request);
    if (customerId === undefined) throw new Error("onRequest hook did not resolve the business");
    return customerId;
  };

  app.get(
    "/get_green_impact",
    { schema: { response: { 200: greenImpactSchema } } },
    async (request) => {
      const impact = await getGreenImpact(database.db, customerIdFor(request), clock);
      if (!impact) {
        throw new HttpError(
          404,
          "Your business's record was not found. Contact Filtercycle support to restore it.",
        );
      }
      return impact;
    },
  );

  app.get(
    "/get_customer_specific_stats",
    {
      schema: {
        querystring: optionalDateRangeQuerySchema,
        response: { 200: customerSpecificStatsSchema },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      const range = startDate && endDate ? { startDate, endDate } : undefined;
      return getCustomerSpecificStats(database.db, customerIdFor(request), range, clock);
    },
  );

  app.get(
    "/get_customer_specific_stats_with_dates",
    {
      schema: {
        querystring: dateRangeQuerySchema,
        response: { 200: customerSpecificStatsWithDatesSchema },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      return getCustomerSpecificStatsWithDates(database.db, customerIdFor(request), {
        startDate,
        endDate,
      });
    },
  );

  app.get(
    "/get_monthly_collections",
    {
      schema: {
        querystring: monthlyCollectionsQuerySchema,
        response: { 200: monthlyCollectionsSchema },
      },
    },
    async (request) =>
      getMonthlyCollections(database.db, customerIdFor(request), request.query.months, clock),
  );
};
