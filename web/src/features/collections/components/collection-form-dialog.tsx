import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import type { HeldCollection } from "@filtercycle/contract/collections/held-collections";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { apiFailure } from "#web/lib/forms/api-failure";
import { collectionFigureErrors, isDate, isVisit } from "#web/lib/forms/collection-rules";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { useCollectionFormText } from "../constants";
import { useSaveCollection } from "../hooks/use-collections";

type Name = "kioskSerial" | "date" | "buttsKg" | "buttsNumber" | "visit";

/**
 * Records a collection (`collection` absent) or edits one, in a dialog. The number of butts may
 * be left empty: the API then estimates it from the weight and marks it "estimated".
 */
export function CollectionFormDialog({
  collection,
  defaultKioskSerial = "",
  onClose,
  onRecorded,
  onHeld,
}: {
  collection?: CollectionItem;
  defaultKioskSerial?: string;
  onClose: () => void;
  /** A new collection was recorded: the screen confirms it and shows its row. */
  onRecorded?: (item: CollectionItem) => void;
  /** Well above the kiosk's usual yield, it was held for review (202): nothing credited yet. */
  onHeld?: (held: HeldCollection) => void;
}) {
  const T = useCollectionFormText();
  const save = useSaveCollection();
  const editing = collection !== undefined;
  const fields: readonly Name[] = editing
    ? ["date", "buttsKg", "buttsNumber", "visit"]
    : ["kioskSerial", "date", "buttsKg", "buttsNumber", "visit"];

  const form = useForm<Name>({
    fields,
    showErrors: "submit",
    summary: T.summary,
    validate: (v) => {
      const errors: FieldErrors<Name> = collectionFigureErrors(v, { ...T, badCount: T.badNumber });
      if (!editing && !v.kioskSerial.trim()) errors.kioskSerial = T.required;
      if (!v.date.trim()) errors.date = T.required;
      else if (!isDate(v.date)) errors.date = T.badDate;
      else if (realDateError(v.date)) errors.date = realDateError(v.date);
      if (v.visit.trim() && !isVisit(v.visit)) errors.visit = T.badVisit;
      return errors;
    },
    submit: async (v) => {
      const number = v.buttsNumber.trim();
      // Empty: the first visit of the day (on an edit, the visit it had).
      const visit = v.visit.trim() === "" ? {} : { visit: Number(v.visit) };
      if (editing) {
        await save.mutateAsync({
          id: collection.id,
          body: {
            date: v.date.trim(),
            buttsKg: Number(v.buttsKg),
            buttsNumber: number === "" ? null : Number(number),
            ...visit,
          },
        });
      } else {
        const recorded = await save.mutateAsync({
          body: {
            kioskSerial: v.kioskSerial.trim(),
            date: v.date.trim(),
            buttsKg: Number(v.buttsKg),
            ...(number === "" ? {} : { buttsNumber: Number(number) }),
            ...visit,
          },
        });
        // 202: the same endpoint answers a held collection (it has a review status).
        const answer = recorded as CollectionItem | HeldCollection;
        if ("status" in answer) onHeld?.(answer);
        else onRecorded?.(answer);
      }
      onClose();
    },
    failure: (error) =>
      apiFailure<Name>(error, {
        names: {
          kioskSerial: T.kioskSerial,
          date: T.date,
          buttsKg: T.kg,
          buttsNumber: T.number,
          visit: T.visit,
        },
        fieldOf: (field) => (field === "kioskId" ? "kioskSerial" : field),
        failed: T.failed,
      }),
  });

  return (
    <FormDialog
      heading={editing ? T.editHeading : T.createHeading}
      about={
        editing
          ? `${collection.customerName} (${collection.customerCode}) · ${collection.kioskLabel} (${collection.kioskSerial})`
          : null
      }
      form={form}
      submitLabel={T.save}
      busyLabel={T.saving}
      cancelLabel={T.cancel}
      size="lg"
      onClose={onClose}
    >
      {editing ? null : (
        <TextField
          label={T.kioskSerial}
          hint={T.kioskSerialHint}
          error={form.errorOf("kioskSerial")}
          name="kioskSerial"
          defaultValue={defaultKioskSerial}
          autoComplete="off"
        />
      )}
      <DateField
        label={T.date}
        error={form.errorOf("date")}
        {...realDateBounds()}
        name="date"
        defaultValue={collection?.date ?? ""}
      />
      <TextField
        label={T.kg}
        hint={T.kgHint}
        error={form.errorOf("buttsKg")}
        name="buttsKg"
        inputMode="decimal"
        defaultValue={collection ? collection.buttsKg.toFixed(3) : ""}
      />
      <TextField
        label={T.number}
        optionalText={T.optional}
        hint={T.numberHint}
        error={form.errorOf("buttsNumber")}
        name="buttsNumber"
        inputMode="numeric"
        defaultValue={collection && !collection.estimated ? String(collection.buttsNumber) : ""}
      />
      <TextField
        label={T.visit}
        optionalText={T.optional}
        hint={T.visitHint}
        error={form.errorOf("visit")}
        name="visit"
        inputMode="numeric"
        inputClassName="w-24"
        defaultValue={collection && collection.visit > 1 ? String(collection.visit) : ""}
      />
    </FormDialog>
  );
}
