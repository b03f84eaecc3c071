import type { DateRange } from "@filtercycle/contract/dates";
import type { ExportLayout } from "@filtercycle/contract/export-layout";
import {
  formatBusinessDateTime,
  formatRupeesPlain,
  formatSharePercent,
} from "@filtercycle/contract/format";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";
import { csvYesNo, safeCsvText } from "./csv.ts";

/**
 * The customer's exports (issue 14): one table — the collection log, the statement, the kiosk
 * table — as CSV or as an Excel workbook, with the business, the period and the time it was
 * made at the top of the file, then a header row and the rows. Every export goes through here,
 * so the files look alike and stored text is made safe once (docs/decisions/0065).
 */

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How a column's values are written: numbers keep full precision; Excel shows them formatted. */
export type ExportCellType = "text" | "integer" | "kg" | "money" | "share" | "date" | "boolean";

export type ExportColumn<Row> = {
  header: string;
  type: ExportCellType;
  value: (row: Row) => string | number | boolean | null;
};

export type TableExport<Row> = {
  /** "Statement", "Collections", "Kiosks": the sheet's name and the file's first line. */
  title: string;
  /** The file name's stem, e.g. "statement" → statement-FC-1001-2026-11-01-2026-11-23.csv. */
  fileStem: string;
  business: { name: string; code: string };
  period: DateRange;
  /** When the file was made, printed in the business's time zone. */
  generatedAt: Date;
  timeZone: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** Lines after the period (e.g. "Opening balance", 1234.5), before the table. */
  summary?: readonly (readonly [label: string, value: string | number])[];
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const EXCEL_FORMATS: Partial<Record<ExportCellType, string>> = {
  integer: "#,##0",
  kg: "#,##0.000",
  money: "#,##0.00",
  share: "0.0%",
  date: "dd mmm yyyy",
};

/** The business's local time of a moment, as the console writes it: "23 Nov 2026, 3:04 pm (Asia/Kolkata)". */
export function generatedAtText(at: Date, timeZone: string): string {
  return `${formatBusinessDateTime(at, "en", { timeZone })} (${timeZone})`;
}

function headerLines<Row>(table: TableExport<Row>): (string | number)[][] {
  return [
    [`Filtercycle — ${table.title}`],
    ["Business", `${table.business.name} (${table.business.code})`],
    ["Period", `${table.period.startDate} to ${table.period.endDate}`],
    ["Generated", generatedAtText(table.generatedAt, table.timeZone)],
    ...(table.summary ?? []).map(([label, value]) => [label, value]),
    [],
  ];
}

export function fileNameOf<Row>(table: TableExport<Row>, format: ExportFormat): string {
  const code = table.business.code.replace(/[^A-Za-z0-9-]/g, "");
  return `${table.fileStem}-${code}-${table.period.startDate}-${table.period.endDate}.${format}`;
}

/**
 * The CSV text (CRLF, RFC 4180). `spreadsheet`: a byte-order mark, the header lines, a blank
 * line, the column headers, the rows. `plain` (`?layout=plain`, issue 30): the column headers and
 * the rows only, no byte-order mark; the cells are the same (dates YYYY-MM-DD, money "34.50"),
 * except shares: rounded as on screen with a % sign in `spreadsheet` ("63%"), the exact fraction
 * 0–1 in `plain` ("0.625").
 */
export function tableCsv<Row>(
  table: TableExport<Row>,
  layout: ExportLayout = "spreadsheet",
): string {
  const cell = (value: string | number | boolean | null) =>
    value === null
      ? ""
      : typeof value === "string"
        ? safeCsvText(value)
        : typeof value === "boolean"
          ? csvYesNo(value)
          : String(value);
  const lines = [
    ...(layout === "plain" ? [] : headerLines(table).map((line) => line.map(cell))),
    table.columns.map((column) => cell(column.header)),
    // Money keeps its paise ("34.50", "-5.00"): a figure a spreadsheet sums, written as the console writes it.
    // A share is a percentage rounded as the screen shows it ("63%", "0.4%", which spreadsheets
    // read as 0.63 and 0.004); `plain` keeps the exact fraction 0–1 ("0.625"), as documented.
    ...table.rows.map((row) =>
      table.columns.map((column) => {
        const value = column.value(row);
        if (typeof value !== "number") return cell(value);
        if (column.type === "money") return formatRupeesPlain(value);
        if (column.type === "share" && layout === "spreadsheet")
          return `${formatSharePercent(value)}%`;
        return cell(value);
      }),
    ),
  ];
  const text = stringify(lines, { record_delimiter: "windows" });
  // A byte-order mark first: Excel then reads the ₹ and accented names as UTF-8.
  return layout === "plain" ? text : `\uFEFF${text}`;
}

/** The workbook: one sheet with the same lines, numbers as numbers, dates as dates. */
export async function tableXlsx<Row>(table: TableExport<Row>): Promise<Buffer> {
  // Loaded on the first workbook, not at start: exceljs alone is about 9 MB of heap (issue 26).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Filtercycle";
  workbook.created = table.generatedAt;
  const sheet = workbook.addWorksheet(table.title.slice(0, 31));
  const lines = headerLines(table);
  for (const line of lines) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true, size: 14 };
  const header = sheet.addRow(table.columns.map((column) => column.header));
  header.font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      table.columns.map((column) => {
        const value = column.value(row);
        if (column.type === "date" && typeof value === "string" && value !== "") {
          return new Date(`${value}T00:00:00Z`);
        }
        return value;
      }),
    );
  }
  table.columns.forEach((column, index) => {
    const format = EXCEL_FORMATS[column.type];
    const sheetColumn = sheet.getColumn(index + 1);
    if (format) {
      sheetColumn.eachCell((cell, rowNumber) => {
        if (rowNumber > header.number) cell.numFmt = format;
      });
    }
    sheetColumn.width = Math.max(12, Math.min(48, column.header.length + 4));
  });
  sheet.getColumn(1).width = Math.max(sheet.getColumn(1).width ?? 12, 18);
  sheet.views = [{ state: "frozen", ySplit: header.number }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers with the file as a download; never cached (it is an authenticated answer). */
export async function sendTableExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  table: TableExport<Row>,
  /** The CSV's layout (`?layout=`); the workbook has one. */
  layout: ExportLayout = "spreadsheet",
) {
  const body = format === "csv" ? tableCsv(table, layout) : await tableXlsx(table);
  return reply
    .header("Content-Type", CONTENT_TYPES[format])
    .header("Content-Disposition", `attachment; filename="${fileNameOf(table, format)}"`)
    .header("Cache-Control", "no-store")
    .send(body);
}

/** The `layout` a CSV export's query asked for (validated by its schema; the default otherwise). */
export function layoutOf(query: unknown): ExportLayout {
  return (query as { layout?: ExportLayout } | undefined)?.layout ?? "spreadsheet";
}
