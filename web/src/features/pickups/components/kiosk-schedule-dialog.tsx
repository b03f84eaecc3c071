import { isCalendarDate } from "@filtercycle/contract/dates";
import { DEFAULT_EVERY_DAYS } from "@filtercycle/contract/pickups/pickup-rules";
import type { KioskSchedule } from "@filtercycle/contract/pickups/pickups";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { FormDialog, FormDialogActions } from "#web/components/ui/form-dialog";
import { DateField } from "#web/components/ui/form-fields";
import { NumberInput } from "#web/components/ui/inputs";
import { apiFailure } from "#web/lib/forms/api-failure";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { useScheduleText } from "../constants";
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
  const T = useScheduleText();
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
  const T = useScheduleText();
  const schedule = useKioskSchedule(kioskId);
  const kindName = useId();
  const [chosenKind, setKind] = useState<"every" | "weekdays" | null>(null);
  const kind = chosenKind ?? (schedule.data?.weekdays === null ? "every" : "weekdays");
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
      apiFailure(error, {
        names: { everyDays: T.everyDays, "weekday-0": T.weekdays, startsOn: T.startsOn },
        fieldOf: (field) => (field.startsWith("weekdays") ? "weekday-0" : field),
      }),
  });
  const weekdayError = form.errorOf("weekday-0");
  const weekdayErrorId = useId();
  const closeRow = (
    <FormDialogActions>
      <Button variant="secondary" size="sm" onClick={onClose}>
        {T.close}
      </Button>
    </FormDialogActions>
  );

  return (
    <FormDialog
      heading={`${T.heading}: ${label}`}
      about={
        schedule.data
          ? schedule.data.paused
            ? T.paused
            : schedule.data.custom
              ? T.customNote
              : T.defaultNote
          : null
      }
      form={form}
      submitLabel={T.save}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      size="lg"
      onClose={onClose}
      result={
        schedule.isPending ? (
          <p className="text-ink/75">{T.loading}</p>
        ) : schedule.isError ? (
          <>
            <Alert tone="error">
              {T.failed} {schedule.error.message}
            </Alert>
            {closeRow}
          </>
        ) : form.done ? (
          <>
            <Alert tone="success">{T.saved}</Alert>
            {closeRow}
          </>
        ) : null
      }
    >
      {schedule.data ? (
        <ScheduleFields
          schedule={schedule.data}
          kind={kind}
          kindName={kindName}
          onKind={setKind}
          errorOf={form.errorOf}
          weekdayError={weekdayError}
          weekdayErrorId={weekdayErrorId}
        />
      ) : null}
    </FormDialog>
  );
}

function ScheduleFields({
  schedule,
  kind,
  kindName,
  onKind,
  errorOf,
  weekdayError,
  weekdayErrorId,
}: {
  schedule: KioskSchedule;
  kind: "every" | "weekdays";
  kindName: string;
  onKind: (kind: "every" | "weekdays") => void;
  errorOf: (name: ScheduleField) => string | undefined;
  weekdayError: string | undefined;
  weekdayErrorId: string;
}) {
  const T = useScheduleText();
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">{T.kindLegend}</legend>
        {(["every", "weekdays"] as const).map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input
              type="radio"
              name={kindName}
              value={k}
              checked={kind === k}
              onChange={() => onKind(k)}
              className="size-5 accent-forest"
            />
            {k === "every" ? T.everyDaysOption : T.weekdaysOption}
          </label>
        ))}
      </fieldset>
      {kind === "every" ? (
        <Field label={T.everyDays} hint={T.everyDaysHint} error={errorOf("everyDays")}>
          {(control) => (
            <NumberInput
              {...control}
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
      <DateField
        label={T.startsOn}
        error={errorOf("startsOn")}
        {...realDateBounds()}
        name="startsOn"
        defaultValue={schedule.startsOn}
      />
    </>
  );
}
