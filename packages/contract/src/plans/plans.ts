import { isoDateSchema } from "../impact/dashboard.ts";
import { z } from "../zod.ts";

/**
 * A day's plan (docs/decisions/0105): which kiosks each collector visits, in what order, when and
 * how far; what could not be planned and why. The planner proposes it each evening; staff edit it
 * (`version` guards two editors) and publish it.
 */

/** Why a kiosk is on the day's plan (`added`: by staff, on the Planning screen). */
export const STOP_WHY = ["fixed", "fill", "request", "whileThere", "added"] as const;
export type StopWhy = (typeof STOP_WHY)[number];

/** Why a kiosk that should be visited is not on a route. */
export const UNPLANNED_REASONS = [
  "needsCoordinates",
  "window",
  "shift",
  "capacity",
  "noCollector",
  "removedByStaff",
] as const;
export type UnplannedReason = (typeof UNPLANNED_REASONS)[number];

/** "HH:MM", 24 hours, business time. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time as HH:MM, e.g. 09:30" })
  .meta({ examples: ["09:30"] });

const pointSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const planStopSchema = z.object({
  kioskId: z.string(),
  kioskLabel: z.string(),
  customerId: z.string(),
  businessName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  why: z.enum(STOP_WHY),
  /** The kg the kiosk is expected to hold (its forecast; 0 when none is known). */
  expectedKg: z.number(),
  /** "HH:MM": when the collector is expected there. */
  arrival: clockTimeSchema,
  /** Metres from the previous stop (the start for the first). */
  distanceMetres: z.number().int(),
  /** False when staff's order misses the business's hours or the shift. */
  onTime: z.boolean(),
});
export type PlanStop = z.infer<typeof planStopSchema>;

export const planRouteSchema = z.object({
  collectorId: z.string(),
  collectorName: z.string(),
  start: pointSchema,
  shift: z.object({ start: clockTimeSchema, end: clockTimeSchema }),
  vehicleKg: z.number(),
  stops: z.array(planStopSchema),
  /** Metres from the start, through every stop, back to the start. */
  distanceMetres: z.number().int(),
  /** "HH:MM": back at the start. */
  returnAt: clockTimeSchema,
});
export type PlanRoute = z.infer<typeof planRouteSchema>;

export const unplannedStopSchema = z.object({
  kioskId: z.string(),
  kioskLabel: z.string(),
  customerId: z.string(),
  businessName: z.string(),
  why: z.enum(STOP_WHY),
  reason: z.enum(UNPLANNED_REASONS),
});
export type UnplannedStop = z.infer<typeof unplannedStopSchema>;

export const dayPlanSchema = z.object({
  date: isoDateSchema,
  status: z.enum(["proposal", "published"]),
  version: z.number().int(),
  proposedAt: z.string(),
  /** Null until published; a plan edited after publishing says so with `status: "proposal"`. */
  publishedAt: z.string().nullable(),
  routes: z.array(planRouteSchema),
  unplanned: z.array(unplannedStopSchema),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

export const planDateParamsSchema = z.object({ date: isoDateSchema });

/** GET: `propose=1` makes a new proposal from today's facts (an unpublished plan only). */
export const dayPlanQuerySchema = z.object({
  propose: z.enum(["0", "1"]).default("0"),
});

/** Staff's changes: each collector's kiosks in order; a kiosk left out is unplanned. */
export const dayPlanUpdateSchema = z.object({
  version: z.number().int().min(1),
  routes: z.array(
    z.object({
      collectorId: z.string().min(1, "is required"),
      kioskIds: z.array(z.string().min(1)).max(500, "must be 500 kiosks or fewer"),
    }),
  ),
});
export type DayPlanUpdate = z.infer<typeof dayPlanUpdateSchema>;

/** A collector's own route of the day; `route` is null when they have none. */
export const myRouteSchema = z.object({
  date: isoDateSchema,
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  route: planRouteSchema.nullable(),
});
export type MyRoute = z.infer<typeof myRouteSchema>;
