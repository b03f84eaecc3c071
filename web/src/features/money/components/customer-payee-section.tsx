import { type PayeeFields, payeeUpdateSchema } from "@filtercycle/contract/money/money";
import { useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/form-fields";
import { TitledCard } from "#web/components/ui/titled-card";
import { useAppLanguage } from "#web/lib/app-language";
import { formatBusinessDateTime } from "#web/lib/format";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { type FieldErrors, useForm } from "#web/lib/forms/use-form";
import { usePayee, useSavePayee } from "../hooks/use-payout-batches";
import { usePayeeText } from "../payouts-constants";

const FIELDS = ["accountHolderName", "bankAccountNumber", "ifsc", "upiId", "pan", "gstin"] as const;
type FieldName = (typeof FIELDS)[number];

/** The contract's rules (the API's own), checked before sending: a message per field. */
function checkPayee(values: Record<FieldName, string>): FieldErrors<FieldName> {
  const result = payeeUpdateSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<FieldName> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    if (FIELDS.includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A customer page's section (admins; the console is staff-only): the business's payee details,
 * shown, and edited in a form checked by the contract's rules (IFSC, PAN, GSTIN with its check
 * character, UPI ID, account number).
 */
export function CustomerPayeeSection({ customerCode }: { customerCode: string }) {
  const text = usePayeeText();
  const language = useAppLanguage();
  const payee = usePayee(customerCode);
  const save = useSavePayee(customerCode);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const form = useForm({
    fields: FIELDS,
    validate: checkPayee,
    showErrors: "submit",
    summary: text.summary,
    submit: async (values) => {
      await save.mutateAsync({ code: customerCode, body: values });
      setEditing(false);
      setSaved(true);
    },
    failure: (error) =>
      apiFailure(error, { names: namesOf(FIELDS, (field) => text.labels[field]) }),
  });

  const details = payee.data;
  const hasAny = details ? FIELDS.some((field) => details[field] !== "") : false;

  return (
    <TitledCard heading={text.heading}>
      <p className="text-ink/80">{text.intro}</p>
      {saved ? (
        <Alert tone="success" className="mt-3">
          {text.saved}
        </Alert>
      ) : null}
      {payee.isPending ? (
        <p className="mt-3 text-ink/75">{text.loading}</p>
      ) : payee.isError ? (
        <Alert tone="error" className="mt-3">
          {text.failed} {payee.error.message}
        </Alert>
      ) : editing ? (
        <form {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
          {form.message ? (
            <Alert tone="error" focusRef={form.messageRef} className="sm:col-span-2">
              {form.message}
            </Alert>
          ) : null}
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={text.labels[field]}
              hint={field in text.hints ? text.hints[field as keyof typeof text.hints] : undefined}
              optionalText="optional"
              error={form.errorOf(field)}
              name={field}
              defaultValue={payee.data[field as keyof PayeeFields]}
              autoComplete="off"
              spellCheck={false}
              inputMode={field === "bankAccountNumber" ? "numeric" : undefined}
            />
          ))}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" busy={form.busy} busyLabel={text.busy}>
              {text.save}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setEditing(false);
                requestAnimationFrame(() => editButton.current?.focus());
              }}
            >
              {text.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {hasAny ? (
            <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {FIELDS.map((field) => (
                <div key={field} className="min-w-0 rounded-lg bg-cream p-3">
                  <dt className="text-sm font-medium text-ink/75">{text.labels[field]}</dt>
                  <dd className="mt-1 break-words font-semibold text-forest">
                    {payee.data[field] || text.notSet}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-ink/80">{text.none}</p>
          )}
          {payee.data.updatedAt && payee.data.updatedBy ? (
            <p className="mt-2 text-sm text-ink/70">
              {text.updated(
                payee.data.updatedBy,
                formatBusinessDateTime(payee.data.updatedAt, language),
              )}
            </p>
          ) : null}
          <Button
            ref={editButton}
            className="mt-3"
            size="sm"
            onClick={() => {
              setSaved(false);
              form.reset();
              setEditing(true);
            }}
          >
            {text.edit}
          </Button>
        </>
      )}
    </TitledCard>
  );
}
