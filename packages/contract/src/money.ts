import { moneyAmountSchema, realDateSchema } from "./amounts.ts";
import { dateRangeQuerySchema, supportViewQuerySchema } from "./dashboard.ts";
import { pageOf, pageQuerySchema } from "./paging.ts";
import { textRule } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The customer's money (issue 14; docs/decisions/0065): balance, statement and payout requests,
 * and the console's handling of the requests.
 *
 * - GET /api/balance, GET /api/statement[.csv|.xlsx]?startDate&endDate
 * - GET, POST /api/payout_requests (POST: owners only)
 * - GET /api/admin/payout_requests; POST /api/admin/payout_requests/:id/approve | pay | decline
 *
 * Money is in rupees as numbers with at most two decimals (paise); sums are made in paise.
 */

const requiredLine = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine(textRule("line"));

// ---- balance ----

export const lastPayoutSchema = z.object({
  date: z.string(),
  amount: z.number(),
  reference: z.string(),
});

/** GET /api/balance: available to redeem = credits − payouts ± adjustments, to the paisa. */
export const balanceAnswerSchema = z.object({
  balance: z.number(),
  /** ₹ per kg credited for collections recorded today (the business's rate, or the default). */
  ratePerKg: z.number(),
  credits: z.number(),
  payouts: z.number(),
  adjustments: z.number(),
  lastPayout: lastPayoutSchema.nullable(),
});
export type BalanceAnswer = z.infer<typeof balanceAnswerSchema>;

// ---- statement ----

export const STATEMENT_ENTRY_KINDS = ["credit", "payout", "adjustment"] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];
export const STATEMENT_ENTRY_LABELS: Record<StatementEntryKind, string> = {
  credit: "Credit",
  payout: "Payout",
  adjustment: "Adjustment",
};

export const statementEntrySchema = z.object({
  /** The ledger entry's id. */
  id: z.number().int(),
  date: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** Signed rupees: a credit is positive, a payout negative, an adjustment either. */
  amount: z.number(),
  /** The balance after this entry. */
  balance: z.number(),
  /**
   * What it is: "Collection at Terrace: 0.620 kg at ₹300.00/kg" for a credit, the payout's
   * reference, the adjustment's reason.
   */
  description: z.string(),
  /** A credit's collection; null otherwise. */
  collectionId: z.number().int().nullable(),
  /** A payout's reference (UTR or cheque number); "" otherwise. */
  reference: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementQuerySchema = dateRangeQuerySchema;

/** GET /api/statement: entries of the period in date order (ties by id), with running balance. */
export const statementSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** The balance at the end of the day before startDate. */
  openingBalance: z.number(),
  credits: z.number(),
  /** Positive: the period's payouts. */
  payouts: z.number(),
  /** Signed: the period's adjustments. */
  adjustments: z.number(),
  closingBalance: z.number(),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

// ---- payout requests ----

export const PAYOUT_REQUEST_STATUSES = ["requested", "approved", "paid", "declined"] as const;
export type PayoutRequestStatus = (typeof PAYOUT_REQUEST_STATUSES)[number];
export const PAYOUT_REQUEST_STATUS_LABELS: Record<PayoutRequestStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  paid: "Paid",
  declined: "Declined",
};

export const payoutRequestSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(PAYOUT_REQUEST_STATUSES),
  requestedAt: z.string(),
  requestedBy: z.string(),
  note: z.string(),
  decidedAt: z.string().nullable(),
  /** Staff's reason when declined; "" otherwise. */
  declineReason: z.string(),
  /** Once paid: the day paid and the payment's reference. */
  paidOn: z.string().nullable(),
  reference: z.string(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutRequestListSchema = z.object({ items: z.array(payoutRequestSchema) });

/** POST /api/payout_requests (owners): an amount up to the balance. */
export const payoutRequestCreateSchema = z.object({
  amount: moneyAmountSchema,
  note: z
    .string()
    .trim()
    .max(500, { error: "must be at most 500 characters" })
    .superRefine(textRule("multiline"))
    .default(""),
});
export type PayoutRequestCreate = z.input<typeof payoutRequestCreateSchema>;

// ---- console ----

export const adminPayoutRequestSchema = payoutRequestSchema.extend({
  customerCode: z.string(),
  customerName: z.string(),
  /** The business's balance now. */
  balance: z.number(),
});
export type AdminPayoutRequest = z.infer<typeof adminPayoutRequestSchema>;

export const adminPayoutRequestsQuerySchema = pageQuerySchema.extend({
  /** "open": requested or approved (the default). */
  status: z.enum(["open", ...PAYOUT_REQUEST_STATUSES, "all"]).default("open"),
});
export const adminPayoutRequestsPageSchema = pageOf(adminPayoutRequestSchema);

export const payoutRequestIdParamsSchema = z.object({
  id: z.coerce.number({ error: "must be a request id" }).int().positive(),
});

/** POST …/:id/pay: the payout is recorded in the ledger on this day with this reference. */
export const payoutRequestPaySchema = z.object({
  date: realDateSchema,
  /** The UTR of a bank transfer or a cheque number. */
  reference: requiredLine(100),
});
export const payoutRequestDeclineSchema = z.object({ reason: requiredLine(500) });

export { supportViewQuerySchema };
