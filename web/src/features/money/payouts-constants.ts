import { consoleWordsNow, useConsoleWords } from "#web/lib/console-texts";
import { fillers, fillIn, type Sentences } from "#web/lib/localize";

/** The payouts screen's texts (assert them in tests). */
export const PAYOUTS_TEXT = {
  heading: "Payouts and adjustments",
  intro:
    "Money paid out to customers and corrections of their balance. Balance = credits from collections − payouts ± adjustments.",
  filters: {
    legend: "Filter the list",
    customerCode: "Customer code",
    kind: "Kind",
    from: "From",
    to: "To",
    apply: "Apply filters",
    clear: "Clear",
    kinds: {
      all: "Payouts and adjustments",
      redemption: "Payouts only",
      adjustment: "Adjustments only",
    },
  },
  table: {
    caption: "Payouts and adjustments, newest first",
    date: "Date",
    customer: "Customer",
    kind: "Kind",
    amount: "Amount",
    reference: "Reference",
    note: "Note or reason",
    recordedBy: "Recorded by",
    empty: "No payouts or adjustments match these filters.",
  },
  kindLabel: { redemption: "Payout", adjustment: "Adjustment" },
  loading: "Loading…",
  failed: "The list could not be loaded.",
  payout: {
    heading: "Record payout",
    customerCode: "Customer code",
    customerHint: "For example FC-1001",
    balance: (amount: string) => `Current balance: ${amount}`,
    balanceLoading: "Looking up the balance…",
    noCustomer: "No customer has this code.",
    amount: "Amount (₹)",
    date: "Date paid",
    reference: "Reference (UTR or cheque number)",
    note: "Note",
    optional: "optional",
    overrideReason: "Reason for paying more than the balance",
    overrideHint: (balance: string) =>
      `This payout is more than the balance of ${balance}. Say why it is paid anyway; the reason is kept in the note and the audit log.`,
    submit: "Record payout",
    busy: "Recording…",
    done: (amount: string, code: string, balance: string) =>
      `Payout of ${amount} recorded for ${code}. New balance: ${balance}.`,
  },
  adjustment: {
    heading: "Record adjustment",
    customerCode: "Customer code",
    amount: "Amount (₹, negative to take from the balance)",
    date: "Date",
    reason: "Reason",
    submit: "Record adjustment",
    busy: "Recording…",
    done: (amount: string, code: string, balance: string) =>
      `Adjustment of ${amount} recorded for ${code}. New balance: ${balance}.`,
  },
  errors: {
    required: "Fill this in.",
    amount: "Enter an amount in rupees with at most 2 decimals, e.g. 1,250.50.",
    positive: "Enter an amount more than 0.",
    notZero: "Enter an amount other than 0.",
    date: "Enter a date.",
    summary: "Please correct the highlighted fields.",
    failed: "It could not be recorded. Please try again.",
  },
} as const;

/** The payout requests section of /admin/payouts (issue 14). */
export const PAYOUT_REQUESTS_TEXT = {
  heading: "Payout requests",
  intro:
    "Businesses ask for their balance here. Approve a request, then mark it paid once the money is sent: the payout is recorded in the ledger and the business is e-mailed.",
  filter: {
    label: "Show",
    apply: "Show",
    statuses: { open: "Open", paid: "Paid", declined: "Declined", all: "All" },
  },
  /** A request's status in its row (the contract's PAYOUT_REQUEST_STATUS_LABELS). */
  statusLabels: {
    requested: "Requested",
    approved: "Approved",
    paid: "Paid",
    declined: "Declined",
  },
  table: {
    caption: "Payout requests",
    customer: "Customer",
    amount: "Amount",
    requested: "Requested",
    balance: "Balance now",
    status: "Status",
    actions: "Actions",
    requestedBy: (name: string, at: string) => `${name}, ${at}`,
    paid: (day: string, reference: string) => `Paid on ${day}, reference ${reference}`,
    declined: (reason: string) => `Reason: ${reason}`,
    empty: "No payout requests with this status.",
  },
  loading: "Loading…",
  failed: "The payout requests could not be loaded.",
  approve: "Approve",
  approveFor: (code: string, amount: string) => `Approve ${amount} for ${code}`,
  markPaid: "Mark paid",
  markPaidFor: (code: string, amount: string) => `Mark ${amount} for ${code} paid`,
  decline: "Decline",
  declineFor: (code: string, amount: string) => `Decline ${amount} for ${code}`,
  approved: (amount: string, code: string) => `Payout of ${amount} for ${code} approved.`,
  paidDone: (amount: string, code: string) =>
    `Payout of ${amount} for ${code} marked paid and recorded in the ledger.`,
  declinedDone: (amount: string, code: string) => `Payout of ${amount} for ${code} declined.`,
  payDialog: {
    heading: "Mark payout paid",
    summary: (amount: string, code: string, name: string) => `${amount} to ${name} (${code})`,
    date: "Date paid",
    reference: "Reference (UTR or cheque number)",
    submit: "Mark paid",
    busy: "Saving…",
    cancel: "Cancel",
  },
  declineDialog: {
    heading: "Decline payout request",
    summary: (amount: string, code: string, name: string) => `${amount} for ${name} (${code})`,
    reason: "Reason",
    reasonHint: "The business sees this reason.",
    submit: "Decline",
    busy: "Saving…",
    cancel: "Cancel",
  },
} as const;

/** The customer page's payee details panel (issue 25; admins only). */
export const PAYEE_TEXT = {
  heading: "Payee details",
  intro:
    "Where this business's payouts are paid: a bank account (all three fields) and/or a UPI ID. Every change is recorded in the audit log and e-mailed to the business's owners.",
  loading: "Loading…",
  failed: "The payee details could not be loaded.",
  none: "No payee details yet: payouts in batches list this business as blocked.",
  labels: {
    accountHolderName: "Account holder name",
    bankAccountNumber: "Bank account number",
    ifsc: "IFSC",
    upiId: "UPI ID",
    pan: "PAN",
    gstin: "GSTIN",
  },
  hints: {
    bankAccountNumber: "9 to 18 digits",
    ifsc: "For example HDFC0001234",
    upiId: "For example terracecafe@okhdfcbank",
    gstin: "15 characters; its last one is checked",
  },
  updated: (by: string, at: string) => `Last changed by ${by}, ${at}`,
  edit: "Edit payee details",
  save: "Save payee details",
  busy: "Saving…",
  cancel: "Cancel",
  saved: "Payee details saved. The business's owners are e-mailed about the change.",
  summary: "Please correct the highlighted fields.",
  notSet: "—",
} as const;

/** /admin/payouts/batches (issue 25, docs/decisions/0078). */
export const BATCHES_TEXT = {
  heading: "Payout batches",
  intro:
    "Pay many businesses with one bank upload: make a batch, download the bank file and the UPI list, pay them at the bank, then mark the batch paid. Businesses without payee details are listed as blocked.",
  link: "Payout batches",
  back: "Payouts and adjustments",
  make: {
    heading: "Make a batch",
    requests: "Approved payout requests",
    requestsHint: "Choose the approved requests to pay.",
    noApproved: "No approved payout requests right now.",
    pick: (code: string, name: string, amount: string) => `${code} ${name}: ${amount}`,
    makeFromRequests: "Make batch of the chosen requests",
    threshold: "Balances above the threshold",
    thresholdHint:
      "Every business whose balance is above the payout threshold (Settings) is paid its whole balance.",
    makeFromThreshold: "Make batch of these balances",
    busy: "Making…",
    chooseOne: "Choose at least one request.",
  },
  list: {
    caption: "Batches, newest first",
    batch: "Batch",
    made: "Made",
    source: "Of",
    status: "Status",
    total: "To pay",
    lines: "Lines",
    open: (id: number) => `Open batch ${id}`,
    empty: "No batches yet.",
    sources: { requests: "Payout requests", threshold: "Balances above threshold" },
    statuses: { open: "Open", paid: "Paid", cancelled: "Cancelled" },
    counts: (payable: number, blocked: number) =>
      blocked > 0 ? `${payable} to pay, ${blocked} blocked` : `${payable} to pay`,
  },
  detail: {
    heading: (id: number) => `Batch ${id}`,
    summary: (total: string, payable: number, blocked: number) =>
      `${total} to ${payable} ${payable === 1 ? "business" : "businesses"}${blocked ? `; ${blocked} blocked` : ""}.`,
    paid: (day: string, by: string) => `Marked paid on ${day} by ${by}.`,
    caption: "Lines of the batch",
    customer: "Customer",
    amount: "Amount",
    payTo: "Paid to",
    reference: "Reference",
    state: "State",
    bank: (name: string, account: string, ifsc: string) => `${name}, bank ${account}, ${ifsc}`,
    upi: (name: string, upi: string) => `${name}, UPI ${upi}`,
    states: { pending: "To pay", paid: "Paid", blocked: "Blocked", cancelled: "Cancelled" },
    bankFile: "Download bank file (CSV)",
    upiFile: "Download UPI list (CSV)",
    payDate: "Date paid",
    markPaid: "Mark batch paid",
    nothingToPay:
      "Every line is blocked: nothing in this batch can be paid. Cancel it, fix the reasons shown and make a new one.",
    paying: "Recording…",
    cancel: "Cancel batch",
    cancelling: "Cancelling…",
    close: "Close",
    markedPaid: (id: number) =>
      `Batch ${id} marked paid: every payout is recorded with its reference and each business is e-mailed its receipt.`,
    cancelled: (id: number) => `Batch ${id} cancelled.`,
    made: (id: number) => `Batch ${id} made.`,
  },
  loading: "Loading…",
  failed: "The batches could not be loaded.",
} as const;

/** The screens' sentences from the catalogue's templates (consolePayouts). */
const SENTENCES: Sentences = {
  ...fillers({
    "payouts.payout.balance": ["amount"],
    "payouts.payout.overrideHint": ["balance"],
    "payouts.payout.done": ["amount", "code", "balance"],
    "payouts.adjustment.done": ["amount", "code", "balance"],
    "requests.table.paid": ["day", "reference"],
    "requests.table.declined": ["reason"],
    "requests.approveFor": ["code", "amount"],
    "requests.markPaidFor": ["code", "amount"],
    "requests.declineFor": ["code", "amount"],
    "requests.approved": ["amount", "code"],
    "requests.paidDone": ["amount", "code"],
    "requests.declinedDone": ["amount", "code"],
    "requests.payDialog.summary": ["amount", "code", "name"],
    "requests.declineDialog.summary": ["amount", "code", "name"],
    "batches.list.open": ["id"],
    "batches.detail.heading": ["id"],
    "batches.detail.paid": ["day", "by"],
    "batches.detail.bank": ["name", "account", "ifsc"],
    "batches.detail.upi": ["name", "upi"],
    "batches.detail.markedPaid": ["id"],
    "batches.detail.cancelled": ["id"],
    "batches.detail.made": ["id"],
  }),
  "batches.list.counts": (t) => (payable: number, blocked: number) =>
    fillIn(t[blocked > 0 ? "batches.list.counts" : "batches.list.counts.none"], {
      payable,
      blocked,
    }),
  "batches.detail.summary": (t) => (total: string, payable: number, blocked: number) =>
    fillIn(t[`batches.detail.summary${payable === 1 ? ".one" : ""}${blocked ? ".blocked" : ""}`], {
      total,
      payable,
      blocked,
    }),
};

/** The payouts screen's words in the reader's language (issue 29); English is PAYOUTS_TEXT. */
export const usePayoutsText = () =>
  useConsoleWords(PAYOUTS_TEXT, "consolePayouts", "payouts", SENTENCES);
/** The payout requests section's words; English is PAYOUT_REQUESTS_TEXT. */
export const usePayoutRequestsText = () =>
  useConsoleWords(PAYOUT_REQUESTS_TEXT, "consolePayouts", "requests", SENTENCES);
/** The payout batches screen's words; English is BATCHES_TEXT. */
export const useBatchesText = () =>
  useConsoleWords(BATCHES_TEXT, "consolePayouts", "batches", SENTENCES);
/** The same outside React (the route's title). */
export const payoutsTextNow = () =>
  consoleWordsNow(PAYOUTS_TEXT, "consolePayouts", "payouts", SENTENCES);
export const batchesTextNow = () =>
  consoleWordsNow(BATCHES_TEXT, "consolePayouts", "batches", SENTENCES);
/** The customer page's payee details panel's words; English is PAYEE_TEXT. */
export const usePayeeText = () =>
  useConsoleWords(
    PAYEE_TEXT,
    "consoleCustomerPage",
    "payee",
    fillers({ "payee.updated": ["by", "at"] }),
  );
