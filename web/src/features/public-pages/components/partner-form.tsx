import { useForm } from "#web/lib/forms/use-form";
import { sendPartnerApplication } from "../api/send-enquiry";
import { BUSINESS_TYPE_OPTIONS, FORM_TEXT } from "../content/forms";
import { PARTNER_FORM_TEXT as T } from "../content/partner-program";
import { enquiryFailure } from "../utils/enquiry-failure";
import { partnerRequest, validatePartner } from "../utils/validate-enquiry";
import { EnquiryFormCard } from "./enquiry-form-card";
import { EnquiryField } from "./form-fields";

/** In the order they appear; `website` is the honeypot, sent when a bot filled it. */
const FIELDS = [
  "businessName",
  "businessType",
  "city",
  "expectedSmokersPerDay",
  "contactName",
  "email",
  "phone",
  "message",
  "website",
] as const;

type Labelled = Exclude<(typeof FIELDS)[number], "website">;

export function PartnerForm() {
  const form = useForm({
    fields: FIELDS,
    validate: validatePartner,
    showErrors: "submit",
    summary: FORM_TEXT.errorSummary,
    submit: (values) => sendPartnerApplication(partnerRequest(values)),
    failure: enquiryFailure,
  });
  const field = (name: Labelled) => ({
    id: `partner-${name}`,
    name,
    label: T[name],
    error: form.errorOf(name),
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
      <EnquiryField {...field("businessName")} autoComplete="organization" />
      <EnquiryField
        {...field("businessType")}
        kind="select"
        options={BUSINESS_TYPE_OPTIONS}
        placeholder={T.businessTypeChoose}
      />
      <EnquiryField {...field("city")} autoComplete="address-level2" />
      <EnquiryField
        {...field("expectedSmokersPerDay")}
        hint={T.smokersPerDayHint}
        inputMode="numeric"
      />
      <EnquiryField {...field("contactName")} autoComplete="name" />
      <EnquiryField {...field("email")} kind="email" autoComplete="email" />
      <EnquiryField {...field("phone")} kind="tel" autoComplete="tel" inputMode="tel" />
      <div className="md:col-span-2">
        <EnquiryField
          {...field("message")}
          kind="textarea"
          hint={T.messageHint}
          optional
          rows={4}
        />
      </div>
    </EnquiryFormCard>
  );
}
