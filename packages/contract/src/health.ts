import { z } from "./zod.ts";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
  driver: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
