import { addDays } from "@filtercycle/contract/pickups/pickup-rules";
import type { Stop } from "@filtercycle/contract/pickups/pickups";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Badge, type BadgeTone } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { cx } from "#web/components/ui/cx";
import { Field } from "#web/components/ui/field";
import { TextField } from "#web/components/ui/form-fields";
import { NumberInput } from "#web/components/ui/inputs";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { getLoginId } from "#web/lib/business-role-storage";
import { forgetRememberedName } from "#web/lib/collector-device";
import { formatBusinessDateTime, formatDay, formatKg } from "#web/lib/format";
import { collectionFigureErrors } from "#web/lib/forms/collection-rules";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { type DayStore, phoneDayStore, useRouteDay } from "../hooks/route-day";
import type { QueuedStop, StopQueue } from "../hooks/stop-queue";
import { phoneStopQueue, useStopQueue } from "../hooks/use-stop-queue";
import { type CollectorText, collectorText } from "../utils/collector-texts";
import { shrinkPhoto } from "../utils/shrink-photo";
import { mapsLink, phoneLink } from "../utils/stop-links";
import { businessToday } from "../utils/stops";
import { MISS_FIELDS, MissFields, missBody, validateMiss } from "./miss-fields";

const LARGE = "py-3.5 text-lg";
const what = (stop: Stop) => `${stop.kioskLabel}, ${stop.customerName}`;

/** The screen's words in the language the app shows (issue 29; decision 0096). */
function useCollectorText(): CollectorText {
  const language = useAppLanguage();
  const texts = useAppTexts();
  return useMemo(() => collectorText(texts.collector, language), [texts, language]);
}

type Saved = "sent" | "queued" | "refused";

/** A stop's state on this phone: the server's, or waiting here to be sent (or refused). */
export type StopState = "todo" | "done" | "missed" | "waiting" | "refused";

export function stateOf(stop: Stop, queued: QueuedStop | undefined): StopState {
  if (queued) return queued.error === null && !queued.held ? "waiting" : "refused";
  if (stop.status === "done") return "done";
  if (stop.status === "missed") return "missed";
  return "todo";
}

/**
 * /admin/route: today's stops in route order, for a phone: the list of the day's stops with
 * their state beside one stop at a time. Done (weight, count, bag code, photo) or
 * Missed (reason, new date) is kept on the phone first and sent from there
 * (hooks/stop-queue.ts), so a stop saved without network is sent when it returns. The day's
 * stops are kept on the phone too (hooks/route-day.ts): reloaded without network, the screen
 * shows them as last loaded, and says when that was.
 */
export function CollectorScreen({
  staffName,
  queue = phoneStopQueue(),
  dayStore = phoneDayStore(),
  consoleLink = true,
}: {
  /** The signed-in login's name: the collector on the record of what it sends. */
  staffName: string;
  queue?: StopQueue;
  dayStore?: DayStore;
  /** The link back to the console's pickups (admins; a collector has no console). */
  consoleLink?: boolean;
}) {
  const T = useCollectorText();
  const today = businessToday();
  const day = useRouteDay(today, dayStore);
  const { stops: waiting, sent } = useStopQueue(queue);
  const me = getLoginId();
  // An older app remembered a typed name on the phone; the record now takes the login's.
  useEffect(() => forgetRememberedName(), []);
  const [index, setIndex] = useState<number | null>(null);
  const [notice, setNotice] = useState<{
    text: string;
    tone: "success" | "info";
    /** Bumped on every save, so the same text is announced, focused and scrolled to again. */
    seq: number;
  } | null>(null);
  // Once the waiting stops went, "saved on this phone" is no longer news.
  useEffect(() => {
    if (sent) setNotice((last) => (last?.tone === "info" ? null : last));
  }, [sent]);
  const noticeRef = useRef<HTMLDivElement>(null);
  const stopHeadingId = useId();

  const list = day.stops ?? [];
  const queuedFor = (stop: Stop) => waiting.find((q) => q.pickupId === stop.id);
  // Until the collector moves, the first stop still to do.
  const firstOpen = list.findIndex((s) => s.status === "planned" && !queuedFor(s));
  const current = Math.min(index ?? Math.max(firstOpen, 0), Math.max(list.length - 1, 0));
  const stop = list[current];
  const othersOf = (q: QueuedStop) => Boolean(q.savedBy?.id && me && q.savedBy.id !== me);
  const pending = waiting.filter((q) => q.error === null && !q.held && !othersOf(q));
  const others = waiting.filter((q) => q.error === null && !q.held && othersOf(q));
  const held = waiting.filter((q) => q.error === null && q.held);
  const refused = waiting.filter((q) => q.error !== null);

  // After Done or Missed the confirmation is where the collector looks: just above the next
  // stop, scrolled to and focused (a status, so a screen reader announces it).
  useEffect(() => {
    if (!notice) return;
    const box = noticeRef.current;
    box?.focus({ preventScroll: true });
    box?.scrollIntoView?.({ block: "center" });
  }, [notice]);

  const onSaved = (saved: Saved, s: Stop) => {
    setNotice((last) => ({
      text: saved === "sent" ? `${what(s)}: ${T.sentHere}` : `${what(s)}: ${T.queuedHere}`,
      tone: saved === "sent" ? "success" : "info",
      seq: (last?.seq ?? 0) + 1,
    }));
    if (saved !== "refused" && current < list.length - 1) setIndex(current + 1);
  };
  const choose = (i: number) => {
    setNotice(null);
    setIndex(i);
  };

  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-5 md:max-w-5xl">
      <header className="space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold text-forest">
            {T.heading}{" "}
            <span className="text-lg font-normal text-ink/75">{formatDay(today, T.language)}</span>
          </h1>
          {consoleLink ? (
            <Link to="/admin/pickups" className="text-sm text-forest underline focus-ring">
              {T.backToConsole}
            </Link>
          ) : null}
        </div>
        {day.loadedAt ? (
          <p className="text-sm text-ink/75">
            {day.offline
              ? T.offlineLoaded(formatLoadedAt(day.loadedAt, T))
              : T.loaded(formatLoadedAt(day.loadedAt, T))}
            {day.date !== today ? ` ${T.otherDay(formatDay(day.date, T.language))}` : ""}
          </p>
        ) : null}
      </header>

      <div aria-live="polite" className="space-y-3">
        {sent !== null && pending.length === 0 ? (
          <Alert tone="success" announce={false}>
            <p className="font-semibold">{T.sent(sent.count)}</p>
          </Alert>
        ) : null}
        {pending.length > 0 ? (
          <Alert tone="info" announce={false}>
            <p className="font-semibold">{T.waiting(pending.length)}</p>
            <p>{T.offlineNote}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => queue.flush()}>
              {T.sendNow}
            </Button>
          </Alert>
        ) : null}
      </div>
      {others.map((q) => (
        <Alert key={q.key} tone="info">
          <p>{T.waitingForOwner(q.label, q.savedBy?.name ?? "")}</p>
        </Alert>
      ))}
      {held.map((q) => (
        <HeldStop key={q.key} stop={q} onDiscard={() => queue.discard(q.key)} />
      ))}
      {refused.map((q) => (
        <Alert key={q.key} tone="error">
          <p>{T.refused(q.label, q.error ?? "")}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            aria-label={T.discardLabel(q.label)}
            onClick={() => queue.discard(q.key)}
          >
            {T.discard}
          </Button>
        </Alert>
      ))}

      {day.isPending ? (
        <p className="text-ink/75">{T.loading}</p>
      ) : day.error ? (
        <Alert tone="error">
          <p>
            {T.failed} {day.error.message}
          </p>
          <Button size="sm" className="mt-2" onClick={() => day.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : !stop ? (
        <p>{T.none}</p>
      ) : (
        <div className="grid gap-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
          <section aria-labelledby={stopHeadingId} className="space-y-4 md:order-2">
            {notice ? (
              <Alert key={notice.seq} tone={notice.tone} focusRef={noticeRef} className="text-base">
                {notice.text}
              </Alert>
            ) : null}
            <nav
              aria-label={T.stopOf(current + 1, list.length)}
              className="flex items-center justify-between gap-2"
            >
              <Button
                variant="secondary"
                disabled={current === 0}
                onClick={() => choose(current - 1)}
              >
                {T.previous}
              </Button>
              <p className="font-semibold">{T.stopOf(current + 1, list.length)}</p>
              <Button
                variant="secondary"
                disabled={current >= list.length - 1}
                onClick={() => choose(current + 1)}
              >
                {T.next}
              </Button>
            </nav>
            <StopCard
              key={stop.id}
              headingId={stopHeadingId}
              stop={stop}
              queued={queuedFor(stop)}
              today={today}
              staffName={staffName}
              queue={queue}
              onSaved={(saved) => onSaved(saved, stop)}
            />
          </section>
          <StopList
            stops={list}
            current={current}
            stateOf={(s) => stateOf(s, queuedFor(s))}
            onChoose={choose}
          />
        </div>
      )}
    </div>
  );
}

/** "14:05, 26 Nov 2026": when the day's stops were loaded, in the business time zone. */
function formatLoadedAt(iso: string, T: CollectorText): string {
  return formatBusinessDateTime(iso, T.language);
}

// The text says the state; the colour repeats it.
const STATE_TONES: Record<StopState, BadgeTone> = {
  todo: "neutral",
  done: "success",
  missed: "warning",
  waiting: "warning",
  refused: "danger",
};

/** The day's stops in route order, each with its state; choosing one shows it. */
function StopList({
  stops,
  current,
  stateOf: stateOfStop,
  onChoose,
}: {
  stops: readonly Stop[];
  current: number;
  stateOf: (stop: Stop) => StopState;
  onChoose: (index: number) => void;
}) {
  const T = useCollectorText();
  const headingId = useId();
  const states = stops.map(stateOfStop);
  const left = states.filter((s) => s === "todo").length;
  return (
    <section aria-labelledby={headingId} className="md:order-1">
      <h2 id={headingId} className="text-lg font-semibold text-forest">
        {T.listHeading}{" "}
        <span className="text-sm font-normal text-ink/75">{T.listCount(left, stops.length)}</span>
      </h2>
      <ol className="mt-2 divide-y divide-forest/10 rounded-lg border border-forest/15 bg-white">
        {stops.map((s, i) => {
          const state = states[i] as StopState;
          return (
            <li key={s.id}>
              <button
                type="button"
                aria-current={i === current ? "step" : undefined}
                onClick={() => onChoose(i)}
                className={cx(
                  "flex w-full items-center gap-3 px-3 py-3 text-left focus-ring",
                  i === current ? "bg-leaf/10" : "hover:bg-cream",
                )}
              >
                <span className="w-6 shrink-0 text-right font-semibold tabular-nums text-ink/75">
                  {i + 1}.
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-forest">
                    {s.customerName}
                  </span>
                  <span className="block text-sm break-words text-ink/75">{s.kioskLabel}</span>
                </span>
                <Badge tone={STATE_TONES[state]}>{T.states[state]}</Badge>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StopCard({
  headingId,
  stop,
  queued,
  today,
  staffName,
  queue,
  onSaved,
}: {
  headingId: string;
  stop: Stop;
  queued: QueuedStop | undefined;
  today: string;
  staffName: string;
  queue: StopQueue;
  onSaved: (saved: Saved) => void;
}) {
  const T = useCollectorText();
  const [missing, setMissing] = useState(false);
  // One key per stop, made once: a second tap on Done, or a resend, is the same stop.
  const key = useRef<string | null>(null);
  key.current ??= crypto.randomUUID();

  const save = async (entry: QueuedStop) => {
    await queue.submit(entry);
    const left = (await queue.all()).find((q) => q.key === entry.key);
    onSaved(left ? (left.error === null ? "queued" : "refused") : "sent");
  };
  const base = {
    key: key.current,
    pickupId: stop.id,
    label: what(stop),
    savedAt: new Date().toISOString(),
    error: null,
    // The login that saved it is the only one that sends it.
    savedBy: { id: getLoginId(), name: staffName },
    date: stop.date,
  };

  return (
    <Card padding="sm" className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {stop.customerName}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-ink/75">{T.address}</dt>
          <dd>
            {stop.address}
            {stop.city && !stop.address.includes(stop.city) ? `, ${stop.city}` : ""}
          </dd>
          <dt className="text-ink/75">{T.kiosk}</dt>
          <dd className="font-semibold">{T.kioskLine(stop.kioskLabel, stop.kioskSerial)}</dd>
          {stop.kioskLocation ? (
            <>
              <dt className="text-ink/75">{T.location}</dt>
              <dd>{stop.kioskLocation}</dd>
            </>
          ) : null}
          {stop.requestReason ? (
            <>
              <dt className="text-ink/75">{T.request}</dt>
              <dd className="font-semibold">{T.requestReasons[stop.requestReason]}</dd>
            </>
          ) : null}
          {stop.requestReason && stop.requestNote ? (
            <>
              <dt className="text-ink/75">{T.requestNote}</dt>
              <dd className="break-words whitespace-pre-line">{stop.requestNote}</dd>
            </>
          ) : null}
        </dl>
        <StopLinks stop={stop} />
      </div>
      {queued ? (
        queued.error === null && !queued.held ? (
          <Alert tone="info">{T.queuedHere}</Alert>
        ) : null
      ) : stop.status === "done" && stop.review === "held" ? (
        <Alert tone="info">{T.heldForReview(stop.buttsKg ?? 0)}</Alert>
      ) : stop.status === "done" && stop.review === "rejected" ? (
        <Alert tone="info">{T.rejectedAfterReview(stop.buttsKg ?? 0)}</Alert>
      ) : stop.status === "done" ? (
        <Alert tone="success">{T.doneAlready(stop.buttsKg ?? 0)}</Alert>
      ) : stop.status === "missed" ? (
        <Alert tone="info">
          {T.missedAlready(stop.missReason ? T.reasons[stop.missReason] : "")}
        </Alert>
      ) : missing ? (
        <MissForm
          defaultNewDate={addDays(today, 1)}
          onCancel={() => setMissing(false)}
          onSubmit={(body) => save({ ...base, kind: "miss", body })}
        />
      ) : (
        <DoneForm
          staffName={staffName}
          onMissed={() => setMissing(true)}
          onSubmit={(body, photo) =>
            save({ ...base, kind: "complete", body, photo, completed: false })
          }
        />
      )}
    </Card>
  );
}

/** Tap-to-navigate and tap-to-call, as large as the form's buttons. */
function StopLinks({ stop }: { stop: Stop }) {
  const T = useCollectorText();
  const maps = mapsLink(stop);
  const tel = phoneLink(stop.sitePhone);
  if (!maps && !tel) return null;
  const link =
    "flex items-center justify-center rounded-lg border border-forest/30 bg-white px-3 py-3 text-base font-semibold text-forest hover:bg-cream focus-ring";
  return (
    <div className="mt-3 grid grid-cols-2 gap-3">
      {maps ? (
        <a
          href={maps}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
          aria-label={T.navigateLabel(stop.customerName)}
        >
          {T.navigate}
        </a>
      ) : null}
      {tel ? (
        <a href={tel} className={link} aria-label={T.callLabel(stop.customerName, stop.sitePhone)}>
          {T.call}
        </a>
      ) : null}
    </div>
  );
}

type DoneField = "buttsKg" | "buttsNumber" | "bagCode";
const DONE_FIELDS: readonly DoneField[] = ["buttsKg", "buttsNumber", "bagCode"];

function DoneForm({
  staffName,
  onMissed,
  onSubmit,
}: {
  staffName: string;
  onMissed: () => void;
  onSubmit: (
    body: { buttsKg: number; buttsNumber?: number; bagCode: string },
    photo: Blob | null,
  ) => Promise<void>;
}) {
  const T = useCollectorText();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoState, setPhotoState] = useState<"none" | "shrinking">("none");
  const preview = usePreview(photo);
  const photoId = useId();
  const photoLabelId = useId();
  const choosePhoto = async (file: File | undefined) => {
    setPhoto(null);
    if (!file) return setPhotoState("none");
    setPhotoState("shrinking");
    // A photo this browser cannot decode is queued as taken: the server checks it by content.
    setPhoto(await shrinkPhoto(file).catch(() => file));
    setPhotoState("none");
  };
  const form = useForm<DoneField>({
    fields: DONE_FIELDS,
    showErrors: "submit",
    summary: T.summary,
    validate: (v) => {
      const errors: FieldErrors<DoneField> = collectionFigureErrors(v, T);
      return errors;
    },
    submit: async (v) => {
      await onSubmit(
        {
          buttsKg: Number(v.buttsKg.trim()),
          ...(v.buttsNumber.trim() ? { buttsNumber: Number(v.buttsNumber.trim()) } : {}),
          bagCode: v.bagCode.trim(),
        },
        photo,
      );
    },
    failure: (error) => ({ message: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <form {...form.formProps} className="space-y-4">
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : null}
      <TextField
        label={T.weight}
        hint={T.weightHint}
        error={form.errorOf("buttsKg")}
        name="buttsKg"
        inputMode="decimal"
        autoComplete="off"
        inputClassName={LARGE}
      />
      <Field
        label={T.count}
        optionalText={T.optional}
        hint={T.countHint}
        error={form.errorOf("buttsNumber")}
      >
        {(control) => (
          <NumberInput {...control} name="buttsNumber" autoComplete="off" className={LARGE} />
        )}
      </Field>
      <TextField
        label={T.bagCode}
        optionalText={T.optional}
        error={form.errorOf("bagCode")}
        name="bagCode"
        autoComplete="off"
        inputClassName={LARGE}
      />
      <div>
        <p id={photoLabelId} className="block text-sm font-semibold text-ink">
          {T.photo}
          <span className="ml-1.5 text-sm font-normal text-ink/70">({T.optional})</span>
        </p>
        {/* The camera opens at once (capture); the label is the button the collector sees. */}
        <label
          htmlFor={photoId}
          className="mt-1.5 flex cursor-pointer items-center justify-center rounded-lg border border-forest/30 bg-white px-3 py-3.5 text-lg font-semibold text-forest hover:bg-cream focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-forest"
        >
          {photo ? T.retakePhoto : T.takePhoto}
          <input
            id={photoId}
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={photoLabelId}
            className="sr-only"
            onChange={(event) => void choosePhoto(event.currentTarget.files?.[0])}
          />
        </label>
        {photoState === "shrinking" ? (
          <p role="status" className="mt-2 text-sm text-ink/75">
            {T.photoShrinking}
          </p>
        ) : null}
        {preview ? (
          <img src={preview} alt={T.photoPreview} className="mt-3 max-h-64 rounded-lg" />
        ) : null}
      </div>
      <p className="text-sm text-ink/75">{T.recordedAs(staffName)}</p>
      <div className="grid grid-cols-2 gap-3 pt-2">
        <Button
          type="submit"
          busy={form.busy}
          busyLabel={T.sending}
          disabled={photoState === "shrinking"}
          className="py-4 text-lg"
        >
          {T.done}
        </Button>
        <Button variant="secondary" onClick={onMissed} className="py-4 text-lg">
          {T.missed}
        </Button>
      </div>
    </form>
  );
}

/** An object URL for the chosen photo, revoked when it changes or the form goes. */
function usePreview(photo: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return url;
}

function MissForm({
  defaultNewDate,
  onCancel,
  onSubmit,
}: {
  defaultNewDate: string;
  onCancel: () => void;
  onSubmit: (body: ReturnType<typeof missBody>) => Promise<void>;
}) {
  const T = useCollectorText();
  const headingId = useId();
  const form = useForm({
    fields: MISS_FIELDS,
    showErrors: "submit",
    summary: T.summary,
    validate: (v) => validateMiss(v, T),
    submit: (v) => onSubmit(missBody(v)),
    failure: (error) => ({ message: error instanceof Error ? error.message : String(error) }),
  });
  return (
    <form {...form.formProps} aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-forest">
        {T.missHeading}
      </h3>
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : null}
      <MissFields
        t={T}
        reasonLabels={T.reasons}
        errorOf={form.errorOf}
        defaultNewDate={defaultNewDate}
        large
      />
      <div className="grid grid-cols-2 gap-3 pt-2">
        <Button type="submit" busy={form.busy} busyLabel={T.sending} className="py-4 text-lg">
          {T.saveMissed}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="py-4 text-lg">
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A stop this phone cannot send: the login that saved it was removed, or an older app saved it
 * under another name. What an admin needs to record it in the console is shown with it.
 */
function HeldStop({ stop, onDiscard }: { stop: QueuedStop; onDiscard: () => void }) {
  const T = useCollectorText();
  const name = stop.savedBy?.name ?? (stop.kind === "complete" ? (stop.body.collector ?? "") : "");
  const rows: [string, string][] = [
    [T.heldDay, stop.date ? formatDay(stop.date, T.language) : T.unknown],
    [T.heldSavedAt, formatBusinessDateTime(stop.savedAt, T.language)],
    ...(stop.kind === "complete"
      ? ([
          [T.weight, formatKg(stop.body.buttsKg, T.language)],
          [T.count, stop.body.buttsNumber === undefined ? "" : String(stop.body.buttsNumber)],
          [T.bagCode, stop.body.bagCode ?? ""],
          [T.heldPhoto, stop.photo ? T.heldPhotoKept : ""],
        ] as [string, string][])
      : ([
          [T.reason, T.reasons[stop.body.reason]],
          [T.note, stop.body.note ?? ""],
          [T.newDate, formatDay(stop.body.newDate, T.language)],
        ] as [string, string][])),
    [T.heldStopId, stop.pickupId],
  ];
  return (
    <Alert tone="error">
      <p>
        {stop.held === "loginRemoved"
          ? T.heldRemoved(stop.label, name)
          : T.heldUnclaimed(stop.label, name)}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink/75">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
      </dl>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        aria-label={T.discardLabel(stop.label)}
        onClick={onDiscard}
      >
        {T.discard}
      </Button>
    </Alert>
  );
}
