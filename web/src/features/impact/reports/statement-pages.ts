import type { Statement } from "@filtercycle/contract/money/money";
import type { PDFDocument } from "pdf-lib";
import { formatRupees } from "#web/lib/format";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { type Cursor, drawTable, type TableColumn, type TableRow } from "#web/lib/pdf/pdf-table";
import { drawInBox, drawLine } from "#web/lib/pdf/pdf-text";
import { A4, MARGIN } from "#web/lib/pdf/report-fields";
import type { FontStacks } from "#web/lib/pdf/report-fonts";
import { ADDED_PAGE_TOP, addReportPage, section } from "#web/lib/pdf/report-frame";
import { printedDay } from "./report-values";

/**
 * The benefit report's statement (docs/decisions/0065 "Statement"): the period's opening
 * balance, credits, payouts, adjustments and closing balance, then every ledger entry with its
 * date, description, signed amount and the balance after it, over as many pages as it takes.
 *
 * Money is printed with `formatRupees` ("₹1,234.50", "-₹500.00"): the report fonts draw "₹"
 * (Noto Sans latin-ext, see pdf-text.ts), so no "Rs." stand-in is needed.
 */
export const STATEMENT_TEXT = {
  band: "Benefit statement",
  heading: "Statement of the report period",
  continued: "Statement entries (continued)",
  summary: {
    openingBalance: "Opening balance",
    credits: "Credits",
    payouts: "Payouts",
    adjustments: "Adjustments",
    closingBalance: "Closing balance",
  },
  rule: "Closing balance = opening balance + credits − payouts ± adjustments. Amounts in rupees; a payout is shown as a negative amount.",
  columns: { date: "Date", description: "Description", amount: "Amount", balance: "Balance" },
  openingRow: "Opening balance",
  closingRow: "Closing balance",
  noEntries: "No entries in this period.",
} as const;

const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const STATEMENT_COLUMNS: readonly TableColumn[] = [
  { header: STATEMENT_TEXT.columns.date, width: 74 },
  { header: STATEMENT_TEXT.columns.description, width: CONTENT_WIDTH - 74 - 2 * 96 },
  { header: STATEMENT_TEXT.columns.amount, width: 96, align: "right" },
  { header: STATEMENT_TEXT.columns.balance, width: 96, align: "right" },
];

/** Rupees as printed; `+ 0` turns a negative zero (no payouts, negated) into "₹0.00", not "-₹0.00". */
const money = (value: number) => formatRupees(value + 0);

/** What the statement prints, as text: the five totals and the table's rows. Pure, for tests. */
export function statementContent(statement: Statement) {
  const summary = (Object.keys(STATEMENT_TEXT.summary) as (keyof typeof STATEMENT_TEXT.summary)[])
    // Payouts are positive in the answer and printed as what left the balance.
    .map((key) => ({
      label: STATEMENT_TEXT.summary[key],
      value: money(key === "payouts" ? -statement.payouts : statement[key]),
    }));
  const rows: TableRow[] = [
    {
      cells: [
        printedDay(statement.startDate),
        STATEMENT_TEXT.openingRow,
        "",
        money(statement.openingBalance),
      ],
      bold: true,
    },
    ...statement.entries.map((entry) => ({
      cells: [printedDay(entry.date), entry.description, money(entry.amount), money(entry.balance)],
    })),
    {
      cells: [
        printedDay(statement.endDate),
        STATEMENT_TEXT.closingRow,
        "",
        money(statement.closingBalance),
      ],
      bold: true,
    },
  ];
  return { summary, rows };
}

/** Adds the statement's pages to the report. */
export function addStatementPages(
  pdf: PDFDocument,
  fonts: FontStacks,
  statement: Statement,
  identity: string,
) {
  const { summary, rows } = statementContent(statement);
  const page = addReportPage(pdf, fonts, STATEMENT_TEXT.band, identity);
  section(page, fonts.bold, ADDED_PAGE_TOP, STATEMENT_TEXT.heading);

  // The five totals side by side, each a label over a box.
  const gap = 8;
  const boxWidth = (CONTENT_WIDTH - gap * (summary.length - 1)) / summary.length;
  const boxTop = ADDED_PAGE_TOP + 40;
  summary.forEach(({ label, value }, index) => {
    const x = MARGIN + index * (boxWidth + gap);
    const y = A4.height - boxTop - 13 - 30;
    drawLine(page, label.toUpperCase(), fonts.regular, {
      x,
      y: y + 34,
      size: 7,
      color: PDF_COLOURS.muted,
    });
    const closing = index === summary.length - 1;
    page.drawRectangle({
      x,
      y,
      width: boxWidth,
      height: 30,
      color: closing ? PDF_COLOURS.cream : PDF_COLOURS.white,
      borderColor: closing ? PDF_COLOURS.leaf : PDF_COLOURS.rule,
      borderWidth: 0.8,
    });
    drawInBox(
      page,
      value,
      closing ? fonts.bold : fonts.regular,
      {
        x: x + 6,
        y: y + 3,
        width: boxWidth - 12,
        height: 24,
        maxSize: 11,
        minSize: 6,
        maxLines: 1,
      },
      PDF_COLOURS.ink,
    );
  });
  drawInBox(
    page,
    STATEMENT_TEXT.rule,
    fonts.regular,
    {
      x: MARGIN,
      y: A4.height - boxTop - 80,
      width: CONTENT_WIDTH,
      height: 26,
      maxSize: 8.5,
      minSize: 7,
      maxLines: 2,
    },
    PDF_COLOURS.muted,
  );

  const tableTop = boxTop + 92;
  const newPage = (): Cursor => {
    const next = addReportPage(pdf, fonts, STATEMENT_TEXT.band, identity);
    section(next, fonts.bold, ADDED_PAGE_TOP, STATEMENT_TEXT.continued);
    return { page: next, top: ADDED_PAGE_TOP + 30 };
  };
  const end = drawTable(
    { page, top: tableTop },
    { x: MARGIN, columns: STATEMENT_COLUMNS, rows, fonts, newPage },
  );
  if (statement.entries.length === 0) {
    drawLine(end.page, STATEMENT_TEXT.noEntries, fonts.regular, {
      x: MARGIN,
      y: A4.height - end.top - 18,
      size: 9.5,
      color: PDF_COLOURS.muted,
    });
  }
}
