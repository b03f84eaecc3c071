import {
  STATEMENT_ENTRY_LABELS,
  type Statement,
  type StatementEntry,
} from "@filtercycle/contract/money/money";
import type { TableExport } from "#api/lib/table-export.ts";

/** The statement as a file (CSV or Excel): its totals at the top, then one line per entry. */
export function statementTable(
  statement: Statement,
  made: { business: { name: string; code: string }; generatedAt: Date; timeZone: string },
): TableExport<StatementEntry> {
  return {
    title: "Statement",
    fileStem: "statement",
    ...made,
    period: { startDate: statement.startDate, endDate: statement.endDate },
    summary: [
      ["Opening balance", statement.openingBalance],
      ["Credits", statement.credits],
      ["Payouts", statement.payouts],
      ["Adjustments", statement.adjustments],
      ["Closing balance", statement.closingBalance],
    ],
    columns: [
      { header: "Date", type: "date", value: (e) => e.date },
      { header: "Type", type: "text", value: (e) => STATEMENT_ENTRY_LABELS[e.kind] },
      { header: "Description", type: "text", value: (e) => e.description },
      { header: "Reference", type: "text", value: (e) => e.reference },
      { header: "Amount (₹)", type: "money", value: (e) => e.amount },
      { header: "Balance (₹)", type: "money", value: (e) => e.balance },
    ],
    rows: statement.entries,
  };
}
