import { sendContactMessage } from "../api/send-enquiry";
import { CONTACT_TEXT, CONTACT_FORM_TEXT as T } from "../content/contact";
import { FORM_TEXT } from "../content/forms";
import { useEnquiryForm } from "../hooks/use-enquiry-form";
import { type ContactValues, contactRequest, validateContact } from "../utils/validate-enquiry";
import { EnquiryFormCard } from "./enquiry-form-card";
import { Field } from "./form-fields";

const ORDER = ["name", "email", "phone", "message"] as const;

export function ContactForm() {
  const form = useEnquiryForm<ContactValues>({
    validate: validateContact,
    send: (values) => sendContactMessage(contactRequest(values)),
    fieldOrder: ORDER,
    idPrefix: "contact",
  });
  const field = (name: (typeof ORDER)[number], label: string) => ({
    id: `contact-${name}`,
    name,
    label,
    error: form.errors[name],
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
      <Field {...field("name", T.name)} autoComplete="name" />
      <Field {...field("email", T.email)} kind="email" autoComplete="email" />
      <Field {...field("phone", T.phone)} kind="tel" autoComplete="tel" inputMode="tel" optional />
      <Field {...field("message", T.message)} kind="textarea" hint={T.messageHint} />
    </EnquiryFormCard>
  );
}
