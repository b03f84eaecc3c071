import { isCalendarDate } from "@filtercycle/contract/dates";
import { addDays } from "@filtercycle/contract/pickups/pickup-rules";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField } from "#web/components/ui/form-fields";
import { Textarea } from "#web/components/ui/inputs";
import { type AppTexts, useAppTexts } from "#web/lib/app-texts";
import { apiFailure } from "#web/lib/forms/api-failure";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { useForm } from "#web/lib/forms/use-form";
import { useDialogText } from "../constants";
import { useMissPickup } from "../hooks/use-pickups";
import { MISS_FIELDS, MissFields, missBody, validateMiss } from "./miss-fields";

/** The miss reasons in the reader's words (the collector's, the same catalogue). */
const missReasonLabels = (collector: AppTexts["collector"]) => ({
  site_closed: collector["reason.site_closed"],
  kiosk_not_reachable: collector["reason.kiosk_not_reachable"],
  kiosk_empty: collector["reason.kiosk_empty"],
  other: collector["reason.other"],
});

/**
 * One date to choose: a planned pickup's new day (Reschedule), or the day a request's visit is
 * planned for (Schedule). `save` sends it; the dialog closes when it succeeds.
 */
export function DateDialog({
  heading,
  about,
  label,
  defaultDate,
  save,
  onClose,
}: {
  heading: string;
  about: string;
  label: string;
  defaultDate: string;
  save: (date: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const T = useDialogText();
  const form = useForm<"date">({
    fields: ["date"],
    showErrors: "submit",
    validate: (v) =>
      !v.date.trim()
        ? { date: T.required }
        : !isCalendarDate(v.date.trim())
          ? { date: T.badDate }
          : realDateError(v.date)
            ? { date: realDateError(v.date) }
            : {},
    submit: async (v) => {
      await save(v.date.trim());
      onClose();
    },
    failure: (error) => apiFailure(error, { names: { date: label } }),
  });
  return (
    <FormDialog
      heading={heading}
      about={about}
      form={form}
      submitLabel={T.save}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      onClose={onClose}
    >
      <DateField
        label={label}
        error={form.errorOf("date")}
        {...realDateBounds()}
        name="date"
        defaultValue={defaultDate}
      />
    </FormDialog>
  );
}

/** A planned pickup missed: the reason (a note for Other) and the day it is planned again. */
export function MissDialog({
  pickupId,
  date,
  about,
  onClose,
}: {
  pickupId: string;
  /** The stop's day: the new date defaults to the day after. */
  date: string;
  about: string;
  onClose: () => void;
}) {
  const { collector } = useAppTexts();
  const T = useDialogText();
  const miss = useMissPickup();
  const form = useForm({
    fields: MISS_FIELDS,
    showErrors: "submit",
    summary: T.summary,
    validate: (v) => validateMiss(v, T),
    submit: async (v) => {
      await miss.mutateAsync({ id: pickupId, body: missBody(v) });
      onClose();
    },
    failure: (error) =>
      apiFailure(error, { names: { reason: T.reason, note: T.note, newDate: T.newDate } }),
  });
  return (
    <FormDialog
      heading={T.missHeading}
      about={about}
      form={form}
      submitLabel={T.save}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      onClose={onClose}
    >
      <MissFields
        t={T}
        errorOf={form.errorOf}
        defaultNewDate={addDays(date, 1)}
        reasonLabels={missReasonLabels(collector)}
      />
    </FormDialog>
  );
}

/** A request declined, with the reason the customer is told. */
export function DeclineDialog({
  about,
  save,
  onClose,
}: {
  about: string;
  save: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const T = useDialogText();
  const form = useForm<"reason">({
    fields: ["reason"],
    showErrors: "submit",
    validate: (v) => (v.reason.trim() ? {} : { reason: T.required }),
    submit: async (v) => {
      await save(v.reason.trim());
      onClose();
    },
    failure: (error) => apiFailure(error, { names: { reason: T.reasonName } }),
  });
  return (
    <FormDialog
      heading={T.declineHeading}
      about={about}
      form={form}
      submitLabel={T.save}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      onClose={onClose}
    >
      <Field label={T.declineReason} hint={T.declineHint} error={form.errorOf("reason")}>
        {(control) => <Textarea {...control} name="reason" rows={3} />}
      </Field>
    </FormDialog>
  );
}
