import { methodLabel } from "@filtercycle/contract/impact/impact-methods";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { readMethodVersions } from "./factor-versions.ts";

/**
 * Browsers and proxies may keep the list this long: a version added in the console shows on the
 * public "How we measure impact" section within five minutes (as /api/public_impact's figures).
 */
export const IMPACT_METHODS_MAX_AGE_SECONDS = 300;

/**
 * GET /api/impact_methods (public, issue 15): every method version, oldest first, each with its
 * label, dates and factors with their sources; the same for everyone.
 */
export const impactMethodsRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, "impactMethods", async (_request, reply) => {
    const versions = await readMethodVersions(db);
    reply.header("Cache-Control", `public, max-age=${IMPACT_METHODS_MAX_AGE_SECONDS}`);
    return { versions: versions.map((version) => ({ ...version, label: methodLabel(version) })) };
  });
};
