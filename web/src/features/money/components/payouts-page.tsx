import type { LedgerEntry } from "@filtercycle/contract/money/admin-ledger";
import { useId } from "react";
import { FilteredList } from "#web/components/filtered-list";
import { Badge } from "#web/components/ui/badge";
import { ButtonLink } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { Select } from "#web/components/ui/inputs";
import { CustomerCodeFilter, DayRangeFilter, FilterActions } from "#web/components/ui/list-filters";
import { PageHeader } from "#web/components/ui/page-header";
import type { Column } from "#web/components/ui/table";
import { dayParam, pageParam, useListSearch } from "#web/hooks/use-list-search";
import { useAppLanguage } from "#web/lib/app-language";
import { type FormatLocale, formatDay, formatRupees } from "#web/lib/format";
import type { PayoutsQuery } from "../api/get-payouts";
import { usePayouts } from "../hooks/use-ledger";
import { useBatchesText, usePayoutsText } from "../payouts-constants";
import { RecordAdjustmentForm, RecordPayoutForm } from "./ledger-forms";
import { PayoutRequestsSection } from "./payout-requests-section";

const PAGE_SIZE = 50;
const KINDS = ["all", "redemption", "adjustment"] as const;
type Kind = (typeof KINDS)[number];

/** The list's filters and page from the URL (so a filtered list can be shared and reloaded). */
export function payoutsQueryFrom(params: URLSearchParams): PayoutsQuery {
  const kind = params.get("kind") as Kind | null;
  return {
    page: pageParam(params),
    pageSize: PAGE_SIZE,
    ...(params.get("customer") ? { customerCode: params.get("customer") as string } : {}),
    ...(kind && KINDS.includes(kind) && kind !== "all" ? { kind } : {}),
    ...dayParam(params, "from"),
    ...dayParam(params, "to"),
  };
}

const columnsOf = (
  text: ReturnType<typeof usePayoutsText>,
  language: FormatLocale,
): Column<LedgerEntry>[] => [
  {
    key: "date",
    header: text.table.date,
    cell: (row) => formatDay(row.date, language),
    rowHeader: true,
    nowrap: true,
  },
  {
    key: "customer",
    header: text.table.customer,
    cell: (row) => (
      <>
        <span className="font-medium">{row.customerCode}</span>{" "}
        <span className="text-ink/70">{row.customerName}</span>
      </>
    ),
  },
  {
    key: "kind",
    header: text.table.kind,
    cell: (row) => (
      <Badge tone={row.kind === "redemption" ? "neutral" : "warning"}>
        {text.kindLabel[row.kind]}
      </Badge>
    ),
  },
  {
    key: "amount",
    header: text.table.amount,
    cell: (row) => formatRupees(row.amount),
    align: "end",
  },
  { key: "reference", header: text.table.reference, cell: (row) => row.reference },
  { key: "note", header: text.table.note, cell: (row) => row.note },
  { key: "recordedBy", header: text.table.recordedBy, cell: (row) => row.recordedBy ?? "" },
];

/** /admin/payouts: the list over all customers with its filters, and the two forms. */
export function PayoutsPage() {
  const text = usePayoutsText();
  const batches = useBatchesText();
  const language = useAppLanguage();
  const headingId = useId();
  // "all" kinds is the list without a kind filter: it stays out of the URL.
  const { params, applyFilters, goTo, clear } = useListSearch({ defaults: { kind: "all" } });
  const query = payoutsQueryFrom(params);
  const list = usePayouts(query);

  return (
    <div className="space-y-8">
      <PageHeader
        heading={text.heading}
        headingId={headingId}
        intro={text.intro}
        actions={<ButtonLink to="/admin/payouts/batches">{batches.link}</ButtonLink>}
      />

      <PayoutRequestsSection />

      <div className="grid gap-6 2xl:grid-cols-2">
        <RecordPayoutForm initialCustomerCode={query.customerCode ?? ""} />
        <RecordAdjustmentForm initialCustomerCode={query.customerCode ?? ""} />
      </div>

      <FilteredList
        filtersLabel={text.filters.legend}
        filtersKey={params.toString()}
        onFilter={applyFilters}
        filters={
          <>
            <CustomerCodeFilter label={text.filters.customerCode} value={query.customerCode} />
            <Field label={text.filters.kind}>
              {(control) => (
                <Select
                  {...control}
                  name="kind"
                  defaultValue={query.kind ?? "all"}
                  options={KINDS.map((k) => ({ value: k, label: text.filters.kinds[k] }))}
                />
              )}
            </Field>
            <DayRangeFilter labels={text.filters} from={query.from} to={query.to} />
            <FilterActions labels={text.filters} onClear={clear} />
          </>
        }
        list={list}
        loadingText={text.loading}
        failedText={text.failed}
        onPage={goTo}
        caption={text.table.caption}
        columns={columnsOf(text, language)}
        rowKey={(row) => String(row.id)}
        empty={text.table.empty}
      />
    </div>
  );
}
