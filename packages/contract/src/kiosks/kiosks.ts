import { realDateSchema } from "../amounts.ts";
import {
  capacityKgSchema,
  kioskForecastSchema,
  kioskModelIdParamsSchema,
} from "../forecasts/forecasts.ts";
import { lineSchema as line, requiredLineSchema as requiredLine } from "../text.ts";
import { canonicalCode } from "../text-rules.ts";
import { z } from "../zod.ts";

/** A customer's kiosks in the console (issue 12): the list, adding, changing and removing one. */

/**
 * The code printed on a kiosk, stored in its canonical form (NFKC, invisible characters removed,
 * capitals) so "k-1", "Ｋ-１" and "K\u200b-1" are the one serial "K-1".
 */
const serialSchema = z
  .string({ error: "is required" })
  .transform(canonicalCode)
  .pipe(requiredLine(40));

export const kioskSchema = z.object({
  id: z.string(),
  customerCode: z.string(),
  label: z.string(),
  serial: z.string(),
  location: z.string(),
  installedOn: z.string(),
  /** null: still installed. */
  removedOn: z.string().nullable(),
  /** Collections recorded from this kiosk. */
  collections: z.number().int(),
  lastCollectedOn: z.string().nullable(),
  /** Its model (a kiosk model's id) and that model's name. */
  modelId: z.string(),
  modelName: z.string(),
  /** The unit's own capacity in kg, or null when it is its model's. */
  ownCapacityKg: z.number().nullable(),
  /** The capacity the forecast uses: the unit's own, else its model's. */
  capacityKg: z.number(),
  /** The expected fill now and the day it reaches the pickup threshold (null: removed). */
  forecast: kioskForecastSchema.nullable(),
});
export type Kiosk = z.infer<typeof kioskSchema>;

export const kioskListSchema = z.object({ items: z.array(kioskSchema) });

/** The console's customer paths (…/customers/:code/…) share one rule for the code. */
export { customerCodeParamsSchema } from "../customers/admin-customers.ts";
export const kioskIdParamsSchema = z.object({ id: z.uuid("must be a valid id") });

export const kioskCreateSchema = z.object({
  label: requiredLine(80),
  serial: serialSchema,
  location: line(200).optional().default(""),
  installedOn: realDateSchema,
  /** A kiosk model's id (default: the standard kiosk). */
  modelId: kioskModelIdParamsSchema.shape.id.optional(),
  /** The unit's own capacity; null or absent: its model's. */
  capacityKg: capacityKgSchema.nullable().optional(),
});
export type KioskCreate = z.input<typeof kioskCreateSchema>;

export const kioskUpdateSchema = z.object({
  label: kioskCreateSchema.shape.label.optional(),
  serial: serialSchema.optional(),
  location: line(200).optional(),
  installedOn: realDateSchema.optional(),
  /** A date marks the kiosk removed; null puts it back in service. */
  removedOn: realDateSchema.nullable().optional(),
  modelId: kioskModelIdParamsSchema.shape.id.optional(),
  /** null: back to its model's capacity. */
  capacityKg: capacityKgSchema.nullable().optional(),
});
export type KioskUpdate = z.input<typeof kioskUpdateSchema>;
