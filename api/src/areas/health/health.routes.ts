import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "#api/db/database.ts";
import type { OutageLog } from "#api/db/outage-log.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { loggableError } from "#api/http/loggable-error.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";

type HealthRoutesOptions = { database: Database; outage?: OutageLog };

/** GET /api/health: 200 when the database answers, 503 when it does not. */
const healthRoute: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, outage },
) => {
  endpointRoute(app, "health", async (request, reply) => {
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
      // An unreachable database is logged once per outage (health is polled every few seconds).
      if (!outage?.failed(err, "health check"))
        request.log.error({ error: loggableError(err) }, "health check: database did not answer");
      return reply.code(503).send({
        status: "unavailable" as const,
        database: "down" as const,
        driver: database.driver,
        uptimeSeconds,
      });
    }
  });
};

/**
 * GET /api/ready: 200 while the database answers, 503 when it does not. An instance that is still
 * starting (migrations) answers 503 from server.ts before this app listens; one that is stopping
 * gets Fastify's 503 for every request.
 */
const readyRoute: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database }) => {
  endpointRoute(app, "ready", async (request, reply) => {
    try {
      await database.ping();
      return { status: "ready" as const, database: "up" as const };
    } catch (err) {
      request.log.error({ err }, "readiness check: database did not answer");
      return reply.code(503).send({ status: "unavailable" as const, database: "down" as const });
    }
  });
};

const healthAndReady: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  await app.register(healthRoute, options);
  await app.register(readyRoute, options);
};

export const healthRoutes: AreaRoutes<HealthRoutesOptions> = { public: healthAndReady };
