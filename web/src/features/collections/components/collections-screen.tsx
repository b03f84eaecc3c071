import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import type { HeldCollection } from "@filtercycle/contract/collections/held-collections";
import { PAGE_SIZES } from "@filtercycle/contract/paging";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Button, buttonClass } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { Select } from "#web/components/ui/inputs";
import { PageHeader } from "#web/components/ui/page-header";
import { Pager } from "#web/components/ui/pager";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { useCustomerKiosks } from "#web/lib/customer-kiosks-query";
import { formatDay, formatKgWithUnit, formatRupees } from "#web/lib/format";
import { type CollectionFilterValues, collectionsCsvUrl } from "../api/get-collections";
import { useCollectionsText } from "../constants";
import { useCollections } from "../hooks/use-collections";
import { collectionDayIn, collectionFigureColumnsOf } from "./collection-columns";
import { CollectionFormDialog } from "./collection-form-dialog";
import { DeleteCollectionDialog } from "./delete-collection-dialog";
import { ImportPanel } from "./import-panel";

export type ListQuery = {
  customerCode?: string;
  kioskId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** The list's state in the URL: ?customer=FC-1001&kiosk=…&from=…&to=…&page=2&pageSize=50 */
export function queryFromSearch(search: URLSearchParams): ListQuery {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const page = Number(search.get("page"));
  const pageSize = Number(search.get("pageSize"));
  return {
    customerCode: text("customer"),
    kioskId: text("kiosk"),
    from: text("from"),
    to: text("to"),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZES[1],
  };
}

type Dialogs =
  | { kind: "create" }
  | { kind: "edit"; collection: CollectionItem }
  | { kind: "delete"; collection: CollectionItem }
  | null;

/** Staff's list of collections over every customer: filters, pages, record, edit, delete. */
export function CollectionsScreen() {
  const language = useAppLanguage();
  const T = useCollectionsText();
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const query = queryFromSearch(search);
  const collections = useCollections(query);
  const [dialog, setDialog] = useState<Dialogs>(null);
  // The collection just recorded: confirmed in words, its row shown above the list (whatever
  // the list's filters and page), until dismissed, deleted or the next one is recorded.
  const [recorded, setRecorded] = useState<CollectionItem | null>(null);
  // A collection the form's answer held for review (decision 0099): said until dismissed.
  const [held, setHeld] = useState<HeldCollection | null>(null);
  const [customerDraft, setCustomerDraft] = useState(query.customerCode ?? "");
  // The kiosk choice loads once the code looks whole (FC-1001), not on every keystroke.
  const draftCode = customerDraft.trim();
  const kiosks = useCustomerKiosks(/^[A-Za-z]+-\d{3,}$/.test(draftCode) ? draftCode : "");

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "").trim() || undefined;
    update({
      customer: value("customer")?.toUpperCase(),
      kiosk: value("customer") ? value("kiosk") : undefined,
      from: value("from"),
      to: value("to"),
      page: undefined,
    });
  };

  const filters: CollectionFilterValues = {
    customerCode: query.customerCode,
    kioskId: query.kioskId,
    from: query.from,
    to: query.to,
  };
  const data = collections.data;
  const pages = data?.total == null ? null : Math.ceil(data.total / query.pageSize);

  const columns: Column<CollectionItem>[] = [
    {
      key: "date",
      header: T.columns.date,
      cell: collectionDayIn(T, language),
      rowHeader: true,
      nowrap: true,
    },
    {
      key: "customer",
      header: T.columns.customer,
      cell: (c) => (
        <>
          {c.customerName} <span className="text-ink/70">({c.customerCode})</span>
        </>
      ),
    },
    {
      key: "kiosk",
      header: T.columns.kiosk,
      cell: (c) => (
        <>
          {c.kioskLabel} <span className="text-ink/70">({c.kioskSerial})</span>
        </>
      ),
    },
    ...collectionFigureColumnsOf(T),
    {
      key: "actions",
      header: T.columns.actions,
      cell: (c) => (
        <span className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={T.editLabel(formatDay(c.date, language), c.customerName)}
            onClick={() => setDialog({ kind: "edit", collection: c })}
          >
            {T.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={T.deleteLabel(formatDay(c.date, language), c.customerName)}
            onClick={() => setDialog({ kind: "delete", collection: c })}
          >
            {T.delete}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <PageHeader
        heading={T.heading}
        headingId={headingId}
        intro={T.intro}
        actions={
          <>
            <Button size="sm" onClick={() => setDialog({ kind: "create" })}>
              {T.record}
            </Button>
            <a
              href={collectionsCsvUrl(filters)}
              download
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {T.exportCsv}
            </a>
          </>
        }
      />

      {/* At the top, not under the list: a file of a week's collections is the usual way in. */}
      <ImportPanel />

      <form
        onSubmit={applyFilters}
        aria-label={T.filtersLegend}
        // A new URL (back button, a link) shows its own filters.
        key={search.toString()}
        className="grid items-end gap-4 rounded-2xl border border-forest/10 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      >
        <TextField
          label={T.customer}
          hint={T.customerHint}
          name="customer"
          defaultValue={query.customerCode ?? ""}
          onChange={(event) => setCustomerDraft(event.target.value)}
          autoComplete="off"
        />
        <Field label={T.kiosk}>
          {(control) => (
            <Select
              {...control}
              name="kiosk"
              defaultValue={query.kioskId ?? ""}
              disabled={!kiosks.data}
              placeholder={T.allKiosks}
              options={(kiosks.data?.items ?? []).map((k) => ({
                value: k.id,
                label: `${k.label} (${k.serial})`,
              }))}
            />
          )}
        </Field>
        <DateField label={T.from} name="from" defaultValue={query.from ?? ""} />
        <DateField label={T.to} name="to" defaultValue={query.to ?? ""} />
        <div className="flex items-end gap-2 whitespace-nowrap">
          <Button type="submit" size="sm">
            {T.apply}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setCustomerDraft("");
              setSearch(new URLSearchParams());
            }}
          >
            {T.clear}
          </Button>
        </div>
      </form>

      {held ? (
        <Alert tone="info">
          {T.held(
            formatKgWithUnit(held.buttsKg),
            held.kioskLabel,
            held.customerName,
            formatDay(held.date, language),
          )}{" "}
          <Button variant="ghost" size="sm" onClick={() => setHeld(null)}>
            {T.dismiss}
          </Button>
        </Alert>
      ) : null}
      {recorded ? (
        <div className="space-y-2 rounded-2xl border border-leaf/30 bg-white p-4 shadow-sm sm:p-6">
          <Alert tone="success">
            {T.recorded(
              formatKgWithUnit(recorded.buttsKg),
              recorded.kioskLabel,
              recorded.customerName,
              formatDay(recorded.date, language),
              recorded.credit === null ? null : formatRupees(recorded.credit),
            )}{" "}
            <Button variant="ghost" size="sm" onClick={() => setRecorded(null)}>
              {T.dismiss}
            </Button>
          </Alert>
          <Table
            wide
            caption={T.recordedCaption}
            captionHidden
            columns={columns}
            rows={[
              // Its row as the list now has it (after an edit there), else as recorded.
              collections.data?.items.find((c) => c.id === recorded.id) ?? recorded,
            ]}
            rowKey={(c) => String(c.id)}
          />
        </div>
      ) : null}

      <div
        aria-busy={collections.isFetching}
        className="rounded-2xl border border-forest/10 bg-white p-4 shadow-sm sm:p-6"
      >
        {collections.isPending ? (
          <p className="text-ink/75">{T.loading}</p>
        ) : collections.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            <p>
              {T.failed} {collections.error.message}
            </p>
            <Button size="sm" className="mt-3" onClick={() => collections.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-2 text-sm font-medium text-ink/80">
              {T.total(collections.data.total)}
            </p>
            <Table
              wide
              caption={T.caption}
              captionHidden
              columns={columns}
              rows={collections.data.items}
              rowKey={(c) => String(c.id)}
              empty={T.empty}
            />
            <Pager
              page={query.page}
              pageSize={query.pageSize}
              total={collections.data.total}
              shown={collections.data.items.length}
              onPage={(page) => update({ page: String(page) })}
              label={T.pageOf(query.page, pages)}
              previousLabel={T.previous}
              nextLabel={T.next}
              pageText={T.pageOf}
            >
              <label className="ml-auto flex items-center gap-2 text-sm">
                {T.pageSize}
                <select
                  className="rounded-lg border border-forest/25 px-2 py-1"
                  value={query.pageSize}
                  onChange={(event) => update({ pageSize: event.target.value, page: undefined })}
                >
                  {PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </label>
            </Pager>
          </>
        )}
      </div>

      {dialog?.kind === "create" ? (
        <CollectionFormDialog
          onClose={() => setDialog(null)}
          onRecorded={(item) => {
            setHeld(null);
            setRecorded(item);
          }}
          onHeld={(kept) => {
            setRecorded(null);
            setHeld(kept);
          }}
        />
      ) : null}
      {dialog?.kind === "edit" ? (
        <CollectionFormDialog collection={dialog.collection} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "delete" ? (
        <DeleteCollectionDialog
          collection={dialog.collection}
          onClose={() => setDialog(null)}
          // A deleted collection is no longer "just recorded": its row goes with it.
          onDeleted={(gone) => setRecorded((shown) => (shown?.id === gone.id ? null : shown))}
        />
      ) : null}
    </section>
  );
}
