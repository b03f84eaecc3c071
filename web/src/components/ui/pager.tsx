import { type ReactNode, useEffect } from "react";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { Button } from "./button";

/**
 * Previous / next for a server-paged list (`pageOf` in the contract): "Page 2 of 7" between
 * the buttons. `total` null (not counted) leaves Next on while the page is full. A list with
 * one page shows no pager, unless `children` (more controls for the pages, e.g. rows per page)
 * keep it on screen. The texts are props so that each screen keeps its own wording.
 */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  onPage,
  label: labelGiven,
  previousLabel: previousGiven,
  nextLabel: nextGiven,
  pageText: pageTextGiven,
  children,
}: {
  page: number;
  pageSize: number;
  total: number | null;
  /** Items on this page. */
  shown: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Where the list is, between the buttons; `pages` null when the total is not counted. */
  pageText?: (page: number, pages: number | null) => string;
  /** More controls at the end of the bar (they keep it shown on a single page). */
  children?: ReactNode;
}) {
  // The kit's words in the reader's language unless the screen brings its own (issue 29).
  const t = useAppTexts().common;
  const label = labelGiven ?? t["pager.label"];
  const previousLabel = previousGiven ?? t["pager.previous"];
  const nextLabel = nextGiven ?? t["pager.next"];
  const pageText =
    pageTextGiven ??
    ((current: number, of: number | null) =>
      of === null
        ? fill(t["pager.page"], { page: current })
        : fill(t["pager.pageOf"], { page: current, pages: of }));
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = pages === null ? shown === pageSize : page < pages;
  // A page past the last (its last row was deleted, or a filter left fewer rows) moves to the
  // last page rather than showing an empty "Page 3 of 2".
  const lastPage = pages !== null && page > pages ? pages : null;
  useEffect(() => {
    if (lastPage !== null) onPage(lastPage);
  }, [lastPage, onPage]);
  if (page === 1 && !hasNext && children === undefined) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span className="text-sm text-ink/75" aria-live="polite">
        {pageText(page, pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
      {children}
    </nav>
  );
}
