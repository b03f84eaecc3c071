import { moneyProblem, parseMoneyText } from "@filtercycle/contract/amount-rules";
import type { PayoutRequest } from "@filtercycle/contract/money";
import { type RefObject, useId } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { Textarea, TextInput } from "#web/components/ui/inputs";
import { formatRupees } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type SubmitFailure, useForm } from "#web/lib/forms/use-form";
import { MONEY_TEXT, NOTE_MAX_LENGTH } from "../constants";
import { useCreatePayoutRequest } from "../hooks/use-money";

const TEXT = MONEY_TEXT.dialog;
const FIELDS = ["amount", "note"] as const;
type Name = (typeof FIELDS)[number];
const LABELS: Record<Name, string> = { amount: "Amount", note: TEXT.note };

/** Rupees to paise, so "1250.10" compares with the balance without float surprises. */
const paise = (rupees: number) => Math.round(rupees * 100);

function amountError(value: string, balance: number): string | undefined {
  const text = value.trim();
  if (text === "") return TEXT.amountRequired;
  // "3,000.50" is read as people write it (the contract's one rule for money typed in).
  const rupees = parseMoneyText(text);
  if (rupees === null) return TEXT.amountFormat;
  const problem = moneyProblem(rupees);
  if (problem) return `${LABELS.amount} ${problem}.`;
  if (paise(rupees) > paise(balance)) return TEXT.amountOverBalance(formatRupees(balance));
  return undefined;
}

/**
 * The API's field messages are predicates ("must be at most the balance of ₹…"): shown under the
 * field as a sentence that names it. A 409 (a request is already open) and any other refusal
 * show the API's own words at the top of the dialog.
 */
function requestFailure(error: unknown): SubmitFailure<Name> {
  const failure = apiFailure(error, FIELDS);
  if (!failure || !("fields" in failure)) return failure;
  const fields: FieldErrors<Name> = {};
  for (const name of FIELDS) {
    const message = failure.fields[name];
    if (message === undefined) continue;
    const text = /^[a-z]/.test(message) ? `${LABELS[name]} ${message}` : message;
    fields[name] = /[.!?]$/.test(text) ? text : `${text}.`;
  }
  return { fields };
}

/**
 * "Request a payout": the amount (the whole balance to start with, at most the balance) and an
 * optional note. `onSent` gets the new request; the dialog stays open with the API's message when
 * the request is refused.
 */
export function RequestPayoutDialog({
  balance,
  onClose,
  onSent,
  returnFocus,
}: {
  balance: number;
  onClose: () => void;
  onSent: (request: PayoutRequest) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const headingId = useId();
  const create = useCreatePayoutRequest();
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ amount, note }) => ({
      amount: amountError(amount, balance),
      note: note.trim().length > NOTE_MAX_LENGTH ? TEXT.noteTooLong(NOTE_MAX_LENGTH) : undefined,
    }),
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async ({ amount, note }) => {
      onSent(await create.mutateAsync({ amount: parseMoneyText(amount) ?? 0, note: note.trim() }));
    },
    failure: requestFailure,
  });

  return (
    <Dialog
      labelledBy={headingId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="w-[min(30rem,calc(100vw-2rem))]"
    >
      <div className="p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {TEXT.heading}
        </h2>
        <p className="mt-1 text-ink/80">{TEXT.balance(formatRupees(balance))}</p>
        <form {...form.formProps} className="mt-4 space-y-4">
          {form.message ? (
            <Alert tone="error" focusRef={form.messageRef}>
              {form.message}
            </Alert>
          ) : null}
          <Field label={TEXT.amount} hint={TEXT.amountHint} error={form.errorOf("amount")}>
            {(control) => (
              <TextInput
                {...control}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={balance.toFixed(2)}
              />
            )}
          </Field>
          <Field
            label={TEXT.note}
            optionalText={TEXT.optional}
            hint={TEXT.noteHint(NOTE_MAX_LENGTH)}
            error={form.errorOf("note")}
          >
            {(control) => (
              <Textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} />
            )}
          </Field>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button type="submit" busy={form.busy} busyLabel={TEXT.sending}>
              {TEXT.send}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {TEXT.cancel}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
