import { isKgText } from "@filtercycle/contract/collections/collection-rules";
import { useState } from "react";
import { CardForm } from "#web/components/ui/card-form";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { formatKg } from "#web/lib/format";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { useClearAfterSuccess } from "#web/lib/forms/use-clear-after-success";
import { useForm } from "#web/lib/forms/use-form";
import { useCustodyText } from "../constants";
import { useCustodyChanges } from "../hooks/use-custody";

const FIELDS = ["bagCode", "receivedOn", "weightKg", "note"] as const;

/** "Record intake": the bag's code as read off it, the day and the weight at the plant. */
export function RecordIntakeForm() {
  const CUSTODY_TEXT = useCustodyText();
  const text = CUSTODY_TEXT.intake;
  const errors = CUSTODY_TEXT.errors;
  const [done, setDone] = useState<string | null>(null);
  const { intake } = useCustodyChanges();
  const form = useForm({
    fields: FIELDS,
    validate: (values) => ({
      bagCode: values.bagCode.trim() ? undefined : errors.required,
      receivedOn: values.receivedOn ? undefined : errors.date,
      weightKg: isKgText(values.weightKg) ? undefined : errors.weight,
    }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      setDone(null);
      const row = await intake.mutateAsync({
        bagCode: values.bagCode.trim(),
        receivedOn: values.receivedOn,
        weightKg: Number(values.weightKg.trim()),
        note: values.note.trim(),
      });
      setDone(text.done(row.bagCode, formatKg(row.intakeKg ?? 0)));
    },
    failure: (error) => apiFailure(error, { names: namesOf(FIELDS, (field) => text[field]) }),
  });
  useClearAfterSuccess(form);

  return (
    <CardForm text={text} level={3} done={done} form={form}>
      <TextField
        label={text.bagCode}
        hint={text.bagHint}
        error={form.errorOf("bagCode")}
        name="bagCode"
        autoComplete="off"
      />
      <DateField label={text.receivedOn} error={form.errorOf("receivedOn")} name="receivedOn" />
      <TextField
        label={text.weightKg}
        error={form.errorOf("weightKg")}
        name="weightKg"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        label={text.note}
        optionalText="optional"
        error={form.errorOf("note")}
        name="note"
        autoComplete="off"
      />
    </CardForm>
  );
}
