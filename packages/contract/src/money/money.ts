import { moneyAmountSchema, realDateSchema } from "../amounts.ts";
import { dateRangeQuerySchema, supportViewQuerySchema } from "../impact/dashboard.ts";
import { pageOf, pageQuery, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";

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
  /**
   * What `description` is made of, for a client that writes the line in its reader's language
   * (`describeStatementLine` in money/statement-words.ts; issue 29): a credit's kiosk label (null
   * when the kiosk or collection is gone), weight and rate; an adjustment's reason as typed.
   */
  parts: z
    .object({
      kiosk: z.string().nullable(),
      kg: z.number().nullable(),
      ratePerKg: z.number().nullable(),
      note: z.string(),
    })
    .optional(),
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

/** GET /api/payout_requests: a page of the business's requests, newest first (ties by id). */
export const payoutRequestsQuerySchema = supportViewQuerySchema.extend(pageQuery);
export const payoutRequestListSchema = pageOf(payoutRequestSchema);

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
  /** The open batch the request waits in (a line not yet paid), else null or absent. */
  waitsInBatch: z.number().int().nullable().optional(),
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

// ---- payee details (issue 25) ----

/**
 * The GSTIN's check character (its 15th): the published base-36 scheme. Each of the first 14
 * characters' value (0–9, A–Z = 10–35) is multiplied by 1 or 2 alternately; each product adds
 * its base-36 digits (quotient + remainder); the check is (36 − sum mod 36) mod 36.
 */
const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export const PAYEE_PATTERNS = {
  /** 4 letters (the bank), 0, 6 letters or digits (the branch). */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  /** 5 letters, 4 digits, 1 letter. */
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  /** 2-digit state code, the PAN, entity number, 'Z', check character. */
  gstin: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  /**
   * name@handle (NPCI's virtual payment address), the name starting with a letter or digit as
   * every issued one does: a leading "-" would also make a spreadsheet read the cell as a formula,
   * and a payment file must carry the ID as it was checked, unchanged (docs/decisions/0101).
   */
  upiId: /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/,
  bankAccountNumber: /^[0-9]{9,18}$/,
} as const;

export const PAYEE_MESSAGES = {
  ifsc: "must be an IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)",
  pan: "must be a PAN: 5 letters, 4 digits, 1 letter (e.g. AAPFU0939F)",
  gstinFormat:
    "must be a GSTIN: 15 characters, the 2-digit state code, the PAN, the entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)",
  gstinCheck: (expected: string) =>
    `is not a valid GSTIN: its check character (the 15th) should be ${expected}; check for a typing mistake`,
  gstinPan: (pan: string) => `must contain the PAN ${pan} (its characters 3 to 12)`,
  upiId:
    "must be a UPI ID: name@handle, the name starting with a letter or digit (e.g. terracecafe@okhdfcbank)",
  bankAccountNumber: "must be a bank account number: 9 to 18 digits, no spaces",
  accountNeedsAll: "is required with a bank account (holder name, account number and IFSC)",
} as const;

/** An optional field: "" or absent means none; trimmed; upper-cased where the format is. */
const payeeField = (max: number, upper: boolean) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine(textRule("line"))
    .transform((v) => (upper ? v.toUpperCase() : v))
    .default("");
const matching = (pattern: RegExp) => (v: string) => v === "" || pattern.test(v);

/**
 * PUT /api/admin/customers/:code/payee: the business's payee details as a whole (a field left
 * out or "" is cleared). A bank account needs its holder's name, its number and the IFSC; the
 * UPI ID stands alone. Each field is checked against its published format.
 */
export const payeeUpdateSchema = z
  .object({
    accountHolderName: payeeField(120, false),
    bankAccountNumber: payeeField(64, false).refine(matching(PAYEE_PATTERNS.bankAccountNumber), {
      error: PAYEE_MESSAGES.bankAccountNumber,
    }),
    ifsc: payeeField(64, true).refine(matching(PAYEE_PATTERNS.ifsc), {
      error: PAYEE_MESSAGES.ifsc,
    }),
    upiId: payeeField(320, false).refine(matching(PAYEE_PATTERNS.upiId), {
      error: PAYEE_MESSAGES.upiId,
    }),
    pan: payeeField(64, true).refine(matching(PAYEE_PATTERNS.pan), {
      error: PAYEE_MESSAGES.pan,
    }),
    gstin: payeeField(64, true).superRefine((v, ctx) => {
      if (v === "") return;
      if (!PAYEE_PATTERNS.gstin.test(v)) {
        ctx.addIssue({ code: "custom", message: PAYEE_MESSAGES.gstinFormat, input: v });
        return;
      }
      const expected = gstinCheckCharacter(v.slice(0, 14));
      if (v.charAt(14) !== expected)
        ctx.addIssue({ code: "custom", message: PAYEE_MESSAGES.gstinCheck(expected), input: v });
    }),
  })
  .superRefine((v, ctx) => {
    const account = [
      ["accountHolderName", v.accountHolderName],
      ["bankAccountNumber", v.bankAccountNumber],
      ["ifsc", v.ifsc],
    ] as const;
    if (account.some(([, value]) => value !== ""))
      for (const [field, value] of account)
        if (value === "")
          ctx.addIssue({ code: "custom", path: [field], message: PAYEE_MESSAGES.accountNeedsAll });
    // Only two well-formed values are compared; a malformed one already has its message.
    const wellFormed = PAYEE_PATTERNS.pan.test(v.pan) && PAYEE_PATTERNS.gstin.test(v.gstin);
    if (wellFormed && v.gstin.slice(2, 12) !== v.pan)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: PAYEE_MESSAGES.gstinPan(v.pan) });
  });
export type PayeeUpdate = z.input<typeof payeeUpdateSchema>;
export type PayeeFields = z.output<typeof payeeUpdateSchema>;

/** GET/PUT …/payee: the details ("" where none), and who changed them last. */
export const payeeDetailsSchema = z.object({
  accountHolderName: z.string(),
  bankAccountNumber: z.string(),
  ifsc: z.string(),
  upiId: z.string(),
  pan: z.string(),
  gstin: z.string(),
  /** Null until the details are first saved. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PayeeDetails = z.infer<typeof payeeDetailsSchema>;

/** How an account number is shown outside the payee panel: its last 4 digits (••••1234). */
export const maskAccountNumber = (number: string) =>
  number === "" ? "" : `••••${number.slice(-4)}`;

export const PAYEE_FIELD_LABELS: Record<keyof PayeeFields, string> = {
  accountHolderName: "Account holder name",
  bankAccountNumber: "Bank account number",
  ifsc: "IFSC",
  upiId: "UPI ID",
  pan: "PAN",
  gstin: "GSTIN",
};

// ---- payout batches (issue 25, docs/decisions/0078) ----

export const PAYOUT_BATCH_STATUSES = ["open", "paid", "cancelled"] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];
export const PAYOUT_BATCH_ITEM_STATES = ["pending", "paid", "blocked", "cancelled"] as const;
export type PayoutBatchItemState = (typeof PAYOUT_BATCH_ITEM_STATES)[number];

/** The most businesses in one batch (one bank upload). */
export const PAYOUT_BATCH_MAX = 1000;

/**
 * POST /api/admin/payout_batches: approved payout requests by id, or every business whose
 * balance is above the payout threshold (Settings).
 */
export const payoutBatchCreateSchema = z
  .object({
    source: z.enum(["requests", "threshold"], {
      error: 'must be "requests" (with requestIds) or "threshold"',
    }),
    requestIds: z
      .array(z.number({ error: "must be request ids" }).int().positive(), {
        error: "must be a list of request ids",
      })
      .max(PAYOUT_BATCH_MAX, { error: `must name at most ${PAYOUT_BATCH_MAX} requests` })
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.source === "requests" && v.requestIds.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["requestIds"],
        message: "must name at least one approved request",
      });
    if (v.source === "threshold" && v.requestIds.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["requestIds"],
        message: "must be left out in a batch of balances above the threshold",
      });
  });
export type PayoutBatchCreate = z.output<typeof payoutBatchCreateSchema>;

export const payoutBatchItemSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  /** The payout request paid by this line; null in a batch of balances above the threshold. */
  requestId: z.number().int().nullable(),
  amount: z.number(),
  state: z.enum(PAYOUT_BATCH_ITEM_STATES),
  /** Why a blocked business is not paid ("" otherwise). */
  blockedReason: z.string(),
  /** "bank" (the bulk-payment file), "upi" (the UPI list) or "" when blocked. */
  channel: z.enum(["bank", "upi", ""]),
  beneficiaryName: z.string(),
  /** Masked (••••1234) in the list; in full only in the bank file. */
  bankAccount: z.string(),
  ifsc: z.string(),
  upiId: z.string(),
  /** The payment's reference, in the files and on the recorded payout. */
  reference: z.string(),
});
export type PayoutBatchItem = z.infer<typeof payoutBatchItemSchema>;

export const payoutBatchSchema = z.object({
  id: z.number().int(),
  source: z.enum(["requests", "threshold"]),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  createdAt: z.string(),
  createdBy: z.string(),
  paidOn: z.string().nullable(),
  paidBy: z.string().nullable(),
  /** Sum of the lines to pay (pending or paid), rupees. */
  total: z.number(),
  payable: z.number().int(),
  blocked: z.number().int(),
  items: z.array(payoutBatchItemSchema),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

export const payoutBatchSummarySchema = payoutBatchSchema.omit({ items: true });
export type PayoutBatchSummary = z.infer<typeof payoutBatchSummarySchema>;
export const payoutBatchesQuerySchema = pageQuerySchema;
export const payoutBatchesPageSchema = pageOf(payoutBatchSummarySchema);

export const payoutBatchIdParamsSchema = z.object({
  id: z.coerce.number({ error: "must be a batch id" }).int().positive(),
});

/** POST …/:id/pay: the bank paid the batch's files on this day; each line's payout is recorded. */
export const payoutBatchPaySchema = z.object({ date: realDateSchema });
