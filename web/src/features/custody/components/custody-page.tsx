import {
  type AdminBatch,
  type AdminIntake,
  INTAKE_STATUSES,
} from "@filtercycle/contract/custody/custody";
import { signedPercent } from "@filtercycle/contract/custody/custody-wording";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedTable } from "#web/components/paged-table";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Card } from "#web/components/ui/card";
import { PageHeader } from "#web/components/ui/page-header";
import { Pager } from "#web/components/ui/pager";
import { type Column, Table } from "#web/components/ui/table";
import { pageParam } from "#web/hooks/use-list-search";
import { useAppLanguage } from "#web/lib/app-language";
import { type FormatLocale, formatDay, formatKg } from "#web/lib/format";
import type { IntakesQuery } from "../api/get-intakes";
import { useCustodyText } from "../constants";
import { useBatches, useIntakes } from "../hooks/use-custody";
import { AddLotForm, CreateBatchForm } from "./batch-forms";
import { RecordIntakeForm } from "./intake-form";

const PAGE_SIZE = 50;
type Status = (typeof INTAKE_STATUSES)[number];

/** The bags' status and page from the URL (`?status=flagged&page=2`); awaiting by default. */
export function intakesQueryFrom(params: URLSearchParams): IntakesQuery & { status: Status } {
  const status = params.get("status") as Status | null;
  return {
    status: status && INTAKE_STATUSES.includes(status) ? status : "awaiting",
    page: pageParam(params),
    pageSize: PAGE_SIZE,
  };
}

/** The weight check in words (never by colour alone): flagged bags say by how much. */
function WeightCheck({ row, tolerance }: { row: AdminIntake; tolerance: number }) {
  const text = useCustodyText();
  if (row.intakeKg === null) return <span className="text-ink/70">{text.bags.awaitingCheck}</span>;
  const difference = row.differencePercent ?? 0;
  if (row.flagged)
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="danger">{text.bags.flagged}</Badge>
        <strong className="text-red-800">{text.bags.differs(difference, tolerance)}</strong>
        {row.intakeNote ? <span className="text-ink/70">{row.intakeNote}</span> : null}
      </span>
    );
  return (
    <span>
      {text.bags.withinTolerance} ({signedPercent(difference)})
    </span>
  );
}

function bagColumns(
  tolerance: number,
  text: ReturnType<typeof useCustodyText>,
  language: FormatLocale,
): Column<AdminIntake>[] {
  return [
    {
      key: "bag",
      header: text.bags.bag,
      cell: (row) => row.bagCode,
      rowHeader: true,
      nowrap: true,
    },
    {
      key: "customer",
      header: text.bags.customer,
      cell: (row) => (
        <>
          <span className="font-medium">{row.customerCode}</span>{" "}
          <span className="text-ink/70">{row.businessName}</span>
        </>
      ),
    },
    { key: "kiosk", header: text.bags.kiosk, cell: (row) => row.kioskLabel },
    {
      key: "collected",
      header: text.bags.collected,
      cell: (row) => formatDay(row.collectedOn, language),
      nowrap: true,
    },
    {
      key: "pickupKg",
      header: text.bags.pickupKg,
      cell: (row) => formatKg(row.pickupKg),
      align: "end",
    },
    {
      key: "received",
      header: text.bags.received,
      cell: (row) => (row.receivedOn ? formatDay(row.receivedOn, language) : "—"),
      nowrap: true,
    },
    {
      key: "intakeKg",
      header: text.bags.intakeKg,
      cell: (row) => (row.intakeKg === null ? "—" : formatKg(row.intakeKg)),
      align: "end",
    },
    {
      key: "check",
      header: text.bags.check,
      cell: (row) => <WeightCheck row={row} tolerance={tolerance} />,
    },
    { key: "batch", header: text.bags.batch, cell: (row) => row.batchCode ?? "—", nowrap: true },
  ];
}

/** The status choices as links, so the filter is in the URL and each choice can be shared. */
function StatusFilter({ current }: { current: Status }) {
  const text = useCustodyText();
  return (
    <nav aria-label={text.bags.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {INTAKE_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={`?status=${status}`}
              aria-current={status === current ? "page" : undefined}
              className={
                status === current
                  ? "inline-block rounded-full bg-forest px-3 py-1 text-sm font-semibold text-white focus-ring"
                  : "inline-block rounded-full border border-forest/30 px-3 py-1 text-sm text-forest underline-offset-2 hover:underline focus-ring"
              }
            >
              {text.bags.statuses[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BagsSection() {
  const language = useAppLanguage();
  const text = useCustodyText();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = intakesQueryFrom(params);
  const list = useIntakes(query);
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    setParams(next);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {text.bags.heading}
      </h2>
      <RecordIntakeForm />
      <Card padding="sm">
        <StatusFilter current={query.status} />
        <PagedTable
          className="mt-4"
          list={list}
          loadingText={text.loading}
          failedText={text.failed}
          onPage={goTo}
          wide
          caption={`${text.bags.caption}: ${text.bags.statuses[query.status]}`}
          columns={bagColumns(list.data?.tolerancePercent ?? 0, text, language)}
          rowKey={(row) => row.pickupId}
          empty={text.bags.empty[query.status]}
        />
      </Card>
    </section>
  );
}

const batchColumnsOf = (
  text: ReturnType<typeof useCustodyText>,
  language: FormatLocale,
): Column<AdminBatch>[] => [
  {
    key: "code",
    header: text.batches.code,
    cell: (row) => row.code,
    rowHeader: true,
    nowrap: true,
  },
  {
    key: "started",
    header: text.batches.started,
    cell: (row) => formatDay(row.startedOn, language),
    nowrap: true,
  },
  { key: "bags", header: text.batches.bags, cell: (row) => row.bagCount, align: "end" },
  { key: "kg", header: text.batches.kg, cell: (row) => formatKg(row.intakeKg), align: "end" },
  {
    key: "lots",
    header: text.batches.lots,
    cell: (row) =>
      row.lots.length === 0 ? (
        <span className="text-ink/70">{text.batches.noLots}</span>
      ) : (
        <ul>
          {row.lots.map((lot) => (
            <li key={lot.id}>
              {text.batches.lot(lot.product, lot.code, formatDay(lot.madeOn, language))}
            </li>
          ))}
        </ul>
      ),
  },
];

function BatchesSection() {
  const language = useAppLanguage();
  const text = useCustodyText();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const batches = useBatches(page);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {text.batches.heading}
      </h2>
      <div className="grid gap-6 2xl:grid-cols-2">
        <CreateBatchForm />
        <AddLotForm batches={batches.data?.items ?? []} />
      </div>
      <Card padding="sm">
        {batches.isPending ? (
          <p className="text-ink/75">{text.loading}</p>
        ) : batches.isError ? (
          <Alert tone="error">
            {text.failed} {batches.error.message}
          </Alert>
        ) : (
          <>
            <Table
              wide
              caption={text.batches.caption}
              columns={batchColumnsOf(text, language)}
              rows={batches.data.items}
              rowKey={(row) => String(row.id)}
              empty={text.batches.empty}
            />
            <Pager
              page={batches.data.page}
              pageSize={batches.data.pageSize}
              total={batches.data.total}
              shown={batches.data.items.length}
              onPage={setPage}
              label={text.batches.pages}
            />
          </>
        )}
      </Card>
    </section>
  );
}

/** /admin/custody: bags by status with the intake form, then batches and their lots. */
export function CustodyPage() {
  const text = useCustodyText();
  const headingId = useId();
  return (
    <div className="space-y-10">
      <PageHeader heading={text.heading} headingId={headingId} intro={text.intro} />
      <BagsSection />
      <BatchesSection />
    </div>
  );
}
