import { realDateSchema } from "../amounts.ts";
import { buttsKgSchema, buttsNumberSchema } from "../collections/admin-collections.ts";
import { kioskForecastSchema, PLANNING_MODES } from "../forecasts/forecasts.ts";
import { isoDateSchema, supportViewQuerySchema } from "../impact/dashboard.ts";
import { pageOf, pageQuery } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import {
  MISS_REASONS,
  NOTIFICATION_KINDS,
  PICKUP_STATUSES,
  REQUEST_REASONS,
  REQUEST_STATUSES,
} from "./pickup-rules.ts";

/**
 * Pickups and service (issue 13): the customer's Service tab, pickup requests, the console's day
 * and week views and the collector's screen. Rules and labels are in `pickup-rules.ts`.
 */

const line = (max: number) =>
  z.string().trim().max(max, `must be ${max} characters or fewer`).superRefine(textRule("line"));
const requiredLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `must be ${max} characters or fewer`)
    .superRefine(textRule("line"));
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be ${max} characters or fewer`)
    .superRefine(textRule("multiline"));

export const pickupIdParamsSchema = z.object({ id: z.uuid("must be a valid id") });
/** A pickup's photo whole (default) or as a thumbnail of about 400 px. */
export const PHOTO_SIZES = ["full", "thumbnail"] as const;
export const pickupPhotoQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES, { error: `must be one of ${PHOTO_SIZES.join(", ")}` }).default("full"),
});
export const requestIdParamsSchema = z.object({ id: z.uuid("must be a valid id") });

// ---- one pickup, as both audiences see it ----

export const pickupSchema = z.object({
  id: z.string(),
  kioskId: z.string(),
  kioskLabel: z.string(),
  /** The day the visit is (or was) planned for. */
  date: z.string(),
  status: z.enum(PICKUP_STATUSES),
  /** Done: the weighed collection. */
  buttsKg: z.number().nullable(),
  buttsNumber: z.number().int().nullable(),
  estimated: z.boolean().nullable(),
  /**
   * Done: the rupees credited for it. Absent from every answer a collector gets (the route
   * app carries no money: the collector's phone keeps what it reads).
   */
  credit: z.number().nullable().optional(),
  /** Missed: why, a note (for "other") and the new date. */
  missReason: z.enum(MISS_REASONS).nullable(),
  missNote: z.string(),
  newDate: z.string().nullable(),
  /** Done: the address of the kiosk's or bag's photo, if one was taken. */
  photoUrl: z.string().nullable(),
  /**
   * Done with a weight well above the kiosk's usual yield (docs/decisions/0099): "held" while it
   * waits for an admin (it credits nothing yet), "rejected" when an admin refused it; null for
   * every other pickup (an accepted one is an ordinary done visit).
   */
  review: z.enum(["held", "rejected"]).nullable(),
  /** The same photo made small (about 400 px) for lists; `photoUrl` opens it whole. */
  thumbnailUrl: z.string().nullable(),
});
export type Pickup = z.infer<typeof pickupSchema>;

// ---- customer: Service tab ----

export const pickupRequestSchema = z.object({
  id: z.string(),
  kioskId: z.string(),
  kioskLabel: z.string(),
  reason: z.enum(REQUEST_REASONS),
  note: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** Scheduled: the day of the visit. */
  scheduledOn: z.string().nullable(),
  /** The day the business would like, if it named one. */
  preferredOn: z.string().nullable(),
  /** Declined: why. */
  declineReason: z.string(),
  createdAt: z.string(),
});
export type PickupRequest = z.infer<typeof pickupRequestSchema>;

export const serviceKioskSchema = z.object({
  id: z.string(),
  label: z.string(),
  location: z.string(),
  /** The next planned visit (null: none in the next 60 days, or the kiosk is removed). */
  nextPickup: z.string().nullable(),
  /** The last done visit. */
  lastPickup: z.string().nullable(),
  /** The kiosk's open request (requested or scheduled), if any. */
  openRequest: pickupRequestSchema.nullable(),
  /**
   * The kiosk's most recent request whatever its status (the open one while there is one), so
   * the tab can say a kiosk's last request was declined without reading every request.
   */
  lastRequest: pickupRequestSchema.nullable(),
  /** The expected fill now and the day it reaches the pickup threshold (null: removed). */
  forecast: kioskForecastSchema.nullable(),
});
export type ServiceKiosk = z.infer<typeof serviceKioskSchema>;

/**
 * GET /api/pickups: the kiosks, and the service history newest first (done and missed). Staff's
 * support view names the business with `customerId`, as on the dashboard's other endpoints.
 */
export const pickupsQuerySchema = supportViewQuerySchema.extend(pageQuery);
export const customerPickupsSchema = z.object({
  /** How the business's visits are planned: on its schedules, or when its kiosks are nearly full. */
  planningMode: z.enum(PLANNING_MODES),
  /** The fill (percent of capacity) at which a kiosk planned by fill is visited. */
  pickupThresholdPercent: z.number(),
  kiosks: z.array(serviceKioskSchema),
  history: pageOf(pickupSchema),
});
export type CustomerPickups = z.infer<typeof customerPickupsSchema>;

export const pickupRequestCreateSchema = z.object({
  kioskId: z.uuid("must be a valid id"),
  reason: z.enum(REQUEST_REASONS, { error: `must be one of ${REQUEST_REASONS.join(", ")}` }),
  note: note(500).optional().default(""),
  /**
   * The day the business would like (optional): today at the earliest, at most
   * PREFERRED_DATE_WINDOW_DAYS ahead (`preferredDateProblem`, checked against the business's
   * today by the API).
   */
  preferredOn: realDateSchema.nullable().optional().default(null),
});
export type PickupRequestCreate = z.input<typeof pickupRequestCreateSchema>;

/** GET /api/pickup_requests: a page of the business's requests, newest first (ties by id). */
export const pickupRequestsQuerySchema = supportViewQuerySchema.extend(pageQuery);
export const pickupRequestListSchema = pageOf(pickupRequestSchema);

// ---- staff: day and week views, the collector's screen ----

/** A pickup in the console: the pickup with where it is. */
export const stopSchema = pickupSchema.extend({
  customerCode: z.string(),
  customerName: z.string(),
  city: z.string(),
  address: z.string(),
  /** The business's site contact's phone (issue 28: tap-to-call); empty when unknown. */
  sitePhone: z.string(),
  /** The business's saved coordinates (tap-to-navigate goes there); null when none. */
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  kioskSerial: z.string(),
  kioskLocation: z.string(),
  collector: z.string(),
  bagCode: z.string(),
  /** The customer's request this visit answers, if any. */
  requestId: z.string().nullable(),
  /** That request's reason and note, as the business wrote them (the collector reads them). */
  requestReason: z.enum(REQUEST_REASONS).nullable(),
  requestNote: z.string(),
});
export type Stop = z.infer<typeof stopSchema>;

/** `date` (default: today in the business time zone) and `days` (1: day view, 7: week view). */
export const adminPickupsQuerySchema = z.object({
  date: isoDateSchema.optional(),
  days: z.coerce
    .number({ error: "must be 1 to 31" })
    .int({ error: "must be 1 to 31" })
    .min(1, { error: "must be 1 to 31" })
    .max(31, { error: "must be 1 to 31" })
    .default(1),
});
/** Stops in route order: by date, city, customer, kiosk label. */
export const adminPickupsSchema = z.object({
  from: z.string(),
  to: z.string(),
  stops: z.array(stopSchema),
});
export type AdminPickups = z.infer<typeof adminPickupsSchema>;

export const pickupCompleteSchema = z.object({
  buttsKg: buttsKgSchema,
  /** Left out when only weighed: the number is estimated from the kg. */
  buttsNumber: buttsNumberSchema.optional(),
  /**
   * Ignored: the collector on the record is the login that sends the stop, from its session.
   * Accepted only so that stops queued on phones by an older app are not refused for it.
   */
  collector: z.string().max(200).optional(),
  /** The login that saved the stop on the phone; when given it must be the sender's own. */
  savedBy: z.uuid("must be a valid id").optional(),
  bagCode: line(40).optional().default(""),
  /** One per stop, made on the phone: a stop sent twice is recorded once. */
  idempotencyKey: z
    .string({ error: "is required" })
    .trim()
    .min(8, "must be 8 to 80 characters")
    .max(80, "must be 8 to 80 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, - and _"),
});
export type PickupComplete = z.input<typeof pickupCompleteSchema>;

export const pickupMissSchema = z
  .object({
    reason: z.enum(MISS_REASONS, { error: `must be one of ${MISS_REASONS.join(", ")}` }),
    note: note(500).optional().default(""),
    newDate: realDateSchema,
    /** The login that saved the stop on the phone; when given it must be the sender's own. */
    savedBy: z.uuid("must be a valid id").optional(),
  })
  .refine((m) => m.reason !== "other" || m.note.length > 0, {
    path: ["note"],
    error: "is required when the reason is other",
  });
export type PickupMiss = z.input<typeof pickupMissSchema>;

/** Moves a planned pickup to another day. */
export const pickupRescheduleSchema = z.object({ date: realDateSchema });

/** A miss answers the missed stop and the new planned one. */
export const pickupMissResultSchema = z.object({ missed: stopSchema, next: stopSchema });

export const adminPickupRequestSchema = pickupRequestSchema.extend({
  customerCode: z.string(),
  customerName: z.string(),
  city: z.string(),
  pickupId: z.string().nullable(),
});
export type AdminPickupRequest = z.infer<typeof adminPickupRequestSchema>;

/** A page of every business's requests in one status, oldest first (a queue), ties by id. */
export const adminPickupRequestsQuerySchema = z.object({
  /** Default: the requests waiting to be scheduled. */
  status: z.enum(REQUEST_STATUSES).optional().default("requested"),
  ...pageQuery,
});
export const adminPickupRequestListSchema = pageOf(adminPickupRequestSchema);

export const pickupRequestScheduleSchema = z.object({ date: realDateSchema });
export const pickupRequestDeclineSchema = z.object({ reason: requiredLine(300) });

// ---- staff: a kiosk's schedule ----

export const kioskScheduleSchema = z.object({
  kioskId: z.string(),
  /** Every N days, or null when on weekdays. */
  everyDays: z.number().int().nullable(),
  /** 0 = Sunday … 6 = Saturday, or null when every N days. */
  weekdays: z.array(z.number().int()).nullable(),
  startsOn: z.string(),
  /** False: the default (every 15 days from the install date). */
  custom: z.boolean(),
  /** Removed kiosks have no planned pickups. */
  paused: z.boolean(),
});
export type KioskSchedule = z.infer<typeof kioskScheduleSchema>;

export const kioskScheduleUpdateSchema = z
  .object({
    everyDays: z
      .number({ error: "must be a whole number of days" })
      .int({ error: "must be a whole number of days" })
      .min(1, { error: "must be 1 to 365" })
      .max(365, { error: "must be 1 to 365" })
      .nullable(),
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: "must be a list of weekdays 0 to 6" })
      .min(1, { error: "must name at least one weekday" })
      .max(7)
      .nullable(),
    startsOn: realDateSchema,
  })
  .refine((s) => (s.everyDays === null) !== (s.weekdays === null), {
    path: ["everyDays"],
    error: "give either everyDays or weekdays",
  });
export type KioskScheduleUpdate = z.input<typeof kioskScheduleUpdateSchema>;

// ---- notification choices (a login's own) ----

// The kinds and their labels are zod-free (pickup-rules.ts), for the public unsubscribe page.
export { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationKind } from "./pickup-rules.ts";

export const notificationPreferencesSchema = z.object({
  pickupReceipts: z.boolean(),
  missedPickups: z.boolean(),
  requestUpdates: z.boolean(),
  monthlySummary: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial();

/** The signed token of an unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(500, "is not a valid link")
    .regex(/^[A-Za-z0-9_.-]+$/, "is not a valid link"),
});
export const unsubscribeResultSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email: z.string(),
});
