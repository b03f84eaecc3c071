import {
  enquiryTextError,
  isPhoneNumber,
  ENQUIRY_LIMITS as L,
} from "@filtercycle/contract/enquiries/enquiry-rules";
import { BUSINESS_TYPE_OPTIONS, FORM_TEXT } from "../content/forms";

/**
 * The forms' checks in the browser: the API's rules (@filtercycle/contract/enquiry-rules: the
 * same limits, messages and phone rule; a test runs these and the API's zod schemas over the
 * same inputs), without zod on the public pages. The server checks again; these only save a
 * round trip.
 */
const M = FORM_TEXT.messages;

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

function nameError(value: string, missing: string, max: number, tooLong: string) {
  const textError = enquiryTextError(value.trim(), "name");
  if (textError) return textError;
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
const emailError = (value: string) =>
  enquiryTextError(value.trim(), "line") ?? (isEmail(value.trim()) ? undefined : M.email);

function phoneError(value: string, required: boolean) {
  const phone = value.trim();
  if (phone === "") return required ? M.phoneRequired : undefined;
  return enquiryTextError(phone, "line") ?? (isPhoneNumber(phone) ? undefined : M.phone);
}

function messageError(value: string, min: number) {
  const message = value.trim();
  return (
    enquiryTextError(message, "multiline") ??
    (message.length < min
      ? M.message
      : message.length > L.messageMax
        ? M.messageTooLong
        : undefined)
  );
}

export function validateContact(v: ContactValues): FieldErrors<ContactValues> {
  return compact<ContactValues>({
    name: nameError(v.name, M.name, L.nameMax, M.nameTooLong),
    email: emailError(v.email),
    phone: phoneError(v.phone, false),
    message: messageError(v.message, L.messageMin),
    website: undefined,
  });
}

export function validatePartner(v: PartnerValues): FieldErrors<PartnerValues> {
  const smokers = v.expectedSmokersPerDay.trim();
  const smokersOk =
    /^\d+$/.test(smokers) && Number(smokers) >= 1 && Number(smokers) <= L.smokersPerDayMax;
  return compact<PartnerValues>({
    businessName: nameError(
      v.businessName,
      M.businessName,
      L.businessNameMax,
      M.businessNameTooLong,
    ),
    contactName: nameError(v.contactName, M.name, L.nameMax, M.nameTooLong),
    email: emailError(v.email),
    phone: phoneError(v.phone, true),
    city: nameError(v.city, M.city, L.cityMax, M.city),
    businessType: BUSINESS_TYPE_OPTIONS.some((o) => o.value === v.businessType)
      ? undefined
      : M.businessType,
    expectedSmokersPerDay: smokersOk ? undefined : M.smokersPerDay,
    message: messageError(v.message, 0),
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
