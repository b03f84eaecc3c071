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
};

/**
 * A plain semantic table: a caption (visible, or for screen readers only), column headers with
 * `scope="col"`, and row headers where a column names the row. It scrolls sideways inside its
 * own box on a narrow screen instead of widening the page. For sorting, filtering and paging
 * (the console's lists) a TanStack Table wrapper can grow from this.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  wide = false,
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
      <table className={cx("w-full border-collapse text-sm", wide && "min-w-3xl")}>
        <caption
          id={captionId}
          className={captionHidden ? "sr-only" : "mb-2 text-left font-semibold text-forest"}
        >
          {caption}
        </caption>
        <thead>
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
        <tbody>
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-3 text-ink/70">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-forest/10 last:border-b-0">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={cx(
                      "px-2 py-2 font-medium text-ink",
                      alignClass(column.align),
                      (column.nowrap || column.align === "end") && "whitespace-nowrap",
                    )}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cx(
                      "px-2 py-2 text-ink tabular-nums",
                      alignClass(column.align),
                      (column.nowrap || column.align === "end") && "whitespace-nowrap",
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
