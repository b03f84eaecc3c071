import { z } from "zod";
import {
  forgotPasswordRequestSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionInfoSchema,
} from "../accounts.ts";
import {
  customerSpecificStatsSchema,
  customerSpecificStatsWithDatesSchema,
  dateRangeQuerySchema,
  greenImpactSchema,
  monthlyCollectionsQuerySchema,
  monthlyCollectionsSchema,
  optionalDateRangeQuerySchema,
} from "../dashboard.ts";
import {
  contactMessageRequestSchema,
  enquiryAcceptedSchema,
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  inboxUpdateSchema,
  partnerApplicationRequestSchema,
} from "../enquiries.ts";
import { healthResponseSchema } from "../health.ts";
import {
  adminMediaItemSchema,
  adminMediaListSchema,
  customerVideosResponseSchema,
  eventTypeCreateSchema,
  eventTypeListSchema,
  eventTypeSchema,
  eventTypeUpdateSchema,
  fileQuerySchema,
  idParamsSchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
} from "../media.ts";
import { publicImpactSchema } from "../public-impact.ts";
import { textRule } from "../text.ts";
import type { EndpointName } from "./routes.ts";

/**
 * What an endpoint takes and answers. `response` maps each success status to its body's schema
 * (null: no JSON body, e.g. 204 or a file). `errors` lists the error statuses particular to the
 * endpoint; every error is RFC 9457 problem details, and the ones every endpoint of a scope can
 * answer (400 for bad input, 401/403 for sessions) are added from the scope.
 */
export type EndpointSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** How the body is sent when it is not JSON; `body` then documents its fields. */
  readonly bodyType?: "multipart/form-data" | "text/csv";
  readonly response: Readonly<Record<number, z.ZodType | null>>;
  /** The content type of a non-JSON answer (a file). */
  readonly responseType?: string;
  readonly errors?: readonly number[];
};

export const apiSchemas = {
  health: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },

  login: { body: loginRequestSchema, response: { 200: loginResponseSchema }, errors: [429] },
  logout: { response: { 200: logoutResponseSchema } },
  session: { response: { 200: sessionInfoSchema } },
  forgotPassword: {
    body: forgotPasswordRequestSchema,
    response: { 200: messageResponseSchema },
    errors: [429],
  },
  resetPassword: {
    body: resetPasswordRequestSchema,
    response: { 200: resetPasswordResponseSchema },
  },
  createInvitation: {
    body: invitationRequestSchema,
    response: { 201: invitationResponseSchema },
    errors: [404, 409],
  },

  greenImpact: { response: { 200: greenImpactSchema }, errors: [404] },
  customerStats: {
    query: optionalDateRangeQuerySchema,
    response: { 200: customerSpecificStatsSchema },
  },
  customerStatsWithDates: {
    query: dateRangeQuerySchema,
    response: { 200: customerSpecificStatsWithDatesSchema },
  },
  monthlyCollections: {
    query: monthlyCollectionsQuerySchema,
    response: { 200: monthlyCollectionsSchema },
  },

  customerMedia: { response: { 200: customerVideosResponseSchema } },
  mediaFile: {
    params: z.object({ id: z.string() }),
    query: fileQuerySchema,
    response: { 200: null, 206: null, 304: null },
    responseType: "application/octet-stream",
    errors: [404, 416],
  },
  adminMediaList: {
    // An empty customerId lists every business's files.
    query: z.object({ customerId: z.string().superRefine(textRule("line")).optional() }),
    response: { 200: adminMediaListSchema },
  },
  adminMediaUpload: {
    body: mediaUploadFieldsSchema.extend({ file: z.string().describe("the file (binary)") }),
    bodyType: "multipart/form-data",
    response: { 201: adminMediaItemSchema },
    errors: [413, 415],
  },
  adminMediaUpdate: {
    params: idParamsSchema,
    body: mediaUpdateSchema,
    response: { 200: adminMediaItemSchema },
    errors: [404],
  },
  adminMediaDelete: { params: idParamsSchema, response: { 204: null }, errors: [404] },
  adminEventTypes: { response: { 200: eventTypeListSchema } },
  adminEventTypeCreate: {
    body: eventTypeCreateSchema,
    response: { 201: eventTypeSchema },
    errors: [409],
  },
  adminEventTypeUpdate: {
    params: idParamsSchema,
    body: eventTypeUpdateSchema,
    response: { 200: eventTypeSchema },
    errors: [404, 409],
  },

  publicImpact: { response: { 200: publicImpactSchema } },
  contactMessage: {
    body: contactMessageRequestSchema,
    response: { 201: enquiryAcceptedSchema },
    errors: [403, 429],
  },
  partnerApplication: {
    body: partnerApplicationRequestSchema,
    response: { 201: enquiryAcceptedSchema },
    errors: [403, 429],
  },
  adminInbox: { query: inboxQuerySchema, response: { 200: inboxResponseSchema } },
  adminInboxUpdate: {
    params: inboxItemParamsSchema,
    body: inboxUpdateSchema,
    response: { 200: inboxItemSchema },
    errors: [404],
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type ApiSchemas = typeof apiSchemas;
