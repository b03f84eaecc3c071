import { z } from "../zod.ts";

/** The partner rates as staff set them (console settings, `partnerRates`). */
const wholeRupees = z
  .number({ error: "must be a whole number of rupees" })
  .int({ error: "must be a whole number of rupees" })
  .min(1, { error: "must be at least ₹1" })
  .max(100_000, { error: "is too large" });

export const partnerRatesSchema = z
  .object({
    lowPerKg: wholeRupees,
    highPerKg: wholeRupees,
    exampleKgPerMonth: z
      .number({ error: "must be a number of kg" })
      .positive({ error: "must be more than 0" })
      .max(10_000, { error: "is too large" })
      .refine((kg) => Math.round(kg * 100) === kg * 100, {
        error: "must have at most 2 decimals",
      }),
  })
  .refine((rates) => rates.highPerKg >= rates.lowPerKg, {
    path: ["highPerKg"],
    error: "must be at least the lowest rate",
  });

/** GET /api/partner_rates. */
export const partnerRatesViewSchema = z.object({
  lowPerKg: z.number().int().positive(),
  highPerKg: z.number().int().positive(),
  example: z.object({
    kgPerMonth: z.number().positive(),
    ratePerKg: z.number().int().positive(),
    perMonth: z.number().int().nonnegative(),
  }),
});
