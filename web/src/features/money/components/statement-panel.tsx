import type { DateRange } from "@filtercycle/contract/dates";
import type { Statement, StatementEntry } from "@filtercycle/contract/money/money";
import { describeStatementLine } from "@filtercycle/contract/money/statement-words";
import { useId } from "react";
import { formatRange } from "#web/components/period-bar";
import { Badge } from "#web/components/ui/badge";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { type FormatLocale, formatDay, formatRupees } from "#web/lib/format";
import { statementExportUrl } from "../api/statement-export";
import { ENTRY_KIND_TONES } from "../constants";
import { useStatement } from "../hooks/use-money";

type Texts = AppTexts["money"];

/** A signed amount: "+₹186.00" for money in, "-₹400.00" for money out. */
export function signedRupees(amount: number): string {
  // −0 (no payouts, negated) prints as ₹0.00, not "-₹0.00".
  if (amount === 0) return formatRupees(0);
  return amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount);
}

/**
 * A line's words in the reader's language, made from its kind and parts (issue 29): not a
 * translation of the API's English `description`. What staff typed (a reference, a reason) and
 * a kiosk's name stay as written. An answer without parts (an older server) shows `description`.
 */
export function descriptionOf(entry: StatementEntry, t: Texts, locale: FormatLocale): string {
  if (!entry.parts) return entry.description;
  return describeStatementLine(
    { kind: entry.kind, reference: entry.reference, ...entry.parts },
    t,
    locale,
  );
}

/** The statement's columns in the reader's language (`t`, `locale`; issue 29). */
const columnsOf = (t: Texts, locale: FormatLocale): readonly Column<StatementEntry>[] => [
  {
    key: "date",
    header: t["statement.date"],
    cell: (entry) => formatDay(entry.date, locale),
    rowHeader: true,
    nowrap: true,
  },
  {
    key: "description",
    header: t["statement.description"],
    cell: (entry) => descriptionOf(entry, t, locale),
  },
  {
    key: "kind",
    header: t["statement.kind"],
    cell: (entry) => <Badge tone={ENTRY_KIND_TONES[entry.kind]}>{t[`kind.${entry.kind}`]}</Badge>,
  },
  {
    key: "amount",
    header: t["statement.amount"],
    cell: (entry) => signedRupees(entry.amount),
    align: "end",
    nowrap: true,
  },
  {
    key: "balance",
    header: t["statement.balance"],
    cell: (entry) => formatRupees(entry.balance),
    align: "end",
    nowrap: true,
  },
];

function Totals({ statement, t }: { statement: Statement; t: Texts }) {
  const rows: [string, string][] = [
    [t["statement.opening"], formatRupees(statement.openingBalance)],
    [t["statement.credits"], signedRupees(statement.credits)],
    [t["statement.payouts"], signedRupees(-statement.payouts)],
    [t["statement.adjustments"], signedRupees(statement.adjustments)],
    [t["statement.closing"], formatRupees(statement.closingBalance)],
  ];
  const closing = t["statement.closing"];
  return (
    <dl
      aria-label={t["statement.totalsLabel"]}
      className="mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
    >
      {rows.map(([label, figure]) => (
        <div key={label} className="contents">
          <dt className={label === closing ? "font-semibold text-forest" : "text-ink/80"}>
            {label}
          </dt>
          <dd className={label === closing ? "text-right font-semibold text-forest" : "text-right"}>
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
  const t = useAppTexts().money;
  const retry = useAppTexts().dashboard.retry;
  const locale = useAppLanguage();

  return (
    <section aria-labelledby={headingId} aria-busy={statement.isPlaceholderData}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-forest">
          {t["statement.heading"]}
        </h2>
        <nav aria-label={t["statement.downloadsLabel"]} className="flex flex-wrap gap-4">
          <a
            href={statementExportUrl("csv", range, customerId)}
            download
            className="rounded-md font-semibold text-forest underline focus-ring"
          >
            {t["statement.downloadCsv"]}
          </a>
          <a
            href={statementExportUrl("xlsx", range, customerId)}
            download
            className="rounded-md font-semibold text-forest underline focus-ring"
          >
            {t["statement.downloadExcel"]}
          </a>
        </nav>
      </div>
      <p className="mt-1 text-sm text-ink/80">
        {fill(t["statement.period"], { range: formatRange(range, locale) })}
      </p>
      <QueryState
        query={statement}
        texts={{ loading: t["statement.loading"], loadFailed: t["statement.loadFailed"], retry }}
        className="mt-3"
      >
        {(data) => (
          <>
            <p className="mt-3 text-ink/80">
              {t["statement.opening"]}: {formatRupees(data.openingBalance)}
            </p>
            {data.entries.length === 0 ? (
              <p className="mt-3 text-ink/75">{t["statement.empty"]}</p>
            ) : (
              <Table
                caption={fill(t["statement.caption"], { range: formatRange(data, locale) })}
                columns={columnsOf(t, locale)}
                rows={data.entries}
                rowKey={(entry) => String(entry.id)}
                wide
                className="mt-4 rounded-2xl border border-forest/10 bg-white p-2 shadow-sm"
              />
            )}
            <Totals statement={data} t={t} />
          </>
        )}
      </QueryState>
    </section>
  );
}
