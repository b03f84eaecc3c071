import type { FastifyInstance } from "fastify";
import { collectionLogSources, forecastsOf, kioskCollections } from "#api/area-wiring.ts";
import { area } from "#api/http/scopes.ts";
import { createAreaTestApp, registerTestApi, testUser } from "#api-test/area-app.ts";
import type { TestDatabase } from "#api-test/test-database.ts";
import { collectionsRoutes } from "../collections/collections.routes.ts";
import { kiosksRoutes } from "../kiosks/kiosks.staff.ts";
import { ledgerRoutes } from "../money/ledger.routes.ts";
import { fixtureClock } from "./dashboard.fixtures.ts";
import { impactRoutes } from "./impact.routes.ts";
import { impactRecordsRoutes } from "./impact-records.routes.ts";

/**
 * The dashboard routes on their own app at the fixtures' "today", the session being a customer
 * login bound to the business in the `x-test-customer` header (no header: no session, 401); in
 * the product, the session comes from the accounts area.
 */
export async function buildImpactTestApp(database: TestDatabase): Promise<FastifyInstance> {
  const app = createAreaTestApp();
  // The impact area with the kiosks, collections and ledger it held before decision 0082.
  const areas = [
    area(impactRoutes, { database, clock: fixtureClock }),
    area(kiosksRoutes, {
      database,
      collections: kioskCollections,
      forecasts: forecastsOf(database),
    }),
    area(collectionsRoutes, { database, log: collectionLogSources, clock: fixtureClock }),
    area(ledgerRoutes, { database, clock: fixtureClock }),
    area(impactRecordsRoutes, { database }),
  ];
  await registerTestApi(app, areas, (request) => {
    const customerId = request.headers["x-test-customer"];
    return typeof customerId === "string" ? testUser("customer", customerId) : null;
  });
  await app.ready();
  return app;
}
