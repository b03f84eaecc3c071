import { useForm } from "#web/lib/forms/use-form";
import { sendContactMessage } from "../api/send-enquiry";
import type { ContactContent } from "../content/contact";
import { enquiryFailure } from "../utils/enquiry-failure";
import { contactRequest, validateContact } from "../utils/validate-enquiry";
import { EnquiryFormCard } from "./enquiry-form-card";
import { EnquiryField } from "./form-fields";
import { useFormText } from "./form-text";

/** In the order they appear; `website` is the honeypot, sent when a bot filled it. */
const FIELDS = ["name", "email", "phone", "message", "website"] as const;

/** The contact form; its shared words (buttons, field messages) come from FormTextContext. */
export function ContactForm({
  text: CONTACT_TEXT,
  form: T,
}: Pick<ContactContent, "text" | "form">) {
  const FORM_TEXT = useFormText();
  const form = useForm({
    fields: FIELDS,
    validate: (values) => validateContact(values, FORM_TEXT.messages),
    showErrors: "submit",
    summary: FORM_TEXT.errorSummary,
    submit: (values) => sendContactMessage(contactRequest(values)),
    failure: (error) => enquiryFailure(error, FORM_TEXT),
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
