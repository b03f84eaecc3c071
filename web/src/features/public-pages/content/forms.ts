/**
 * The texts both public forms (contact, partner application) share; each form's own labels are
 * in its page's content module (content/contact.ts, content/partner-program.ts).
 */
/**
 * Form texts. The field messages must equal ENQUIRY_MESSAGES in @filtercycle/contract/enquiries
 * (a test checks): they are repeated here because importing that module would put zod into the
 * public pages' JavaScript.
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
  messages: {
    name: "Please enter your name.",
    nameTooLong: "Please keep your name under 100 characters.",
    email: "Please enter a valid e-mail address, like name@example.com.",
    phone: "Please enter a valid phone number (digits, spaces, + and - only).",
    phoneRequired: "Please enter a phone number we can call you on.",
    message: "Please write a message of at least 10 characters.",
    messageTooLong: "Please keep your message under 4000 characters.",
    businessName: "Please enter the name of your business.",
    businessNameTooLong: "Please keep the business name under 150 characters.",
    city: "Please enter the city where the kiosk would go.",
    businessType: "Please choose the type of business.",
    smokersPerDay: "Please enter a whole number between 1 and 1,00,000.",
  },
} as const;

/**
 * The business types offered on the partner form: must equal BUSINESS_TYPES in the contract
 * (a test checks), repeated for the same reason as the messages above.
 */
export const BUSINESS_TYPE_OPTIONS = [
  { value: "cafe-restaurant", label: "Café, restaurant or tea stall" },
  { value: "office", label: "Office or IT park" },
  { value: "hotel", label: "Hotel or hospitality" },
  { value: "campus", label: "College or campus" },
  { value: "retail", label: "Mall, shop or petrol pump" },
  { value: "healthcare", label: "Hospital or clinic" },
  { value: "events", label: "Event venue or public space" },
  { value: "other", label: "Something else" },
] as const;
