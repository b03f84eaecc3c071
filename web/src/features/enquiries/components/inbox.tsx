import type { InboxItem } from "@filtercycle/contract/enquiries/enquiries";
import { BUSINESS_TYPES } from "@filtercycle/contract/enquiries/enquiry-rules";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { useAppLanguage } from "#web/lib/app-language";
import {
  formatBusinessDateTime,
  formatDay,
  formatKg,
  formatNumber,
  formatRupees,
} from "#web/lib/format";
import { INBOX_FILTER_PARAM, INBOX_FILTERS, inboxFilterOf } from "../api/get-inbox";
import { useInboxText } from "../constants";
import { useInbox, useSetHandled } from "../hooks/use-inbox";

const businessTypeLabel = (value: string) =>
  BUSINESS_TYPES.find((type) => type.value === value)?.label ?? value;

const button =
  "rounded-full px-4 py-2 text-sm font-semibold focus-ring disabled:cursor-wait disabled:opacity-70";

/** Where a partner application's "Create customer" leads: the new-customer form, prefilled. */
export function createCustomerHref(item: Extract<InboxItem, { kind: "partner" }>): string {
  const query = new URLSearchParams({
    name: item.businessName,
    city: item.city,
    businessType: item.businessType,
    contactName: item.contactName,
    email: item.email,
  });
  return `/admin/customers/new?${query.toString()}`;
}

/** Each item once, where it first appears. */
function uniqueById<Item extends { id: string }>(items: readonly Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/**
 * Staff's list of enquiries from the public forms, to answer and mark handled. The filter lives
 * in the URL (`?show=handled`), so a reload or a shared link keeps it.
 */
export function Inbox() {
  const INBOX_TEXT = useInboxText();
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = inboxFilterOf(searchParams);
  const setFilter = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "open") next.delete(INBOX_FILTER_PARAM);
        else next.set(INBOX_FILTER_PARAM, value);
        return next;
      },
      { replace: true },
    );
  const inbox = useInbox(filter);
  // An enquiry that arrived between two pages moves the rest down one: it is shown once.
  const items = uniqueById(inbox.data?.pages.flatMap((page) => page.items) ?? []);
  const openCount = inbox.data?.pages[0]?.openCount;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-2xl font-bold text-forest">
          {INBOX_TEXT.heading}
        </h2>
        {openCount !== undefined ? (
          <p className="text-sm font-medium text-ink/75">{INBOX_TEXT.openCount(openCount)}</p>
        ) : null}
      </div>

      <fieldset className="mt-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">{INBOX_TEXT.filterLabel}</legend>
        {INBOX_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`${button} ${
              filter === value
                ? "bg-forest text-white"
                : "border border-forest/20 text-forest hover:bg-forest/5"
            }`}
          >
            {INBOX_TEXT.filters[value]}
          </button>
        ))}
      </fieldset>

      <div className="mt-6" aria-busy={inbox.isPending}>
        {inbox.isPending ? (
          <p className="text-ink/75">{INBOX_TEXT.loading}</p>
        ) : inbox.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            <p>
              {INBOX_TEXT.failed} {inbox.error.message}
            </p>
            <Button size="sm" onClick={() => inbox.refetch()} className="mt-3">
              {INBOX_TEXT.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-ink/75">{INBOX_TEXT.empty[filter]}</p>
        ) : (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <InboxEntry item={item} />
              </li>
            ))}
          </ul>
        )}
        {inbox.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => inbox.fetchNextPage()}
            busy={inbox.isFetchingNextPage}
            className="mt-6"
          >
            {INBOX_TEXT.more}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function InboxEntry({ item }: { item: InboxItem }) {
  const INBOX_TEXT = useInboxText();
  const language = useAppLanguage();
  const titleId = useId();
  const setHandled = useSetHandled();
  const handled = item.handledAt !== null;
  const title =
    item.kind === "contact"
      ? item.name
      : item.kind === "partner"
        ? item.businessName
        : `${item.customerName} (${item.customerCode})`;

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-2xl border p-5 ${handled ? "border-forest/10 bg-cream" : "border-leaf/40 bg-white shadow-sm"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-leaf uppercase">
            {INBOX_TEXT.kind[item.kind]}
          </p>
          <h3 id={titleId} className="mt-1 text-lg font-semibold text-forest">
            {title}
          </h3>
        </div>
        <Button
          variant={handled ? "secondary" : "primary"}
          size="sm"
          onClick={() => setHandled.mutate({ id: item.id, handled: !handled })}
          busy={setHandled.isPending}
          busyLabel={INBOX_TEXT.saving}
        >
          {handled ? INBOX_TEXT.reopen : INBOX_TEXT.markHandled}
        </Button>
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink/70">{INBOX_TEXT.received}</dt>
        <dd>
          <time dateTime={item.receivedAt}>
            {formatBusinessDateTime(item.receivedAt, language)}
          </time>
        </dd>
        {item.handledAt ? (
          <>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.handledOn}</dt>
            <dd>
              <time dateTime={item.handledAt}>
                {formatBusinessDateTime(item.handledAt, language)}
              </time>
            </dd>
          </>
        ) : null}
        {item.kind === "partner" ? (
          <>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.contactName}</dt>
            <dd>{item.contactName}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.businessType}</dt>
            <dd>{businessTypeLabel(item.businessType)}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.city}</dt>
            <dd>{item.city}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.smokersPerDay}</dt>
            <dd>{item.expectedSmokersPerDay}</dd>
          </>
        ) : null}
        {item.kind === "collection" ? (
          <>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.reporter}</dt>
            <dd>{item.reporterName}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.collectionDate}</dt>
            <dd>{formatDay(item.collection.date, language)}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.kiosk}</dt>
            <dd>{item.collection.kioskLabel}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.butts}</dt>
            <dd>{formatNumber(item.collection.buttsCount)}</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.kg}</dt>
            <dd>{formatKg(item.collection.buttsKg)} kg</dd>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.credit}</dt>
            <dd>{formatRupees(item.collection.credit)}</dd>
          </>
        ) : null}
        <dt className="font-medium text-ink/70">{INBOX_TEXT.email}</dt>
        <dd>
          <a href={`mailto:${item.email}`} className="text-forest underline">
            {item.email}
          </a>
        </dd>
        {item.phone ? (
          <>
            <dt className="font-medium text-ink/70">{INBOX_TEXT.phone}</dt>
            <dd>
              <a
                href={`tel:${item.phone.replace(/[^\d+]/g, "")}`}
                className="text-forest underline"
              >
                {item.phone}
              </a>
            </dd>
          </>
        ) : null}
      </dl>

      {item.kind === "partner" ? (
        <Link
          to={createCustomerHref(item)}
          className="mt-3 inline-block rounded-md font-semibold text-forest underline focus-ring"
        >
          {INBOX_TEXT.createCustomer}
        </Link>
      ) : null}
      {item.kind === "collection" ? (
        <Link
          to={`/admin/customers/${encodeURIComponent(item.customerCode)}`}
          className="mt-3 inline-block rounded-md font-semibold text-forest underline focus-ring"
        >
          {INBOX_TEXT.openCustomer(item.customerCode)}
        </Link>
      ) : null}
      {item.message ? (
        <p className="mt-3 whitespace-pre-line break-words text-ink/90">{item.message}</p>
      ) : null}
      {setHandled.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {INBOX_TEXT.updateFailed}
        </p>
      ) : null}
    </article>
  );
}
