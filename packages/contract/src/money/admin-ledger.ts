import { moneyAmountSchema, realDateSchema, signedMoneyAmountSchema } from "../amounts.ts";
import { isoDateSchema } from "../impact/dashboard.ts";
import { pageOf, pageQuery, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";

/**
 * The console's ledger and impact records (issue 12): payouts and adjustments of a customer's
 * benefit, their balance, awareness sessions and the smokers-served figure.
 *
 * - GET, POST /api/admin/payouts; POST /api/admin/adjustments;
 *   GET /api/admin/customers/:code/balance.
 * - GET, POST /api/admin/customers/:code/awareness-sessions;
 *   PATCH, DELETE /api/admin/awareness-sessions/:id; PUT /api/admin/customers/:code/smokers-served.
 */

const line = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine(textRule("line"));
const requiredLine = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine(textRule("line"));

/** The console's customer paths (…/customers/:code/…) share one rule for the code. */
export { customerCodeParamsSchema } from "../customers/admin-customers.ts";
export const numericIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const uuidParamsSchema = z.object({ id: z.uuid({ error: "must be an id" }) });

/** A customer's balance and its parts, in rupees: balance = credits − payouts + adjustments. */
export const balanceSchema = z.object({
  balance: z.number(),
  credits: z.number(),
  payouts: z.number(),
  adjustments: z.number(),
});
export type BalanceFigures = z.infer<typeof balanceSchema>;

export const LEDGER_KINDS = ["redemption", "adjustment"] as const;

/** A payout (kind "redemption": the customer's "Benefit Amount Redeemed") or an adjustment. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  customerCode: z.string(),
  customerName: z.string(),
  date: z.string(),
  /** Rupees: a payout is positive; an adjustment is signed. */
  amount: z.number(),
  reference: z.string(),
  note: z.string(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const payoutsQuerySchema = pageQuerySchema.extend({
  customerCode: z.string().trim().max(40).superRefine(textRule("line")).optional(),
  kind: z.enum(["redemption", "adjustment", "all"]).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;
export const payoutsPageSchema = pageOf(ledgerEntrySchema);

export const payoutCreateSchema = z.object({
  customerCode: requiredLine(40),
  amount: moneyAmountSchema,
  /** The day the money was paid; not in the future (business time zone). */
  date: realDateSchema,
  /** The UTR of a bank transfer or a cheque number. */
  reference: requiredLine(100),
  note: line(500).default(""),
  /** Required to pay out more than the balance: why (kept in the note and the audit log). */
  overrideReason: line(500).optional(),
});
export type PayoutCreate = z.input<typeof payoutCreateSchema>;

export const adjustmentCreateSchema = z.object({
  customerCode: requiredLine(40),
  /** Signed rupees: positive adds to the balance, negative takes from it. */
  amount: signedMoneyAmountSchema,
  date: realDateSchema,
  reason: requiredLine(500),
});
export type AdjustmentCreate = z.input<typeof adjustmentCreateSchema>;

export const ledgerCreatedSchema = z.object({ entry: ledgerEntrySchema, balance: balanceSchema });

// ---- impact records ----

export const awarenessSessionSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  peopleReached: z.number().int(),
});
export type AwarenessSession = z.infer<typeof awarenessSessionSchema>;

const peopleReached = z
  .number({ error: "must be a whole number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be 0 or more" })
  .max(10_000_000, { error: "is too large" });

export const awarenessSessionCreateSchema = z.object({
  date: realDateSchema,
  title: requiredLine(200),
  peopleReached,
});
export type AwarenessSessionCreate = z.input<typeof awarenessSessionCreateSchema>;
export const awarenessSessionUpdateSchema = awarenessSessionCreateSchema.partial();

export const smokersServedSchema = z.object({
  count: z
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" })
    .max(10_000_000, { error: "is too large" }),
});

/** GET /api/admin/customers/:code/awareness-sessions: a page of sessions, newest first (ties by id). */
export const awarenessSessionsQuerySchema = z.object(pageQuery);
export const impactRecordsSchema = pageOf(awarenessSessionSchema).extend({
  /** People reached by all the business's sessions (every page). */
  peopleReached: z.number().int(),
  smokersServed: z.number().int(),
});
export type ImpactRecords = z.infer<typeof impactRecordsSchema>;
