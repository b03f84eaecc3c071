import { useForm } from "#web/lib/forms/use-form";
import { sendContactMessage } from "../api/send-enquiry";
import { CONTACT_TEXT, CONTACT_FORM_TEXT as T } from "../content/contact";
import { FORM_TEXT } from "../content/forms";
import { enquiryFailure } from "../utils/enquiry-failure";
import { contactRequest, validateContact } from "../utils/validate-enquiry";
import { EnquiryFormCard } from "./enquiry-form-card";
import { EnquiryField } from "./form-fields";

/** In the order they appear; `website` is the honeypot, sent when a bot filled it. */
const FIELDS = ["name", "email", "phone", "message", "website"] as const;

export function ContactForm() {
  const form = useForm({
    fields: FIELDS,
    validate: validateContact,
    showErrors: "submit",
    summary: FORM_TEXT.errorSummary,
    submit: (values) => sendContactMessage(contactRequest(values)),
    failure: enquiryFailure,
  });
  const field = (name: (typeof FIELDS)[number], label: string) => ({
    id: `contact-${name}`,
    name,
    label,
    error: form.errorOf(name),
  });

  return (
    <EnquiryFormCard
      idPrefix="contact"
      heading={CONTACT_TEXT.formHeading}
      intro={CONTACT_TEXT.formIntro}
      success={{ heading: T.successHeading, text: T.successText, again: T.sendAnother }}
      submitLabel={FORM_TEXT.submit.contact}
      form={form}
    >
      <EnquiryField {...field("name", T.name)} autoComplete="name" />
      <EnquiryField {...field("email", T.email)} kind="email" autoComplete="email" />
      <EnquiryField
        {...field("phone", T.phone)}
        kind="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
      />
      <EnquiryField {...field("message", T.message)} kind="textarea" hint={T.messageHint} />
    </EnquiryFormCard>
  );
}
