import { formatCount } from "../format-numbers.ts";
import { forms as enForms } from "../messages/en/forms.ts";
import { fill } from "../messages/fill.ts";
import type { TranslationOf } from "../messages/types.ts";
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

/** The API's field messages in English (the catalogue's `forms` area, ../messages/en/forms.ts). */
export const ENQUIRY_MESSAGES = enquiryMessages(enForms);

/** The field messages of the public forms in a language's words, limits filled in. */
export function enquiryMessages(texts: TranslationOf<typeof enForms>) {
  return {
    name: texts["field.name"],
    nameTooLong: fill(texts["field.nameTooLong"], { max: ENQUIRY_LIMITS.nameMax }),
    email: texts["field.email"],
    phone: texts["field.phone"],
    phoneRequired: texts["field.phoneRequired"],
    message: fill(texts["field.message"], { min: ENQUIRY_LIMITS.messageMin }),
    messageTooLong: fill(texts["field.messageTooLong"], { max: ENQUIRY_LIMITS.messageMax }),
    businessName: texts["field.businessName"],
    businessNameTooLong: fill(texts["field.businessNameTooLong"], {
      max: ENQUIRY_LIMITS.businessNameMax,
    }),
    city: texts["field.city"],
    businessType: texts["field.businessType"],
    smokersPerDay: fill(texts["field.smokersPerDay"], {
      max: formatCount(ENQUIRY_LIMITS.smokersPerDayMax),
    }),
    controlCharacters: texts["field.controlCharacters"],
    invisibleCharacters: texts["field.invisibleCharacters"],
  };
}
export type EnquiryMessages = ReturnType<typeof enquiryMessages>;

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
