import type { ColumnPeriods, Period } from "@filtercycle/contract/impact/dashboard";
import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import type { DateRange } from "#web/lib/dashboard-dates";
import { formatDayRange, formatDayRangeShort } from "#web/lib/dashboard-format";
import { type FormatLocale, formatDay } from "#web/lib/format";
import { RetryNotice, Skeleton } from "./retry-notice";

export type StatsRow = { label: string; values: readonly [string, string, string] };

type Columns<C> = { currentMonth: C; lastMonth: C; tillDate: C };

/**
 * A table's rows from the API's three columns: each row's label with its figure formatted per
 * column, or only the labels while the figures are not there (loading, failed).
 */
export function statsRows<C>(
  columns: Columns<C> | undefined,
  rows: readonly { label: string; figure: (column: C) => string }[],
): readonly StatsRow[] | readonly { label: string }[] {
  if (!columns) return rows.map(({ label }) => ({ label }));
  return rows.map(({ label, figure }) => ({
    label,
    values: [figure(columns.currentMonth), figure(columns.lastMonth), figure(columns.tillDate)],
  }));
}

type DashboardTexts = AppTexts["dashboard"];

/** The line above a table: the default columns, or the range it shows (in the reader's language). */
export function useShowingText(range: DateRange | null): string {
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  return range
    ? fill(t["table.showingRange"], {
        range: formatDayRange(range.startDate, range.endDate, locale),
      })
    : t["table.showingDefault"];
}

function periodText(period: Period | null, t: DashboardTexts, locale: FormatLocale): string {
  if (period === null) return t["table.columnOutside"];
  if (period.startDate === null)
    return fill(t["table.columnUpTo"], { day: formatDay(period.endDate, locale) });
  return formatDayRangeShort(period.startDate, period.endDate, locale);
}

/**
 * A column's period; below 640 px, where three dates with years do not fit beside the row labels
 * (issue 17), a copy without the year is shown instead and the full line is kept for screen
 * readers. Only a line with a single year drops it; a range across two years keeps both.
 */
function PeriodLine({ text }: { text: string }) {
  // The year may end the line ("up to 27 Nov 2026") or stand inside it, before the word that
  // ends a Gujarati or Hindi line ("27 નવે 2026 સુધી", "27 नवंबर 2026 तक").
  const years = text.match(/ \d{4}(?=$| )/g) ?? [];
  const short = years.length === 1 ? text.replace(/ \d{4}(?=$| )/, "") : null;
  if (!short || /\d{4}/.test(short)) return <Breakable text={text} />;
  return (
    <>
      <span className="max-sm:sr-only">
        <Breakable text={text} />
      </span>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
    </>
  );
}

/**
 * A range that may take two lines, broken only after its dash ("1 Apr 2025–" / "31 Mar 2026"):
 * its spaces are no-break spaces, so the dash is the only place to wrap. Kept on one line, a
 * financial year's column lines were wider than a table beside the other at 1280 px and pushed
 * "Till date" out of sight (issue 25). One text node, so it reads and matches as before.
 */
function Breakable({ text }: { text: string }) {
  return text.replace(/ /g, "\u00a0");
}

/**
 * One of the two tables (SPEC.md §2): columns blank, Current Month, Last Month, Till date.
 * Under each column title, the days it covers (the API's `periods`), and above the table which
 * range it shows, so a reader never mistakes a range's figures for the month's. While loading,
 * grey cells; after a failure, a quiet retry instead of figures.
 */
export function StatsTable({
  heading,
  headingId,
  rows,
  periods,
  status,
  showing,
  onRetry,
  controls,
  actions,
}: {
  heading: string;
  headingId: string;
  /** The row labels and formatted figures, once loaded. */
  rows: readonly StatsRow[] | readonly { label: string }[];
  periods: ColumnPeriods | undefined;
  status: "pending" | "error" | "success";
  showing: string;
  onRetry: () => void;
  controls: ReactNode;
  actions: ReactNode;
}) {
  const t = useAppTexts().dashboard;
  const locale = useAppLanguage();
  const columns = [t["table.currentMonth"], t["table.lastMonth"], t["table.tillDate"]];
  const columnPeriods = periods ? [periods.currentMonth, periods.lastMonth, periods.tillDate] : [];
  return (
    <Card as="section" padding="sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold tracking-wide text-forest">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-ink/80">{t["table.ownDates"]}</p>
      <div className="mt-4">{controls}</div>
      <p className="mt-4 text-sm font-medium text-ink/80" aria-live="polite">
        {showing}
      </p>
      {status === "error" ? (
        <div className="mt-3">
          <RetryNotice message={t["loadFailed.table"]} onRetry={onRetry} />
        </div>
      ) : (
        // Scrolls sideways on a narrow screen rather than overflowing the page; focusable so
        // keyboard users can scroll it too.
        // biome-ignore lint/a11y/useSemanticElements: a group, not a fieldset: there is no form here
        <div
          className="mt-3 overflow-x-auto"
          role="group"
          // Not a second landmark named like the card around it (axe: landmark-unique).
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          {/* On a phone 13 px figures and narrower gaps fit the benefit table's rupee amounts
              (₹16,071.90 till date at ₹300 a kg) beside its labels without scrolling. */}
          <table
            className="w-full min-w-[19rem] border-collapse text-sm max-sm:text-[0.8125rem]"
            aria-busy={status === "pending"}
          >
            <thead>
              <tr className="border-b border-forest/15 text-left align-bottom">
                <td className="py-2 pr-2" />
                {columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-1.5 py-2 text-right font-semibold text-forest max-sm:px-1"
                  >
                    <span className="block sm:whitespace-nowrap">{column}</span>
                    {/* "1–23 Nov 2026" from a tablet up, "1–23 Nov" on a phone; a longer range breaks after its dash. */}
                    <span className="block text-xs font-normal text-ink/75">
                      {status === "success" ? (
                        <PeriodLine text={periodText(columnPeriods[index] ?? null, t, locale)} />
                      ) : (
                        "\u00a0"
                      )}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-b border-forest/5 last:border-0">
                  {/* Room for "Butts in Number" on one line; a longer label may take two. */}
                  <th
                    scope="row"
                    className="py-2.5 pr-2 text-left font-medium text-ink sm:min-w-[8.5rem]"
                  >
                    {row.label}
                  </th>
                  {[0, 1, 2].map((index) => (
                    <td
                      key={index}
                      className="px-1.5 py-2.5 text-right whitespace-nowrap tabular-nums max-sm:px-1"
                    >
                      {"values" in row && status === "success" ? (
                        row.values[index]
                      ) : (
                        <Skeleton className="ml-auto h-4 w-16" />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4">{actions}</div>
    </Card>
  );
}
