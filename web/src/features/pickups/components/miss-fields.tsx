import { isCalendarDate } from "@filtercycle/contract/dates";
import {
  MISS_REASON_LABELS,
  MISS_REASONS,
  type MissReason,
} from "@filtercycle/contract/pickups/pickup-rules";
import { DateInput } from "#web/components/ui/date-input";
import { Field } from "#web/components/ui/field";
import { Select, Textarea } from "#web/components/ui/inputs";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import type { FieldErrors, FormValues } from "#web/lib/forms/use-form";

export type MissField = "reason" | "note" | "newDate";
export const MISS_FIELDS: readonly MissField[] = ["reason", "note", "newDate"];

type MissTexts = {
  reason: string;
  chooseReason: string;
  note: string;
  noteHint: string;
  newDate: string;
  optional: string;
  required: string;
  noteRequired: string;
  badDate: string;
};

/** A reason from the list, a note when it is Other, and a real new date. */
export function validateMiss(v: FormValues<MissField>, t: MissTexts): FieldErrors<MissField> {
  const errors: FieldErrors<MissField> = {};
  if (!MISS_REASONS.includes(v.reason as MissReason)) errors.reason = t.required;
  if (v.reason === "other" && !v.note.trim()) errors.note = t.noteRequired;
  if (!v.newDate.trim()) errors.newDate = t.required;
  else if (!isCalendarDate(v.newDate.trim())) errors.newDate = t.badDate;
  else if (realDateError(v.newDate)) errors.newDate = realDateError(v.newDate);
  return errors;
}

export const missBody = (v: FormValues<MissField>) => ({
  reason: v.reason as MissReason,
  note: v.note.trim(),
  newDate: v.newDate.trim(),
});

/** The missed pickup's fields, shared by the console's dialog and the collector's screen. */
export function MissFields({
  t,
  errorOf,
  defaultNewDate,
  large = false,
  reasonLabels = MISS_REASON_LABELS,
}: {
  t: MissTexts;
  /** The reasons' names in the reader's language (English by default). */
  reasonLabels?: Readonly<Record<MissReason, string>>;
  errorOf: (name: MissField) => string | undefined;
  defaultNewDate: string;
  /** The phone's larger controls. */
  large?: boolean;
}) {
  const size = large ? "py-3.5 text-lg" : undefined;
  return (
    <>
      <Field label={t.reason} error={errorOf("reason")}>
        {(control) => (
          <Select
            {...control}
            name="reason"
            className={size}
            defaultValue=""
            placeholder={t.chooseReason}
            options={MISS_REASONS.map((r) => ({ value: r, label: reasonLabels[r] }))}
          />
        )}
      </Field>
      <Field label={t.note} optionalText={t.optional} hint={t.noteHint} error={errorOf("note")}>
        {(control) => <Textarea {...control} name="note" rows={2} className={size} />}
      </Field>
      <Field label={t.newDate} error={errorOf("newDate")}>
        {(control) => (
          <DateInput
            {...control}
            {...realDateBounds()}
            name="newDate"
            className={size}
            defaultValue={defaultNewDate}
          />
        )}
      </Field>
    </>
  );
}
