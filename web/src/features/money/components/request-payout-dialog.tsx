import { moneyProblem, parseMoneyText } from "@filtercycle/contract/amount-rules";
import type { PayoutRequest } from "@filtercycle/contract/money/money";
import type { RefObject } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { TextField } from "#web/components/ui/form-fields";
import { Textarea } from "#web/components/ui/inputs";
import { formatRupees } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
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
    // A 409 (a request is already open) and any other refusal: the API's own words on top.
    failure: (error) => apiFailure(error, { names: LABELS }),
  });

  return (
    <FormDialog
      heading={TEXT.heading}
      about={TEXT.balance(formatRupees(balance))}
      form={form}
      submitLabel={TEXT.send}
      busyLabel={TEXT.sending}
      cancelLabel={TEXT.cancel}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <TextField
        label={TEXT.amount}
        hint={TEXT.amountHint}
        error={form.errorOf("amount")}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={balance.toFixed(2)}
      />
      <Field
        label={TEXT.note}
        optionalText={TEXT.optional}
        hint={TEXT.noteHint(NOTE_MAX_LENGTH)}
        error={form.errorOf("note")}
      >
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} />}
      </Field>
    </FormDialog>
  );
}
