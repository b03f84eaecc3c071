import type { PayoutRequestStatus, StatementEntryKind } from "@filtercycle/contract/money/money";

/**
 * The money feature's words (issue 14; docs/decisions/0065): the balance card on Green Impact
 * and the Money tab. Not in SPEC.md, whose dashboard has two tabs.
 */
export const MONEY_TAB = { id: "money", label: "Money" } as const;

export const MONEY_TEXT = {
  retry: "Try again",
  balance: {
    heading: "Available to redeem",
    loading: "Loading your balance…",
    loadFailed: "Your balance could not be loaded.",
    rate: (rate: string) => `Rate: ${rate} per kg`,
    lastPayout: (amount: string, day: string, reference: string) =>
      `Last payout: ${amount} on ${day}${reference ? ` (${reference})` : ""}`,
    noPayouts: "No payouts yet",
    openRequest: (amount: string, day: string, status: string) =>
      `Payout of ${amount} requested on ${day}: ${status}.`,
    requestButton: "Request a payout",
    sent: (amount: string) => `Payout of ${amount} requested. We will e-mail you when it is paid.`,
    seeStatement: "See statement",
  },
  dialog: {
    heading: "Request a payout",
    balance: (amount: string) => `Available to redeem: ${amount}`,
    amount: "Amount (₹)",
    amountHint: "Up to your balance, in rupees and paise, e.g. 1,250.50.",
    note: "Note",
    optional: "optional",
    noteHint: (max: number) =>
      `Anything we should know about this payout. Up to ${max} characters.`,
    send: "Send request",
    sending: "Sending…",
    cancel: "Cancel",
    amountRequired: "Enter an amount.",
    amountFormat: "Enter an amount in rupees with at most 2 decimals, e.g. 1,250.50.",
    amountOverBalance: (balance: string) => `Amount must be at most your balance of ${balance}.`,
    noteTooLong: (max: number) => `Note must be ${max} characters or fewer.`,
    summary: "Please correct the highlighted fields.",
  },
  statement: {
    heading: "Statement",
    loading: "Loading your statement…",
    loadFailed: "Your statement could not be loaded.",
    caption: (range: string) => `Statement for ${range}, oldest first`,
    /** Visible under the heading (issue 25): the statement, totals and downloads are the period
     * bar's, even when the period has no entries. */
    period: (range: string) =>
      `For ${range} (the period chosen above): balances, totals and downloads.`,
    columns: {
      date: "Date",
      description: "Description",
      kind: "Kind",
      amount: "Amount",
      balance: "Balance",
    },
    empty: "No credits, payouts or adjustments in this period.",
    totalsLabel: "Totals for the period",
    opening: "Opening balance",
    credits: "Credits",
    payouts: "Payouts",
    adjustments: "Adjustments",
    closing: "Closing balance",
    downloadCsv: "Download CSV",
    downloadExcel: "Download Excel",
    downloadsLabel: "Download the statement",
  },
  requests: {
    heading: "Payout requests",
    loading: "Loading your payout requests…",
    loadFailed: "Your payout requests could not be loaded.",
    caption: "Payout requests, newest first",
    columns: {
      requestedOn: "Requested on",
      amount: "Amount",
      requestedBy: "Requested by",
      status: "Status",
      details: "Details",
    },
    empty: "No payout requests yet. When you request a payout, it will be listed here.",
    paid: (day: string, reference: string) => `Paid on ${day}, reference ${reference}`,
    declined: (reason: string) => `Reason: ${reason}`,
    note: (note: string) => `Note: ${note}`,
    none: "—",
  },
} as const;

export const ENTRY_KIND_TONES: Record<StatementEntryKind, "success" | "neutral" | "warning"> = {
  credit: "success",
  payout: "neutral",
  adjustment: "warning",
};

export const REQUEST_STATUS_TONES: Record<
  PayoutRequestStatus,
  "success" | "neutral" | "warning" | "danger"
> = {
  requested: "warning",
  approved: "neutral",
  paid: "success",
  declined: "danger",
};

/** The contract's limit on a request's note (payoutRequestCreateSchema). */
export const NOTE_MAX_LENGTH = 500;
