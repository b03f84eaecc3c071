import { z } from "../zod.ts";

/**
 * Fill forecasts and kiosk capacity: the words and rules the API, the web and the simulation
 * share. The forecast's mathematics is the API's `forecasts/forecast-math.ts` (docs/decisions/0104).
 */

/** How a business's kiosks are planned: on their schedules, or when the forecast says nearly full. */
export const PLANNING_MODES = ["fixed", "fill"] as const;
export type PlanningMode = (typeof PLANNING_MODES)[number];
export const PLANNING_MODE_LABELS: Record<PlanningMode, string> = {
  fixed: "Fixed schedule",
  fill: "By fill",
};

/**
 * Where a forecast's rate comes from: the kiosk's own visits, the median of kiosks at businesses
 * of the same type (fewer than 3 visits), a "kiosk full" request, or a sensor's reading.
 */
export const FORECAST_BASES = ["history", "borrowed", "request", "sensor"] as const;
export type ForecastBasis = (typeof FORECAST_BASES)[number];

/** The fill (percent of capacity) at which a kiosk is due for a pickup (setting `pickupThresholdPercent`). */
export const DEFAULT_PICKUP_THRESHOLD_PERCENT = 80;

/** A kiosk's capacity in kg: a model's default or a unit's own. */
export const CAPACITY_LIMITS = { min: 0.1, max: 500 } as const;
const capacityMessage = `must be a number of kg from ${CAPACITY_LIMITS.min} to ${CAPACITY_LIMITS.max}`;
export const capacityKgSchema = z
  .number({ error: capacityMessage })
  .min(CAPACITY_LIMITS.min, { error: capacityMessage })
  .max(CAPACITY_LIMITS.max, { error: capacityMessage });

/** A kiosk's expected fill now and the day it reaches the pickup threshold. */
export const kioskForecastSchema = z.object({
  fillKg: z.number(),
  /** 0–100; above 100 when overdue. */
  fillPercent: z.number(),
  /** The business day (YYYY-MM-DD) it reaches the threshold; null: not within a year. */
  fullOn: z.string().nullable(),
  basis: z.enum(FORECAST_BASES),
});
export type KioskForecastView = z.infer<typeof kioskForecastSchema>;

// ---- staff: the kiosk models ----

export const kioskModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  capacityKg: z.number(),
  /** Kiosks in service of this model. */
  kiosks: z.number().int(),
});
export type KioskModel = z.infer<typeof kioskModelSchema>;
export const kioskModelListSchema = z.object({ items: z.array(kioskModelSchema) });
export const kioskModelIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a kiosk model's id"),
});
export const kioskModelUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "is required")
    .max(60, "must be 60 characters or fewer")
    .optional(),
  capacityKg: capacityKgSchema.optional(),
});
export type KioskModelUpdate = z.input<typeof kioskModelUpdateSchema>;
