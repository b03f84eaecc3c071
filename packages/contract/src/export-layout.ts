import { z } from "./zod.ts";

/**
 * The two forms of a CSV export (issue 30, docs/decisions/0094 amendment): `spreadsheet` (the
 * default, for people: a byte-order mark so Excel reads UTF-8, title lines naming the business,
 * the period and when it was made, a blank line, then the header row and the rows) and `plain`
 * (for programs: the header row and the rows only, no byte-order mark, dates as YYYY-MM-DD).
 * The cells are the same in both but for shares (the kiosk CSV): rounded as on screen with a %
 * sign in `spreadsheet`, the exact fraction 0–1 in `plain`.
 */
export const EXPORT_LAYOUTS = ["spreadsheet", "plain"] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];

export const exportLayoutSchema = z.enum(EXPORT_LAYOUTS).optional().meta({
  description:
    "`plain` for programs: one header row then the rows, no title lines, no byte-order mark, dates as YYYY-MM-DD, money with two decimals, shares as the exact fraction 0–1, other numbers unrounded. Default `spreadsheet`: a byte-order mark, title lines (business, period, generated), a blank line, then the same header row and rows, shares rounded as on screen (`63%`).",
});

/** A CSV export's query adds this to its own (`schema.safeExtend(exportLayoutQuery)`). */
export const exportLayoutQuery = { layout: exportLayoutSchema };

/**
 * The console's CSVs (customers, collections, the import template, the payout batch's bank and
 * UPI files) take `layout` too, for symmetry, but default to `plain`: they were plain before the
 * layouts existed, go back into programs (the collections import, a bank's bulk upload) and keep
 * one header row first in both forms. `spreadsheet` adds only the byte-order mark, so Excel reads
 * ₹ and Gujarati or Hindi names as UTF-8; no title lines (the import reads such a file back).
 */
export const consoleExportLayoutSchema = z.enum(EXPORT_LAYOUTS).default("plain").meta({
  description:
    "Default `plain`: one header row then the rows, UTF-8 without a byte-order mark. `spreadsheet`: the same file with a byte-order mark first, so Excel reads ₹ and Indian-language names as UTF-8 (no title lines: the header row stays first, and the collections import reads the file back).",
});

/** A console CSV's query adds this to its own. */
export const consoleExportLayoutQuery = { layout: consoleExportLayoutSchema };
