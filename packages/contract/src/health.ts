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
