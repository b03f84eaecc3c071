import type { CollectionLogItem } from "@filtercycle/contract/collections/insight";
import { custodyText } from "@filtercycle/contract/custody/custody-wording";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatRange, PeriodBar } from "#web/components/period-bar";
import { PeriodPanel } from "#web/components/period-panel";
import { Button } from "#web/components/ui/button";
import { Pager } from "#web/components/ui/pager";
import { QueryState } from "#web/components/ui/query-state";
import { type Column, Table } from "#web/components/ui/table";
import { useBusinessRole } from "#web/hooks/use-business-role";
import { useChosenPeriod } from "#web/hooks/use-chosen-period";
import { exportUrl } from "#web/lib/export-url";
import {
  formatBusinessDate,
  formatDay,
  formatKg,
  formatNumber,
  formatRupees,
} from "#web/lib/format";
import { useCollectionLog } from "../hooks/use-insight";
import { COLLECTIONS_TEXT } from "../log-constants";
import { collectionName, ReportProblemDialog } from "./report-problem-dialog";

const TEXT = COLLECTIONS_TEXT;
/** The URL parameter of the log's page (a reload or a shared link keeps it). */
const PAGE_PARAM = "page";

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The dashboard's Collections tab (issue 14): the period bar, then every collection of the
 * chosen period, newest first, a page at a time (the page in the URL), with the exports. An
 * owner may report a problem with a collection of the last 30 days; `customerId` (staff's
 * support view) shows that business read-only.
 */
export function CollectionsTab({ customerId = null }: { customerId?: string | null }) {
  const { range } = useChosenPeriod();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get(PAGE_PARAM));
  const log = useCollectionLog(range, page, customerId);
  const owner = useBusinessRole() === "owner" && customerId === null;

  const goTo = (next: number) =>
    setSearch(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
        return updated;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="flex flex-col gap-8">
      <PeriodBar />
      <PeriodPanel
        heading={TEXT.heading}
        period={TEXT.period(formatRange(range))}
        exports={{
          what: TEXT.exportName,
          csv: exportUrl("collectionLogCsv", range, customerId),
          xlsx: exportUrl("collectionLogXlsx", range, customerId),
        }}
        busy={log.isFetching}
      >
        <QueryState query={log} texts={TEXT}>
          {(found) =>
            found.items.length === 0 && found.page === 1 ? (
              <p className="text-ink/75">{TEXT.empty}</p>
            ) : (
              <>
                <CollectionTable
                  items={found.items}
                  caption={TEXT.caption(formatRange(range))}
                  canReport={owner}
                />
                {found.items.some((item) => item.estimated) ? (
                  <p className="mt-2 text-sm text-ink/75">{TEXT.estimatedLegend}</p>
                ) : null}
                <Pager
                  page={found.page}
                  pageSize={found.pageSize}
                  total={found.total}
                  shown={found.items.length}
                  onPage={goTo}
                  label={TEXT.pagerLabel}
                  previousLabel={TEXT.previous}
                  nextLabel={TEXT.next}
                />
              </>
            )
          }
        </QueryState>
      </PeriodPanel>
    </div>
  );
}

function CollectionTable({
  items,
  caption,
  canReport,
}: {
  items: CollectionLogItem[];
  caption: string;
  canReport: boolean;
}) {
  const [reporting, setReporting] = useState<CollectionLogItem | null>(null);
  // Where focus goes when the dialog closes: the row's button (or its place once reported).
  const returnTo = useRef<HTMLElement | null>(null);

  const columns: Column<CollectionLogItem>[] = [
    {
      key: "date",
      header: TEXT.columns.date,
      cell: (item) => formatDay(item.date),
      rowHeader: true,
      nowrap: true,
    },
    { key: "kiosk", header: TEXT.columns.kiosk, cell: (item) => item.kioskLabel },
    {
      key: "butts",
      header: TEXT.columns.butts,
      align: "end",
      cell: (item) =>
        item.estimated ? (
          <span title={TEXT.estimatedNote}>
            {TEXT.estimated(formatNumber(item.buttsCount))}
            <span className="sr-only"> ({TEXT.estimatedNote})</span>
          </span>
        ) : (
          formatNumber(item.buttsCount)
        ),
    },
    { key: "kg", header: TEXT.columns.kg, align: "end", cell: (item) => formatKg(item.buttsKg) },
    {
      key: "credit",
      header: TEXT.columns.credit,
      align: "end",
      cell: (item) => formatRupees(item.credit),
    },
    {
      key: "problem",
      header: TEXT.columns.problem,
      cell: (item) =>
        item.reportedAt ? (
          <span className="whitespace-nowrap">
            {TEXT.reportedOn(formatBusinessDate(item.reportedAt))}
          </span>
        ) : canReport && item.canReport ? (
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            onClick={(event) => {
              returnTo.current = event.currentTarget;
              setReporting(item);
            }}
          >
            {TEXT.reportButton}
            <span className="sr-only"> {TEXT.reportButtonFor(collectionName(item))}</span>
          </Button>
        ) : (
          TEXT.none
        ),
    },
    // Where the material went since (chain of custody); the export says the same words.
    { key: "custody", header: TEXT.columns.custody, cell: (item) => custodyText(item.custody) },
  ];

  return (
    <>
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rows={items}
        rowKey={(item) => String(item.id)}
        wide
      />
      {reporting ? (
        <ReportProblemDialog
          collection={reporting}
          returnFocus={returnTo}
          onClose={() => {
            // Once sent the button is replaced by "Reported on …": the dialog then leaves
            // focus to the browser rather than to a button that is gone.
            if (!returnTo.current?.isConnected) returnTo.current = null;
            setReporting(null);
          }}
        />
      ) : null}
    </>
  );
}
