import type { Customer } from "@filtercycle/contract/customers/admin-customers";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/form-fields";
import { type FormValues, useForm } from "#web/lib/forms/use-form";
import { useFormText } from "../constants";
import { saveFailure } from "../utils/failure";
import { CUSTOMER_FIELDS, type CustomerField, validateCustomer } from "../utils/validate-customer";

export type CustomerFormValues = Partial<Record<CustomerField, string>>;

/** A customer's values as the form's text. */
export function formValuesOf(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    addressLine1: customer.addressLine1,
    addressLine2: customer.addressLine2,
    city: customer.city,
    state: customer.state,
    pincode: customer.pincode,
    serviceType: customer.serviceType,
    businessType: customer.businessType,
    benefitRatePerKg: customer.benefitRatePerKg.toFixed(2),
    siteContactPhone: customer.siteContactPhone,
    latitude: customer.latitude === null ? "" : String(customer.latitude),
    longitude: customer.longitude === null ? "" : String(customer.longitude),
  };
}

/**
 * Every field of a customer (the code is the system's). Checked in the browser with the API's
 * rules; the API's own 400 shows on the field it names.
 */
export function CustomerForm({
  initial = {},
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial?: CustomerFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: FormValues<CustomerField>) => Promise<void>;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const T = useFormText();
  const form = useForm({
    fields: CUSTOMER_FIELDS,
    validate: (values) => validateCustomer(values, T),
    showErrors: "submit",
    summary: T.summary,
    submit: onSubmit,
    failure: saveFailure<CustomerField>(T.failed, T.labels),
  });
  const field = (
    name: CustomerField,
    extra: {
      hint?: string;
      optional?: boolean;
      autoComplete?: string;
      inputMode?: "numeric" | "decimal";
      type?: "tel";
    } = {},
  ) => (
    <TextField
      label={T.labels[name]}
      hint={extra.hint}
      optionalText={extra.optional ? T.optional : undefined}
      error={form.errorOf(name)}
      id={`${idPrefix}-${name}`}
      name={name}
      defaultValue={initial[name] ?? ""}
      autoComplete={extra.autoComplete ?? "off"}
      inputMode={extra.inputMode}
      type={extra.type}
    />
  );

  return (
    <form {...form.formProps} className="space-y-5">
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">{field("name", { autoComplete: "organization" })}</div>
        {field("addressLine1", { optional: true, autoComplete: "address-line1" })}
        {field("addressLine2", { optional: true, autoComplete: "address-line2" })}
        {field("city", { autoComplete: "address-level2" })}
        {field("state", { autoComplete: "address-level1" })}
        {field("pincode", {
          hint: T.pincodeHint,
          autoComplete: "postal-code",
          inputMode: "numeric",
        })}
        {field("benefitRatePerKg", { hint: T.rateHint, inputMode: "decimal" })}
        {field("serviceType")}
        {field("businessType")}
        {field("siteContactPhone", {
          optional: true,
          hint: T.phoneHint,
          autoComplete: "tel",
          type: "tel",
        })}
        <div className="hidden md:block" />
        {field("latitude", { optional: true, hint: T.latitudeHint, inputMode: "decimal" })}
        {field("longitude", { optional: true, hint: T.longitudeHint, inputMode: "decimal" })}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
