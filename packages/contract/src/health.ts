import { z } from "./zod.ts";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
  // "embedded": the PostgreSQL server the app starts itself when DATABASE_URL is unset.
  driver: z.enum(["pglite", "postgres", "embedded"]),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready: whether this instance should be sent requests. 200 once it has started and
 * while its database answers; 503 while it starts (migrations, demo data) and when the database
 * does not answer. A stopping instance answers 503 too (Fastify's own, without this body).
 */
export const readyResponseSchema = z.object({
  status: z.enum(["ready", "starting", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
