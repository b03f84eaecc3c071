import type { CollectionLogItem } from "@filtercycle/contract/collections/insight";
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
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { exportUrl } from "#web/lib/export-url";
import {
  type FormatLocale,
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
type Texts = AppTexts["collections"];

/**
 * Where a collection is now (the chain of custody), in the reader's language: the English words
 * are the contract's `custodyText` (the export says the same).
 */
function custodyWords(
  custody: CollectionLogItem["custody"],
  t: Texts,
  locale: FormatLocale,
): string {
  switch (custody.stage) {
    case "made":
      return fill(t["custody.made"], {
        products: custody.products
          .map((p) => fill(t["custody.lot"], { product: p.product, lot: p.lotCode }))
          .join("; "),
      });
    case "batched":
      return fill(t["custody.batched"], { batch: custody.batchCode ?? "" });
    case "received":
      return custody.receivedOn
        ? fill(t["custody.received"], { day: formatDay(custody.receivedOn, locale) })
        : t["custody.receivedNoDay"];
    case "collected":
      return fill(t["custody.collected"], { bag: custody.bagCode ?? "" });
    case "untracked":
      return t["custody.untracked"];
  }
}
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
  const texts = useAppTexts();
  const t = texts.collections;
  const locale = useAppLanguage();
  const rangeText = formatRange(range, locale);

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
        heading={t.heading}
        period={fill(t.period, { range: rangeText })}
        exports={{
          what: t.exportName,
          csv: exportUrl("collectionLogCsv", range, customerId),
          xlsx: exportUrl("collectionLogXlsx", range, customerId),
        }}
        busy={log.isFetching}
      >
        <QueryState
          query={log}
          texts={{ loading: t.loading, loadFailed: t.loadFailed, retry: texts.dashboard.retry }}
        >
          {(found) =>
            found.items.length === 0 && found.page === 1 ? (
              <p className="text-ink/75">{t.empty}</p>
            ) : (
              <>
                <CollectionTable
                  items={found.items}
                  caption={fill(t.caption, { range: rangeText })}
                  canReport={owner}
                  t={t}
                  locale={locale}
                />
                {found.items.some((item) => item.estimated) ? (
                  <p className="mt-2 text-sm text-ink/75">{t.estimatedLegend}</p>
                ) : null}
                <Pager
                  page={found.page}
                  pageSize={found.pageSize}
                  total={found.total}
                  shown={found.items.length}
                  onPage={goTo}
                  label={t.pagerLabel}
                  previousLabel={t.previous}
                  nextLabel={t.next}
                  pageText={(current, pages) =>
                    pages === null
                      ? fill(t.page, { page: current })
                      : fill(t.pageOf, { page: current, pages })
                  }
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
  t,
  locale,
}: {
  items: CollectionLogItem[];
  caption: string;
  canReport: boolean;
  t: Texts;
  locale: FormatLocale;
}) {
  const [reporting, setReporting] = useState<CollectionLogItem | null>(null);
  // Where focus goes when the dialog closes: the row's button (or its place once reported).
  const returnTo = useRef<HTMLElement | null>(null);

  const columns: Column<CollectionLogItem>[] = [
    {
      key: "date",
      header: t["column.date"],
      cell: (item) => formatDay(item.date, locale),
      rowHeader: true,
      nowrap: true,
    },
    { key: "kiosk", header: t["column.kiosk"], cell: (item) => item.kioskLabel },
    {
      key: "butts",
      header: t["column.butts"],
      align: "end",
      cell: (item) =>
        item.estimated ? (
          <span title={t.estimatedNote}>
            {TEXT.estimated(formatNumber(item.buttsCount))}
            <span className="sr-only"> ({t.estimatedNote})</span>
          </span>
        ) : (
          formatNumber(item.buttsCount)
        ),
    },
    { key: "kg", header: t["column.kg"], align: "end", cell: (item) => formatKg(item.buttsKg) },
    {
      key: "credit",
      header: t["column.credit"],
      align: "end",
      cell: (item) => formatRupees(item.credit),
    },
    {
      key: "problem",
      header: t["column.problem"],
      cell: (item) =>
        item.reportedAt ? (
          <span className="whitespace-nowrap">
            {fill(t.reportedOn, { day: formatBusinessDate(item.reportedAt, locale) })}
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
            {t.reportButton}
            <span className="sr-only">
              {" "}
              {TEXT.reportButtonFor(collectionName(item, t, locale))}
            </span>
          </Button>
        ) : (
          TEXT.none
        ),
    },
    // Where the material went since (chain of custody); the export says the same words.
    {
      key: "custody",
      header: t["column.custody"],
      cell: (item) => custodyWords(item.custody, t, locale),
    },
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
