import { type ReactNode, useId, useRef } from "react";
import { cx } from "./cx";
import { useScrollsSideways } from "./use-scroll-region";

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned so their digits line up. */
  align?: "start" | "end";
  /** The column that names the row: its cells are row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Keeps the cell on one line (dates, codes): "2026-11-22" does not break at its hyphens. */
  nowrap?: boolean;
  /**
   * The cell's label when the table is a list (below 640 px): the header when it is a string.
   * `false` for a cell that needs none (buttons, a photo): it takes the card's whole width.
   */
  label?: string | false;
};

/** The label a column's cells wear in the list below 640 px, if any. */
function listLabel<Row>(column: Column<Row>): string | undefined {
  if (column.label === false) return undefined;
  if (column.label !== undefined) return column.label;
  return typeof column.header === "string" ? column.header : undefined;
}

/*
 * Below 640 px (Tailwind's `sm`) the same table is drawn as a list of cards, one per row, with no
 * second copy of the markup: the row header is the card's title, and every other cell is a line
 * "label … value" whose label is its column's header (`data-label`, drawn by CSS, so the text of
 * the cell and the table's semantics are those of the desktop table). Every figure is then inside
 * the screen without sideways scrolling. At 640 px and up nothing changes (docs/decisions/0086).
 */
const listTable = "max-sm:block";
const listCaption = "max-sm:block";
const listHead = "max-sm:sr-only";
const listBody = "max-sm:block max-sm:space-y-3";
const listRow =
  "max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-forest/15 max-sm:bg-white max-sm:px-3 max-sm:py-2";
const listTitle =
  "max-sm:block max-sm:whitespace-normal max-sm:px-0 max-sm:pt-0 max-sm:pb-1 max-sm:text-left max-sm:text-base";
/**
 * A labelled line: the label floats left, the value sits at the right edge (a block value too, such
 * as a photo button) and wraps under it.
 */
const listCell =
  "max-sm:flow-root max-sm:empty:hidden max-sm:px-0 max-sm:[&>*]:ml-auto max-sm:py-1 max-sm:text-right max-sm:before:float-left max-sm:before:mr-3 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-ink/70 max-sm:before:content-[attr(data-label)]";
/** A cell without a label (buttons, a form): the card's whole width, aligned as its column. */
const listPlainCell = "max-sm:block max-sm:px-0 max-sm:py-1";

/**
 * The same list classes for a table that draws its own rows (the kiosk table, with its totals
 * row): `cell` wants `data-label` on the `<td>`.
 */
export const tableListClasses = {
  table: listTable,
  caption: listCaption,
  head: listHead,
  body: listBody,
  row: listRow,
  title: listTitle,
  cell: listCell,
  plainCell: listPlainCell,
} as const;

/**
 * A plain semantic table: a caption (visible, or for screen readers only), column headers with
 * `scope="col"`, and row headers where a column names the row. Below 640 px it is a list of
 * cards, one per row, each cell labelled with its column's header (`stack`, the default); a table
 * with `stack={false}` keeps its columns and scrolls sideways inside its own box instead of
 * widening the page.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  wide = false,
  stack = true,
  className,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in one full-width cell when there are no rows. */
  empty?: ReactNode;
  /**
   * A table of many text columns: on a narrow screen it keeps a readable width (48rem) and
   * scrolls sideways, instead of squeezing every column into a tall stack of broken words.
   */
  wide?: boolean;
  /** Below 640 px, one card per row instead of columns (docs/decisions/0086). */
  stack?: boolean;
  className?: string;
}) {
  const alignClass = (align: Column<Row>["align"]) =>
    align === "end" ? "text-right" : "text-left";
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // When it scrolls sideways the box takes keyboard focus (arrow keys scroll it), named by the caption.
  const scrolls = useScrollsSideways(scroller);
  return (
    <div
      ref={scroller}
      className={cx("relative overflow-x-auto focus-ring", className)}
      {...(scrolls ? { tabIndex: 0, role: "group", "aria-labelledby": captionId } : {})}
    >
      <table
        className={cx(
          "w-full border-collapse text-sm",
          wide && (stack ? "sm:min-w-3xl" : "min-w-3xl"),
          stack && listTable,
        )}
      >
        <caption
          id={captionId}
          className={
            captionHidden
              ? "sr-only"
              : cx("mb-2 text-left font-semibold text-forest", stack && listCaption)
          }
        >
          {caption}
        </caption>
        <thead className={cx(stack && listHead)}>
          <tr className="border-b border-forest/15">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx("px-2 py-2 font-semibold text-forest", alignClass(column.align))}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cx(stack && listBody)}>
          {rows.length === 0 && empty !== undefined ? (
            <tr className={cx(stack && "max-sm:block")}>
              <td
                colSpan={columns.length}
                className={cx("px-2 py-3 text-ink/70", stack && "max-sm:block max-sm:px-0")}
              >
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cx(
                "border-b border-forest/10",
                stack ? cx("sm:last:border-b-0", listRow) : "last:border-b-0",
              )}
            >
              {columns.map((column) => {
                const label = stack ? listLabel(column) : undefined;
                return column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={cx(
                      "px-2 py-2 font-medium text-ink",
                      alignClass(column.align),
                      (column.nowrap || column.align === "end") && "whitespace-nowrap",
                      stack && listTitle,
                    )}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    data-label={label}
                    className={cx(
                      "px-2 py-2 text-ink tabular-nums",
                      alignClass(column.align),
                      (column.nowrap || column.align === "end") && "whitespace-nowrap",
                      stack &&
                        (label
                          ? listCell
                          : cx(listPlainCell, column.align !== "end" && "max-sm:text-left")),
                    )}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
