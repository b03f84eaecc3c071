import {
  type EnquiryMessages,
  isPhoneNumber,
  ENQUIRY_LIMITS as L,
} from "@filtercycle/contract/enquiries/enquiry-rules";
import {
  CONTROL_CHARACTERS_MESSAGE,
  type TextKind,
  textProblem,
} from "@filtercycle/contract/text-rules";
import { BUSINESS_TYPE_OPTIONS, FORM_TEXT } from "../content/forms";

/**
 * The forms' checks in the browser: the API's rules (@filtercycle/contract/enquiry-rules: the
 * same limits, messages and phone rule; a test runs these and the API's zod schemas over the
 * same inputs), without zod on the public pages. The server checks again; these only save a
 * round trip. The messages are the page's language's (English by default; the API answers in
 * English, issue 29's next part).
 */
const ENGLISH = FORM_TEXT.messages;

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
};

export type PartnerValues = {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  businessType: string;
  expectedSmokersPerDay: string;
  message: string;
  website: string;
};

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

// zod 4's z.email() pattern, so the browser accepts exactly what the API accepts.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const isEmail = (v: string) => v.length <= L.emailMax && EMAIL.test(v);

/** The shared text rule's problem (../text-rules.ts) in the form's words. */
function textError(value: string, kind: TextKind, M: EnquiryMessages) {
  const problem = textProblem(value, kind);
  if (problem === undefined) return undefined;
  return problem === CONTROL_CHARACTERS_MESSAGE ? M.controlCharacters : M.invisibleCharacters;
}

function nameError(
  value: string,
  missing: string,
  max: number,
  tooLong: string,
  M: EnquiryMessages,
) {
  const problem = textError(value.trim(), "name", M);
  if (problem) return problem;
  if (value.trim() === "") return missing;
  if (value.trim().length > max) return tooLong;
  return undefined;
}

function compact<V>(errors: Record<keyof V, string | undefined>): FieldErrors<V> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<V>;
}

/** The shared text rule first: the API gives a field with such characters that message only. */
const emailError = (value: string, M: EnquiryMessages) =>
  textError(value.trim(), "line", M) ?? (isEmail(value.trim()) ? undefined : M.email);

function phoneError(value: string, required: boolean, M: EnquiryMessages) {
  const phone = value.trim();
  if (phone === "") return required ? M.phoneRequired : undefined;
  return textError(phone, "line", M) ?? (isPhoneNumber(phone) ? undefined : M.phone);
}

function messageError(value: string, min: number, M: EnquiryMessages) {
  const message = value.trim();
  return (
    textError(message, "multiline", M) ??
    (message.length < min
      ? M.message
      : message.length > L.messageMax
        ? M.messageTooLong
        : undefined)
  );
}

export function validateContact(
  v: ContactValues,
  M: EnquiryMessages = ENGLISH,
): FieldErrors<ContactValues> {
  return compact<ContactValues>({
    name: nameError(v.name, M.name, L.nameMax, M.nameTooLong, M),
    email: emailError(v.email, M),
    phone: phoneError(v.phone, false, M),
    message: messageError(v.message, L.messageMin, M),
    website: undefined,
  });
}

export function validatePartner(
  v: PartnerValues,
  M: EnquiryMessages = ENGLISH,
): FieldErrors<PartnerValues> {
  const smokers = v.expectedSmokersPerDay.trim();
  const smokersOk =
    /^\d+$/.test(smokers) && Number(smokers) >= 1 && Number(smokers) <= L.smokersPerDayMax;
  return compact<PartnerValues>({
    businessName: nameError(
      v.businessName,
      M.businessName,
      L.businessNameMax,
      M.businessNameTooLong,
      M,
    ),
    contactName: nameError(v.contactName, M.name, L.nameMax, M.nameTooLong, M),
    email: emailError(v.email, M),
    phone: phoneError(v.phone, true, M),
    city: nameError(v.city, M.city, L.cityMax, M.city, M),
    businessType: BUSINESS_TYPE_OPTIONS.some((o) => o.value === v.businessType)
      ? undefined
      : M.businessType,
    expectedSmokersPerDay: smokersOk ? undefined : M.smokersPerDay,
    message: messageError(v.message, 0, M),
    website: undefined,
  });
}

/** The request bodies: trimmed, the optional fields left out when empty. */
export function contactRequest(v: ContactValues) {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    message: v.message.trim(),
    ...(v.website ? { website: v.website } : {}),
  };
}

export function partnerRequest(v: PartnerValues) {
  return {
    businessName: v.businessName.trim(),
    contactName: v.contactName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    city: v.city.trim(),
    businessType: v.businessType as (typeof BUSINESS_TYPE_OPTIONS)[number]["value"],
    expectedSmokersPerDay: Number(v.expectedSmokersPerDay.trim()),
    ...(v.message.trim() ? { message: v.message.trim() } : {}),
    ...(v.website ? { website: v.website } : {}),
  };
}
