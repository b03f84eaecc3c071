import { moneyProblem, parseMoneyText } from "@filtercycle/contract/amount-rules";
import { useState } from "react";
import { CardForm } from "#web/components/ui/card-form";
import { DateInput } from "#web/components/ui/date-input";
import { Field } from "#web/components/ui/field";
import { TextInput } from "#web/components/ui/inputs";
import { formatRupees } from "#web/lib/format";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { useClearAfterSuccess } from "#web/lib/forms/use-clear-after-success";
import { useForm } from "#web/lib/forms/use-form";
import { useCustomerBalance, useRecordLedgerEntry } from "../hooks/use-ledger";
import { PAYOUTS_TEXT } from "../payouts-constants";

const errors = PAYOUTS_TEXT.errors;

/** Rupees as typed ("3,000.50" too), checked by the contract's one money rule. */
const amountError = (value: string, sign: "positive" | "nonZero") => {
  const text = value.trim();
  if (text === "") return errors.required;
  const amount = parseMoneyText(text);
  if (amount === null) return errors.amount;
  if (sign === "positive" && amount <= 0) return errors.positive;
  if (amount === 0) return errors.notZero;
  const problem = moneyProblem(amount, sign === "nonZero");
  return problem ? `Amount ${problem}.` : undefined;
};
const required = (value: string) => (value.trim() === "" ? errors.required : undefined);

/** After a recorded entry the customer code stays, for the next entry of the same customer. */
const KEEP_CUSTOMER = ["customerCode"] as const;

const PAYOUT_FIELDS = [
  "customerCode",
  "amount",
  "date",
  "reference",
  "note",
  "overrideReason",
] as const;

/**
 * "Record payout": shows the customer's current balance as soon as the code is typed, and asks
 * for an override reason when the amount is above it (the API refuses it otherwise).
 */
export function RecordPayoutForm({ initialCustomerCode = "" }: { initialCustomerCode?: string }) {
  const text = PAYOUTS_TEXT.payout;
  const [code, setCode] = useState(initialCustomerCode);
  const [amount, setAmount] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const balance = useCustomerBalance(code);
  const { payout } = useRecordLedgerEntry();
  const current = balance.data?.balance;
  const typed = parseMoneyText(amount);
  const over = current !== undefined && typed !== null && typed > current;

  const form = useForm({
    fields: PAYOUT_FIELDS,
    validate: (values) => ({
      customerCode: required(values.customerCode),
      amount: amountError(values.amount, "positive"),
      date: values.date ? realDateError(values.date) : errors.date,
      reference: required(values.reference),
      overrideReason: over ? required(values.overrideReason) : undefined,
    }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      setDone(null);
      const answer = await payout.mutateAsync({
        customerCode: values.customerCode.trim(),
        amount: parseMoneyText(values.amount) ?? 0,
        date: values.date,
        reference: values.reference.trim(),
        note: values.note.trim(),
        ...(values.overrideReason.trim() ? { overrideReason: values.overrideReason.trim() } : {}),
      });
      setDone(
        text.done(
          formatRupees(answer.entry.amount),
          answer.entry.customerCode,
          formatRupees(answer.balance.balance),
        ),
      );
    },
    failure: (error) =>
      apiFailure(error, { names: namesOf(PAYOUT_FIELDS, (field) => text[field]) }),
  });
  useClearAfterSuccess(form, { keep: KEEP_CUSTOMER, afterwards: () => setAmount("") });

  return (
    <CardForm
      heading={text.heading}
      done={done}
      form={form}
      submitLabel={text.submit}
      busyLabel={text.busy}
    >
      <Field
        label={text.customerCode}
        hint={text.customerHint}
        error={form.errorOf("customerCode")}
      >
        {(control) => (
          <TextInput
            {...control}
            name="customerCode"
            defaultValue={initialCustomerCode}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <div className="self-end pb-3 text-sm" aria-live="polite">
        {code.trim() === "" ? null : balance.isPending ? (
          <span className="text-ink/70">{text.balanceLoading}</span>
        ) : balance.isError ? (
          <span className="text-red-800">{text.noCustomer}</span>
        ) : current !== undefined ? (
          <strong className="text-forest">{text.balance(formatRupees(current))}</strong>
        ) : null}
      </div>
      <Field label={text.amount} error={form.errorOf("amount")}>
        {(control) => (
          <TextInput
            {...control}
            name="amount"
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <Field label={text.date} error={form.errorOf("date")}>
        {(control) => <DateInput {...control} {...realDateBounds()} name="date" />}
      </Field>
      <Field label={text.reference} error={form.errorOf("reference")}>
        {(control) => <TextInput {...control} name="reference" autoComplete="off" />}
      </Field>
      <Field label={text.note} optionalText="optional" error={form.errorOf("note")}>
        {(control) => <TextInput {...control} name="note" autoComplete="off" />}
      </Field>
      {over && current !== undefined ? (
        <Field
          label={text.overrideReason}
          hint={text.overrideHint(formatRupees(current))}
          error={form.errorOf("overrideReason")}
          className="sm:col-span-2"
        >
          {(control) => <TextInput {...control} name="overrideReason" autoComplete="off" />}
        </Field>
      ) : null}
    </CardForm>
  );
}

const ADJUSTMENT_FIELDS = ["customerCode", "amount", "date", "reason"] as const;

/** "Record adjustment": signed rupees with a reason. */
export function RecordAdjustmentForm({
  initialCustomerCode = "",
}: {
  initialCustomerCode?: string;
}) {
  const text = PAYOUTS_TEXT.adjustment;
  const [done, setDone] = useState<string | null>(null);
  const { adjustment } = useRecordLedgerEntry();
  const form = useForm({
    fields: ADJUSTMENT_FIELDS,
    validate: (values) => ({
      customerCode: required(values.customerCode),
      amount: amountError(values.amount, "nonZero"),
      date: values.date ? realDateError(values.date) : errors.date,
      reason: required(values.reason),
    }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      setDone(null);
      const answer = await adjustment.mutateAsync({
        customerCode: values.customerCode.trim(),
        amount: parseMoneyText(values.amount) ?? 0,
        date: values.date,
        reason: values.reason.trim(),
      });
      setDone(
        text.done(
          formatRupees(answer.entry.amount),
          answer.entry.customerCode,
          formatRupees(answer.balance.balance),
        ),
      );
    },
    failure: (error) =>
      apiFailure(error, { names: namesOf(ADJUSTMENT_FIELDS, (field) => text[field]) }),
  });
  useClearAfterSuccess(form, { keep: KEEP_CUSTOMER });

  return (
    <CardForm
      heading={text.heading}
      done={done}
      form={form}
      submitLabel={text.submit}
      busyLabel={text.busy}
    >
      <Field label={text.customerCode} error={form.errorOf("customerCode")}>
        {(control) => (
          <TextInput
            {...control}
            name="customerCode"
            defaultValue={initialCustomerCode}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={text.amount} error={form.errorOf("amount")}>
        {(control) => <TextInput {...control} name="amount" inputMode="decimal" />}
      </Field>
      <Field label={text.date} error={form.errorOf("date")}>
        {(control) => <DateInput {...control} {...realDateBounds()} name="date" />}
      </Field>
      <Field label={text.reason} error={form.errorOf("reason")}>
        {(control) => <TextInput {...control} name="reason" autoComplete="off" />}
      </Field>
    </CardForm>
  );
}
