import { sendPartnerApplication } from "../api/send-enquiry";
import { BUSINESS_TYPE_OPTIONS, FORM_TEXT } from "../content/forms";
import { PARTNER_FORM_TEXT as T } from "../content/partner-program";
import { useEnquiryForm } from "../hooks/use-enquiry-form";
import { type PartnerValues, partnerRequest, validatePartner } from "../utils/validate-enquiry";
import { Field, FormFooter, FormSuccess, HoneypotField, NoScriptNote } from "./form-fields";

const ORDER = [
  "businessName",
  "businessType",
  "city",
  "expectedSmokersPerDay",
  "contactName",
  "email",
  "phone",
  "message",
] as const;

export function PartnerForm() {
  const form = useEnquiryForm<PartnerValues>({
    validate: validatePartner,
    send: (values) => sendPartnerApplication(partnerRequest(values)),
    fieldOrder: ORDER,
    idPrefix: "partner",
  });
  const field = (name: (typeof ORDER)[number]) => ({
    id: `partner-${name}`,
    name,
    label: T[name],
    error: form.errors[name],
  });

  return (
    <section
      id="apply"
      aria-labelledby="partner-form-heading"
      className="scroll-mt-20 rounded-2xl border border-forest/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="partner-form-heading"
        className="text-2xl font-bold tracking-tight text-forest sm:text-3xl"
      >
        {T.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/75">{T.intro}</p>
      <div className="mt-6">
        {form.status === "sent" ? (
          <FormSuccess
            heading={T.successHeading}
            text={T.successText}
            again={T.sendAnother}
            onAgain={form.reset}
          />
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit}
            onInput={form.onInput}
            className="relative grid gap-5 md:grid-cols-2"
            aria-describedby="partner-status"
          >
            <div className="md:col-span-2">
              <NoScriptNote />
            </div>
            <Field {...field("businessName")} autoComplete="organization" />
            <Field
              {...field("businessType")}
              kind="select"
              options={BUSINESS_TYPE_OPTIONS}
              placeholder={T.businessTypeChoose}
            />
            <Field {...field("city")} autoComplete="address-level2" />
            <Field
              {...field("expectedSmokersPerDay")}
              hint={T.smokersPerDayHint}
              inputMode="numeric"
            />
            <Field {...field("contactName")} autoComplete="name" />
            <Field {...field("email")} kind="email" autoComplete="email" />
            <Field {...field("phone")} kind="tel" autoComplete="tel" inputMode="tel" />
            <div className="md:col-span-2">
              <Field {...field("message")} kind="textarea" hint={T.messageHint} optional rows={4} />
            </div>
            <HoneypotField id="partner-website" />
            <div className="md:col-span-2">
              <FormFooter
                id="partner"
                formError={form.formError}
                sending={form.status === "sending"}
                label={FORM_TEXT.submit.partner}
              />
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
