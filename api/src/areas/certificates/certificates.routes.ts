import type { FastifyPluginAsync } from "fastify";
import type { Db } from "#api/db/database.ts";
import type { RateLimiter } from "#api/http/rate-limiter.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";

export type CertificatesRoutesOptions = { db: Db; publicUrl: string; rateLimiter: RateLimiter };

/** Issue 15 — certificates: issue (customer), verify (public JSON), list and revoke (staff). Filled in by its area's work. */
export const certificatesRoutes: AreaRoutes<CertificatesRoutesOptions> = {};

/** Pages outside /api (registered at the root by app.ts). */
export const certificatePages: FastifyPluginAsync<CertificatesRoutesOptions> = async () => {};
