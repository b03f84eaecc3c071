import { isoDateSchema } from "../impact/dashboard.ts";
import { IMPACT_FACTOR_DEFAULTS, type ImpactFactorKey } from "../impact/impact-factors.ts";
import { partnerRatesSchema } from "../money/partner-rates-schemas.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";

/**
 * The console's settings (issue 12): GET, PATCH /api/admin/settings.
 *
 * Impact factors are versioned: a change is stored as a new version with the date it applies
 * from (`effectiveFrom`); figures for a day use the version in force that day, so earlier
 * periods keep the factor in force then (docs/decisions/0056).
 */
export const IMPACT_FACTOR_KEYS = Object.keys(IMPACT_FACTOR_DEFAULTS) as ImpactFactorKey[];

export const impactFactorSchema = z.object({
  value: z
    .number({ error: "must be a number" })
    .refine(Number.isFinite, { error: "must be a number" })
    .min(0, { error: "must be 0 or more" })
    .max(1_000_000, { error: "is too large" }),
  source: z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required: say where the figure comes from" })
    .max(500, { error: "must be at most 500 characters" })
    .superRefine(textRule("line")),
});

export const impactFactorsSchema = z.object({
  toxicWasteKgPerButtKg: impactFactorSchema,
  microplasticKgPerButtKg: impactFactorSchema,
  waterLitresPerButt: impactFactorSchema,
});
export type ImpactFactorsInput = z.input<typeof impactFactorsSchema>;

export const factorVersionSchema = z.object({
  effectiveFrom: z.string(),
  factors: impactFactorsSchema,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FactorVersion = z.infer<typeof factorVersionSchema>;

export const socialImpactSchema = z.object({
  unskilledEmployment: z
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" }),
  stayAtHomeMothers: z
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" }),
});

export const adminSettingsSchema = z.object({
  /** The factors in force today, and the day their version applies from (null: the defaults). */
  impactFactors: impactFactorsSchema,
  factorsEffectiveFrom: z.string().nullable(),
  /** Every stored version, newest effective date first. */
  factorVersions: z.array(factorVersionSchema),
  socialImpact: socialImpactSchema,
  /** null: no "Redeem" link on the dashboard. */
  redemptionFormUrl: z.string().nullable(),
  payoutThreshold: z.number(),
  buttsPerKgEstimate: z.number(),
  /** What the largest kiosk model holds (kg): no collection may weigh more. */
  largestKioskCapacityKg: z.number(),
  /** Chain of custody: an intake weight further than this from the pickup's is flagged. */
  custodyTolerancePercent: z.number(),
  /** A kiosk's forecast fill (percent of its capacity) at which it is due for a pickup. */
  pickupThresholdPercent: z.number(),
  /** The /partner-program page's rate range per kg and its example's kg a month. */
  partnerRates: z.object({
    lowPerKg: z.number(),
    highPerKg: z.number(),
    exampleKgPerMonth: z.number(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** A new version of all three factors, applying from `effectiveFrom` on. */
export const factorChangeSchema = impactFactorsSchema.extend({ effectiveFrom: isoDateSchema });
export type FactorChange = z.input<typeof factorChangeSchema>;

export const settingsUpdateSchema = z.object({
  /** A new version of all three factors, applying from `effectiveFrom` on. */
  impactFactors: factorChangeSchema.optional(),
  /**
   * A version that restates recorded figures (its preview lists any business or certificate) is
   * saved only with this set: the console sends it after staff confirmed the preview.
   */
  confirmRestatement: z.boolean({ error: "must be true or false" }).optional(),
  socialImpact: socialImpactSchema.optional(),
  /** An http(s) address, or null / "" for no "Redeem" link. */
  redemptionFormUrl: z
    .union([
      z.literal(""),
      z.null(),
      z
        .string()
        .trim()
        .max(2000, { error: "must be at most 2000 characters" })
        .pipe(z.url({ protocol: /^https?$/, error: "must be a web address (https://…)" })),
    ])
    .optional(),
  payoutThreshold: z
    .number({ error: "must be a number of rupees" })
    .min(0, { error: "must be 0 or more" })
    .max(10_000_000, { error: "is too large" })
    .optional(),
  buttsPerKgEstimate: z
    .number({ error: "must be a number" })
    .positive({ error: "must be more than 0" })
    .max(100_000, { error: "is too large" })
    .optional(),
  custodyTolerancePercent: z
    .number({ error: "must be a number" })
    .min(0, { error: "must be 0 or more" })
    .max(100, { error: "must be at most 100" })
    .optional(),
  largestKioskCapacityKg: z
    .number({ error: "must be a number of kg" })
    .positive({ error: "must be more than 0" })
    .max(1_000, { error: "must be at most 1,000 kg" })
    .refine((kg) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6, {
      error: "must have at most three decimals",
    })
    .optional(),
  partnerRates: partnerRatesSchema.optional(),
  pickupThresholdPercent: z
    .number({ error: "must be a percent from 10 to 100" })
    .min(10, { error: "must be a percent from 10 to 100" })
    .max(100, { error: "must be a percent from 10 to 100" })
    .optional(),
});
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

// ---- method changes (issue 25; docs/decisions/0077) ----

const derivedFiguresSchema = z.object({
  toxicWasteKg: z.number(),
  microplasticKg: z.number(),
  waterLitres: z.number(),
});

/** One period of a business whose derived figures the change restates. */
export const restatedPeriodSchema = z.object({
  /** Null: from the first collection (till date). */
  startDate: z.string().nullable(),
  endDate: z.string(),
  before: derivedFiguresSchema,
  after: derivedFiguresSchema,
});

/**
 * POST /api/admin/settings/impact_factors/preview: what saving this version would restate,
 * stored nothing. `restatedDays` is null when the version applies only from after today.
 */
export const factorChangePreviewSchema = z.object({
  effectiveFrom: z.string(),
  methodLabel: z.string(),
  restatedDays: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  /** Each business whose figures change: the restated days, and its till-date figures. */
  businesses: z.array(
    z.object({
      customerCode: z.string(),
      businessName: z.string(),
      periods: z.array(restatedPeriodSchema),
    }),
  ),
  /** Each issued, unrevoked certificate whose derived figures would read differently. */
  certificates: z.array(
    z.object({
      number: z.string(),
      kind: z.string(),
      customerCode: z.string(),
      businessName: z.string(),
      periodStart: z.string().nullable(),
      periodEnd: z.string(),
      figures: z.array(
        z.object({ label: z.string(), unit: z.string(), before: z.number(), after: z.number() }),
      ),
    }),
  ),
});
export type FactorChangePreview = z.infer<typeof factorChangePreviewSchema>;

export const METHOD_CHANGE_MESSAGES = {
  confirm: (businesses: number, certificates: number) =>
    `This change restates the figures of ${businesses} business(es) and ${certificates} issued certificate(s): preview it first, then save it with confirmRestatement.`,
} as const;
