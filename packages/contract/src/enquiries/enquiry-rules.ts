import { formatCount } from "../format-numbers.ts";
import {
  CONTROL_CHARACTERS_MESSAGE,
  INVISIBLE_CHARACTERS_MESSAGE,
  type TextKind,
  textProblem,
} from "../text-rules.ts";

/**
 * The rules and texts of the public forms (contact, partner application) without zod, so the
 * public pages can use the very same limits, messages and business types as the API's schemas
 * (./enquiries.ts) without carrying zod in their JavaScript.
 *
 * Field messages are whole sentences, shown under the field as they are.
 */
export const ENQUIRY_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  phoneMinDigits: 7,
  messageMin: 10,
  messageMax: 4000,
  businessNameMax: 150,
  cityMax: 80,
  smokersPerDayMax: 100_000,
  /** The honeypot field: humans never see it, so any value at all marks a bot. */
  honeypotMax: 500,
} as const;

export const ENQUIRY_MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: `Please keep your name under ${ENQUIRY_LIMITS.nameMax} characters.`,
  email: "Please enter a valid e-mail address, like name@example.com.",
  phone: "Please enter a valid phone number (digits, spaces, + and - only).",
  phoneRequired: "Please enter a phone number we can call you on.",
  message: `Please write a message of at least ${ENQUIRY_LIMITS.messageMin} characters.`,
  messageTooLong: `Please keep your message under ${ENQUIRY_LIMITS.messageMax} characters.`,
  businessName: "Please enter the name of your business.",
  businessNameTooLong: `Please keep the business name under ${ENQUIRY_LIMITS.businessNameMax} characters.`,
  city: "Please enter the city where the kiosk would go.",
  businessType: "Please choose the type of business.",
  smokersPerDay: `Please enter a whole number between 1 and ${formatCount(ENQUIRY_LIMITS.smokersPerDayMax)}.`,
  controlCharacters: "Please remove the control characters (such as NUL) from this field.",
  invisibleCharacters: "Please remove the invisible or text-direction characters from this field.",
} as const;

/** The shared text rule's messages (./text-rules.ts) in the forms' words. */
export const ENQUIRY_TEXT_MESSAGES = {
  [CONTROL_CHARACTERS_MESSAGE]: ENQUIRY_MESSAGES.controlCharacters,
  [INVISIBLE_CHARACTERS_MESSAGE]: ENQUIRY_MESSAGES.invisibleCharacters,
} as const;

/** The form's message for text that breaks the shared text rule, or undefined. */
export function enquiryTextError(value: string, kind: TextKind): string | undefined {
  const problem = textProblem(value, kind);
  return problem === undefined ? undefined : ENQUIRY_TEXT_MESSAGES[problem];
}

/** The 429 detail: how long to wait, in whole minutes (rounded up). */
export function tooManyEnquiriesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call us.`;
}

/** The business types a partner can choose (value on the wire, label on the form). */
export const BUSINESS_TYPES = [
  { value: "cafe-restaurant", label: "Café, restaurant or tea stall" },
  { value: "office", label: "Office or IT park" },
  { value: "hotel", label: "Hotel or hospitality" },
  { value: "campus", label: "College or campus" },
  { value: "retail", label: "Mall, shop or petrol pump" },
  { value: "healthcare", label: "Hospital or clinic" },
  { value: "events", label: "Event venue or public space" },
  { value: "other", label: "Something else" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]["value"];

/** Digits, spaces, +, -, dots and brackets, with at least 7 digits (Indian and foreign numbers). */
export function isPhoneNumber(value: string): boolean {
  return (
    /^[+\d][\d\s().-]*$/.test(value) &&
    value.replace(/\D/g, "").length >= ENQUIRY_LIMITS.phoneMinDigits &&
    value.length <= ENQUIRY_LIMITS.phoneMax
  );
}
