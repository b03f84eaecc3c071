import { isCalendarDate } from "@filtercycle/contract/dates";
import { addDays } from "@filtercycle/contract/pickups/pickup-rules";
import type { AdminPickupRequest, Stop } from "@filtercycle/contract/pickups/pickups";
import { firstScheduleDate } from "@filtercycle/contract/pickups/preferred-date";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { DateField } from "#web/components/ui/form-fields";
import { Select } from "#web/components/ui/inputs";
import { PageHeader } from "#web/components/ui/page-header";
import { Pager } from "#web/components/ui/pager";
import { type Column, Table } from "#web/components/ui/table";
import { useListSearch } from "#web/hooks/use-list-search";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { formatDay } from "#web/lib/format";
import { useDialogText, usePickupsText, useRequestsText } from "../constants";
import {
  useDeclineRequest,
  useReschedulePickup,
  useScheduleRequest,
  useStops,
  useWaitingRequests,
} from "../hooks/use-pickups";
import { businessToday, daysSince, groupStops } from "../utils/stops";
import { DateDialog, DeclineDialog, MissDialog } from "./pickup-dialogs";

type View = "day" | "week";
const VIEWS: readonly View[] = ["day", "week"];
const DAYS: Record<View, number> = { day: 1, week: 7 };

/** The view and its first day from the URL: ?view=week&date=2026-11-23 (default: today's day). */
export function viewFromSearch(params: URLSearchParams, today: string) {
  const view: View = params.get("view") === "week" ? "week" : "day";
  const date = params.get("date") ?? "";
  return { view, date: isCalendarDate(date) ? date : today };
}

const customerPath = (code: string) => `/admin/customers/${encodeURIComponent(code)}`;

function CustomerLink({ code, name }: { code: string; name: string }) {
  return (
    <Link to={customerPath(code)} className="font-medium text-forest underline focus-ring">
      {name} <span className="text-ink/70">({code})</span>
    </Link>
  );
}

function StopStatus({ stop }: { stop: Stop }) {
  const { collector } = useAppTexts();
  const T = usePickupsText();
  if (stop.status === "done") {
    return <Badge tone="success">{T.status.done(stop.buttsKg ?? 0)}</Badge>;
  }
  if (stop.status === "missed") {
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="danger">
          {T.status.missed(stop.missReason ? collector[`reason.${stop.missReason}`] : "")}
        </Badge>
        {stop.missNote ? <span className="text-ink/80">{stop.missNote}</span> : null}
        {stop.newDate ? <span className="text-ink/80">{T.movedTo(stop.newDate)}</span> : null}
      </span>
    );
  }
  return <Badge tone="neutral">{T.status.planned}</Badge>;
}

type Dialogs =
  | { kind: "reschedule" | "miss"; stop: Stop }
  | { kind: "schedule" | "decline"; request: AdminPickupRequest }
  | null;

/** /admin/pickups: the requests waiting, then the day or week of stops by day and city. */
export function PickupsPage() {
  const language = useAppLanguage();
  const T = usePickupsText();
  const DIALOG_TEXT = useDialogText();
  const headingId = useId();
  const stopsHeadingId = useId();
  const today = businessToday();
  const { params, applyFilters } = useListSearch({ defaults: { view: "day" } });
  const [, setParams] = useSearchParams();
  const { view, date } = viewFromSearch(params, today);
  const days = DAYS[view];
  const stops = useStops({ date, days });
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = () => setDialog(null);
  const reschedule = useReschedulePickup();

  const goTo = (next: string) => {
    const search = new URLSearchParams(params);
    search.set("date", next);
    setParams(search);
  };

  const columns: Column<Stop>[] = [
    {
      key: "customer",
      header: T.columns.customer,
      rowHeader: true,
      cell: (s) => <CustomerLink code={s.customerCode} name={s.customerName} />,
    },
    {
      key: "kiosk",
      header: T.columns.kiosk,
      cell: (s) => (
        <>
          {s.kioskLabel} <span className="text-ink/70">({s.kioskSerial})</span>
        </>
      ),
    },
    { key: "status", header: T.columns.status, cell: (s) => <StopStatus stop={s} /> },
    {
      key: "actions",
      header: T.columns.actions,
      cell: (s) =>
        s.status === "planned" ? (
          <span className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.rescheduleLabel(s.kioskLabel, s.customerName)}
              onClick={() => setDialog({ kind: "reschedule", stop: s })}
            >
              {T.reschedule}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.missedLabel(s.kioskLabel, s.customerName)}
              onClick={() => setDialog({ kind: "miss", stop: s })}
            >
              {T.missed}
            </Button>
          </span>
        ) : null,
    },
  ];

  const groups = stops.data ? groupStops(stops.data.stops, date, days) : [];
  const to = addDays(date, days - 1);

  return (
    <div className="space-y-8">
      <PageHeader
        heading={T.heading}
        headingId={headingId}
        intro={T.intro}
        actions={
          <ButtonLink to="/admin/route" size="sm" variant="secondary">
            {T.collectorLink}
          </ButtonLink>
        }
      />

      <WaitingRequests onAction={setDialog} today={today} />

      <section aria-labelledby={stopsHeadingId} className="space-y-4">
        <form
          // A new URL (back button, previous / next) shows its own view and date.
          key={params.toString()}
          onSubmit={applyFilters}
          aria-label={T.viewLegend}
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-forest/10 bg-white p-4 shadow-sm"
        >
          <Field label={T.view}>
            {(control) => (
              <Select
                {...control}
                name="view"
                defaultValue={view}
                options={VIEWS.map((v) => ({ value: v, label: T.views[v] }))}
              />
            )}
          </Field>
          <DateField label={T.date} name="date" defaultValue={date} />
          <Button type="submit" size="sm" className="mb-0.5">
            {T.show}
          </Button>
          <span className="mb-0.5 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => goTo(addDays(date, -days))}>
              {view === "day" ? T.previousDay : T.previousWeek}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => goTo(addDays(date, days))}>
              {view === "day" ? T.nextDay : T.nextWeek}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => goTo(today)}>
              {T.today}
            </Button>
          </span>
        </form>

        <h2 id={stopsHeadingId} className="text-xl font-bold text-forest">
          {view === "day" ? T.dayHeading(date) : T.weekHeading(date, to)}
          {stops.data ? (
            <span className="ml-2 text-base font-normal text-ink/75">
              {T.count(stops.data.stops.length)}
            </span>
          ) : null}
        </h2>

        <div aria-busy={stops.isFetching} className="space-y-6">
          {stops.isPending ? (
            <p className="text-ink/75">{T.loading}</p>
          ) : stops.isError ? (
            <Alert tone="error">
              {T.failed} {stops.error.message}{" "}
              <Button size="sm" className="mt-2" onClick={() => stops.refetch()}>
                {T.retry}
              </Button>
            </Alert>
          ) : view === "day" && stops.data.stops.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            groups.map((day) => (
              <div key={day.date} className="space-y-3">
                {view === "week" ? (
                  <h3 className="text-lg font-semibold text-forest">{T.dayOfWeek(day.date)}</h3>
                ) : null}
                {day.cities.length === 0 ? <p className="text-ink/75">{T.emptyDay}</p> : null}
                {day.cities.map((group) => (
                  <Card key={group.city} padding="sm">
                    <Table
                      wide
                      // The week view repeats the day, so each table's name is whole on its own.
                      caption={
                        view === "week" ? `${group.city}, ${T.dayOfWeek(day.date)}` : group.city
                      }
                      columns={columns}
                      rows={group.stops}
                      rowKey={(s) => s.id}
                    />
                  </Card>
                ))}
              </div>
            ))
          )}
        </div>
      </section>

      {dialog?.kind === "reschedule" ? (
        <DateDialog
          heading={DIALOG_TEXT.rescheduleHeading}
          about={`${DIALOG_TEXT.stopOf(dialog.stop.kioskLabel, dialog.stop.customerName)}, ${formatDay(dialog.stop.date, language)}`}
          label={DIALOG_TEXT.newDate}
          defaultDate={dialog.stop.date}
          save={(d) => reschedule.mutateAsync({ id: dialog.stop.id, date: d })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "miss" ? (
        <MissDialog
          pickupId={dialog.stop.id}
          date={dialog.stop.date}
          about={`${DIALOG_TEXT.stopOf(dialog.stop.kioskLabel, dialog.stop.customerName)}, ${formatDay(dialog.stop.date, language)}`}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "schedule" || dialog?.kind === "decline" ? (
        <RequestDialog dialog={dialog} today={today} onClose={close} />
      ) : null}
    </div>
  );
}

function RequestDialog({
  dialog,
  today,
  onClose,
}: {
  dialog: { kind: "schedule" | "decline"; request: AdminPickupRequest };
  today: string;
  onClose: () => void;
}) {
  const language = useAppLanguage();
  const DIALOG_TEXT = useDialogText();
  const schedule = useScheduleRequest();
  const decline = useDeclineRequest();
  const { request } = dialog;
  const about = DIALOG_TEXT.stopOf(request.kioskLabel, request.customerName);
  return dialog.kind === "schedule" ? (
    <DateDialog
      heading={DIALOG_TEXT.scheduleHeading}
      about={
        request.preferredOn
          ? DIALOG_TEXT.preferredOf(about, formatDay(request.preferredOn, language))
          : about
      }
      label={DIALOG_TEXT.visitDate}
      defaultDate={firstScheduleDate(request.preferredOn, today)}
      save={(date) => schedule.mutateAsync({ id: request.id, date })}
      onClose={onClose}
    />
  ) : (
    <DeclineDialog
      about={about}
      save={(reason) => decline.mutateAsync({ id: request.id, reason })}
      onClose={onClose}
    />
  );
}

/** The customers' requests not yet scheduled, oldest first, with Schedule and Decline. */
function WaitingRequests({
  today,
  onAction,
}: {
  today: string;
  onAction: (dialog: { kind: "schedule" | "decline"; request: AdminPickupRequest }) => void;
}) {
  const { service } = useAppTexts();
  const language = useAppLanguage();
  const REQUESTS_TEXT = useRequestsText();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const requests = useWaitingRequests(page);
  const t = REQUESTS_TEXT;
  const columns: Column<AdminPickupRequest>[] = [
    {
      key: "customer",
      header: t.columns.customer,
      rowHeader: true,
      cell: (r) => <CustomerLink code={r.customerCode} name={r.customerName} />,
    },
    { key: "kiosk", header: t.columns.kiosk, cell: (r) => r.kioskLabel },
    { key: "reason", header: t.columns.reason, cell: (r) => service[`requestReason.${r.reason}`] },
    { key: "note", header: t.columns.note, cell: (r) => r.note },
    {
      key: "preferred",
      header: t.columns.preferred,
      nowrap: true,
      cell: (r) => (r.preferredOn ? formatDay(r.preferredOn, language) : t.anyDay),
    },
    {
      key: "age",
      header: t.columns.age,
      nowrap: true,
      cell: (r) => t.age(daysSince(r.createdAt, today)),
    },
    {
      key: "actions",
      header: t.columns.actions,
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-label={t.scheduleLabel(r.kioskLabel, r.customerName)}
            onClick={() => onAction({ kind: "schedule", request: r })}
          >
            {t.schedule}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.declineLabel(r.kioskLabel, r.customerName)}
            onClick={() => onAction({ kind: "decline", request: r })}
          >
            {t.decline}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {t.heading}
      </h2>
      {requests.isPending ? (
        <p className="text-ink/75">{t.loading}</p>
      ) : requests.isError ? (
        <Alert tone="error">
          {t.failed} {requests.error.message}
        </Alert>
      ) : (
        <Card padding="sm">
          <Table
            wide
            caption={t.caption}
            captionHidden
            columns={columns}
            rows={requests.data.items}
            rowKey={(r) => r.id}
            empty={t.empty}
          />
          <Pager
            page={requests.data.page}
            pageSize={requests.data.pageSize}
            total={requests.data.total}
            shown={requests.data.items.length}
            onPage={setPage}
            label={t.pages}
          />
        </Card>
      )}
    </section>
  );
}
