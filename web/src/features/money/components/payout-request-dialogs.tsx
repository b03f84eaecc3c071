import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import type { AdminPayoutRequest } from "@filtercycle/contract/money/money";
import type { RefObject } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { Textarea } from "#web/components/ui/inputs";
import { formatRupees } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { realDateBounds, realDateError } from "#web/lib/forms/real-date";
import { useForm } from "#web/lib/forms/use-form";
import { usePayoutRequestActions } from "../hooks/use-payout-requests";
import { usePayoutRequestsText, usePayoutsText } from "../payouts-constants";

type Errors = ReturnType<typeof usePayoutsText>["errors"];
const required = (errors: Errors, value: string) =>
  value.trim() === "" ? errors.required : undefined;

type DialogProps = {
  request: AdminPayoutRequest;
  onClose: () => void;
  /** After the API accepted it, with the request as it now is. */
  onDone: (request: AdminPayoutRequest) => void;
  returnFocus: RefObject<HTMLElement | null>;
};

const PAY_FIELDS = ["date", "reference"] as const;

/**
 * "Mark paid": the day the money was sent (today in the business's time zone to start with) and
 * the payment's reference. The API records the payout in the ledger and e-mails the business.
 */
export function PayRequestDialog({ request, onClose, onDone, returnFocus }: DialogProps) {
  const text = usePayoutRequestsText().payDialog;
  const errors = usePayoutsText().errors;
  const { pay } = usePayoutRequestActions();
  const form = useForm({
    fields: PAY_FIELDS,
    validate: (values) => ({
      date: values.date ? realDateError(values.date) : errors.date,
      reference: required(errors, values.reference),
    }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      onDone(
        await pay.mutateAsync({
          id: request.id,
          date: values.date,
          reference: values.reference.trim(),
        }),
      );
    },
    failure: (error) =>
      apiFailure(error, { names: { date: text.date, reference: text.reference } }),
  });
  return (
    <FormDialog
      heading={text.heading}
      about={text.summary(formatRupees(request.amount), request.customerCode, request.customerName)}
      form={form}
      submitLabel={text.submit}
      busyLabel={text.busy}
      cancelLabel={text.cancel}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DateField
        label={text.date}
        error={form.errorOf("date")}
        {...realDateBounds()}
        name="date"
        defaultValue={todayIn(BUSINESS_TIME_ZONE)}
      />
      <TextField
        label={text.reference}
        error={form.errorOf("reference")}
        name="reference"
        maxLength={100}
        autoComplete="off"
      />
    </FormDialog>
  );
}

const DECLINE_FIELDS = ["reason"] as const;

/** "Decline": the reason, which the business sees on its Money tab. */
export function DeclineRequestDialog({ request, onClose, onDone, returnFocus }: DialogProps) {
  const text = usePayoutRequestsText().declineDialog;
  const errors = usePayoutsText().errors;
  const { decline } = usePayoutRequestActions();
  const form = useForm({
    fields: DECLINE_FIELDS,
    validate: (values) => ({ reason: required(errors, values.reason) }),
    showErrors: "submit",
    summary: errors.summary,
    submit: async (values) => {
      onDone(await decline.mutateAsync({ id: request.id, reason: values.reason.trim() }));
    },
    failure: (error) => apiFailure(error, { names: { reason: text.reason } }),
  });
  return (
    <FormDialog
      heading={text.heading}
      about={text.summary(formatRupees(request.amount), request.customerCode, request.customerName)}
      form={form}
      submitLabel={text.submit}
      busyLabel={text.busy}
      submitVariant="danger"
      cancelLabel={text.cancel}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <Field label={text.reason} hint={text.reasonHint} error={form.errorOf("reason")}>
        {(control) => <Textarea {...control} name="reason" rows={3} maxLength={500} />}
      </Field>
    </FormDialog>
  );
}
