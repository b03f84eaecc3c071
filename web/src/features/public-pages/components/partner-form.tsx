import { useForm } from "#web/lib/forms/use-form";
import { sendPartnerApplication } from "../api/send-enquiry";
import type { PartnerFormText } from "../content/partner-program";
import { enquiryFailure } from "../utils/enquiry-failure";
import { partnerRequest, validatePartner } from "../utils/validate-enquiry";
import { EnquiryFormCard } from "./enquiry-form-card";
import { EnquiryField } from "./form-fields";
import { useFormText } from "./form-text";

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

/** The partner application in the page's language: `text` from its loader, shared words by context. */
export function PartnerForm({ text: T }: { text: PartnerFormText }) {
  const FORM_TEXT = useFormText();
  const form = useForm({
    fields: FIELDS,
    validate: (values) => validatePartner(values, FORM_TEXT.messages),
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
        options={T.businessTypes}
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
