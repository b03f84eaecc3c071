import { CAPACITY_LIMITS } from "@filtercycle/contract/forecasts/forecasts";
import type { Kiosk } from "@filtercycle/contract/kiosks/kiosks";
import { useState } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { Select } from "#web/components/ui/inputs";
import { useAppLanguage } from "#web/lib/app-language";
import { formatNumber } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { isDate } from "#web/lib/forms/collection-rules";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { useKiosksText } from "../console-words";
import { useKioskModels, useSaveKiosk } from "../hooks/use-kiosks";

type KioskField = "label" | "serial" | "location" | "installedOn" | "modelId" | "capacityKg";
const KIOSK_FIELDS: readonly KioskField[] = [
  "label",
  "serial",
  "location",
  "installedOn",
  "modelId",
  "capacityKg",
];

/** "" (the model's), or a number of kg the contract takes; NaN when it is neither. */
function capacityOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const kg = Number(trimmed);
  return Number.isFinite(kg) && kg >= CAPACITY_LIMITS.min && kg <= CAPACITY_LIMITS.max
    ? kg
    : Number.NaN;
}

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
  const T = useKiosksText();
  const save = useSaveKiosk(customerCode);
  const models = useKioskModels();
  const language = useAppLanguage();
  const [modelId, setModelId] = useState(kiosk?.modelId ?? "standard");
  const model = models.data?.items.find((m) => m.id === modelId);
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
      if (Number.isNaN(capacityOf(v.capacityKg))) errors.capacityKg = T.badCapacity;
      return errors;
    },
    submit: async (v) => {
      const body = {
        label: v.label.trim(),
        serial: v.serial.trim(),
        location: v.location.trim(),
        installedOn: v.installedOn.trim(),
        modelId: v.modelId || "standard",
        capacityKg: capacityOf(v.capacityKg),
      };
      await save.mutateAsync(kiosk ? { id: kiosk.id, body } : { body });
      onClose();
    },
    // A taken serial (409) on the serial; a refused removal date on the install date.
    failure: (error) =>
      apiFailure<KioskField>(error, {
        names: {
          label: T.label,
          serial: T.serial,
          location: T.location,
          installedOn: T.installedOn,
          modelId: T.model,
          capacityKg: T.ownCapacity,
        },
        fieldOf: (field) => (field === "removedOn" ? "installedOn" : field),
        conflictOn: "serial",
        failed: T.failed,
      }),
  });
  return (
    <FormDialog
      heading={kiosk ? T.editHeading : T.addHeading}
      form={form}
      submitLabel={T.save}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      size="lg"
      onClose={onClose}
    >
      <TextField
        label={T.label}
        hint={T.labelHint}
        error={form.errorOf("label")}
        name="label"
        defaultValue={kiosk?.label ?? ""}
      />
      <TextField
        label={T.serial}
        hint={T.serialHint}
        error={form.errorOf("serial")}
        name="serial"
        autoComplete="off"
        defaultValue={kiosk?.serial ?? ""}
      />
      <TextField
        label={T.location}
        optionalText={T.optional}
        error={form.errorOf("location")}
        name="location"
        defaultValue={kiosk?.location ?? ""}
      />
      <DateField
        label={T.installedOn}
        error={form.errorOf("installedOn")}
        {...realDateBounds()}
        name="installedOn"
        defaultValue={kiosk?.installedOn ?? ""}
      />
      <Field label={T.model} error={form.errorOf("modelId")}>
        {(control) => (
          <Select
            {...control}
            name="modelId"
            value={modelId}
            onChange={(event) => setModelId(event.currentTarget.value)}
            options={(
              models.data?.items ?? [{ id: modelId, name: kiosk?.modelName ?? modelId }]
            ).map((m) => ({ value: m.id, label: m.name }))}
          />
        )}
      </Field>
      <TextField
        label={T.ownCapacity}
        optionalText={T.optional}
        hint={model ? T.ownCapacityHint(formatNumber(model.capacityKg, 1, language)) : undefined}
        error={form.errorOf("capacityKg")}
        name="capacityKg"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={kiosk?.ownCapacityKg === null || !kiosk ? "" : String(kiosk.ownCapacityKg)}
      />
    </FormDialog>
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
  const T = useKiosksText();
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
    failure: (error) => apiFailure(error, { names: { removedOn: T.removedOn }, failed: T.failed }),
  });
  return (
    <FormDialog
      heading={T.removeHeading}
      about={`${kiosk.label} (${kiosk.serial})`}
      form={form}
      submitLabel={T.markRemoved}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      onClose={onClose}
    >
      <DateField
        label={T.removedOn}
        error={form.errorOf("removedOn")}
        {...realDateBounds()}
        name="removedOn"
      />
    </FormDialog>
  );
}
