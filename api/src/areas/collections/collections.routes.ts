import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { insightRoutes } from "./collection-log.routes.ts";
import { type CollectionsRoutesOptions, collectionStaffRoutes } from "./collections.staff.ts";

/** The customer's kiosk table and collection log (issue 14). */
const customerRoutes: FastifyPluginAsyncZod<CollectionsRoutesOptions> = async (app, options) => {
  await app.register(insightRoutes, {
    db: options.database.db,
    log: options.log,
    clock: options.clock,
  });
};

/** The collection log for signed-in logins; the console's collections and import for staff. */
export const collectionsRoutes: AreaRoutes<CollectionsRoutesOptions> = {
  customer: customerRoutes,
  staff: collectionStaffRoutes,
};
