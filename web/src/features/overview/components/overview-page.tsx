import type { Overview } from "@filtercycle/contract/overview";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { PageHeader } from "#web/components/ui/page-header";
import { Table } from "#web/components/ui/table";
import { formatDay, formatKg, formatNumber, formatRupees } from "#web/lib/format";
import { overviewQueryOptions } from "../api/get-overview";
import { OVERVIEW_TEXT as TEXT } from "../constants";

const linkClass = "rounded-md font-semibold text-forest underline focus-ring";

/** /admin: the console's first screen, what needs attention today. */
export function OverviewPage() {
  const overview = useQuery(overviewQueryOptions());
  return (
    <div className="space-y-8">
      <PageHeader heading={TEXT.heading} intro={TEXT.intro} />
      <div aria-busy={overview.isPending}>
        {overview.isPending ? (
          <p className="text-ink/75">{TEXT.loading}</p>
        ) : overview.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            <p>
              {TEXT.failed} {overview.error.message}
            </p>
            <Button size="sm" onClick={() => overview.refetch()} className="mt-3">
              {TEXT.retry}
            </Button>
          </div>
        ) : (
          <OverviewPanels overview={overview.data} />
        )}
      </div>
    </div>
  );
}

function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" padding="sm" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-forest">
        {heading}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </Card>
  );
}

function OverviewPanels({ overview }: { overview: Overview }) {
  const {
    openEnquiries,
    flaggedBags,
    collectionsThisWeek: week,
    payoutsDue,
    idleKiosks,
  } = overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel heading={TEXT.enquiries.heading}>
        <p className="text-2xl font-bold">{TEXT.enquiries.count(openEnquiries)}</p>
        <Link to="/admin/inbox" className={linkClass}>
          {TEXT.enquiries.link}
        </Link>
      </Panel>
      <Panel heading={TEXT.custody.heading}>
        <p className={flaggedBags.count > 0 ? "text-2xl font-bold" : ""}>
          {flaggedBags.count > 0
            ? TEXT.custody.count(flaggedBags.count, flaggedBags.tolerancePercent)
            : TEXT.custody.none(flaggedBags.tolerancePercent)}
        </p>
        <Link to="/admin/custody?status=flagged" className={linkClass}>
          {TEXT.custody.link}
        </Link>
      </Panel>
      <Panel heading={TEXT.week.heading}>
        <p className="text-sm text-ink/75">
          {TEXT.week.range(formatDay(week.from), formatDay(week.to))}
        </p>
        <p className="text-2xl font-bold">{TEXT.week.collections(week.collections)}</p>
        <p>
          {TEXT.week.butts(formatNumber(week.butts))} · {TEXT.week.kg(formatKg(week.kg))}
        </p>
        <Link to="/admin/collections" className={linkClass}>
          {TEXT.week.link}
        </Link>
      </Panel>
      <Panel heading={TEXT.payouts.heading}>
        <p className="font-semibold">
          {TEXT.payouts.count(payoutsDue.count, formatRupees(payoutsDue.threshold))}
        </p>
        <Table
          caption={TEXT.payouts.caption}
          columns={[
            {
              key: "customer",
              header: TEXT.payouts.customer,
              rowHeader: true,
              cell: (row) => (
                <Link to={TEXT.customerPath(row.customerCode)} className={linkClass}>
                  {`${row.customerName} (${row.customerCode})`}
                </Link>
              ),
            },
            {
              key: "balance",
              header: TEXT.payouts.balance,
              align: "end",
              cell: (row) => formatRupees(row.balance),
            },
          ]}
          rows={payoutsDue.top}
          rowKey={(row) => row.customerCode}
          empty={TEXT.payouts.empty}
        />
        <Link to="/admin/payouts" className={linkClass}>
          {TEXT.payouts.link}
        </Link>
      </Panel>
      <Panel heading={TEXT.idle.heading}>
        <p className="font-semibold">
          {TEXT.idle.count(idleKiosks.count, formatDay(idleKiosks.since))}
        </p>
        <Table
          caption={TEXT.idle.caption}
          columns={[
            {
              key: "kiosk",
              header: TEXT.idle.kiosk,
              rowHeader: true,
              cell: (row) => `${row.label} (${row.serial})`,
            },
            {
              key: "customer",
              header: TEXT.idle.customer,
              cell: (row) => (
                <Link to={TEXT.customerPath(row.customerCode)} className={linkClass}>
                  {`${row.customerName} (${row.customerCode})`}
                </Link>
              ),
            },
            {
              key: "last",
              header: TEXT.idle.last,
              cell: (row) =>
                row.lastCollectedOn ? formatDay(row.lastCollectedOn) : TEXT.idle.never,
            },
          ]}
          rows={idleKiosks.items}
          rowKey={(row) => row.kioskId}
          empty={TEXT.idle.empty}
        />
      </Panel>
    </div>
  );
}
