import { z } from "./zod.ts";

/** GET /api/impact_methods (public): every method version, oldest first (impact-methods.ts). */
export const impactMethodsSchema = z.object({
  versions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      effectiveFrom: z.string().nullable(),
      effectiveTo: z.string().nullable(),
      factors: z.record(z.string(), z.object({ value: z.number(), source: z.string() })),
    }),
  ),
});
export type ImpactMethods = z.infer<typeof impactMethodsSchema>;
