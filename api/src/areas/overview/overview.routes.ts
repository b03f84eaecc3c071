import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { readOverview } from "./overview.service.ts";

export type OverviewRoutesOptions = {
  db: Db;
  /** Fixes "now" in tests; the system clock otherwise. */
  clock?: () => Date;
};

/** The console's first screen (staff only). */
const staffOverviewRoutes: FastifyPluginAsyncZod<OverviewRoutesOptions> = async (
  app,
  { db, clock = () => new Date() },
) => {
  endpointRoute(app, "adminOverview", async () => readOverview(db, clock()));
};

export const overviewRoutes: AreaRoutes<OverviewRoutesOptions> = { staff: staffOverviewRoutes };
