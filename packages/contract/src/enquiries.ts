import { z } from "zod";

/**
 * The public forms (contact, partner application) and the staff inbox that lists them.
 *
 * - POST /api/contact_messages, POST /api/partner_applications: anonymous, same-origin,
 *   rate-limited per client address (429 with Retry-After). 201 `{ ok: true }`.
 * - GET /api/admin/inbox, PATCH /api/admin/inbox/:id: staff only.
 *
 * Field messages are whole sentences, shown under the field as they are. The web forms repeat
 * them (web/src/features/public-pages/constants.ts, checked equal by a test) rather than import
 * this module, which would add zod to the public pages' JavaScript.
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
  smokersPerDay: `Please enter a whole number between 1 and ${ENQUIRY_LIMITS.smokersPerDayMax.toLocaleString("en-IN")}.`,
} as const;

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
const businessTypeValues = BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]];

/** Digits, spaces, +, -, dots and brackets, with at least 7 digits (Indian and foreign numbers). */
export function isPhoneNumber(value: string): boolean {
  return (
    /^[+\d][\d\s().-]*$/.test(value) &&
    value.replace(/\D/g, "").length >= ENQUIRY_LIMITS.phoneMinDigits &&
    value.length <= ENQUIRY_LIMITS.phoneMax
  );
}

/** Trims, then treats an empty string as "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const email = z
  .string({ error: ENQUIRY_MESSAGES.email })
  .trim()
  .max(ENQUIRY_LIMITS.emailMax, { error: ENQUIRY_MESSAGES.email })
  .pipe(z.email({ error: ENQUIRY_MESSAGES.email }));

const phone = z
  .string({ error: ENQUIRY_MESSAGES.phone })
  .trim()
  .refine(isPhoneNumber, { error: ENQUIRY_MESSAGES.phone });

const message = z
  .string({ error: ENQUIRY_MESSAGES.message })
  .trim()
  .min(ENQUIRY_LIMITS.messageMin, { error: ENQUIRY_MESSAGES.message })
  .max(ENQUIRY_LIMITS.messageMax, { error: ENQUIRY_MESSAGES.messageTooLong });

/** The honeypot: a field hidden from people. Anything in it, and the server stores nothing. */
const honeypot = z.string().max(ENQUIRY_LIMITS.honeypotMax).optional();

/** POST /api/contact_messages */
export const contactMessageRequestSchema = z.object({
  name: requiredText(ENQUIRY_MESSAGES.name, ENQUIRY_LIMITS.nameMax, ENQUIRY_MESSAGES.nameTooLong),
  email,
  phone: z.preprocess(blankToUndefined, phone.optional()),
  message,
  website: honeypot,
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** POST /api/partner_applications */
export const partnerApplicationRequestSchema = z.object({
  businessName: requiredText(
    ENQUIRY_MESSAGES.businessName,
    ENQUIRY_LIMITS.businessNameMax,
    ENQUIRY_MESSAGES.businessNameTooLong,
  ),
  contactName: requiredText(
    ENQUIRY_MESSAGES.name,
    ENQUIRY_LIMITS.nameMax,
    ENQUIRY_MESSAGES.nameTooLong,
  ),
  email,
  phone: z.preprocess(
    blankToUndefined,
    z.string({ error: ENQUIRY_MESSAGES.phoneRequired }).pipe(phone),
  ),
  city: requiredText(ENQUIRY_MESSAGES.city, ENQUIRY_LIMITS.cityMax, ENQUIRY_MESSAGES.city),
  businessType: z.enum(businessTypeValues, { error: ENQUIRY_MESSAGES.businessType }),
  expectedSmokersPerDay: z
    .number({ error: ENQUIRY_MESSAGES.smokersPerDay })
    .int({ error: ENQUIRY_MESSAGES.smokersPerDay })
    .min(1, { error: ENQUIRY_MESSAGES.smokersPerDay })
    .max(ENQUIRY_LIMITS.smokersPerDayMax, { error: ENQUIRY_MESSAGES.smokersPerDay }),
  message: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(ENQUIRY_LIMITS.messageMax, { error: ENQUIRY_MESSAGES.messageTooLong })
      .optional(),
  ),
  website: honeypot,
});
export type PartnerApplicationRequest = z.infer<typeof partnerApplicationRequestSchema>;

/** The answer to both forms, also to a honeypot submission (which stores nothing). */
export const enquiryAcceptedSchema = z.object({ ok: z.literal(true) });
export type EnquiryAccepted = z.infer<typeof enquiryAcceptedSchema>;

// ---------------------------------------------------------------------------------------------
// The staff inbox
// ---------------------------------------------------------------------------------------------

const inboxCommon = {
  id: z.uuid(),
  /** When the form was sent (ISO 8601, UTC). */
  receivedAt: z.iso.datetime(),
  /** When staff marked it handled; null while open. */
  handledAt: z.iso.datetime().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
};

export const contactInboxItemSchema = z.object({
  kind: z.literal("contact"),
  ...inboxCommon,
  name: z.string(),
});

export const partnerInboxItemSchema = z.object({
  kind: z.literal("partner"),
  ...inboxCommon,
  businessName: z.string(),
  contactName: z.string(),
  city: z.string(),
  businessType: z.string(),
  expectedSmokersPerDay: z.number().int(),
});

export const inboxItemSchema = z.discriminatedUnion("kind", [
  contactInboxItemSchema,
  partnerInboxItemSchema,
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /api/admin/inbox?status=open|handled|all&kind=contact|partner&limit=50&before=<ISO> */
export const inboxQuerySchema = z.object({
  status: z.enum(["open", "handled", "all"]).default("all"),
  kind: z.enum(["contact", "partner"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Paging: only items received before this instant (the last item's `receivedAt`). */
  before: z.iso.datetime().optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxResponseSchema = z.object({
  /** Newest first. */
  items: z.array(inboxItemSchema),
  /** Items not handled yet, of every kind (for a badge). */
  openCount: z.number().int().nonnegative(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const inboxItemParamsSchema = z.object({
  id: z.uuid({ error: "must be an inbox item id" }),
});

/** PATCH /api/admin/inbox/:id: mark handled (true) or open again (false). Answers the item. */
export const inboxUpdateSchema = z.object({ handled: z.boolean() });
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;
