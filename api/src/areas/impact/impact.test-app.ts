import type { FastifyInstance } from "fastify";
import { createAreaTestApp } from "../../../test/area-app.ts";
import type { TestDatabase } from "../../../test/test-database.ts";
import { HttpError } from "../../http/problem.ts";
import { fixtureClock } from "./dashboard.fixtures.ts";
import { impactRoutes } from "./impact.routes.ts";

/**
 * The dashboard routes on their own app at the fixtures' "today", resolving the business from an
 * `x-test-customer` header (no header: 401); in the product, `customerIdOf` comes from the
 * accounts area's session.
 */
export async function buildImpactTestApp(database: TestDatabase): Promise<FastifyInstance> {
  const app = createAreaTestApp();
  await app.register(impactRoutes, {
    prefix: "/api",
    database,
    clock: fixtureClock,
    customerIdOf: async (request) => {
      const customerId = request.headers["x-test-customer"];
      if (typeof customerId !== "string") throw new HttpError(401, "Log in to see this page.");
      return customerId;
    },
  });
  await app.ready();
  return app;
}
