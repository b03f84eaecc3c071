import type { ExportLayout } from "@filtercycle/contract/export-layout";
import { type Options, stringify } from "csv-stringify";

/**
 * A text cell that a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * first) gets a leading apostrophe, so stored text such as a business name can never run as a
 * formula when staff open an export (OWASP "CSV injection"). Numbers are written as they are.
 */
export function safeCsvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A true/false cell as a person writes it in a spreadsheet. */
export function csvYesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

/** csv-stringify options every export uses: a header row, CRLF lines (RFC 4180), safe text. */
export function csvOptions(columns: Options["columns"]): Options {
  return {
    header: true,
    columns,
    record_delimiter: "windows",
    cast: {
      string: (value) => safeCsvText(value),
      date: (value) => value.toISOString(),
      boolean: (value) => csvYesNo(value),
    },
  };
}

/**
 * A streaming CSV writer: write records (objects keyed by column), pipe it to the reply. The
 * console's `spreadsheet` layout (issue 30) starts it with a byte-order mark, for Excel.
 */
export function csvStream(columns: Options["columns"], layout: ExportLayout = "plain") {
  return stringify({ ...csvOptions(columns), bom: layout === "spreadsheet" });
}
