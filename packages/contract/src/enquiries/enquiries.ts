import { pageOf, pageQuery } from "../paging.ts";
import { type TextKind, textRule } from "../text.ts";
import { z } from "../zod.ts";
import {
  BUSINESS_TYPES,
  type BusinessType,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_TEXT_MESSAGES,
  isPhoneNumber,
} from "./enquiry-rules.ts";

/**
 * The public forms (contact, partner application) and the staff inbox that lists them.
 *
 * - POST /api/contact_messages, POST /api/partner_applications: anonymous, same-origin,
 *   rate-limited per client address (429 with Retry-After). 201 `{ ok: true }`.
 * - GET /api/admin/inbox, PATCH /api/admin/inbox/:id: staff only.
 *
 * The limits, field messages and business types are in ./enquiry-rules.ts (no zod), which the
 * public pages import directly.
 */
const businessTypeValues = BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]];

/** Trims, then treats an empty string as "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The shared text rule (./text-rules.ts) in the forms' words. */
const formText = (kind: TextKind) => textRule(kind, ENQUIRY_TEXT_MESSAGES);

/** Names staff read in the inbox: no control, invisible or text-direction characters. */
const requiredText = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong })
    .superRefine(formText("name"));

const email = z
  .string({ error: ENQUIRY_MESSAGES.email })
  .trim()
  .max(ENQUIRY_LIMITS.emailMax, { error: ENQUIRY_MESSAGES.email })
  .superRefine(formText("line"))
  .pipe(z.email({ error: ENQUIRY_MESSAGES.email }));

const phone = z
  .string({ error: ENQUIRY_MESSAGES.phone })
  .trim()
  .superRefine(formText("line"))
  .refine(isPhoneNumber, { error: ENQUIRY_MESSAGES.phone });

const message = z
  .string({ error: ENQUIRY_MESSAGES.message })
  .trim()
  .min(ENQUIRY_LIMITS.messageMin, { error: ENQUIRY_MESSAGES.message })
  .max(ENQUIRY_LIMITS.messageMax, { error: ENQUIRY_MESSAGES.messageTooLong })
  .superRefine(formText("multiline"));

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
      .superRefine(formText("multiline"))
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

/** "Report a problem" on a collection (issue 14): the business, the reporter, the collection. */
export const collectionInboxItemSchema = z.object({
  kind: z.literal("collection"),
  ...inboxCommon,
  /** The reporter's name (`email` is the reporter's address). */
  reporterName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  collection: z.object({
    id: z.number().int(),
    date: z.string(),
    kioskLabel: z.string(),
    buttsCount: z.number().int(),
    buttsKg: z.number(),
    /** The benefit credited for it (₹). */
    credit: z.number(),
  }),
});

export const inboxItemSchema = z.discriminatedUnion("kind", [
  contactInboxItemSchema,
  partnerInboxItemSchema,
  collectionInboxItemSchema,
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /api/admin/inbox?status=open|handled|all&kind=contact|partner|collection&page=1&pageSize=50 */
export const inboxQuerySchema = z.object({
  status: z.enum(["open", "handled", "all"]).default("all"),
  kind: z.enum(["contact", "partner", "collection"]).optional(),
  ...pageQuery,
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** A page of the inbox, newest first (ties by id), and the open count of every kind. */
export const inboxResponseSchema = pageOf(inboxItemSchema).extend({
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
