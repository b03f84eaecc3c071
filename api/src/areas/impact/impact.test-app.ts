import type { FastifyInstance } from "fastify";
import { area } from "#api/http/scopes.ts";
import { createAreaTestApp, registerTestApi, testUser } from "#api-test/area-app.ts";
import type { TestDatabase } from "#api-test/test-database.ts";
import { fixtureClock } from "./dashboard.fixtures.ts";
import { impactRoutes } from "./impact.routes.ts";

/**
 * The dashboard routes on their own app at the fixtures' "today", the session being a customer
 * login bound to the business in the `x-test-customer` header (no header: no session, 401); in
 * the product, the session comes from the accounts area.
 */
export async function buildImpactTestApp(database: TestDatabase): Promise<FastifyInstance> {
  const app = createAreaTestApp();
  await registerTestApi(app, [area(impactRoutes, { database, clock: fixtureClock })], (request) => {
    const customerId = request.headers["x-test-customer"];
    return typeof customerId === "string" ? testUser("customer", customerId) : null;
  });
  await app.ready();
  return app;
}
