import { BUSINESS_TYPES, ENQUIRY_MESSAGES } from "@filtercycle/contract/enquiries/enquiry-rules";

/**
 * The texts both public forms (contact, partner application) share; each form's own labels are
 * in its page's content module (content/contact.ts, content/partner-program.ts).
 */
export const FORM_TEXT = {
  required: "required",
  optional: "optional",
  submit: { contact: "Send message", partner: "Send application" },
  sending: "Sending…",
  errorSummary: "Please correct the highlighted fields.",
  networkError:
    "Your message could not be sent: the server could not be reached. Check your connection and try again.",
  serverError: "Something went wrong on our side and your message was not sent. Please try again.",
  noScript:
    "This form needs JavaScript. You can also write to us at the e-mail address on this page.",
  honeypotLabel: "Leave this field empty",
  /** The API's own field messages (no zod in this module). */
  messages: ENQUIRY_MESSAGES,
} as const;

/** The business types offered on the partner form: exactly those the API accepts. */
export const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES;
