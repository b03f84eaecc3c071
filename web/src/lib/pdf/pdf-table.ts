import type { PDFPage } from "pdf-lib";
import { PDF_COLOURS } from "./brand-colours";
import { drawLine, type FontStack, fitText, LINE_HEIGHT, widthOf } from "./pdf-text";
import { A4 } from "./report-fields";
import type { FontStacks } from "./report-fonts";
import { CONTENT_BOTTOM } from "./report-frame";

/**
 * A table drawn with pdf-lib over as many pages as its rows need: when the next row would reach
 * the footer, `newPage` gives a fresh page and the header row is drawn again there, so every
 * page of a long statement can be read on its own. A row is never split across pages. A cell's
 * text wraps onto up to `maxLines` lines and is cut with "…" after that, so it never leaves its
 * column.
 */
export type TableColumn = { header: string; width: number; align?: "left" | "right" };
export type TableRow = { cells: readonly string[]; bold?: boolean };

/** Where drawing goes on: a page and a distance from its top edge. */
export type Cursor = { page: PDFPage; top: number };

const PAD_X = 6;
const PAD_Y = 4;

type Layout = {
  x: number;
  columns: readonly TableColumn[];
  fonts: FontStacks;
  size: number;
  maxLines: number;
};

function cellLines(text: string, stack: FontStack, column: TableColumn, layout: Layout) {
  // White space (a stored reason's line breaks) is one space in a cell.
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return [];
  return fitText(flat, stack, {
    width: column.width - 2 * PAD_X,
    maxSize: layout.size,
    minSize: layout.size,
    maxLines: layout.maxLines,
    height: Number.POSITIVE_INFINITY,
  }).lines;
}

function drawRow(
  cursor: Cursor,
  row: TableRow,
  layout: Layout,
  style: { fill?: typeof PDF_COLOURS.cream; ink: typeof PDF_COLOURS.ink; bold: boolean },
): number {
  const stack = style.bold ? layout.fonts.bold : layout.fonts.regular;
  const lines = layout.columns.map((column, i) =>
    cellLines(row.cells[i] ?? "", stack, column, layout),
  );
  const height = rowHeight(lines, layout.size);
  const width = layout.columns.reduce((sum, column) => sum + column.width, 0);
  const bottom = A4.height - cursor.top - height;
  if (style.fill) {
    cursor.page.drawRectangle({ x: layout.x, y: bottom, width, height, color: style.fill });
  }
  cursor.page.drawLine({
    start: { x: layout.x, y: bottom },
    end: { x: layout.x + width, y: bottom },
    thickness: 0.5,
    color: PDF_COLOURS.rule,
  });
  let x = layout.x;
  layout.columns.forEach((column, i) => {
    let baseline = A4.height - cursor.top - PAD_Y - layout.size * 0.95;
    for (const line of lines[i] ?? []) {
      const lineX =
        column.align === "right"
          ? x + column.width - PAD_X - widthOf(line, stack, layout.size)
          : x + PAD_X;
      drawLine(cursor.page, line, stack, {
        x: lineX,
        y: baseline,
        size: layout.size,
        color: style.ink,
      });
      baseline -= layout.size * LINE_HEIGHT;
    }
    x += column.width;
  });
  return height;
}

function rowHeight(lines: string[][], size: number): number {
  const most = Math.max(1, ...lines.map((cell) => cell.length));
  return most * size * LINE_HEIGHT + 2 * PAD_Y;
}

/**
 * Draws the header and the rows from `start`; answers where the table ends (on its last page).
 * `newPage` is called for each further page and answers where that page's content starts.
 */
export function drawTable(
  start: Cursor,
  table: {
    x: number;
    columns: readonly TableColumn[];
    rows: readonly TableRow[];
    fonts: FontStacks;
    size?: number;
    maxLines?: number;
    newPage: () => Cursor;
  },
): Cursor {
  const layout: Layout = {
    x: table.x,
    columns: table.columns,
    fonts: table.fonts,
    size: table.size ?? 8.5,
    maxLines: table.maxLines ?? 3,
  };
  const limit = A4.height - CONTENT_BOTTOM;
  const headerRow: TableRow = { cells: table.columns.map((column) => column.header) };
  const header = (cursor: Cursor): Cursor => ({
    page: cursor.page,
    top:
      cursor.top +
      drawRow(cursor, headerRow, layout, {
        fill: PDF_COLOURS.forest,
        ink: PDF_COLOURS.white,
        bold: true,
      }),
  });
  const heightOf = (row: TableRow) =>
    rowHeight(
      table.columns.map((column, i) =>
        cellLines(
          row.cells[i] ?? "",
          row.bold ? layout.fonts.bold : layout.fonts.regular,
          column,
          layout,
        ),
      ),
      layout.size,
    );

  const headerHeight = heightOf(headerRow);
  // The header never stands alone at a page's foot: with no room for a row under it, start over.
  let cursor =
    start.top + headerHeight + heightOf(table.rows[0] ?? headerRow) > limit
      ? table.newPage()
      : start;
  cursor = header(cursor);
  table.rows.forEach((row, index) => {
    if (cursor.top + heightOf(row) > limit) cursor = header(table.newPage());
    const fill = index % 2 === 1 ? PDF_COLOURS.cream : undefined;
    cursor = {
      page: cursor.page,
      top:
        cursor.top +
        drawRow(cursor, row, layout, { fill, ink: PDF_COLOURS.ink, bold: row.bold ?? false }),
    };
  });
  return cursor;
}
