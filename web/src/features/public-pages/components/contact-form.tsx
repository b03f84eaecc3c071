import { sendContactMessage } from "../api/send-enquiry";
import { CONTACT_TEXT, CONTACT_FORM_TEXT as T } from "../content/contact";
import { FORM_TEXT } from "../content/forms";
import { useEnquiryForm } from "../hooks/use-enquiry-form";
import { type ContactValues, contactRequest, validateContact } from "../utils/validate-enquiry";
import { Field, FormFooter, FormSuccess, HoneypotField, NoScriptNote } from "./form-fields";

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
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-forest">
        {CONTACT_TEXT.formHeading}
      </h2>
      <p className="mt-2 text-ink/75">{CONTACT_TEXT.formIntro}</p>
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
            className="relative grid gap-5"
            aria-describedby="contact-status"
          >
            <NoScriptNote />
            <Field {...field("name", T.name)} autoComplete="name" />
            <Field {...field("email", T.email)} kind="email" autoComplete="email" />
            <Field
              {...field("phone", T.phone)}
              kind="tel"
              autoComplete="tel"
              inputMode="tel"
              optional
            />
            <Field {...field("message", T.message)} kind="textarea" hint={T.messageHint} />
            <HoneypotField id="contact-website" />
            <FormFooter
              id="contact"
              formError={form.formError}
              sending={form.status === "sending"}
              label={FORM_TEXT.submit.contact}
            />
          </form>
        )}
      </div>
    </section>
  );
}
