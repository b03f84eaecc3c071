import { isCalendarDate } from "@filtercycle/contract/dates";
import { DEFAULT_EVERY_DAYS } from "@filtercycle/contract/pickup-rules";
import type { KioskSchedule } from "@filtercycle/contract/pickups";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { DateInput, NumberInput } from "#web/components/ui/inputs";
import { apiFailure } from "#web/lib/forms/api-failure";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { SCHEDULE_TEXT as T } from "../constants";
import { useKioskSchedule, useUpdateKioskSchedule } from "../hooks/use-pickups";

const WEEKDAY_FIELDS = [0, 1, 2, 3, 4, 5, 6].map((d) => `weekday-${d}` as const);
type WeekdayField = (typeof WEEKDAY_FIELDS)[number];
type ScheduleField = "everyDays" | WeekdayField | "startsOn";
const FIELDS: readonly ScheduleField[] = ["everyDays", ...WEEKDAY_FIELDS, "startsOn"];

/**
 * The "Schedule" action of a kiosk row on the customer page (the route module puts it there:
 * the kiosk list is the collections feature's).
 */
export function KioskScheduleButton({ kioskId, label }: { kioskId: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={T.buttonLabel(label)}
        onClick={() => setOpen(true)}
      >
        {T.button}
      </Button>
      {open ? (
        <KioskScheduleDialog kioskId={kioskId} label={label} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** A kiosk's pickup schedule: every N days or on chosen weekdays, from a date. */
export function KioskScheduleDialog({
  kioskId,
  label,
  onClose,
}: {
  kioskId: string;
  label: string;
  onClose: () => void;
}) {
  const headingId = useId();
  const schedule = useKioskSchedule(kioskId);
  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <div className="space-y-4 p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {T.heading}: {label}
        </h2>
        {schedule.isPending ? (
          <p className="text-ink/75">{T.loading}</p>
        ) : schedule.isError ? (
          <>
            <Alert tone="error">
              {T.failed} {schedule.error.message}
            </Alert>
            <div className="flex justify-end">
              <Button variant="secondary" size="sm" onClick={onClose}>
                {T.close}
              </Button>
            </div>
          </>
        ) : (
          <ScheduleForm kioskId={kioskId} schedule={schedule.data} onClose={onClose} />
        )}
      </div>
    </Dialog>
  );
}

function ScheduleForm({
  kioskId,
  schedule,
  onClose,
}: {
  kioskId: string;
  schedule: KioskSchedule;
  onClose: () => void;
}) {
  const kindName = useId();
  const [kind, setKind] = useState<"every" | "weekdays">(
    schedule.weekdays === null ? "every" : "weekdays",
  );
  const save = useUpdateKioskSchedule(kioskId);
  const form = useForm<ScheduleField>({
    fields: FIELDS,
    showErrors: "submit",
    summary: T.summary,
    validate: (v) => {
      const errors: FieldErrors<ScheduleField> = {};
      if (kind === "every" && !/^\d{1,3}$/.test(v.everyDays.trim()))
        errors.everyDays = T.badEveryDays;
      else if (kind === "every" && (Number(v.everyDays) < 1 || Number(v.everyDays) > 365))
        errors.everyDays = T.badEveryDays;
      if (kind === "weekdays" && WEEKDAY_FIELDS.every((f) => v[f] === ""))
        errors["weekday-0"] = T.noWeekday;
      if (!v.startsOn.trim()) errors.startsOn = T.required;
      else if (!isCalendarDate(v.startsOn.trim())) errors.startsOn = T.badDate;
      else if (realDateError(v.startsOn)) errors.startsOn = realDateError(v.startsOn);
      return errors;
    },
    submit: async (v) => {
      await save.mutateAsync(
        kind === "every"
          ? { everyDays: Number(v.everyDays), weekdays: null, startsOn: v.startsOn.trim() }
          : {
              everyDays: null,
              weekdays: WEEKDAY_FIELDS.flatMap((f, day) => (v[f] === "" ? [] : [day])),
              startsOn: v.startsOn.trim(),
            },
      );
    },
    failure: (error) =>
      apiFailure(error, FIELDS, (field) => (field.startsWith("weekdays") ? "weekday-0" : field)),
  });
  const saved = form.done;
  const weekdayError = form.errorOf("weekday-0");
  const weekdayErrorId = useId();

  return (
    <form {...form.formProps} className="space-y-4">
      <p>{schedule.paused ? T.paused : schedule.custom ? T.customNote : T.defaultNote}</p>
      {saved ? <Alert tone="success">{T.saved}</Alert> : null}
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">{T.kindLegend}</legend>
        {(["every", "weekdays"] as const).map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input
              type="radio"
              name={kindName}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="size-5 accent-forest"
            />
            {k === "every" ? T.everyDaysOption : T.weekdaysOption}
          </label>
        ))}
      </fieldset>
      {kind === "every" ? (
        <Field label={T.everyDays} hint={T.everyDaysHint} error={form.errorOf("everyDays")}>
          {({ invalid, ...control }) => (
            <NumberInput
              {...control}
              invalid={invalid}
              name="everyDays"
              defaultValue={String(schedule.everyDays ?? DEFAULT_EVERY_DAYS)}
            />
          )}
        </Field>
      ) : (
        <fieldset aria-describedby={weekdayError ? weekdayErrorId : undefined}>
          <legend className="text-sm font-semibold text-ink">{T.weekdays}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAY_FIELDS.map((f, day) => (
              <label key={f} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={f}
                  value="on"
                  defaultChecked={schedule.weekdays?.includes(day) ?? false}
                  aria-invalid={weekdayError ? true : undefined}
                  className="size-5 accent-forest"
                />
                {T.weekdayNames[day]}
              </label>
            ))}
          </div>
          {weekdayError ? (
            <p id={weekdayErrorId} className="mt-1.5 text-sm font-medium text-red-800">
              {weekdayError}
            </p>
          ) : null}
        </fieldset>
      )}
      <Field label={T.startsOn} error={form.errorOf("startsOn")}>
        {({ invalid, ...control }) => (
          <DateInput
            {...control}
            {...realDateBounds()}
            invalid={invalid}
            name="startsOn"
            defaultValue={schedule.startsOn}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" size="sm" onClick={onClose}>
          {saved ? T.close : T.cancel}
        </Button>
        {saved ? null : (
          <Button type="submit" size="sm" busy={form.busy} busyLabel={T.saving}>
            {T.save}
          </Button>
        )}
      </div>
    </form>
  );
}
