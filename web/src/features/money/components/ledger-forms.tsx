import { moneyProblem, parseMoneyText } from "@filtercycle/contract/amount-rules";
import { useState } from "react";
import { CardForm } from "#web/components/ui/card-form";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { formatRupees } from "#web/lib/format";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { useClearAfterSuccess } from "#web/lib/forms/use-clear-after-success";
import { useForm } from "#web/lib/forms/use-form";
import { useCustomerBalance, useRecordLedgerEntry } from "../hooks/use-ledger";
import { usePayoutsText } from "../payouts-constants";

type Errors = ReturnType<typeof usePayoutsText>["errors"];

/** Rupees as typed ("3,000.50" too), checked by the contract's one money rule. */
const amountError = (errors: Errors, value: string, sign: "positive" | "nonZero") => {
  const text = value.trim();
  if (text === "") return errors.required;
  const amount = parseMoneyText(text);
  if (amount === null) return errors.amount;
  if (sign === "positive" && amount <= 0) return errors.positive;
  if (amount === 0) return errors.notZero;
  const problem = moneyProblem(amount, sign === "nonZero");
  return problem ? `Amount ${problem}.` : undefined;
};
const required = (errors: Errors, value: string) =>
  value.trim() === "" ? errors.required : undefined;

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
  const texts = usePayoutsText();
  const errors = texts.errors;
  const text = texts.payout;
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
      customerCode: required(errors, values.customerCode),
      amount: amountError(errors, values.amount, "positive"),
      date: values.date ? realDateError(values.date) : errors.date,
      reference: required(errors, values.reference),
      overrideReason: over ? required(errors, values.overrideReason) : undefined,
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
    <CardForm text={text} done={done} form={form}>
      <TextField
        label={text.customerCode}
        hint={text.customerHint}
        error={form.errorOf("customerCode")}
        name="customerCode"
        defaultValue={initialCustomerCode}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="self-end pb-3 text-sm" aria-live="polite">
        {code.trim() === "" ? null : balance.isPending ? (
          <span className="text-ink/70">{text.balanceLoading}</span>
        ) : balance.isError ? (
          <span className="text-red-800">{text.noCustomer}</span>
        ) : current !== undefined ? (
          <strong className="text-forest">{text.balance(formatRupees(current))}</strong>
        ) : null}
      </div>
      <TextField
        label={text.amount}
        error={form.errorOf("amount")}
        name="amount"
        inputMode="decimal"
        onChange={(event) => setAmount(event.target.value)}
      />
      <DateField label={text.date} error={form.errorOf("date")} {...realDateBounds()} name="date" />
      <TextField
        label={text.reference}
        error={form.errorOf("reference")}
        name="reference"
        autoComplete="off"
      />
      <TextField
        label={text.note}
        optionalText={text.optional}
        error={form.errorOf("note")}
        name="note"
        autoComplete="off"
      />
      {over && current !== undefined ? (
        <TextField
          label={text.overrideReason}
          hint={text.overrideHint(formatRupees(current))}
          error={form.errorOf("overrideReason")}
          className="sm:col-span-2"
          name="overrideReason"
          autoComplete="off"
        />
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
  const texts = usePayoutsText();
  const errors = texts.errors;
  const text = texts.adjustment;
  const [done, setDone] = useState<string | null>(null);
  const { adjustment } = useRecordLedgerEntry();
  const form = useForm({
    fields: ADJUSTMENT_FIELDS,
    validate: (values) => ({
      customerCode: required(errors, values.customerCode),
      amount: amountError(errors, values.amount, "nonZero"),
      date: values.date ? realDateError(values.date) : errors.date,
      reason: required(errors, values.reason),
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
    <CardForm text={text} done={done} form={form}>
      <TextField
        label={text.customerCode}
        error={form.errorOf("customerCode")}
        name="customerCode"
        defaultValue={initialCustomerCode}
        autoComplete="off"
      />
      <TextField
        label={text.amount}
        error={form.errorOf("amount")}
        name="amount"
        inputMode="decimal"
      />
      <DateField label={text.date} error={form.errorOf("date")} {...realDateBounds()} name="date" />
      <TextField
        label={text.reason}
        error={form.errorOf("reason")}
        name="reason"
        autoComplete="off"
      />
    </CardForm>
  );
}
