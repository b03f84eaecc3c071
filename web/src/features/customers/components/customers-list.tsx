import type { CustomerListItem } from "@filtercycle/contract/customers/admin-customers";
import type { CustomerSort } from "@filtercycle/contract/customers/customer-rules";
import { PAGE_SIZES } from "@filtercycle/contract/paging";
import { useQuery } from "@tanstack/react-query";
import {
  createColumnHelper,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { type FormEvent, useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button, ButtonLink, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { cx } from "#web/components/ui/cx";
import { Field } from "#web/components/ui/field";
import { TextField } from "#web/components/ui/form-fields";
import { Select } from "#web/components/ui/inputs";
import { tableListClasses as list } from "#web/components/ui/table";
import { formatNumber, formatRupees } from "#web/lib/format";
import { customersQueryOptions } from "../api/get-customers";
import { useListText } from "../constants";
import { type CustomerListParams, csvHref, listParamsOf, searchOf } from "../utils/list-params";

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, CustomerListItem>();

/** Figures line up on the right. */
const END_ALIGNED = new Set<string>(["kiosks", "balance"]);

const columnsOf = (T: ReturnType<typeof useListText>) =>
  helper.columns([
    helper.accessor("name", {
      header: T.columns.name,
      cell: (info) => (
        <Link
          to={`/admin/customers/${encodeURIComponent(info.row.original.code)}`}
          className="font-medium text-forest underline underline-offset-2 focus-ring"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    helper.accessor("code", { header: T.columns.code }),
    helper.accessor("city", { header: T.columns.city }),
    helper.accessor("serviceType", { header: T.columns.serviceType }),
    helper.accessor("businessType", { header: T.columns.businessType }),
    helper.accessor("planningMode", {
      header: T.columns.planning,
      cell: (info) => T.planningModes[info.getValue()],
    }),
    helper.accessor("kiosks", {
      header: T.columns.kiosks,
      cell: (info) => formatNumber(info.getValue()),
    }),
    helper.accessor("balance", {
      header: T.columns.balance,
      cell: (info) => formatRupees(info.getValue()),
    }),
    helper.accessor("active", {
      header: T.columns.active,
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{T.active}</Badge>
        ) : (
          <Badge tone="neutral">{T.inactive}</Badge>
        ),
    }),
  ]);

const noRows: CustomerListItem[] = [];

/**
 * The customers list: paged, sorted, searched and filtered on the server, every part of it kept
 * in the URL's search params (a reload, a shared link or the back button keeps the view).
 */
export function CustomersList() {
  const T = useListText();
  const [search, setSearch] = useSearchParams();
  const params = listParamsOf(search);
  const query = useQuery(customersQueryOptions(params));
  const searchId = useId();

  const go = (next: CustomerListParams) => setSearch(searchOf(next));
  // One column at a time; a click on the sorted column turns its direction.
  const sorting: SortingState = params.sort
    ? [{ id: params.sort, desc: params.dir === "desc" }]
    : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === "function" ? updater(sorting) : updater;
    const first = next[0];
    go({
      ...params,
      page: 1,
      sort: first ? (first.id as CustomerSort) : undefined,
      dir: first ? (first.desc ? "desc" : "asc") : undefined,
    });
  };

  // The columns' names in the reader's language (the same object while it stays).
  const columns = useMemo(() => columnsOf(T), [T]);
  const table = useTable({
    features,
    columns,
    data: query.data?.items ?? noRows,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getRowId: (row) => row.code,
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = String(data.get("q") ?? "").trim();
    go({ ...params, page: 1, q: q || undefined });
  };

  const total = query.data?.total ?? 0;
  const first = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const last = Math.min(params.page * params.pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / params.pageSize));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <search className="contents">
          <form onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
            <TextField
              label={T.searchLabel}
              hint={T.searchHint}
              id={`${searchId}-q`}
              type="search"
              name="q"
              // A new URL (back button, a link) refills the box.
              key={params.q ?? ""}
              defaultValue={params.q ?? ""}
              inputClassName="w-64 max-w-full"
            />
            <Button type="submit" variant="secondary" size="sm" className="mb-0.5">
              {T.searchButton}
            </Button>
            <Field label={T.activeLabel} id={`${searchId}-active`}>
              {(control) => (
                <Select
                  {...control}
                  value={params.active}
                  onChange={(event) =>
                    go({
                      ...params,
                      page: 1,
                      active: event.target.value as CustomerListParams["active"],
                    })
                  }
                  options={(["all", "active", "inactive"] as const).map((value) => ({
                    value,
                    label: T.activeOptions[value],
                  }))}
                />
              )}
            </Field>
          </form>
        </search>
        <div className="flex flex-wrap gap-3">
          <a
            href={csvHref(params)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
            download
          >
            {T.exportCsv}
          </a>
          <ButtonLink to="/admin/customers/new" size="sm">
            {T.addCustomer}
          </ButtonLink>
        </div>
      </div>

      {query.isError ? (
        <Alert tone="error">
          {T.failed}{" "}
          <button type="button" className="underline focus-ring" onClick={() => query.refetch()}>
            {T.retry}
          </button>
        </Alert>
      ) : null}

      <Card padding="sm">
        <div className="overflow-x-auto">
          <table
            className={cx("w-full border-collapse text-sm sm:min-w-3xl", list.table)}
            aria-busy={query.isFetching}
          >
            <caption className="sr-only">{T.caption}</caption>
            {/* Below 640 px the headers stay as a row of sort buttons above the cards. */}
            <thead className="max-sm:mb-3 max-sm:block">
              {table.getHeaderGroups().map((group) => (
                <tr
                  key={group.id}
                  className="border-b border-forest/15 max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:pb-2"
                >
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const end = END_ALIGNED.has(header.column.id);
                    const label = T.columns[header.column.id as keyof typeof T.columns];
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === "asc"
                            ? "ascending"
                            : sorted === "desc"
                              ? "descending"
                              : undefined
                        }
                        className={`px-2 py-2 font-semibold whitespace-nowrap text-forest max-sm:block max-sm:px-1 max-sm:py-1 ${end ? "text-right" : "text-left"}`}
                      >
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded focus-ring"
                          aria-label={`${T.sortBy(label)}${
                            sorted ? ` (${sorted === "asc" ? T.sortedAsc : T.sortedDesc})` : ""
                          }`}
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                          </span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className={list.body}>
              {query.isPending ? (
                <tr className="max-sm:block">
                  <td colSpan={columns.length} className="px-2 py-3 text-ink/70 max-sm:block">
                    {T.loading}
                  </td>
                </tr>
              ) : table.getRowModel().rows.length === 0 ? (
                <tr className="max-sm:block">
                  <td colSpan={columns.length} className="px-2 py-3 text-ink/70 max-sm:block">
                    {T.empty}
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    className={cx("border-b border-forest/10 sm:last:border-b-0", list.row)}
                  >
                    {row.getAllCells().map((cell) =>
                      cell.column.id === "name" ? (
                        <th
                          key={cell.id}
                          scope="row"
                          className={cx("px-2 py-2 text-left font-medium", list.title)}
                        >
                          <table.FlexRender cell={cell} />
                        </th>
                      ) : (
                        <td
                          key={cell.id}
                          data-label={T.columns[cell.column.id as keyof typeof T.columns]}
                          className={`px-2 py-2 text-ink tabular-nums ${list.cell} ${
                            END_ALIGNED.has(cell.column.id)
                              ? "text-right whitespace-nowrap"
                              : cell.column.id === "code"
                                ? "text-left whitespace-nowrap"
                                : "text-left"
                          }`}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Card>

      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite">{T.count(first, last, total)}</p>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={T.pageSizeLabel} id={`${searchId}-size`}>
            {(control) => (
              <Select
                {...control}
                value={String(params.pageSize)}
                onChange={(event) =>
                  go({ ...params, page: 1, pageSize: Number(event.target.value) })
                }
                options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              />
            )}
          </Field>
          <Button
            variant="secondary"
            size="sm"
            disabled={params.page <= 1}
            onClick={() => go({ ...params, page: params.page - 1 })}
          >
            {T.previous}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={params.page >= lastPage}
            onClick={() => go({ ...params, page: params.page + 1 })}
          >
            {T.next}
          </Button>
        </div>
      </nav>
    </div>
  );
}
