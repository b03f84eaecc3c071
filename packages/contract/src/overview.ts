import { MISS_REASONS, REQUEST_REASONS } from "./pickups/pickup-rules.ts";
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
  /** Payout requests waiting for approval, oldest first (at most OVERVIEW_LIST_LIMIT). */
  payoutRequests: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number(),
        customerCode: z.string(),
        customerName: z.string(),
        requestedAt: z.string().describe("ISO 8601 timestamp"),
      }),
    ),
  }),
  /** Pickup requests waiting to be scheduled, oldest first (at most OVERVIEW_LIST_LIMIT). */
  pickupRequests: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        customerCode: z.string(),
        customerName: z.string(),
        kioskLabel: z.string(),
        reason: z.enum(REQUEST_REASONS),
        /** The day the business would like, if it named one. */
        preferredOn: isoDate.nullable(),
        requestedAt: z.string().describe("ISO 8601 timestamp"),
      }),
    ),
  }),
  /** Yesterday's stops marked missed (at most OVERVIEW_LIST_LIMIT). */
  missedYesterday: z.object({
    date: isoDate,
    count: z.number().int(),
    items: z.array(
      z.object({
        pickupId: z.string(),
        customerCode: z.string(),
        customerName: z.string(),
        kioskLabel: z.string(),
        missReason: z.enum(MISS_REASONS).nullable(),
        newDate: isoDate.nullable(),
      }),
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
