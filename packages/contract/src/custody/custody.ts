import { kgSchema, realDateSchema } from "../amounts.ts";
import { pageOf, pageQuery, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";

/**
 * Chain of custody (issue 15; docs/decisions/0066): bag code at pickup → weight on intake at the
 * plant → processing batch → Eco-Art product lot.
 *
 * Staff (under /api/admin/): GET /intakes (bags awaiting intake, received, flagged), POST
 * /intakes, GET /batches, POST /batches, POST /batches/{id}/lots.
 */

/** Settings default: a difference beyond 5 % between pickup and intake weights is flagged. */
export const DEFAULT_CUSTODY_TOLERANCE_PERCENT = 5;

/** True when the intake weight differs from the pickup weight by more than the tolerance. */
export function isWeightMismatch(
  pickupKg: number,
  intakeKg: number,
  tolerancePercent: number,
): boolean {
  if (pickupKg === 0) return intakeKg !== 0;
  return (Math.abs(intakeKg - pickupKg) / pickupKg) * 100 > tolerancePercent + 1e-9;
}

/** Where a collection's material is now, for the customer (collection log). */
export const custodyStageSchema = z.enum(["collected", "received", "batched", "made", "untracked"]);
export type CustodyStage = z.infer<typeof custodyStageSchema>;
export const collectionCustodySchema = z.object({
  stage: custodyStageSchema,
  bagCode: z.string().nullable(),
  receivedOn: z.string().nullable(),
  batchCode: z.string().nullable(),
  products: z.array(z.object({ product: z.string(), lotCode: z.string(), madeOn: z.string() })),
});
export type CollectionCustody = z.infer<typeof collectionCustodySchema>;

const code = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine(textRule("line"));

export const INTAKE_STATUSES = ["awaiting", "received", "flagged", "all"] as const;
export const adminIntakesQuerySchema = pageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ status: z.enum(INTAKE_STATUSES).default("awaiting") });

export const adminIntakeSchema = z.object({
  pickupId: z.string(),
  bagCode: z.string(),
  customerCode: z.string(),
  businessName: z.string(),
  kioskLabel: z.string(),
  collectedOn: z.string(),
  pickupKg: z.number(),
  intakeId: z.number().int().nullable(),
  receivedOn: z.string().nullable(),
  intakeKg: z.number().nullable(),
  /** Intake minus pickup, percent of pickup; null until received. */
  differencePercent: z.number().nullable(),
  flagged: z.boolean(),
  intakeNote: z.string(),
  batchCode: z.string().nullable(),
});
export type AdminIntake = z.infer<typeof adminIntakeSchema>;
export const adminIntakesPageSchema = pageOf(adminIntakeSchema).extend({
  tolerancePercent: z.number(),
});

export const intakeCreateSchema = z.object({
  bagCode: code(60),
  receivedOn: realDateSchema,
  weightKg: kgSchema,
  note: z.string().trim().max(500).superRefine(textRule("line")).default(""),
});

export const adminBatchSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  startedOn: z.string(),
  note: z.string(),
  bagCount: z.number().int(),
  intakeKg: z.number(),
  lots: z.array(
    z.object({ id: z.number().int(), code: z.string(), product: z.string(), madeOn: z.string() }),
  ),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;
/** GET /api/admin/batches: a page of batches, newest first (ties by id). */
export const adminBatchesQuerySchema = z.object(pageQuery);
export const adminBatchListSchema = pageOf(adminBatchSchema);

export const batchCreateSchema = z.object({
  code: code(40),
  startedOn: realDateSchema,
  /** Bags (received, not yet in a batch) that go into it. */
  bagCodes: z.array(code(60)).min(1, { error: "must name at least one bag" }).max(1000),
  note: z.string().trim().max(500).superRefine(textRule("line")).default(""),
});
export const batchIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const lotCreateSchema = z.object({
  code: code(40),
  product: code(80),
  madeOn: realDateSchema,
});
