import { PUBLIC_IMPACT_MAX_AGE_SECONDS } from "@filtercycle/contract/public-impact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { computePublicImpact, createTimedCache } from "./public-impact.service.ts";

export type PublicImpactRoutesOptions = {
  db: Db;
  /** Tests pass a clock to step past the cache's lifetime. */
  now?: () => Date;
};

/**
 * GET /api/public_impact: company-wide totals for the home page. Anonymous and the same for
 * everyone, so computed at most once per five minutes per instance and cacheable by browsers
 * and proxies for as long.
 */
const publicImpactRoute: FastifyPluginAsyncZod<PublicImpactRoutesOptions> = async (
  app,
  options,
) => {
  const now = options.now ?? (() => new Date());
  const cache = createTimedCache(
    () => computePublicImpact(options.db, now()),
    PUBLIC_IMPACT_MAX_AGE_SECONDS * 1000,
    () => now().getTime(),
  );

  endpointRoute(app, "publicImpact", async (_request, reply) => {
    const figures = await cache.get();
    reply.header("Cache-Control", `public, max-age=${PUBLIC_IMPACT_MAX_AGE_SECONDS}`);
    return figures;
  });
};

export const publicImpactRoutes: AreaRoutes<PublicImpactRoutesOptions> = {
  public: publicImpactRoute,
};
