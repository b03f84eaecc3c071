import type { FastifyPluginAsync } from "fastify";
import type { Db } from "#api/db/database.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";

export type CustodyRoutesOptions = { db: Db };

/** Issue 15 — chain of custody: intakes, batches, lots (staff). Filled in by its area's work. */
export const custodyRoutes: AreaRoutes<CustodyRoutesOptions> = {};
