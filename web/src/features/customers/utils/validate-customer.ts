import { parseMoneyText } from "@filtercycle/contract/amount-rules";
import type { CustomerCreate } from "@filtercycle/contract/customers/admin-customers";
import {
  CUSTOMER_LIMITS,
  hasAtMostTwoDecimals,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  parseCoordinate,
} from "@filtercycle/contract/customers/customer-rules";
import type { FieldErrors, FormValues } from "#web/lib/forms/use-form";
import { FORM_TEXT } from "../constants";

/** The form's fields, in the order they appear. */
export const CUSTOMER_FIELDS = [
  "name",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "pincode",
  "serviceType",
  "businessType",
  "benefitRatePerKg",
  "siteContactPhone",
  "latitude",
  "longitude",
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

const LIMITS: Record<CustomerField, number> = {
  name: CUSTOMER_LIMITS.name,
  addressLine1: CUSTOMER_LIMITS.addressLine,
  addressLine2: CUSTOMER_LIMITS.addressLine,
  city: CUSTOMER_LIMITS.city,
  state: CUSTOMER_LIMITS.state,
  pincode: 6,
  serviceType: CUSTOMER_LIMITS.type,
  businessType: CUSTOMER_LIMITS.type,
  benefitRatePerKg: 20,
  siteContactPhone: 40,
  latitude: 20,
  longitude: 20,
};
const OPTIONAL: readonly CustomerField[] = [
  "addressLine1",
  "addressLine2",
  "siteContactPhone",
  "latitude",
  "longitude",
];

/** "12.50" → 12.5, "1,200.50" → 1200.5; anything else (empty, "1e3", "12,5", "-1") → null. */
export function parseRate(text: string): number | null {
  const value = parseMoneyText(text);
  if (value === null || value < 0) return null;
  if (!hasAtMostTwoDecimals(value) || value > CUSTOMER_LIMITS.rateMax) return null;
  return value;
}

/** The same rules as the API's (packages/contract/src/admin-customers.ts), in the form's words. */
export function validateCustomer(
  values: FormValues<CustomerField>,
  text: typeof FORM_TEXT = FORM_TEXT,
): FieldErrors<CustomerField> {
  const errors: FieldErrors<CustomerField> = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = values[field].trim();
    if (value === "" && !OPTIONAL.includes(field)) errors[field] = text.errors.required;
    else if (value.length > LIMITS[field]) errors[field] = text.errors.tooLong(LIMITS[field]);
  }
  if (!errors.pincode && !PINCODE_PATTERN.test(values.pincode.trim())) {
    errors.pincode = text.errors.pincode;
  }
  const phone = values.siteContactPhone.trim();
  if (!errors.siteContactPhone && phone !== "" && !PHONE_PATTERN.test(phone)) {
    errors.siteContactPhone = text.errors.phone;
  }
  for (const which of ["latitude", "longitude"] as const) {
    if (!errors[which] && parseCoordinate(values[which], which) === undefined) {
      errors[which] = text.errors[which];
    }
  }
  const latitude = parseCoordinate(values.latitude, "latitude");
  const longitude = parseCoordinate(values.longitude, "longitude");
  if (!errors.latitude && !errors.longitude && (latitude === null) !== (longitude === null)) {
    errors[latitude === null ? "latitude" : "longitude"] = text.errors.coordinatesPair;
  }
  if (!errors.benefitRatePerKg && parseRate(values.benefitRatePerKg) === null) {
    errors.benefitRatePerKg = text.errors.rate;
  }
  return errors;
}

/** The API body of valid form values. */
export function customerBody(values: FormValues<CustomerField>): CustomerCreate {
  return {
    name: values.name.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    serviceType: values.serviceType.trim(),
    businessType: values.businessType.trim(),
    benefitRatePerKg: parseRate(values.benefitRatePerKg) ?? 0,
    siteContactPhone: values.siteContactPhone.trim(),
    latitude: parseCoordinate(values.latitude, "latitude") ?? null,
    longitude: parseCoordinate(values.longitude, "longitude") ?? null,
  };
}
