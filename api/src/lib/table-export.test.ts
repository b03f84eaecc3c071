import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { fileNameOf, type TableExport, tableCsv, tableXlsx } from "./table-export.ts";

type Row = { date: string; note: string; kg: number; amount: number };

const table: TableExport<Row> = {
  title: "Statement",
  fileStem: "statement",
  business: { name: "Café Blue", code: "FC-1001" },
  period: { startDate: "2026-11-01", endDate: "2026-11-23" },
  generatedAt: new Date("2026-11-23T09:30:00Z"),
  timeZone: "Asia/Kolkata",
  summary: [["Opening balance", 1250.5]],
  columns: [
    { header: "Date", type: "date", value: (r) => r.date },
    { header: "Description", type: "text", value: (r) => r.note },
    { header: "Kg", type: "kg", value: (r) => r.kg },
    { header: "Amount (₹)", type: "money", value: (r) => r.amount },
  ],
  rows: [
    { date: "2026-11-03", note: '=HYPERLINK("http://evil")', kg: 0.6205, amount: 186.15 },
    { date: "2026-11-20", note: "Payout, UTR 123", kg: 0, amount: -500 },
  ],
};

describe("table exports", () => {
  it("writes the business, period and time made, then the table, with formulas defused", () => {
    const text = tableCsv(table);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines: string[][] = parse(text.slice(1), { relax_column_count: true });
    expect(lines[0]).toEqual(["Filtercycle — Statement"]);
    expect(lines[1]).toEqual(["Business", "Café Blue (FC-1001)"]);
    expect(lines[2]).toEqual(["Period", "2026-11-01 to 2026-11-23"]);
    expect(lines[3]).toEqual(["Generated", "23 Nov 2026, 3:00 pm (Asia/Kolkata)"]);
    expect(lines[4]).toEqual(["Opening balance", "1250.5"]);
    expect(lines[6]).toEqual(["Date", "Description", "Kg", "Amount (₹)"]);
    expect(lines[7]).toEqual(["2026-11-03", '\'=HYPERLINK("http://evil")', "0.6205", "186.15"]);
    expect(lines[8]).toEqual(["2026-11-20", "Payout, UTR 123", "0", "-500.00"]);
    expect(fileNameOf(table, "csv")).toBe("statement-FC-1001-2026-11-01-2026-11-23.csv");
  });

  it("writes a workbook whose cells read back as the same numbers, dates and text", async () => {
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an older Buffer type.
    await workbook.xlsx.load((await tableXlsx(table)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Statement");
    expect(sheet?.getCell("B2").value).toBe("Café Blue (FC-1001)");
    expect(sheet?.getCell("B4").value).toBe("23 Nov 2026, 3:00 pm (Asia/Kolkata)");
    expect(sheet?.getRow(7).values).toEqual([undefined, "Date", "Description", "Kg", "Amount (₹)"]);
    expect(sheet?.getCell("A8").value).toEqual(new Date("2026-11-03T00:00:00Z"));
    expect(sheet?.getCell("B8").value).toBe('=HYPERLINK("http://evil")');
    expect(sheet?.getCell("B8").type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getCell("C8").value).toBe(0.6205);
    expect(sheet?.getCell("D9").value).toBe(-500);
    expect(sheet?.getCell("D9").numFmt).toBe("#,##0.00");
  });
});
