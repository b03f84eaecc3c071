import { z } from "./zod.ts";

/**
 * GET /api/public_impact: company-wide totals shown on the public home page. Anonymous, cached
 * for five minutes on the server and in browsers (`Cache-Control: public, max-age=300`).
 *
 * - businessesServed: businesses with at least one kiosk installed on or before today.
 * - kiosksInstalled: kiosks in place today (installed, not removed), as the dashboard counts them.
 * - buttsCollected / buttsCollectedKg: every recorded collection up to today.
 * - waterProtectedLitres: butts collected × the water factor in force (settings), rounded.
 * - asOf: when the figures were computed (ISO 8601, UTC).
 */
export const publicImpactSchema = z.object({
  businessesServed: z.number().int().nonnegative(),
  kiosksInstalled: z.number().int().nonnegative(),
  buttsCollected: z.number().int().nonnegative(),
  buttsCollectedKg: z.number().nonnegative(),
  waterProtectedLitres: z.number().int().nonnegative(),
  asOf: z.iso.datetime(),
});
export type PublicImpact = z.infer<typeof publicImpactSchema>;

/** Seconds the figures may be reused, by the server's cache and by browsers. */
export const PUBLIC_IMPACT_MAX_AGE_SECONDS = 300;
