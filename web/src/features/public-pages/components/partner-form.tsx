import { sendPartnerApplication } from "../api/send-enquiry";
import { BUSINESS_TYPE_OPTIONS, FORM_TEXT } from "../content/forms";
import { PARTNER_FORM_TEXT as T } from "../content/partner-program";
import { useEnquiryForm } from "../hooks/use-enquiry-form";
import { type PartnerValues, partnerRequest, validatePartner } from "../utils/validate-enquiry";
import { EnquiryFormCard } from "./enquiry-form-card";
import { Field } from "./form-fields";

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
    <EnquiryFormCard
      idPrefix="partner"
      sectionId="apply"
      heading={T.heading}
      intro={T.intro}
      success={{ heading: T.successHeading, text: T.successText, again: T.sendAnother }}
      submitLabel={FORM_TEXT.submit.partner}
      form={form}
      twoColumns
    >
      <Field {...field("businessName")} autoComplete="organization" />
      <Field
        {...field("businessType")}
        kind="select"
        options={BUSINESS_TYPE_OPTIONS}
        placeholder={T.businessTypeChoose}
      />
      <Field {...field("city")} autoComplete="address-level2" />
      <Field {...field("expectedSmokersPerDay")} hint={T.smokersPerDayHint} inputMode="numeric" />
      <Field {...field("contactName")} autoComplete="name" />
      <Field {...field("email")} kind="email" autoComplete="email" />
      <Field {...field("phone")} kind="tel" autoComplete="tel" inputMode="tel" />
      <div className="md:col-span-2">
        <Field {...field("message")} kind="textarea" hint={T.messageHint} optional rows={4} />
      </div>
    </EnquiryFormCard>
  );
}
