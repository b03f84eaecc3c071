import type { AuditEntry } from "@filtercycle/contract/audit/audit-log";
import { FilteredList } from "#web/components/filtered-list";
import { Field } from "#web/components/ui/field";
import { Select } from "#web/components/ui/inputs";
import { CustomerCodeFilter, DayRangeFilter, FilterActions } from "#web/components/ui/list-filters";
import { PageHeader } from "#web/components/ui/page-header";
import type { Column } from "#web/components/ui/table";
import { dayParam, pageParam, useListSearch } from "#web/hooks/use-list-search";
import { useAppLanguage } from "#web/lib/app-language";
import { type FormatLocale, formatBusinessDateTime } from "#web/lib/format";
import type { AuditLogQuery } from "../api/get-audit-log";
import { actionLabel, entityLabel, useAuditText } from "../constants";
import { useAuditLog } from "../hooks/use-audit-log";
import { recordName } from "../utils/audit-words";
import { AuditDiff } from "./audit-diff";

const PAGE_SIZE = 50;

/** The log's filters and page from the URL. */
export function auditQueryFrom(params: URLSearchParams): AuditLogQuery {
  const pick = (name: string, key: keyof AuditLogQuery) =>
    params.get(name) ? { [key]: params.get(name) as string } : {};
  return {
    page: pageParam(params),
    pageSize: PAGE_SIZE,
    ...pick("entity", "entity"),
    ...pick("actor", "actorId"),
    ...pick("customer", "customerCode"),
    ...dayParam(params, "from"),
    ...dayParam(params, "to"),
  };
}

/** The columns of an audit table; the customer's own trail leaves the customer out. */
export function auditColumns({
  withCustomer,
  text,
  language,
}: {
  withCustomer: boolean;
  text: ReturnType<typeof useAuditText>;
  language: FormatLocale;
}): Column<AuditEntry>[] {
  return [
    {
      key: "at",
      header: text.table.at,
      rowHeader: true,
      cell: (row) => <time dateTime={row.at}>{formatBusinessDateTime(row.at, language)}</time>,
    },
    { key: "actor", header: text.table.actor, cell: (row) => row.actorName },
    {
      key: "record",
      header: text.table.record,
      cell: (row) => (
        <>
          {entityLabel(row.entity)} <span className="text-ink/70">{recordName(row)}</span>
        </>
      ),
    },
    ...(withCustomer
      ? [
          {
            key: "customer",
            header: text.table.customer,
            cell: (row: AuditEntry) =>
              row.customerCode ? `${row.customerCode} ${row.customerName ?? ""}`.trim() : "",
          },
        ]
      : []),
    { key: "action", header: text.table.action, cell: (row) => actionLabel(row.action) },
    {
      key: "changes",
      header: text.table.changes,
      cell: (row) => <AuditDiff before={row.before} after={row.after} />,
    },
  ];
}

/** /admin/audit-log: every change, filterable by record type, person, customer and dates. */
export function AuditLogPage() {
  const text = useAuditText();
  const language = useAppLanguage();
  const { params, applyFilters, goTo, clear } = useListSearch();
  const query = auditQueryFrom(params);
  const log = useAuditLog(query);

  const entities = log.data?.entities ?? [];
  const actors = log.data?.actors ?? [];
  return (
    <div className="space-y-8">
      <PageHeader heading={text.heading} intro={text.intro} />
      <FilteredList
        filtersLabel={text.filters.legend}
        filtersKey={`${params.toString()}|${entities.length}|${actors.length}`}
        onFilter={applyFilters}
        filters={
          <>
            <Field label={text.filters.entity}>
              {(control) => (
                <Select
                  {...control}
                  name="entity"
                  defaultValue={query.entity ?? ""}
                  placeholder={text.filters.anyEntity}
                  options={entities.map((e) => ({ value: e, label: entityLabel(e) }))}
                />
              )}
            </Field>
            <Field label={text.filters.actor}>
              {(control) => (
                <Select
                  {...control}
                  name="actor"
                  defaultValue={query.actorId ?? ""}
                  placeholder={text.filters.anyActor}
                  options={actors.map((a) => ({ value: a.id, label: a.name }))}
                />
              )}
            </Field>
            <CustomerCodeFilter label={text.filters.customerCode} value={query.customerCode} />
            <DayRangeFilter labels={text.filters} from={query.from} to={query.to} />
            <FilterActions labels={text.filters} onClear={clear} />
          </>
        }
        list={log}
        loadingText={text.loading}
        failedText={text.failed}
        onPage={goTo}
        caption={text.table.caption}
        columns={auditColumns({ withCustomer: true, text, language })}
        rowKey={(row) => String(row.id)}
        empty={text.table.empty}
      />
    </div>
  );
}
