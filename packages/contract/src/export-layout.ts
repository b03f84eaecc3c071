import { z } from "./zod.ts";

/**
 * The two forms of a CSV export (issue 30, docs/decisions/0094 amendment): `spreadsheet` (the
 * default, for people: a byte-order mark so Excel reads UTF-8, title lines naming the business,
 * the period and when it was made, a blank line, then the header row and the rows) and `plain`
 * (for programs: the header row and the rows only, no byte-order mark, dates as YYYY-MM-DD).
 */
export const EXPORT_LAYOUTS = ["spreadsheet", "plain"] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];

export const exportLayoutSchema = z.enum(EXPORT_LAYOUTS).optional().meta({
  description:
    "`plain` for programs: one header row then the rows, no title lines, no byte-order mark, dates as YYYY-MM-DD, money with two decimals, other numbers unrounded. Default `spreadsheet`: a byte-order mark, title lines (business, period, generated), a blank line, then the same header row and rows.",
});

/** A CSV export's query adds this to its own (`schema.safeExtend(exportLayoutQuery)`). */
export const exportLayoutQuery = { layout: exportLayoutSchema };
