import type { Kiosk } from "@filtercycle/contract/admin-collections";
import { useId } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { DateInput, TextInput } from "#web/components/ui/inputs";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { KIOSKS_TEXT as T } from "../constants";
import { useSaveKiosk } from "../hooks/use-collections";
import { apiFailure, isDate } from "./form-rules";

type KioskField = "label" | "serial" | "location" | "installedOn";
const KIOSK_FIELDS: readonly KioskField[] = ["label", "serial", "location", "installedOn"];

/** Adds a kiosk to a customer (`kiosk` absent) or edits one. */
export function KioskFormDialog({
  customerCode,
  kiosk,
  onClose,
}: {
  customerCode: string;
  kiosk?: Kiosk;
  onClose: () => void;
}) {
  const headingId = useId();
  const save = useSaveKiosk(customerCode);
  const form = useForm<KioskField>({
    fields: KIOSK_FIELDS,
    showErrors: "submit",
    summary: T.summary,
    validate: (v) => {
      const errors: FieldErrors<KioskField> = {};
      if (!v.label.trim()) errors.label = T.required;
      if (!v.serial.trim()) errors.serial = T.required;
      if (!v.installedOn.trim()) errors.installedOn = T.required;
      else if (!isDate(v.installedOn)) errors.installedOn = T.badDate;
      else if (realDateError(v.installedOn)) errors.installedOn = realDateError(v.installedOn);
      return errors;
    },
    submit: async (v) => {
      const body = {
        label: v.label.trim(),
        serial: v.serial.trim(),
        location: v.location.trim(),
        installedOn: v.installedOn.trim(),
      };
      await save.mutateAsync(kiosk ? { id: kiosk.id, body } : { body });
      onClose();
    },
    failure: (error) =>
      apiFailure<KioskField>(
        error,
        {
          label: "label",
          serial: "serial",
          location: "location",
          installedOn: "installedOn",
          removedOn: "installedOn",
        },
        T.failed,
      ),
  });
  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <form {...form.formProps} className="space-y-4 p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {kiosk ? T.editHeading : T.addHeading}
        </h2>
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef}>
            {form.message}
          </Alert>
        ) : null}
        <Field label={T.label} hint={T.labelHint} error={form.errorOf("label")}>
          {({ invalid, ...control }) => (
            <TextInput
              {...control}
              invalid={invalid}
              name="label"
              defaultValue={kiosk?.label ?? ""}
            />
          )}
        </Field>
        <Field label={T.serial} hint={T.serialHint} error={form.errorOf("serial")}>
          {({ invalid, ...control }) => (
            <TextInput
              {...control}
              invalid={invalid}
              name="serial"
              autoComplete="off"
              defaultValue={kiosk?.serial ?? ""}
            />
          )}
        </Field>
        <Field label={T.location} optionalText={T.optional} error={form.errorOf("location")}>
          {({ invalid, ...control }) => (
            <TextInput
              {...control}
              invalid={invalid}
              name="location"
              defaultValue={kiosk?.location ?? ""}
            />
          )}
        </Field>
        <Field label={T.installedOn} error={form.errorOf("installedOn")}>
          {({ invalid, ...control }) => (
            <DateInput
              {...control}
              {...realDateBounds()}
              invalid={invalid}
              name="installedOn"
              defaultValue={kiosk?.installedOn ?? ""}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" size="sm" busy={form.busy} busyLabel={T.saving}>
            {T.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Marks a kiosk removed on a date (refused before its install or before its collections). */
export function RemoveKioskDialog({
  customerCode,
  kiosk,
  onClose,
}: {
  customerCode: string;
  kiosk: Kiosk;
  onClose: () => void;
}) {
  const headingId = useId();
  const save = useSaveKiosk(customerCode);
  const form = useForm<"removedOn">({
    fields: ["removedOn"],
    showErrors: "submit",
    validate: (v) =>
      !v.removedOn.trim()
        ? { removedOn: T.required }
        : !isDate(v.removedOn)
          ? { removedOn: T.badDate }
          : realDateError(v.removedOn)
            ? { removedOn: realDateError(v.removedOn) }
            : {},
    submit: async (v) => {
      await save.mutateAsync({ id: kiosk.id, body: { removedOn: v.removedOn.trim() } });
      onClose();
    },
    failure: (error) => apiFailure<"removedOn">(error, { removedOn: "removedOn" }, T.failed),
  });
  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="w-[min(30rem,calc(100vw-2rem))]">
      <form {...form.formProps} className="space-y-4 p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {T.removeHeading}
        </h2>
        <p>
          {kiosk.label} ({kiosk.serial})
        </p>
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef}>
            {form.message}
          </Alert>
        ) : null}
        <Field label={T.removedOn} error={form.errorOf("removedOn")}>
          {({ invalid, ...control }) => (
            <DateInput {...control} {...realDateBounds()} invalid={invalid} name="removedOn" />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" size="sm" busy={form.busy} busyLabel={T.saving}>
            {T.markRemoved}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
