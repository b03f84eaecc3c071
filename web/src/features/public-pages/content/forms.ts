import { BUSINESS_TYPES, enquiryMessages } from "@filtercycle/contract/enquiries/enquiry-rules";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { forms as en } from "@filtercycle/contract/messages/en/forms";

/**
 * The texts both public forms (contact, partner application) share, in a language (the
 * catalogue's `forms` area); each form's own labels are in its page's content module
 * (content/contact.ts, content/partner-program.ts).
 */
export function formTexts(t: Texts<"forms">) {
  return {
    required: t.required,
    optional: t.optional,
    submit: { contact: t["submit.contact"], partner: t["submit.partner"] },
    sending: t.sending,
    errorSummary: t.errorSummary,
    networkError: t.networkError,
    serverError: t.serverError,
    noScript: t.noScript,
    honeypotLabel: t.honeypotLabel,
    /** The field messages, the API's own in English (no zod in this module). */
    messages: enquiryMessages(t),
  };
}

export type FormTexts = ReturnType<typeof formTexts>;

/** English: the partner form, and the forms' words until a page gives its own (form-text.ts). */
export const FORM_TEXT = formTexts(en);

/** The business types offered on the partner form: exactly those the API accepts. */
export const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES;
