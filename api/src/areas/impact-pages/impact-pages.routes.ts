import type { FastifyPluginAsync } from "fastify";
import type { Db } from "#api/db/database.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";

export type ImpactPagesRoutesOptions = { db: Db; publicUrl: string };

/** Issue 15 — the public impact page setting (customer). Filled in by its area's work. */
export const impactPagesRoutes: AreaRoutes<ImpactPagesRoutesOptions> = {};

/** Pages outside /api (registered at the root by app.ts). */
export const impactPagePages: FastifyPluginAsync<ImpactPagesRoutesOptions> = async () => {};
