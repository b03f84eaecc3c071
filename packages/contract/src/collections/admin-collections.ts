import { KG_MAX } from "../amount-rules.ts";
import { kgSchema, realDateSchema } from "../amounts.ts";
import { isoDateSchema } from "../impact/dashboard.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { problemTypeUri } from "../problem.ts";
import { lineSchema as line } from "../text.ts";
import { z } from "../zod.ts";
import { BUTTS_MAX } from "./collection-rules.ts";

/**
 * The console's collections (issue 12): the collections over every customer, their CSV export
 * and import (a customer's kiosks: ../kiosks/kiosks.ts). Amounts are rupees and kg as numbers.
 */

/**
 * The CSV import's columns, in the template's order. `visit` (decision 0074) is optional: a file
 * made from the older template, without it, imports as before with every row a first visit.
 */
export const COLLECTIONS_CSV_TEMPLATE_COLUMNS = [
  "customer_code",
  "kiosk_serial",
  "date",
  "butts_number",
  "butts_kg",
  "visit",
] as const;

/** The older template's header (no visit column): still accepted. */
export const COLLECTIONS_CSV_OLD_TEMPLATE_COLUMNS = COLLECTIONS_CSV_TEMPLATE_COLUMNS.slice(0, 5);

/** The export's columns, in order. */
export const COLLECTIONS_CSV_EXPORT_COLUMNS = [
  "id",
  "customer_code",
  "customer_name",
  "kiosk_serial",
  "kiosk_label",
  "date",
  "butts_number",
  "butts_number_estimated",
  "butts_kg",
  "credit_rupees",
] as const;

/** The most kg one collection may weigh (the rule lives in ./amount-rules.ts). */
export const MAX_COLLECTION_KG = KG_MAX;
/** The most rows one import may have. */
export const MAX_IMPORT_ROWS = 200_000;
/** A refused file lists the problems of this many rows; the answer counts the rest. */
export const MAX_LISTED_PROBLEM_ROWS = 100;
/** A file's rows already recorded are listed up to this many; the answer counts the rest. */
export const MAX_LISTED_RECORDED_ROWS = 100;
/**
 * The most visits of one kiosk on one day. A kiosk's collection is its kiosk, day, visit and kg
 * (decision 0074): the visit tells a genuine second emptying of the same weight from a repeat.
 */
export const MAX_VISIT = 99;

const numberField = (what: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? "is required" : `must be a ${what}`),
  });

/** A collection's kg: 0.001 to 100000, at most three decimals (grams). */
export const buttsKgSchema = kgSchema;

/** Which visit of the kiosk's day (1 unless the kiosk was emptied more than once that day). */
export const visitSchema = numberField("whole number")
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be 1 or more" })
  .max(MAX_VISIT, { error: `must be ${MAX_VISIT} or less` });

export const buttsNumberSchema = numberField("whole number")
  .int({ error: "must be a whole number" })
  .min(0, { error: "must not be negative" })
  .max(BUTTS_MAX, { error: "is too large" });

// ---- collections ----

export const collectionItemSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  kioskId: z.string(),
  kioskLabel: z.string(),
  kioskSerial: z.string(),
  date: z.string(),
  buttsNumber: z.number().int(),
  /** The number follows from the kg and the configured butts-per-kg factor. */
  estimated: z.boolean(),
  buttsKg: z.number(),
  /** Which visit of the kiosk's day (1 unless the kiosk was emptied more than once that day). */
  visit: z.number().int(),
  /** The collection's credit in rupees (null for data recorded without one). */
  credit: z.number().nullable(),
  /** The rate (₹/kg) the credit was computed at. */
  ratePerKg: z.number().nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** The list's and the CSV export's filters. Dates are inclusive. */
export const collectionFiltersSchema = z.object({
  customerCode: line(40).optional(),
  kioskId: z.uuid("must be a valid id").optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type CollectionFilters = z.infer<typeof collectionFiltersSchema>;

const toNotBeforeFrom = (q: { from?: string; to?: string }) => !(q.from && q.to && q.to < q.from);

export const collectionsQuerySchema = pageQuerySchema
  .extend(collectionFiltersSchema.shape)
  .refine(toNotBeforeFrom, { path: ["to"], error: "must not be before from" });
export type CollectionsQuery = z.input<typeof collectionsQuerySchema>;

export const collectionsExportQuerySchema = collectionFiltersSchema.refine(toNotBeforeFrom, {
  path: ["to"],
  error: "must not be before from",
});

export const collectionPageSchema = pageOf(collectionItemSchema);

export const collectionCreateSchema = z
  .object({
    kioskSerial: line(40).optional(),
    kioskId: z.uuid("must be a valid id").optional(),
    date: realDateSchema,
    buttsKg: buttsKgSchema,
    /** Left out when only the kg is known: the number is then estimated. */
    buttsNumber: buttsNumberSchema.optional(),
    /** Left out: the first visit of the day. */
    visit: visitSchema.optional(),
  })
  .refine((c) => Boolean(c.kioskSerial) || Boolean(c.kioskId), {
    path: ["kioskSerial"],
    error: "is required (or kioskId)",
  });
export type CollectionCreate = z.input<typeof collectionCreateSchema>;

export const collectionUpdateSchema = z.object({
  date: realDateSchema.optional(),
  buttsKg: buttsKgSchema.optional(),
  /** null: estimate the number from the kg. */
  buttsNumber: buttsNumberSchema.nullable().optional(),
  visit: visitSchema.optional(),
});
export type CollectionUpdate = z.input<typeof collectionUpdateSchema>;

export const collectionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "must be a collection id" })
    .int()
    .positive("must be a collection id"),
});

// ---- import ----

export const importQuerySchema = z.object({
  dryRun: z.enum(["true", "false", "1", "0"]).optional(),
});

/**
 * One thing wrong with an import file: `row` is the line as a spreadsheet numbers it (the header
 * is line 1, the first data row line 2); 0 for the file as a whole (its header, its size).
 */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A row of the file whose collection is already recorded: it imports nothing. */
export const importRecordedRowSchema = z.object({
  row: z.number().int(),
  collectionId: z.number().int(),
});
export type ImportRecordedRow = z.infer<typeof importRecordedRowSchema>;

/** A dry run of a clean file, or a finished import. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Rows imported (or, in a dry run, that would be). */
  rowCount: z.number().int(),
  /** Rows whose collection was already recorded, by any file or screen: they add nothing. */
  alreadyRecorded: z.number().int(),
  /** The first MAX_LISTED_RECORDED_ROWS of them. */
  alreadyRecordedRows: z.array(importRecordedRowSchema),
  /** Credits the rows add, in rupees. */
  totalCredit: z.number(),
  totalKg: z.number(),
  importId: z.number().int().nullable(),
  /**
   * Rows well above their kiosk's usual yield: kept as held for review (or, in a dry run, that
   * would be), not recorded and not in the totals above, until an admin accepts each.
   */
  held: z.number().int(),
  /** The first MAX_LISTED_RECORDED_ROWS of them: the row, why, and (once imported) its id. */
  heldRows: z.array(
    z.object({ row: z.number().int(), reason: z.string(), heldId: z.number().int().nullable() }),
  ),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** 422: problem details with the problems of the first MAX_LISTED_PROBLEM_ROWS bad rows. */
export const importRejectedSchema = z.object({
  type: z.literal(problemTypeUri("unprocessable")),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  problems: z.array(importProblemSchema),
  /** Every problem in the file, listed or not. */
  problemCount: z.number().int(),
  /** Every row with a problem, listed or not. */
  problemRows: z.number().int(),
});
export type ImportRejected = z.infer<typeof importRejectedSchema>;
