import {
  AMOUNT_MESSAGES,
  MONEY_MAX,
  MONEY_MIN,
  moneyProblem,
  parseMoneyText,
} from "@filtercycle/contract/amount-rules";
import type { PayoutRequest } from "@filtercycle/contract/money/money";
import type { RefObject } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { TextField } from "#web/components/ui/form-fields";
import { Textarea } from "#web/components/ui/inputs";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { formatNumber, formatRupees } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { NOTE_MAX_LENGTH } from "../constants";
import { useCreatePayoutRequest } from "../hooks/use-money";

const FIELDS = ["amount", "note"] as const;
type Name = (typeof FIELDS)[number];
type Texts = AppTexts["money"];

/** Rupees to paise, so "1250.10" compares with the balance without float surprises. */
const paise = (rupees: number) => Math.round(rupees * 100);

function amountError(value: string, balance: number, t: Texts): string | undefined {
  const text = value.trim();
  if (text === "") return t["dialog.amountRequired"];
  // "3,000.50" is read as people write it (the contract's one rule for money typed in).
  const rupees = parseMoneyText(text);
  if (rupees === null) return t["dialog.amountFormat"];
  // The contract's rule, in the reader's words (English: "Amount must be at least ₹0.01.").
  const problem = moneyProblem(rupees);
  if (problem === AMOUNT_MESSAGES.moneyTooSmall)
    return fill(t["dialog.amountTooSmall"], { min: `₹${MONEY_MIN.toFixed(2)}` });
  if (problem === AMOUNT_MESSAGES.moneyTooLarge)
    return fill(t["dialog.amountTooLarge"], { max: `₹${formatNumber(MONEY_MAX, 2)}` });
  if (problem === AMOUNT_MESSAGES.moneyDecimals) return t["dialog.amountDecimals"];
  if (problem) return t["dialog.amountNotNumber"];
  if (paise(rupees) > paise(balance))
    return fill(t["dialog.amountOverBalance"], { balance: formatRupees(balance) });
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
  const t = useAppTexts().money;
  const labels: Record<Name, string> = { amount: t["dialog.amountName"], note: t["dialog.note"] };
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ amount, note }) => ({
      amount: amountError(amount, balance, t),
      note:
        note.trim().length > NOTE_MAX_LENGTH
          ? fill(t["dialog.noteTooLong"], { max: NOTE_MAX_LENGTH })
          : undefined,
    }),
    showErrors: "submit",
    summary: t["dialog.summary"],
    submit: async ({ amount, note }) => {
      onSent(await create.mutateAsync({ amount: parseMoneyText(amount) ?? 0, note: note.trim() }));
    },
    // A 409 (a request is already open) and any other refusal: the API's own words on top.
    failure: (error) => apiFailure(error, { names: labels }),
  });

  return (
    <FormDialog
      heading={t["dialog.heading"]}
      about={fill(t["dialog.balance"], { amount: formatRupees(balance) })}
      form={form}
      submitLabel={t["dialog.send"]}
      busyLabel={t["dialog.sending"]}
      cancelLabel={t["dialog.cancel"]}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <TextField
        label={t["dialog.amount"]}
        hint={t["dialog.amountHint"]}
        error={form.errorOf("amount")}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={balance.toFixed(2)}
      />
      <Field
        label={t["dialog.note"]}
        optionalText={t["dialog.optional"]}
        hint={fill(t["dialog.noteHint"], { max: NOTE_MAX_LENGTH })}
        error={form.errorOf("note")}
      >
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} />}
      </Field>
    </FormDialog>
  );
}
