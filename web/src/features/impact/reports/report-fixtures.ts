import type { MonthlyCollection } from "@filtercycle/contract/impact/dashboard";
import type { Statement, StatementEntry } from "@filtercycle/contract/money/money";

/**
 * Hand-made answers for the report tests: a statement whose figures are worked out by hand
 * (375.00 + 186.00 + 375.00 − 800.00 − 12.50 + 131.20 = 254.70), and months whose sums are the
 * range figures of ../testing/fixtures.ts (19,575 butts, 5.328 kg in Jan–Mar 2025).
 */
const entry = (
  fields: Pick<StatementEntry, "id" | "date" | "kind" | "amount" | "balance" | "description">,
): StatementEntry => ({ collectionId: null, reference: "", ...fields });

export const statement: Statement = {
  startDate: "2025-01-01",
  endDate: "2025-03-31",
  openingBalance: 375,
  credits: 692.2,
  payouts: 800,
  adjustments: -12.5,
  closingBalance: 254.7,
  entries: [
    entry({
      id: 41,
      date: "2025-01-04",
      kind: "credit",
      amount: 186,
      balance: 561,
      description: "Collection at Terrace: 0.620 kg at ₹300.00/kg",
    }),
    entry({
      id: 44,
      date: "2025-01-18",
      kind: "credit",
      amount: 375,
      balance: 936,
      description: "Collection at Lobby: 1.250 kg at ₹300.00/kg",
    }),
    entry({
      id: 52,
      date: "2025-02-10",
      kind: "payout",
      amount: -800,
      balance: 136,
      description: "NEFT UTR SBIN0250210998877",
    }),
    entry({
      id: 57,
      date: "2025-03-02",
      kind: "adjustment",
      amount: -12.5,
      balance: 123.5,
      description: "Correction of the 18 Jan weighing",
    }),
    entry({
      id: 63,
      date: "2025-03-28",
      kind: "credit",
      amount: 131.2,
      balance: 254.7,
      description: "Collection at Terrace: 0.410 kg at ₹320.00/kg",
    }),
  ],
};

/** 120 credits of ₹10.00 from an opening of ₹375.00: a statement over several pages. */
export const longStatement: Statement = {
  startDate: "2025-04-01",
  endDate: "2026-03-31",
  openingBalance: 375,
  credits: 1200,
  payouts: 0,
  adjustments: 0,
  closingBalance: 1575,
  entries: Array.from({ length: 120 }, (_, i) =>
    entry({
      id: 1000 + i,
      date: `2025-${String(4 + Math.floor(i / 15)).padStart(2, "0")}-${String(1 + (i % 15) * 2).padStart(2, "0")}`,
      kind: "credit",
      amount: 10,
      balance: 375 + 10 * (i + 1),
      description: `Collection no. ${i + 1} at Terrace: 0.040 kg at ₹250.00/kg`,
    }),
  ),
};

/** What get_monthly_collections?months=n answers on `today`'s month: the n months up to it. */
export function monthlyAnswer(
  thisMonth: string,
  count: number,
  figures: Record<string, [number, number]> = {},
): MonthlyCollection[] {
  const [year, month] = thisMonth.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - 1 - (count - 1 - i);
    const name = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    const [buttsNumber, buttsKgs] = figures[name] ?? [
      4000 + (index % 7) * 350,
      1 + (index % 5) * 0.25,
    ];
    return { month: name, buttsNumber, buttsKgs };
  });
}

export const JAN_TO_MAR_2025: Record<string, [number, number]> = {
  "2025-01": [6525, 1.776],
  "2025-02": [7100, 1.932],
  "2025-03": [5950, 1.62],
};
