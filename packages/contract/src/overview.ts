import { z } from "./zod.ts";

/** How many rows the overview's lists show at most (their totals are counted in full). */
export const OVERVIEW_LIST_LIMIT = 10;
/** A kiosk with no collection on or after this many days before today is listed as idle. */
export const IDLE_KIOSK_DAYS = 30;

const isoDate = z.string().describe("a calendar day, YYYY-MM-DD");

/**
 * GET /api/admin/overview: what needs attention today. Days are the business's (its time
 * zone); the week runs Monday to today.
 */
export const overviewSchema = z.object({
  today: isoDate,
  openEnquiries: z.number().int(),
  /** Bags whose intake weight differs from the pickup's beyond the tolerance (in percent). */
  flaggedBags: z.object({ count: z.number().int(), tolerancePercent: z.number() }),
  collectionsThisWeek: z.object({
    from: isoDate.describe("Monday of this week"),
    to: isoDate.describe("today"),
    collections: z.number().int(),
    butts: z.number().int(),
    kg: z.number(),
  }),
  payoutsDue: z.object({
    /** Settings' payoutThreshold, in rupees: a balance above it is due. */
    threshold: z.number(),
    count: z.number().int(),
    /** The largest balances first, at most OVERVIEW_LIST_LIMIT. */
    top: z.array(
      z.object({ customerCode: z.string(), customerName: z.string(), balance: z.number() }),
    ),
  }),
  idleKiosks: z.object({
    /** Kiosks in service since before this day with no collection on or after it. */
    since: isoDate,
    count: z.number().int(),
    /** Longest idle first (never collected first), at most OVERVIEW_LIST_LIMIT. */
    items: z.array(
      z.object({
        customerCode: z.string(),
        customerName: z.string(),
        kioskId: z.string(),
        label: z.string(),
        serial: z.string(),
        lastCollectedOn: isoDate.nullable(),
      }),
    ),
  }),
});
export type Overview = z.infer<typeof overviewSchema>;
