import { collectionCustodySchema } from "../custody/custody.ts";
import { dateRangeQuerySchema } from "../impact/dashboard.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";

/**
 * The customer's insight (issue 14; docs/decisions/0065): each kiosk's share of a period, the
 * collection log with "Report a problem", and the days a report may be made.
 *
 * - GET /api/kiosk_breakdown[.csv|.xlsx]?startDate&endDate
 * - GET /api/collections[.csv|.xlsx]?startDate&endDate&page&pageSize
 * - POST /api/collections/:id/problem (owners; collections of the last 30 days)
 */

/** The terms ask partners to report a wrong collection within 30 days (PRODUCT.md). */
export const PROBLEM_REPORT_DAYS = 30;

/** True when a collection on `collectedOn` may still be reported on `today` (both business days). */
export function canReportProblem(collectedOn: string, today: string): boolean {
  const age =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${collectedOn}T00:00:00Z`)) / 86_400_000;
  return age >= 0 && age <= PROBLEM_REPORT_DAYS;
}

// ---- kiosks ----

export const kioskTrendPointSchema = z.object({
  /** The month's first day. */
  month: z.string(),
  buttsKg: z.number(),
});

export const kioskBreakdownItemSchema = z.object({
  kioskId: z.string(),
  label: z.string(),
  location: z.string(),
  serial: z.string(),
  installedOn: z.string(),
  removedOn: z.string().nullable(),
  buttsCount: z.number().int(),
  buttsKg: z.number(),
  /** The kiosk's share of the period's kg, 0–1 (0 when the period has none). */
  share: z.number(),
  /** The kiosk's last collection on or before the period's end; null when none. */
  lastPickupOn: z.string().nullable(),
  /** kg a month for the six months ending with the period's last month (oldest first). */
  trend: z.array(kioskTrendPointSchema),
});
export type KioskBreakdownItem = z.infer<typeof kioskBreakdownItemSchema>;

/** GET /api/kiosk_breakdown: kiosks in place at any time in the period, most kg first. */
export const kioskBreakdownSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  buttsCount: z.number().int(),
  buttsKg: z.number(),
  kiosks: z.array(kioskBreakdownItemSchema),
});
export type KioskBreakdown = z.infer<typeof kioskBreakdownSchema>;

export const kioskBreakdownQuerySchema = dateRangeQuerySchema;

// ---- collection log ----

export const collectionLogItemSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kioskLabel: z.string(),
  buttsCount: z.number().int(),
  buttsKg: z.number(),
  /** True when only the kg was weighed and the number follows from the factor. */
  estimated: z.boolean(),
  /** The benefit credited for it (₹). */
  credit: z.number(),
  /** Within the 30 days in which a problem may be reported. */
  canReport: z.boolean(),
  /** When this business last reported a problem with it; null when never. */
  reportedAt: z.string().nullable(),
  /** Where its material is now (chain of custody, issue 15). */
  custody: collectionCustodySchema,
});
export type CollectionLogItem = z.infer<typeof collectionLogItemSchema>;

/** Newest first. Pages like the console's lists. */
export const collectionLogQuerySchema = z
  .object(pageQuerySchema.pick({ page: true, pageSize: true }).shape)
  .extend(dateRangeQuerySchema.shape)
  .superRefine((q, ctx) => {
    if (q.endDate < q.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
    }
  });
export type CollectionLogQuery = z.infer<typeof collectionLogQuerySchema>;
export const collectionLogPageSchema = pageOf(collectionLogItemSchema);

/** The export of the log: every collection of the period, no paging. */
export const collectionLogExportQuerySchema = dateRangeQuerySchema;

/** A collection's id in the path: the console's rule. */
export { collectionIdParamsSchema } from "./admin-collections.ts";

/** POST /api/collections/:id/problem: what is wrong, in the reporter's words. */
export const collectionProblemCreateSchema = z.object({
  message: z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(2000, { error: "must be at most 2000 characters" })
    .superRefine(textRule("multiline")),
});
export type CollectionProblemCreate = z.infer<typeof collectionProblemCreateSchema>;
export const collectionProblemCreatedSchema = z.object({
  id: z.string(),
  reportedAt: z.string(),
});
