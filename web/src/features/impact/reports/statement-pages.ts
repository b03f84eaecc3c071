import type { Statement } from "@filtercycle/contract/money/money";
import type { PDFDocument } from "pdf-lib";
import { formatRupees } from "#web/lib/format";
import { PDF_COLOURS } from "#web/lib/pdf/brand-colours";
import { type Cursor, drawTable, type TableColumn, type TableRow } from "#web/lib/pdf/pdf-table";
import { boxFor, drawInBox, drawLine, drawLineWithin } from "#web/lib/pdf/pdf-text";
import { A4, MARGIN } from "#web/lib/pdf/report-fields";
import type { FontStacks } from "#web/lib/pdf/report-fonts";
import { ADDED_PAGE_TOP, addReportPage, section } from "#web/lib/pdf/report-frame";
import {
  ENGLISH_REPORT_WORDS,
  type ReportsTexts,
  type ReportWords,
} from "#web/lib/pdf/report-texts";
import { printedDay } from "./report-values";

/**
 * The benefit report's statement (docs/decisions/0065 "Statement"): the period's opening
 * balance, credits, payouts, adjustments and closing balance, then every ledger entry with its
 * date, description, signed amount and the balance after it, over as many pages as it takes.
 *
 * Money is printed with `formatRupees` ("₹1,234.50", "-₹500.00"): the report fonts draw "₹"
 * (Noto Sans latin-ext, see pdf-text.ts), so no "Rs." stand-in is needed.
 */
const EN = ENGLISH_REPORT_WORDS.texts;

/** The English words, as the tests read them (the catalogue's `reports` area, `statement.*`). */
export const STATEMENT_TEXT = {
  band: EN["statement.band"],
  heading: EN["statement.heading"],
  continued: EN["statement.continued"],
  rule: EN["statement.rule"],
  noEntries: EN["statement.noEntries"],
} as const;

/** The five totals, in order, with their words' keys. */
const SUMMARY = [
  ["openingBalance", "statement.opening"],
  ["credits", "statement.credits"],
  ["payouts", "statement.payouts"],
  ["adjustments", "statement.adjustments"],
  ["closingBalance", "statement.closing"],
] as const;

const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export function statementColumns(t: ReportsTexts): readonly TableColumn[] {
  return [
    { header: t["statement.date"], width: 74 },
    { header: t["statement.description"], width: CONTENT_WIDTH - 74 - 2 * 96 },
    { header: t["statement.amount"], width: 96, align: "right" },
    { header: t["statement.balance"], width: 96, align: "right" },
  ];
}

/** Rupees as printed; `+ 0` turns a negative zero (no payouts, negated) into "₹0.00", not "-₹0.00". */
const money = (value: number) => formatRupees(value + 0);

/** What the statement prints, as text: the five totals and the table's rows. Pure, for tests. */
export function statementContent(
  statement: Statement,
  { language, texts: t }: ReportWords = ENGLISH_REPORT_WORDS,
) {
  // Payouts are positive in the answer and printed as what left the balance.
  const summary = SUMMARY.map(([key, label]) => ({
    label: t[label],
    value: money(key === "payouts" ? -statement.payouts : statement[key]),
  }));
  const day = (value: string) => printedDay(value, language);
  const rows: TableRow[] = [
    {
      cells: [
        day(statement.startDate),
        t["statement.opening"],
        "",
        money(statement.openingBalance),
      ],
      bold: true,
    },
    // The descriptions are the ledger's, as stored (decision 0093: data stays as written).
    ...statement.entries.map((entry) => ({
      cells: [day(entry.date), entry.description, money(entry.amount), money(entry.balance)],
    })),
    {
      cells: [day(statement.endDate), t["statement.closing"], "", money(statement.closingBalance)],
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
  words: ReportWords = ENGLISH_REPORT_WORDS,
) {
  const t = words.texts;
  const { summary, rows } = statementContent(statement, words);
  const page = addReportPage(pdf, fonts, t["statement.band"], identity);
  section(page, fonts.bold, ADDED_PAGE_TOP, t["statement.heading"]);

  // The five totals side by side, each a label over a box.
  const gap = 8;
  const boxWidth = (CONTENT_WIDTH - gap * (summary.length - 1)) / summary.length;
  const boxTop = ADDED_PAGE_TOP + 40;
  summary.forEach(({ label, value }, index) => {
    const x = MARGIN + index * (boxWidth + gap);
    const y = A4.height - boxTop - 13 - 30;
    // English capitals at 7 points; Gujarati and Hindi (no capitals) a point larger; a label
    // wider than its box shrinks to it.
    drawLineWithin(page, label.toUpperCase(), fonts.regular, {
      x,
      y: y + 34,
      size: words.language === "en" ? 7 : 8,
      color: PDF_COLOURS.muted,
      width: boxWidth,
      minSize: 5.5,
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
  const rule = {
    x: MARGIN,
    y: A4.height - boxTop - 80,
    width: CONTENT_WIDTH,
    height: 26,
    maxSize: 8.5,
    minSize: 7,
    maxLines: 2,
  };
  drawInBox(
    page,
    t["statement.rule"],
    fonts.regular,
    boxFor(t["statement.rule"], fonts.regular, rule, 1),
    PDF_COLOURS.muted,
  );

  const tableTop = boxTop + 92;
  const newPage = (): Cursor => {
    const next = addReportPage(pdf, fonts, t["statement.band"], identity);
    section(next, fonts.bold, ADDED_PAGE_TOP, t["statement.continued"]);
    return { page: next, top: ADDED_PAGE_TOP + 30 };
  };
  const end = drawTable(
    { page, top: tableTop },
    { x: MARGIN, columns: statementColumns(t), rows, fonts, newPage },
  );
  if (statement.entries.length === 0) {
    drawLine(end.page, t["statement.noEntries"], fonts.regular, {
      x: MARGIN,
      y: A4.height - end.top - 18,
      size: 9.5,
      color: PDF_COLOURS.muted,
    });
  }
}
