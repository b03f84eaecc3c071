/**
 * The console's customer rules without zod (the web's forms and lists import these; the API's
 * schemas in ./admin-customers.ts are built from them).
 */

export const CUSTOMER_SORTS = [
  "name",
  "code",
  "city",
  "serviceType",
  "businessType",
  "kiosks",
  "balance",
  "active",
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_ACTIVE_FILTERS = ["all", "active", "inactive"] as const;
export type CustomerActiveFilter = (typeof CUSTOMER_ACTIVE_FILTERS)[number];

/** Limits of the customer fields (the database has no length limits of its own). */
export const CUSTOMER_LIMITS = {
  name: 120,
  addressLine: 160,
  city: 80,
  state: 80,
  type: 80,
  /** numeric(10, 2) */
  rateMax: 99_999_999.99,
} as const;

/** An Indian PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/**
 * A phone number as people write it (issue 28, the site contact's): 6 to 15 digits, with an
 * optional leading `+` and spaces, hyphens or brackets between them ("+91 98250 12345").
 */
export const PHONE_PATTERN = /^\+?(?:[\s()-]*\d){6,15}[\s()-]*$/;

/** True when `value` has at most two decimals (paise). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The messages a 400 gives for each rule (the web's form shows the same). */
export const CUSTOMER_RULE_MESSAGES = {
  required: "is required",
  tooLong: (max: number) => `must be at most ${max} characters`,
  pincode: "must be an Indian 6-digit PIN code",
  rateNumber: "must be a number",
  rateNegative: "must be 0 or more",
  rateTooHigh: `must be at most ${CUSTOMER_LIMITS.rateMax}`,
  rateDecimals: "must have at most 2 decimals (paise)",
  phone: "must be a phone number: 6 to 15 digits, with + and spaces if you like",
  latitude: "must be a latitude: a number from -90 to 90",
  longitude: "must be a longitude: a number from -180 to 180",
  coordinatesPair: "must be given with the other coordinate (both or neither)",
} as const;

/**
 * A business's saved coordinates (issue 28: the collector's tap-to-navigate; docs/decisions/0091):
 * optional, both or neither, in decimal degrees, stored to 6 decimals (about 10 cm).
 */
export const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;

/** "23.0225" → 23.0225; empty → null; anything else (or out of range) → undefined. */
export function parseCoordinate(
  text: string,
  which: keyof typeof COORDINATE_LIMITS,
): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^[+-]?\d{1,3}(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Math.abs(value) <= COORDINATE_LIMITS[which] ? value : undefined;
}
