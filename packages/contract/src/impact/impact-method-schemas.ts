import { z } from "../zod.ts";

const methodFactorSchema = z.object({ value: z.number(), source: z.string() });

/** GET /api/impact_methods (public): every method version, oldest first (impact-methods.ts). */
export const impactMethodsSchema = z.object({
  versions: z.array(
    z.object({
      id: z.string(),
      /** methodLabel: "Original method", "Method of 1 Apr 2026". */
      label: z.string(),
      effectiveFrom: z.string().nullable(),
      /** The day before the next version starts; null for the version in force now. */
      effectiveTo: z.string().nullable(),
      // The factor keys of impact-factors.ts, each with its value and published source.
      factors: z.object({
        toxicWasteKgPerButtKg: methodFactorSchema,
        microplasticKgPerButtKg: methodFactorSchema,
        waterLitresPerButt: methodFactorSchema,
      }),
    }),
  ),
});
export type ImpactMethods = z.infer<typeof impactMethodsSchema>;
