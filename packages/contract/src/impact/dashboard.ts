import {
  END_BEFORE_START_MESSAGE,
  endsBeforeStart,
  ISO_DATE_PATTERN,
  isCalendarDate,
} from "../dates.ts";
import { CHART_MAX_MONTHS, monthsSpanned } from "../period-presets.ts";
import { z } from "../zod.ts";

/**
 * The customer dashboard's calls (SPEC.md §7, PRODUCT.md "Figures and their meaning"):
 * `GET /api/get_green_impact`, `GET /api/get_customer_specific_stats` and
 * `GET /api/get_customer_specific_stats_with_dates`. Every call answers for the caller's own
 * business; no query parameter chooses another one.
 */

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Kept for importers of this module; the rule lives in `./dates.ts`. */
export { isCalendarDate };

/** A calendar day on the wire: `YYYY-MM-DD`, and a day the calendar has. */
export const isoDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? "is required" : "must be one date as YYYY-MM-DD",
  })
  .regex(ISO_DATE_PATTERN, { error: "must be a date as YYYY-MM-DD, e.g. 2025-01-31", abort: true })
  .refine(isCalendarDate, { error: "is not a day of the calendar" });

/**
 * `?customerId=FC-…`: staff choose the business the dashboard's endpoints answer for (the
 * read-only support view); a customer's own business is always theirs, whatever this says.
 */
export const supportViewQuerySchema = z.object({
  customerId: z
    .string()
    .optional()
    .describe("Staff only: the business (FC-…) to answer for; ignored for a customer"),
});

/**
 * `startDate` and `endDate` both required (inclusive). Any other key is refused with a 400
 * naming it, as on every endpoint (issue 30); no cache-buster is needed, since signed-in answers
 * are `no-store` (docs/decisions/0094, amendment of 2026-11-27).
 */
export const dateRangeQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .extend(supportViewQuerySchema.shape)
  .refine((q) => !endsBeforeStart(q.startDate, q.endDate), {
    path: ["endDate"],
    error: END_BEFORE_START_MESSAGE,
  });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** `startDate` and `endDate` together or not at all; one alone names the missing one. */
export const optionalDateRangeQuerySchema = z
  .object({ startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() })
  .extend(supportViewQuerySchema.shape)
  .superRefine((q, ctx) => {
    if (q.startDate !== undefined && q.endDate === undefined) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "is required with startDate" });
    } else if (q.endDate !== undefined && q.startDate === undefined) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "is required with endDate" });
    } else if (
      q.startDate !== undefined &&
      q.endDate !== undefined &&
      endsBeforeStart(q.startDate, q.endDate)
    ) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START_MESSAGE });
    }
  });
export type OptionalDateRangeQuery = z.infer<typeof optionalDateRangeQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** GET /api/get_green_impact: the eight till-date figures and the business shown beside them. */
export const greenImpactSchema = z.object({
  kiosks_installed: z.number().int(),
  no_of_smokers: z.number().int(),
  cigarette_butts_collected_in_no: z.number().int(),
  cigarette_butts_collected_in_kg: z.number(),
  toxic_waste_recycled_in_kg: z.number(),
  microplastic_recycled_in_kg: z.number(),
  water_resources_protected_in_litres: z.number().int(),
  awareness_created_in_no_of_people: z.number().int(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  serviceType: z.string(),
  businessType: z.string(),
  name: z.string(),
  /** Additions to SPEC.md §3 (docs/decisions/0020): the public customer code, e.g. "FC-1001". */
  customerId: z.string(),
  /** The redemption form's address (a staff setting); null: show no "Redeem" link. */
  redeemUrl: z.string().nullable(),
  /** Company-wide social-impact figures printed on the benefit report. */
  socialImpact: z.object({
    unskilledEmployment: z.number(),
    stayAtHomeMothers: z.number(),
  }),
});
export type GreenImpact = z.infer<typeof greenImpactSchema>;

/** Butts collected in a period: a count and kilograms (3 decimals). */
export const buttsFiguresSchema = z.object({
  buttsNumber: z.number().int(),
  buttsKgs: z.number(),
});
export type ButtsFigures = z.infer<typeof buttsFiguresSchema>;

/** Benefit in a period, in rupees (2 decimals): credited and paid out. */
export const benefitFiguresSchema = z.object({
  amount: z.number(),
  redeemed: z.number(),
});
export type BenefitFigures = z.infer<typeof benefitFiguresSchema>;

const columnsOf = <T extends z.ZodType>(figures: T) =>
  z.object({ currentMonth: figures, lastMonth: figures, tillDate: figures });

/** The days one column covers (inclusive); startDate null: from the first record. */
export const periodSchema = z.object({
  startDate: z.string().nullable(),
  endDate: z.string(),
});
export type Period = z.infer<typeof periodSchema>;

/**
 * Addition to SPEC.md §3 (docs/decisions/0020): the days each column covers, so the table can
 * say which range it shows (PRODUCT.md). A column whose month lies outside the range is null.
 */
export const columnPeriodsSchema = z.object({
  currentMonth: periodSchema.nullable(),
  lastMonth: periodSchema.nullable(),
  tillDate: periodSchema,
});
export type ColumnPeriods = z.infer<typeof columnPeriodsSchema>;

/** GET /api/get_customer_specific_stats[?startDate&endDate] */
export const customerSpecificStatsSchema = z.object({
  cigaretteButtCollectionStats: columnsOf(buttsFiguresSchema),
  benefitValueStats: columnsOf(benefitFiguresSchema),
  periods: columnPeriodsSchema,
});
export type CustomerSpecificStats = z.infer<typeof customerSpecificStatsSchema>;

/** The derived figures of a range: kg × factor (3 decimals), butts × litres per butt (whole). */
export const periodImpactSchema = z.object({
  toxicWasteKg: z.number(),
  microplasticKg: z.number(),
  waterLitres: z.number().int(),
});
export type PeriodImpact = z.infer<typeof periodImpactSchema>;

/** GET /api/get_customer_specific_stats_with_dates?startDate&endDate: the reports' data. */
export const customerSpecificStatsWithDatesSchema = z.object({
  cigaretteButtCollectionStats: columnsOf(buttsFiguresSchema),
  /** The whole range. */
  periodStats: buttsFiguresSchema,
  /** The customer's first unit's installation day, null when none was ever installed. */
  disposalUnitInstalledDate: z.string().nullable(),
  customerDetails: z.object({
    /** Units installed on or before endDate and not removed before startDate. */
    disposalUnitInstalled: z.number().int(),
    disposalUnitInstalledDate: z.string().nullable(),
  }),
  periods: columnPeriodsSchema,
  /**
   * Addition to SPEC.md §3: the range's derived figures, worked out from `periodStats` with the
   * factors in force, so a report prints the range's own figures (not till-date ones).
   */
  periodImpact: periodImpactSchema,
});
export type CustomerSpecificStatsWithDates = z.infer<typeof customerSpecificStatsWithDatesSchema>;

// ---------------------------------------------------------------------------------------------
// Monthly collections (the dashboard's chart; an addition to SPEC.md §7)
// ---------------------------------------------------------------------------------------------

export const MONTHLY_COLLECTIONS_MAX_MONTHS = 36;

/**
 * GET /api/get_monthly_collections?months=12: how many calendar months, this one included; or
 * `startDate` and `endDate` (together): the months a period touches, each summing only the
 * period's days in it (the dashboard's chart follows the period bar, issue 25). A period may
 * touch at most CHART_MAX_MONTHS months.
 */
export const monthlyCollectionsQuerySchema = supportViewQuerySchema
  .extend({
    months: z.coerce
      .number({ error: "must be a whole number of months" })
      .int({ error: "must be a whole number of months" })
      .min(1, { error: "must be at least 1" })
      .max(MONTHLY_COLLECTIONS_MAX_MONTHS, {
        error: `must be at most ${MONTHLY_COLLECTIONS_MAX_MONTHS}`,
      })
      .default(12),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.startDate !== undefined && q.endDate === undefined) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "is required with startDate" });
    } else if (q.endDate !== undefined && q.startDate === undefined) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "is required with endDate" });
    } else if (q.startDate !== undefined && q.endDate !== undefined) {
      const range = { startDate: q.startDate, endDate: q.endDate };
      if (endsBeforeStart(q.startDate, q.endDate)) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START_MESSAGE });
      } else if (monthsSpanned(range) > CHART_MAX_MONTHS) {
        ctx.addIssue({
          code: "custom",
          path: ["startDate"],
          message: `must be within ${CHART_MAX_MONTHS} calendar months of endDate`,
        });
      }
    }
  });
export type MonthlyCollectionsQuery = z.infer<typeof monthlyCollectionsQuerySchema>;

/** One calendar month's collections: `month` is `YYYY-MM` in the business time zone. */
export const monthlyCollectionSchema = z.object({
  month: z.string(),
  buttsNumber: z.number().int(),
  buttsKgs: z.number(),
});
export type MonthlyCollection = z.infer<typeof monthlyCollectionSchema>;

/**
 * The last `months` calendar months up to today (this month to today), oldest first, a month
 * without collections included with zeros, so a chart has one bar per month.
 */
export const monthlyCollectionsSchema = z.object({ months: z.array(monthlyCollectionSchema) });
export type MonthlyCollections = z.infer<typeof monthlyCollectionsSchema>;
