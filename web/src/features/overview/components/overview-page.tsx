import type { HeldCollection } from "@filtercycle/contract/collections/held-collections";
import type { Overview } from "@filtercycle/contract/overview";
import { firstScheduleDate } from "@filtercycle/contract/pickups/preferred-date";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { DateInput } from "#web/components/ui/date-input";
import { TextInput } from "#web/components/ui/inputs";
import { PageHeader } from "#web/components/ui/page-header";
import { type Column, Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { formatDay, formatKg, formatNumber, formatRupees } from "#web/lib/format";
import { heldCollectionsQueryOptions } from "../api/get-held-collections";
import { overviewQueryOptions } from "../api/get-overview";
import { useOverviewActions } from "../api/overview-actions";
import { OVERVIEW_TEXT, type OverviewText, useOverviewText } from "../constants";

const linkClass = "rounded-md font-semibold text-forest underline focus-ring";

/** /admin: the console's first screen, what needs attention today. */
export function OverviewPage() {
  const TEXT = useOverviewText();
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

/** Whole days since an ISO timestamp (0 on the day itself). */
function daysSince(isoTimestamp: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(isoTimestamp)) / 86_400_000));
}

/** The business of a to-do row, a link to its page: the row's header. */
function businessColumn<Row extends { customerCode: string; customerName: string }>(
  header: string,
): Column<Row> {
  return {
    key: "business",
    header,
    rowHeader: true,
    cell: (row) => (
      <Link to={OVERVIEW_TEXT.customerPath(row.customerCode)} className={linkClass}>
        {row.customerName}
      </Link>
    ),
  };
}

/** A business as "its name (its code)", a link to its page. */
function customerWithCode(row: { customerCode: string; customerName: string }) {
  return (
    <Link to={OVERVIEW_TEXT.customerPath(row.customerCode)} className={linkClass}>
      {`${row.customerName} (${row.customerCode})`}
    </Link>
  );
}

function kioskColumn<Row extends { kioskLabel: string }>(header: string): Column<Row> {
  return { key: "kiosk", header, cell: (row) => row.kioskLabel };
}

/** How long a request has waited ("3 days"). */
function ageColumn<Row extends { requestedAt: string }>(
  header: string,
  TEXT: OverviewText,
): Column<Row> {
  return { key: "age", header, nowrap: true, cell: (row) => TEXT.age(daysSince(row.requestedAt)) };
}

/** A count that links to its filtered list; the sentence for none when there is nothing to do. */
function Count({ n, text, none, to }: { n: number; text: string; none: string; to: string }) {
  return n > 0 ? (
    <p className="text-2xl font-bold">
      <Link to={to} className={linkClass}>
        {text}
      </Link>
    </p>
  ) : (
    <p className="text-ink/75">{none}</p>
  );
}

function PayoutRequestsPanel({ requests }: { requests: Overview["payoutRequests"] }) {
  const TEXT = useOverviewText();
  const { approve } = useOverviewActions();
  const [done, setDone] = useState<string | null>(null);
  const t = TEXT.payoutRequests;
  return (
    <Panel heading={t.heading}>
      <Count
        n={requests.count}
        text={t.count(requests.count)}
        none={t.none}
        to="/admin/payouts?requests=requested"
      />
      {done ? <p role="status">{done}</p> : null}
      {approve.isError ? (
        <Alert tone="error">
          {t.failed} {approve.error.message}
        </Alert>
      ) : null}
      {requests.count > 0 ? (
        <Table
          caption={t.caption}
          captionHidden
          columns={[
            businessColumn(t.business),
            {
              key: "amount",
              header: t.amount,
              align: "end",
              cell: (row) => formatRupees(row.amount),
            },
            ageColumn(t.age, TEXT),
            {
              key: "approve",
              header: <span className="sr-only">{t.approve}</span>,
              label: false,
              align: "end",
              cell: (row) => (
                <Button
                  size="sm"
                  disabled={approve.isPending}
                  aria-label={t.approveLabel(formatRupees(row.amount), row.customerName)}
                  onClick={() =>
                    approve.mutate(row.id, {
                      onSuccess: () =>
                        setDone(t.approved(formatRupees(row.amount), row.customerName)),
                    })
                  }
                >
                  {t.approve}
                </Button>
              ),
            },
          ]}
          rows={requests.items}
          rowKey={(row) => String(row.id)}
        />
      ) : null}
    </Panel>
  );
}

/** Reject with a reason, beside Accept: the row's own small form. */
function RejectForm({
  row,
  busy,
  onReject,
}: {
  row: HeldCollection;
  busy: boolean;
  onReject: (reason: string) => void;
}) {
  const TEXT = useOverviewText();
  const [reason, setReason] = useState("");
  const t = TEXT.held;
  const words = heldWords(row);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onReject(reason.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center justify-end gap-2">
      <TextInput
        aria-label={t.reasonLabel(words)}
        placeholder={t.reason}
        value={reason}
        required
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        className="mt-0! w-auto! min-w-0 flex-1 sm:flex-none"
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={busy || !reason.trim()}
        aria-label={t.rejectLabel(words)}
      >
        {t.reject}
      </Button>
    </form>
  );
}

const heldWords = (row: HeldCollection) => ({
  kg: formatKg(row.buttsKg),
  kiosk: row.kioskLabel,
  business: row.customerName,
});

/** Collections held for review (decision 0099): each accepted (credited once) or rejected. */
function HeldCollectionsPanel() {
  const TEXT = useOverviewText();
  const language = useAppLanguage();
  const held = useQuery(heldCollectionsQueryOptions());
  const { accept, reject } = useOverviewActions();
  const [done, setDone] = useState<string | null>(null);
  const t = TEXT.held;
  const items = held.data?.items ?? [];
  const failed = accept.isError ? accept.error : reject.isError ? reject.error : null;
  if (held.isPending || held.isError) return null;
  return (
    <Panel heading={t.heading}>
      <p className={items.length > 0 ? "text-2xl font-bold" : "text-ink/75"}>
        {items.length > 0 ? t.count(held.data.total ?? items.length) : t.none}
      </p>
      {done ? <p role="status">{done}</p> : null}
      {failed ? (
        <Alert tone="error">
          {t.failed} {failed.message}
        </Alert>
      ) : null}
      {items.length > 0 ? (
        <>
          <p className="text-sm text-ink/75">{t.intro}</p>
          <Table
            caption={t.caption}
            captionHidden
            columns={[
              businessColumn(t.business),
              kioskColumn(t.kiosk),
              {
                key: "date",
                header: t.date,
                nowrap: true,
                cell: (row) => formatDay(row.date, language),
              },
              {
                key: "weight",
                header: t.weight,
                align: "end",
                nowrap: true,
                cell: (row) => `${formatKg(row.buttsKg)} kg`,
              },
              {
                key: "usual",
                header: t.usual,
                align: "end",
                nowrap: true,
                cell: (row) => `${formatKg(row.usualKg)} kg`,
              },
              {
                key: "credit",
                header: t.credit,
                align: "end",
                nowrap: true,
                cell: (row) => formatRupees(row.credit),
              },
              {
                key: "accept",
                header: <span className="sr-only">{t.accept}</span>,
                label: false,
                align: "end",
                cell: (row) => (
                  <Button
                    size="sm"
                    disabled={accept.isPending || reject.isPending}
                    aria-label={t.acceptLabel(heldWords(row))}
                    onClick={() => {
                      setDone(null);
                      accept.mutate(row.id, {
                        onSuccess: () =>
                          setDone(
                            t.accepted({ ...heldWords(row), credit: formatRupees(row.credit) }),
                          ),
                      });
                    }}
                  >
                    {t.accept}
                  </Button>
                ),
              },
              {
                key: "reject",
                header: <span className="sr-only">{t.reject}</span>,
                label: false,
                cell: (row) => (
                  <RejectForm
                    row={row}
                    busy={accept.isPending || reject.isPending}
                    onReject={(reason) => {
                      setDone(null);
                      reject.mutate(
                        { id: row.id, reason },
                        { onSuccess: () => setDone(t.rejected(heldWords(row))) },
                      );
                    }}
                  />
                ),
              },
            ]}
            rows={items}
            rowKey={(row) => String(row.id)}
          />
        </>
      ) : null}
    </Panel>
  );
}

function ScheduleForm({
  row,
  firstDate,
  today,
  busy,
  failed,
  onSchedule,
}: {
  row: Overview["pickupRequests"]["items"][number];
  /** The date offered first (the preferred date if still ahead, else tomorrow). */
  firstDate: string;
  /** The earliest date allowed. */
  today: string;
  busy: boolean;
  /** The server's message when this request could not be scheduled. */
  failed: string | null;
  onSchedule: (date: string) => void;
}) {
  const TEXT = useOverviewText();
  const [date, setDate] = useState(firstDate);
  const t = TEXT.pickupRequests;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSchedule(date);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center justify-end gap-2">
      <DateInput
        aria-label={t.dateLabel(row.kioskLabel, row.customerName)}
        value={date}
        min={today}
        required
        onValueChange={setDate}
        className="mt-0! w-auto! min-w-0 flex-1 sm:flex-none"
      />
      <Button
        type="submit"
        size="sm"
        disabled={busy || !date}
        aria-label={t.scheduleLabel(row.kioskLabel, row.customerName)}
      >
        {t.schedule}
      </Button>
      {failed ? (
        <span role="alert" className="basis-full text-right text-red-800">
          {t.failed} {failed}
        </span>
      ) : null}
    </form>
  );
}

function PickupRequestsPanel({
  requests,
  today,
}: {
  requests: Overview["pickupRequests"];
  today: string;
}) {
  const TEXT = useOverviewText();
  const language = useAppLanguage();
  const { service } = useAppTexts();
  const { schedule } = useOverviewActions();
  const [done, setDone] = useState<string | null>(null);
  const t = TEXT.pickupRequests;
  const scheduleOn = (row: Overview["pickupRequests"]["items"][number], date: string) => {
    setDone(null);
    // The panel's mutation, not the row's: the row goes once the overview is refreshed.
    schedule.mutate(
      { id: row.id, date },
      {
        onSuccess: () =>
          setDone(t.scheduled(row.kioskLabel, row.customerName, formatDay(date, language))),
      },
    );
  };
  return (
    <Panel heading={t.heading}>
      <Count n={requests.count} text={t.count(requests.count)} none={t.none} to="/admin/pickups" />
      {done ? <p role="status">{done}</p> : null}
      {requests.count > 0 ? (
        <Table
          caption={t.caption}
          captionHidden
          columns={[
            businessColumn(t.business),
            kioskColumn(t.kiosk),
            {
              key: "reason",
              header: t.reason,
              cell: (row) => service[`requestReason.${row.reason}`],
            },
            {
              key: "preferred",
              header: t.preferred,
              nowrap: true,
              cell: (row) => (row.preferredOn ? formatDay(row.preferredOn, language) : t.anyDay),
            },
            ageColumn(t.age, TEXT),
            {
              key: "schedule",
              header: <span className="sr-only">{t.schedule}</span>,
              label: false,
              cell: (row) => (
                <ScheduleForm
                  row={row}
                  firstDate={firstScheduleDate(row.preferredOn, today)}
                  today={today}
                  busy={schedule.isPending}
                  failed={
                    schedule.isError && schedule.variables?.id === row.id
                      ? schedule.error.message
                      : null
                  }
                  onSchedule={(date) => scheduleOn(row, date)}
                />
              ),
            },
          ]}
          rows={requests.items}
          rowKey={(row) => row.id}
        />
      ) : null}
    </Panel>
  );
}

function MissedPanel({ missed }: { missed: Overview["missedYesterday"] }) {
  const TEXT = useOverviewText();
  const language = useAppLanguage();
  const { collector } = useAppTexts();
  const t = TEXT.missed;
  const day = formatDay(missed.date, language);
  return (
    <Panel heading={t.heading}>
      <Count
        n={missed.count}
        text={t.count(missed.count, day)}
        none={t.none(day)}
        to={`/admin/pickups?date=${missed.date}`}
      />
      {missed.count > 0 ? (
        <Table
          caption={t.caption}
          captionHidden
          columns={[
            businessColumn(t.business),
            kioskColumn(t.kiosk),
            {
              key: "reason",
              header: t.reason,
              cell: (row) => (row.missReason ? collector[`reason.${row.missReason}`] : "—"),
            },
            {
              key: "newDate",
              header: t.newDate,
              nowrap: true,
              cell: (row) => (row.newDate ? formatDay(row.newDate, language) : "—"),
            },
          ]}
          rows={missed.items}
          rowKey={(row) => row.pickupId}
        />
      ) : null}
    </Panel>
  );
}

function OverviewPanels({ overview }: { overview: Overview }) {
  const TEXT = useOverviewText();
  const language = useAppLanguage();
  const {
    openEnquiries,
    flaggedBags,
    collectionsThisWeek: week,
    payoutsDue,
    idleKiosks,
  } = overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <h2 className="sr-only">{TEXT.todo}</h2>
      <div className="lg:col-span-2">
        <HeldCollectionsPanel />
      </div>
      <div className="lg:col-span-2">
        <PayoutRequestsPanel requests={overview.payoutRequests} />
      </div>
      <div className="lg:col-span-2">
        <PickupRequestsPanel requests={overview.pickupRequests} today={overview.today} />
      </div>
      <MissedPanel missed={overview.missedYesterday} />
      <Panel heading={TEXT.custody.heading}>
        <Count
          n={flaggedBags.count}
          text={TEXT.custody.count(flaggedBags.count, flaggedBags.tolerancePercent)}
          none={TEXT.custody.none(flaggedBags.tolerancePercent)}
          to="/admin/custody?status=flagged"
        />
        <Link to="/admin/custody?status=flagged" className={linkClass}>
          {TEXT.custody.link}
        </Link>
      </Panel>
      <Panel heading={TEXT.enquiries.heading}>
        <Count
          n={openEnquiries}
          text={TEXT.enquiries.count(openEnquiries)}
          none={TEXT.enquiries.none}
          to="/admin/inbox"
        />
        <Link to="/admin/inbox" className={linkClass}>
          {TEXT.enquiries.link}
        </Link>
      </Panel>
      <Panel heading={TEXT.week.heading}>
        <p className="text-sm text-ink/75">
          {TEXT.week.range(formatDay(week.from, language), formatDay(week.to, language))}
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
              cell: customerWithCode,
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
        {idleKiosks.count > 0 ? (
          <p className="font-semibold">
            {TEXT.idle.count(idleKiosks.count, formatDay(idleKiosks.since, language))}
          </p>
        ) : null}
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
              cell: customerWithCode,
            },
            {
              key: "last",
              header: TEXT.idle.last,
              cell: (row) =>
                row.lastCollectedOn ? formatDay(row.lastCollectedOn, language) : TEXT.idle.never,
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
