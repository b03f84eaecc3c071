import type { FastifyPluginAsync } from "fastify";
import type { Db } from "#api/db/database.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";

export type EsgRoutesOptions = { db: Db };

/** Issue 15 — the ESG pack (customer and staff). Filled in by its area's work. */
export const esgRoutes: AreaRoutes<EsgRoutesOptions> = {};
