import type { DateRange } from "@filtercycle/contract/dates";
import {
  STATEMENT_ENTRY_LABELS,
  type Statement,
  type StatementEntry,
} from "@filtercycle/contract/money/money";
import { useId } from "react";
import { formatRange } from "#web/components/period-bar";
import { Badge } from "#web/components/ui/badge";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { formatDay, formatRupees } from "#web/lib/format";
import { statementExportUrl } from "../api/statement-export";
import { ENTRY_KIND_TONES, MONEY_TEXT } from "../constants";
import { useStatement } from "../hooks/use-money";

const TEXT = MONEY_TEXT.statement;

/** A signed amount: "+₹186.00" for money in, "-₹400.00" for money out. */
export function signedRupees(amount: number): string {
  // −0 (no payouts, negated) prints as ₹0.00, not "-₹0.00".
  if (amount === 0) return formatRupees(0);
  return amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount);
}

const COLUMNS: readonly Column<StatementEntry>[] = [
  {
    key: "date",
    header: TEXT.columns.date,
    cell: (entry) => formatDay(entry.date),
    rowHeader: true,
    nowrap: true,
  },
  { key: "description", header: TEXT.columns.description, cell: (entry) => entry.description },
  {
    key: "kind",
    header: TEXT.columns.kind,
    cell: (entry) => (
      <Badge tone={ENTRY_KIND_TONES[entry.kind]}>{STATEMENT_ENTRY_LABELS[entry.kind]}</Badge>
    ),
  },
  {
    key: "amount",
    header: TEXT.columns.amount,
    cell: (entry) => signedRupees(entry.amount),
    align: "end",
    nowrap: true,
  },
  {
    key: "balance",
    header: TEXT.columns.balance,
    cell: (entry) => formatRupees(entry.balance),
    align: "end",
    nowrap: true,
  },
];

function Totals({ statement }: { statement: Statement }) {
  const rows: [string, string][] = [
    [TEXT.opening, formatRupees(statement.openingBalance)],
    [TEXT.credits, signedRupees(statement.credits)],
    [TEXT.payouts, signedRupees(-statement.payouts)],
    [TEXT.adjustments, signedRupees(statement.adjustments)],
    [TEXT.closing, formatRupees(statement.closingBalance)],
  ];
  return (
    <dl
      aria-label={TEXT.totalsLabel}
      className="mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
    >
      {rows.map(([label, figure]) => (
        <div key={label} className="contents">
          <dt className={label === TEXT.closing ? "font-semibold text-forest" : "text-ink/80"}>
            {label}
          </dt>
          <dd
            className={
              label === TEXT.closing ? "text-right font-semibold text-forest" : "text-right"
            }
          >
            {figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The chosen period's statement (docs/decisions/0065): the opening balance, each ledger entry
 * with the balance after it, the period's totals and closing balance, and the downloads.
 */
export function StatementPanel({
  range,
  customerId,
}: {
  range: DateRange;
  customerId: string | null;
}) {
  const headingId = useId();
  const statement = useStatement(range, customerId);

  return (
    <section aria-labelledby={headingId} aria-busy={statement.isPlaceholderData}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-forest">
          {TEXT.heading}
        </h2>
        <nav aria-label={TEXT.downloadsLabel} className="flex flex-wrap gap-4">
          <a
            href={statementExportUrl("csv", range, customerId)}
            download
            className="rounded-md font-semibold text-forest underline focus-ring"
          >
            {TEXT.downloadCsv}
          </a>
          <a
            href={statementExportUrl("xlsx", range, customerId)}
            download
            className="rounded-md font-semibold text-forest underline focus-ring"
          >
            {TEXT.downloadExcel}
          </a>
        </nav>
      </div>
      <p className="mt-1 text-sm text-ink/80">{TEXT.period(formatRange(range))}</p>
      <QueryState query={statement} texts={{ ...TEXT, retry: MONEY_TEXT.retry }} className="mt-3">
        {(data) => (
          <>
            <p className="mt-3 text-ink/80">
              {TEXT.opening}: {formatRupees(data.openingBalance)}
            </p>
            {data.entries.length === 0 ? (
              <p className="mt-3 text-ink/75">{TEXT.empty}</p>
            ) : (
              <Table
                caption={TEXT.caption(formatRange(data))}
                columns={COLUMNS}
                rows={data.entries}
                rowKey={(entry) => String(entry.id)}
                wide
                className="mt-4 rounded-2xl border border-forest/10 bg-white p-2 shadow-sm"
              />
            )}
            <Totals statement={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
