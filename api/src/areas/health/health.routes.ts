import { healthResponseSchema } from "@filtercycle/contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        await database.ping();
        return {
          status: "ok" as const,
          database: "up" as const,
          driver: database.driver,
          uptimeSeconds,
        };
      } catch (err) {
        request.log.error({ err }, "health check: database did not answer");
        return reply.code(503).send({
          status: "unavailable" as const,
          database: "down" as const,
          driver: database.driver,
          uptimeSeconds,
        });
      }
    },
  );
};
