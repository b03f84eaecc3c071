import type { AdminBatch } from "@filtercycle/contract/custody/custody";
import { useState } from "react";
import { CardForm } from "#web/components/ui/card-form";
import { Field } from "#web/components/ui/field";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { Select, Textarea } from "#web/components/ui/inputs";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { useClearAfterSuccess } from "#web/lib/forms/use-clear-after-success";
import { useForm } from "#web/lib/forms/use-form";
import { useCustodyText } from "../constants";
import { useCustodyChanges } from "../hooks/use-custody";

const requiredIn = (message: string) => (value: string) => (value.trim() ? undefined : message);

/** Bag codes typed one per line or separated by commas (or both), blanks left out. */
export function bagCodesOf(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((code) => code.trim())
    .filter((code) => code !== "");
}

const BATCH_FIELDS = ["code", "startedOn", "bagCodes", "note"] as const;

/** "Create batch": a code, the day it started and the received bags that go into it. */
export function CreateBatchForm() {
  const CUSTODY_TEXT = useCustodyText();
  const errors = CUSTODY_TEXT.errors;
  const required = requiredIn(errors.required);
  const text = CUSTODY_TEXT.batch;
  const [done, setDone] = useState<string | null>(null);
  const { batch } = useCustodyChanges();
  const form = useForm({
    fields: BATCH_FIELDS,
    validate: (values) => ({
      code: required(values.code),
      startedOn: values.startedOn ? undefined : errors.date,
      bagCodes: bagCodesOf(values.bagCodes).length > 0 ? undefined : errors.noBags,
    }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      setDone(null);
      const created = await batch.mutateAsync({
        code: values.code.trim(),
        startedOn: values.startedOn,
        bagCodes: bagCodesOf(values.bagCodes),
        note: values.note.trim(),
      });
      setDone(text.done(created.code, created.bagCount));
    },
    // The API names a bag in `bagCodes.0`: its message belongs to the bag codes field.
    failure: (error) =>
      apiFailure(error, {
        names: namesOf(BATCH_FIELDS, (field) => text[field]),
        fieldOf: (field) => field.replace(/^bagCodes\.\d+$/, "bagCodes"),
      }),
  });
  useClearAfterSuccess(form);

  return (
    <CardForm text={text} level={3} done={done} form={form}>
      <TextField
        label={text.code}
        hint={text.codeHint}
        error={form.errorOf("code")}
        name="code"
        autoComplete="off"
      />
      <DateField label={text.startedOn} error={form.errorOf("startedOn")} name="startedOn" />
      <Field
        label={text.bagCodes}
        hint={text.bagCodesHint}
        error={form.errorOf("bagCodes")}
        className="sm:col-span-2"
      >
        {(control) => <Textarea {...control} name="bagCodes" rows={4} />}
      </Field>
      <TextField
        label={text.note}
        optionalText="optional"
        error={form.errorOf("note")}
        className="sm:col-span-2"
        name="note"
        autoComplete="off"
      />
    </CardForm>
  );
}

const LOT_FIELDS = ["batch", "code", "product", "madeOn"] as const;

/** "Add product lot": what a batch became, with the lot's code and day. */
export function AddLotForm({ batches }: { batches: readonly AdminBatch[] }) {
  const CUSTODY_TEXT = useCustodyText();
  const errors = CUSTODY_TEXT.errors;
  const required = requiredIn(errors.required);
  const text = CUSTODY_TEXT.lot;
  const [done, setDone] = useState<string | null>(null);
  const { lot } = useCustodyChanges();
  const form = useForm({
    fields: LOT_FIELDS,
    validate: (values) => ({
      batch: values.batch ? undefined : errors.required,
      code: required(values.code),
      product: required(values.product),
      madeOn: values.madeOn ? undefined : errors.date,
    }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      setDone(null);
      const batch = await lot.mutateAsync({
        id: Number(values.batch),
        code: values.code.trim(),
        product: values.product.trim(),
        madeOn: values.madeOn,
      });
      setDone(text.done(values.product.trim(), values.code.trim(), batch.code));
    },
    failure: (error) => apiFailure(error, { names: namesOf(LOT_FIELDS, (field) => text[field]) }),
  });
  useClearAfterSuccess(form);

  return (
    <CardForm text={text} level={3} done={done} form={form}>
      <Field label={text.batch} hint={text.batchHint} error={form.errorOf("batch")}>
        {(control) => (
          <Select
            {...control}
            name="batch"
            placeholder={text.chooseBatch}
            options={batches.map((b) => ({ value: String(b.id), label: b.code }))}
          />
        )}
      </Field>
      <TextField
        label={text.code}
        hint={text.codeHint}
        error={form.errorOf("code")}
        name="code"
        autoComplete="off"
      />
      <TextField
        label={text.product}
        hint={text.productHint}
        error={form.errorOf("product")}
        name="product"
        autoComplete="off"
      />
      <DateField label={text.madeOn} error={form.errorOf("madeOn")} name="madeOn" />
    </CardForm>
  );
}
