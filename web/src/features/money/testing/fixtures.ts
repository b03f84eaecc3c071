import type { BalanceAnswer, PayoutRequest, Statement } from "@filtercycle/contract/money/money";

/**
 * Answers of GET /api/balance, /api/statement and /api/payout_requests, hand-made for the
 * component tests (figures checked by hand below). The real API is covered by its own tests.
 */
export const balance: BalanceAnswer = {
  balance: 850.8,
  ratePerKg: 300,
  credits: 1261.3,
  payouts: 400,
  adjustments: -10.5,
  lastPayout: { date: "2026-11-05", amount: 400, reference: "UTR123" },
};

/**
 * 1 Nov – 30 Nov 2026, opening ₹1,000.00:
 *   +186.00 → 1,186.00; −400.00 → 786.00; −10.50 → 775.50; +75.30 → 850.80.
 * Credits 261.30, payouts 400.00, adjustments −10.50; closing 850.80.
 */
export const statement: Statement = {
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  openingBalance: 1000,
  credits: 261.3,
  payouts: 400,
  adjustments: -10.5,
  closingBalance: 850.8,
  entries: [
    {
      id: 11,
      date: "2026-11-03",
      kind: "credit",
      amount: 186,
      balance: 1186,
      description: "Collection at Terrace kiosk: 0.620 kg at ₹300.00/kg",
      collectionId: 41,
      reference: "",
    },
    {
      id: 12,
      date: "2026-11-05",
      kind: "payout",
      amount: -400,
      balance: 786,
      description: "UTR123",
      collectionId: null,
      reference: "UTR123",
    },
    {
      id: 13,
      date: "2026-11-12",
      kind: "adjustment",
      amount: -10.5,
      balance: 775.5,
      description: "Weighing correction",
      collectionId: null,
      reference: "",
    },
    {
      id: 14,
      date: "2026-11-20",
      kind: "credit",
      amount: 75.3,
      balance: 850.8,
      description: "Collection at Lobby kiosk: 0.251 kg at ₹300.00/kg",
      collectionId: 42,
      reference: "",
    },
  ],
};

export const paidRequest: PayoutRequest = {
  id: 1,
  amount: 400,
  status: "paid",
  requestedAt: "2026-11-02T05:00:00.000Z",
  requestedBy: "Priya Shah",
  note: "",
  decidedAt: "2026-11-05T06:00:00.000Z",
  declineReason: "",
  paidOn: "2026-11-05",
  reference: "UTR123",
};

export const declinedRequest: PayoutRequest = {
  id: 2,
  amount: 900,
  status: "declined",
  requestedAt: "2026-10-20T05:00:00.000Z",
  requestedBy: "Priya Shah",
  note: "Before Diwali please",
  decidedAt: "2026-10-21T06:00:00.000Z",
  declineReason: "More than the balance at the time",
  paidOn: null,
  reference: "",
};

export const openRequest: PayoutRequest = {
  id: 3,
  amount: 500,
  status: "requested",
  requestedAt: "2026-11-20T04:30:00.000Z",
  requestedBy: "Priya Shah",
  note: "",
  decidedAt: null,
  declineReason: "",
  paidOn: null,
  reference: "",
};

/** Newest first, as the API lists them. */
export const requests: PayoutRequest[] = [paidRequest, declinedRequest];

/** GET /api/payout_requests's first page (25 a page) holding `items`, of `total` in all. */
export const requestsPage = (items: PayoutRequest[], total = items.length, page = 1) => ({
  items,
  page,
  pageSize: 25,
  total,
});
