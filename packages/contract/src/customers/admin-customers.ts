import { BUSINESS_ROLES, STAFF_ROLES } from "../accounts/account-rules.ts";
import {
  invitationLanguageSchema,
  STAFF_INVITATION_LANGUAGE_ABSENT,
} from "../accounts/accounts.ts";
import { PLANNING_MODES } from "../forecasts/forecasts.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import {
  COORDINATE_LIMITS,
  CUSTOMER_ACTIVE_FILTERS,
  CUSTOMER_LIMITS,
  CUSTOMER_RULE_MESSAGES,
  CUSTOMER_SORTS,
  type CustomerActiveFilter,
  type CustomerSort,
  hasAtMostTwoDecimals,
  PHONE_PATTERN,
  PINCODE_PATTERN,
} from "./customer-rules.ts";

/**
 * The console's customers and logins (issue 12). Validation messages are the field's own, so a
 * 400 names the field ("pincode: must be an Indian 6-digit PIN code").
 */

export {
  CUSTOMER_ACTIVE_FILTERS,
  CUSTOMER_LIMITS,
  CUSTOMER_SORTS,
  type CustomerActiveFilter,
  type CustomerSort,
  hasAtMostTwoDecimals,
  PHONE_PATTERN,
  PINCODE_PATTERN,
};

const M = CUSTOMER_RULE_MESSAGES;

const required = (max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(max, M.tooLong(max))
    .superRefine(textRule("line"));
const optionalLine = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .superRefine(textRule("line"));

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).nullable().optional();

/** Latitude and longitude go together: one without the other names the missing one. */
function bothOrNeither(
  body: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) {
  const has = (value: number | null | undefined) => value !== undefined && value !== null;
  if (has(body.latitude) && !has(body.longitude))
    ctx.addIssue({ code: "custom", path: ["longitude"], message: M.coordinatesPair });
  if (has(body.longitude) && !has(body.latitude))
    ctx.addIssue({ code: "custom", path: ["latitude"], message: M.coordinatesPair });
}

export const customerFieldsSchema = z.object({
  name: required(CUSTOMER_LIMITS.name),
  addressLine1: optionalLine(CUSTOMER_LIMITS.addressLine),
  addressLine2: optionalLine(CUSTOMER_LIMITS.addressLine),
  city: required(CUSTOMER_LIMITS.city),
  state: required(CUSTOMER_LIMITS.state),
  pincode: z.string({ error: "is required" }).trim().regex(PINCODE_PATTERN, M.pincode),
  serviceType: required(CUSTOMER_LIMITS.type),
  businessType: required(CUSTOMER_LIMITS.type),
  /** ₹ per kg, at most two decimals. */
  benefitRatePerKg: z
    .number({ error: M.rateNumber })
    .min(0, M.rateNegative)
    .max(CUSTOMER_LIMITS.rateMax, M.rateTooHigh)
    .refine(hasAtMostTwoDecimals, M.rateDecimals),
  /** The site contact's phone (issue 28: the collector's tap-to-call); empty when unknown. */
  siteContactPhone: z
    .string({ error: "must be text" })
    .trim()
    .refine((value) => value === "" || PHONE_PATTERN.test(value), M.phone)
    .optional(),
  /** Saved coordinates of the site (decimal degrees), both or neither; null clears them. */
  latitude: coordinate(COORDINATE_LIMITS.latitude, M.latitude),
  longitude: coordinate(COORDINATE_LIMITS.longitude, M.longitude),
  /** How its kiosks' visits are planned (new businesses: by fill). */
  planningMode: z
    .enum(PLANNING_MODES, { error: `must be one of ${PLANNING_MODES.join(", ")}` })
    .optional(),
});
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

/** POST /api/admin/customers: every field; the address lines may be empty. */
export const customerCreateSchema = customerFieldsSchema
  .extend({
    siteContactPhone: customerFieldsSchema.shape.siteContactPhone.default(""),
    addressLine1: optionalLine(CUSTOMER_LIMITS.addressLine).default(""),
    addressLine2: optionalLine(CUSTOMER_LIMITS.addressLine).default(""),
  })
  .superRefine(bothOrNeither);
export type CustomerCreate = z.input<typeof customerCreateSchema>;

/** PATCH /api/admin/customers/{code}: any field but the code; at least one. */
export const customerUpdateSchema = customerFieldsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "names no field to change")
  .superRefine(bothOrNeither);
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

export const customerCodeParamsSchema = z.object({
  code: z.string().trim().min(1).max(40).superRefine(textRule("line")),
});

/** GET /api/admin/customers and /admin/customers.csv */
export const customerListFiltersSchema = z.object({
  /** Searches name, code and city (case-insensitive, anywhere in the text). */
  q: z.string().trim().max(120).superRefine(textRule("line")).optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: `must be one of ${CUSTOMER_SORTS.join(", ")}` }).optional(),
  dir: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional(),
  active: z
    .enum(CUSTOMER_ACTIVE_FILTERS, {
      error: `must be one of ${CUSTOMER_ACTIVE_FILTERS.join(", ")}`,
    })
    .default("all"),
});
export const customerListQuerySchema = pageQuerySchema.extend(customerListFiltersSchema.shape);
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerListItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  serviceType: z.string(),
  businessType: z.string(),
  /** Kiosks not removed. */
  kiosks: z.number().int(),
  /** Rupees. */
  balance: z.number(),
  active: z.boolean(),
  planningMode: z.enum(PLANNING_MODES),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerListSchema = pageOf(customerListItemSchema);
export type CustomerList = z.infer<typeof customerListSchema>;

/** A customer as created, updated, deactivated or reactivated. */
export const customerSchema = z.object({
  code: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  serviceType: z.string(),
  businessType: z.string(),
  benefitRatePerKg: z.number(),
  /** The site contact's phone; empty when unknown. */
  siteContactPhone: z.string(),
  /** Saved coordinates of the site; null when none. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** "fixed": on its kiosks' schedules; "fill": when their forecast says nearly full. */
  planningMode: z.enum(PLANNING_MODES),
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/admin/customers/{code}: the customer and their figures (till date). */
export const customerFiguresSchema = z.object({
  butts: z.number().int(),
  kg: z.number(),
  /** Rupees: credits − payouts ± adjustments = balance. */
  credits: z.number(),
  payouts: z.number(),
  adjustments: z.number(),
  balance: z.number(),
  /** Kiosks not removed. */
  kiosks: z.number().int(),
  logins: z.number().int(),
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;
export const customerDetailSchema = customerSchema.extend({ figures: customerFiguresSchema });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

// ---- logins ----

export const loginIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(64).superRefine(textRule("line")),
});

export const loginItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  lastSignInAt: z.string().nullable(),
  /** True until the invitee sets a password. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
  /** A customer login's role in its business (issue 14); absent for staff. */
  businessRole: z.enum(BUSINESS_ROLES).optional(),
  /** A staff login's role (issue 28): admin or collector; absent for customer logins. */
  staffRole: z.enum(STAFF_ROLES).optional(),
});
export type LoginItem = z.infer<typeof loginItemSchema>;
export const loginListQuerySchema = pageQuerySchema.omit({ dir: true });
export const loginListSchema = pageOf(loginItemSchema);
export type LoginList = z.infer<typeof loginListSchema>;

/** POST /api/admin/customers/{code}/logins and /api/admin/staff-logins */
export const loginInviteSchema = z.object({
  email: z
    .email("must be a valid e-mail address")
    .max(254, "must be at most 254 characters")
    .trim()
    .toLowerCase()
    .superRefine(textRule("line")),
  name: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(120, "must be at most 120 characters")
    .superRefine(textRule("name")),
  language: invitationLanguageSchema(STAFF_INVITATION_LANGUAGE_ABSENT),
});
export type LoginInvite = z.infer<typeof loginInviteSchema>;

/** POST /api/admin/staff-logins: a login invitation with the staff role (admin by default). */
export const staffLoginInviteSchema = loginInviteSchema.extend({
  role: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` }).default("admin"),
});
export type StaffLoginInvite = z.input<typeof staffLoginInviteSchema>;
