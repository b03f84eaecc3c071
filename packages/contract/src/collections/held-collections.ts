import { pageOf, pageQuerySchema } from "../paging.ts";
import { requiredLineSchema } from "../text.ts";
import { z } from "../zod.ts";

/**
 * Collections held for review (docs/decisions/0099): a collection well above what its kiosk
 * usually yields (`holdReason` in ./collection-rules.ts), from the collector's Done, the console's
 * form or the CSV import, is kept here instead of being recorded. It credits nothing and mails no
 * receipt until an admin accepts it (then it is recorded and credited once); an admin may reject
 * it with a reason instead.
 *
 * - GET /api/admin/held_collections?status=held (the Overview lists them)
 * - POST /api/admin/held_collections/:id/accept | reject
 */

export const HELD_SOURCES = ["collector", "console", "import"] as const;
export const HELD_STATUSES = ["held", "accepted", "rejected"] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];

export const heldCollectionSchema = z.object({
  id: z.number().int(),
  status: z.enum(HELD_STATUSES),
  source: z.enum(HELD_SOURCES),
  customerCode: z.string(),
  customerName: z.string(),
  kioskId: z.string(),
  kioskSerial: z.string(),
  kioskLabel: z.string(),
  date: z.string(),
  visit: z.number().int(),
  buttsKg: z.number(),
  /** Null: only weighed, the number is estimated when it is accepted. */
  buttsNumber: z.number().int().nullable(),
  /** What accepting it credits, at the business's rate today (rupees). */
  credit: z.number(),
  /** The kiosk's usual yield it was compared with (kg). */
  usualKg: z.number(),
  /** Why it is held: "12 kg is more than 3 times the kiosk's usual 2.5 kg (…)". */
  reason: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string(),
  /** Accepted: the collection it became. */
  collectionId: z.number().int().nullable(),
});
export type HeldCollection = z.infer<typeof heldCollectionSchema>;

export const heldCollectionsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(HELD_STATUSES, { error: `must be one of ${HELD_STATUSES.join(", ")}` })
    .optional()
    .default("held"),
});
export const heldCollectionsPageSchema = pageOf(heldCollectionSchema);
export type HeldCollectionsPage = z.infer<typeof heldCollectionsPageSchema>;

export const heldCollectionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "must be a held collection's id" })
    .int({ error: "must be a held collection's id" })
    .positive({ error: "must be a held collection's id" }),
});

export const heldCollectionRejectSchema = z.object({ reason: requiredLineSchema(500) });
export type HeldCollectionReject = z.input<typeof heldCollectionRejectSchema>;
