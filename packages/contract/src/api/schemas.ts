import {
  accountSchema,
  accountUpdateSchema,
  changePasswordRequestSchema,
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
} from "../accounts/accounts.ts";
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  apiTokenParamsSchema,
} from "../accounts/api-tokens.ts";
import {
  accountSessionListSchema,
  accountSessionParamsSchema,
  teamChangedSchema,
  teamInviteSchema,
  teamMemberParamsSchema,
  teamSchema,
} from "../accounts/team.ts";
import { auditLogPageSchema, auditLogQuerySchema } from "../audit/audit-log.ts";
import {
  adminCertificateSchema,
  adminCertificatesPageSchema,
  adminCertificatesQuerySchema,
  certificateIssuedSchema,
  certificateIssueQuerySchema,
  certificateIssueSchema,
  certificateNumberParamsSchema,
  certificateRevokeSchema,
  verificationSchema,
  verifyNumberParamsSchema,
} from "../certificates/certificates.ts";
import {
  collectionCreateSchema,
  collectionIdParamsSchema,
  collectionItemSchema,
  collectionPageSchema,
  collectionsExportQuerySchema,
  collectionsQuerySchema,
  collectionUpdateSchema,
  importQuerySchema,
  importRejectedSchema,
  importReportSchema,
} from "../collections/admin-collections.ts";
import {
  heldCollectionIdParamsSchema,
  heldCollectionRejectSchema,
  heldCollectionSchema,
  heldCollectionsPageSchema,
  heldCollectionsQuerySchema,
} from "../collections/held-collections.ts";
import {
  collectionLogExportQuerySchema,
  collectionLogPageSchema,
  collectionLogQuerySchema,
  collectionProblemCreatedSchema,
  collectionProblemCreateSchema,
  kioskBreakdownQuerySchema,
  kioskBreakdownSchema,
} from "../collections/insight.ts";
import {
  adminBatchesQuerySchema,
  adminBatchListSchema,
  adminBatchSchema,
  adminIntakeSchema,
  adminIntakesPageSchema,
  adminIntakesQuerySchema,
  batchCreateSchema,
  batchIdParamsSchema,
  intakeCreateSchema,
  lotCreateSchema,
} from "../custody/custody.ts";
import {
  customerCodeParamsSchema,
  customerCreateSchema,
  customerDetailSchema,
  customerListFiltersSchema,
  customerListQuerySchema,
  customerListSchema,
  customerSchema,
  customerUpdateSchema,
  loginIdParamsSchema,
  loginInviteSchema,
  loginItemSchema,
  loginListQuerySchema,
  loginListSchema,
  staffLoginInviteSchema,
} from "../customers/admin-customers.ts";
import {
  contactMessageRequestSchema,
  enquiryAcceptedSchema,
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  inboxUpdateSchema,
  partnerApplicationRequestSchema,
} from "../enquiries/enquiries.ts";
import {
  esgCategoryChoiceSchema,
  esgCategorySchema,
  esgPackQuerySchema,
  esgPackSchema,
} from "../esg/esg.ts";
import { consoleExportLayoutQuery, exportLayoutQuery } from "../export-layout.ts";
import {
  kioskModelIdParamsSchema,
  kioskModelListSchema,
  kioskModelSchema,
  kioskModelUpdateSchema,
} from "../forecasts/forecasts.ts";
import { healthResponseSchema, readyResponseSchema } from "../health.ts";
import {
  customerSpecificStatsSchema,
  customerSpecificStatsWithDatesSchema,
  dateRangeQuerySchema,
  greenImpactSchema,
  monthlyCollectionsQuerySchema,
  monthlyCollectionsSchema,
  optionalDateRangeQuerySchema,
  supportViewQuerySchema,
} from "../impact/dashboard.ts";
import { impactMethodsSchema } from "../impact/impact-method-schemas.ts";
import {
  impactPageQuerySchema,
  impactPageSchema,
  impactPageUpdateSchema,
} from "../impact-pages/impact-page.ts";
import {
  kioskCreateSchema,
  kioskIdParamsSchema,
  kioskListSchema,
  kioskSchema,
  kioskUpdateSchema,
} from "../kiosks/kiosks.ts";
import {
  adminMediaItemSchema,
  adminMediaListQuerySchema,
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
} from "../media/media.ts";
import {
  adjustmentCreateSchema,
  awarenessSessionCreateSchema,
  awarenessSessionSchema,
  awarenessSessionsQuerySchema,
  awarenessSessionUpdateSchema,
  balanceSchema,
  impactRecordsSchema,
  ledgerCreatedSchema,
  payoutCreateSchema,
  payoutsPageSchema,
  payoutsQuerySchema,
  smokersServedSchema,
  uuidParamsSchema,
} from "../money/admin-ledger.ts";
import {
  adminPayoutRequestSchema,
  adminPayoutRequestsPageSchema,
  adminPayoutRequestsQuerySchema,
  balanceAnswerSchema,
  payeeDetailsSchema,
  payeeUpdateSchema,
  payoutBatchCreateSchema,
  payoutBatchesPageSchema,
  payoutBatchesQuerySchema,
  payoutBatchIdParamsSchema,
  payoutBatchPaySchema,
  payoutBatchSchema,
  payoutRequestCreateSchema,
  payoutRequestDeclineSchema,
  payoutRequestIdParamsSchema,
  payoutRequestListSchema,
  payoutRequestPaySchema,
  payoutRequestSchema,
  payoutRequestsQuerySchema,
  statementQuerySchema,
  statementSchema,
} from "../money/money.ts";
import { partnerRatesViewSchema } from "../money/partner-rates-schemas.ts";
import { customerNoticesSchema } from "../notices.ts";
import { overviewSchema } from "../overview.ts";
import {
  adminPickupRequestListSchema,
  adminPickupRequestSchema,
  adminPickupRequestsQuerySchema,
  adminPickupsQuerySchema,
  adminPickupsSchema,
  customerPickupsSchema,
  kioskScheduleSchema,
  kioskScheduleUpdateSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  pickupCompleteSchema,
  pickupIdParamsSchema,
  pickupMissResultSchema,
  pickupMissSchema,
  pickupPhotoQuerySchema,
  pickupRequestCreateSchema,
  pickupRequestDeclineSchema,
  pickupRequestListSchema,
  pickupRequestScheduleSchema,
  pickupRequestSchema,
  pickupRequestsQuerySchema,
  pickupRescheduleSchema,
  pickupsQuerySchema,
  requestIdParamsSchema,
  stopSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from "../pickups/pickups.ts";
import {
  dayPlanQuerySchema,
  dayPlanSchema,
  dayPlanUpdateSchema,
  myRouteSchema,
  planDateParamsSchema,
} from "../plans/plans.ts";
import { publicImpactSchema } from "../public-impact.ts";
import {
  adminSettingsSchema,
  factorChangePreviewSchema,
  factorChangeSchema,
  settingsUpdateSchema,
} from "../settings/admin-settings.ts";
import { z } from "../zod.ts";
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

/** The exports' file types (issue 14). */
const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const apiSchemas = {
  health: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
  ready: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },

  // 401: the e-mail and password do not match a login.
  login: { body: loginRequestSchema, response: { 200: loginResponseSchema }, errors: [401, 429] },
  logout: { response: { 200: logoutResponseSchema } },
  logoutPost: { response: { 200: logoutResponseSchema } },
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

  greenImpact: {
    query: supportViewQuerySchema,
    response: { 200: greenImpactSchema },
    errors: [404],
  },
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

  // 403 for staff: the Videos tab is a customer's own (SPEC.md's call takes no customerId).
  customerMedia: { response: { 200: customerVideosResponseSchema }, errors: [403] },
  mediaFile: {
    params: z.object({ id: z.string() }),
    query: fileQuerySchema,
    response: { 200: null, 206: null, 304: null },
    // The file's own type (image/jpeg, video/mp4, application/pdf, …), as it was uploaded.
    responseType: "*/*",
    // 412: If-Match / If-Unmodified-Since naming another version of the file.
    errors: [404, 412, 416],
  },
  adminMediaList: { query: adminMediaListQuerySchema, response: { 200: adminMediaListSchema } },
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
  // ---- console: customers ----
  adminCustomers: { query: customerListQuerySchema, response: { 200: customerListSchema } },
  adminCustomersCsv: {
    query: customerListFiltersSchema.safeExtend(consoleExportLayoutQuery),
    response: { 200: null },
    responseType: "text/csv",
  },
  adminCustomerCreate: { body: customerCreateSchema, response: { 201: customerSchema } },
  adminCustomer: {
    params: customerCodeParamsSchema,
    response: { 200: customerDetailSchema },
    errors: [404],
  },
  adminCustomerUpdate: {
    params: customerCodeParamsSchema,
    body: customerUpdateSchema,
    response: { 200: customerSchema },
    errors: [404],
  },
  adminCustomerDeactivate: {
    params: customerCodeParamsSchema,
    response: { 200: customerSchema },
    errors: [404],
  },
  adminCustomerReactivate: {
    params: customerCodeParamsSchema,
    response: { 200: customerSchema },
    errors: [404],
  },
  adminCustomerLogins: {
    params: customerCodeParamsSchema,
    query: loginListQuerySchema,
    response: { 200: loginListSchema },
    errors: [404],
  },
  adminCustomerLoginInvite: {
    params: customerCodeParamsSchema,
    body: loginInviteSchema,
    response: { 201: loginItemSchema },
    errors: [404, 409],
  },
  adminStaffLogins: { query: loginListQuerySchema, response: { 200: loginListSchema } },
  adminStaffLoginInvite: {
    body: staffLoginInviteSchema,
    response: { 201: loginItemSchema },
    errors: [409],
  },
  adminLoginResendInvitation: {
    params: loginIdParamsSchema,
    response: { 200: loginItemSchema },
    errors: [404, 409],
  },
  adminLoginRevoke: { params: loginIdParamsSchema, response: { 204: null }, errors: [404, 409] },

  // ---- console: payouts ----
  adminPayouts: { query: payoutsQuerySchema, response: { 200: payoutsPageSchema } },
  adminPayoutCreate: { body: payoutCreateSchema, response: { 201: ledgerCreatedSchema } },
  adminAdjustmentCreate: { body: adjustmentCreateSchema, response: { 201: ledgerCreatedSchema } },
  adminCustomerBalance: {
    params: customerCodeParamsSchema,
    response: { 200: balanceSchema },
    errors: [404],
  },
  adminAwarenessSessions: {
    params: customerCodeParamsSchema,
    query: awarenessSessionsQuerySchema,
    response: { 200: impactRecordsSchema },
    errors: [404],
  },
  adminAwarenessSessionCreate: {
    params: customerCodeParamsSchema,
    body: awarenessSessionCreateSchema,
    response: { 201: awarenessSessionSchema },
    errors: [404],
  },
  adminAwarenessSessionUpdate: {
    params: uuidParamsSchema,
    body: awarenessSessionUpdateSchema,
    response: { 200: awarenessSessionSchema },
    errors: [404],
  },
  adminAwarenessSessionDelete: { params: uuidParamsSchema, response: { 204: null }, errors: [404] },
  adminSmokersServed: {
    params: customerCodeParamsSchema,
    body: smokersServedSchema,
    response: { 200: smokersServedSchema },
    errors: [404],
  },

  // ---- console: settings ----
  adminSettings: { response: { 200: adminSettingsSchema } },
  adminSettingsUpdate: {
    body: settingsUpdateSchema,
    response: { 200: adminSettingsSchema },
    errors: [409],
  },
  adminFactorChangePreview: {
    body: factorChangeSchema,
    response: { 200: factorChangePreviewSchema },
  },

  // ---- console: audit log ----
  adminAuditLog: { query: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
  // ---- console: kiosks and collections ----
  adminCustomerKiosks: {
    params: customerCodeParamsSchema,
    response: { 200: kioskListSchema },
    errors: [404],
  },
  adminKioskCreate: {
    params: customerCodeParamsSchema,
    body: kioskCreateSchema,
    response: { 201: kioskSchema },
    errors: [404, 409],
  },
  adminKioskUpdate: {
    params: kioskIdParamsSchema,
    body: kioskUpdateSchema,
    response: { 200: kioskSchema },
    errors: [404, 409],
  },
  adminKioskModels: { response: { 200: kioskModelListSchema } },
  adminKioskModelUpdate: {
    params: kioskModelIdParamsSchema,
    body: kioskModelUpdateSchema,
    response: { 200: kioskModelSchema },
    errors: [404],
  },
  adminCollections: { query: collectionsQuerySchema, response: { 200: collectionPageSchema } },
  adminCollectionCreate: {
    body: collectionCreateSchema,
    // 202: well above the kiosk's usual yield, held for review (nothing recorded or credited).
    response: { 201: collectionItemSchema, 202: heldCollectionSchema },
    errors: [409],
  },
  adminCollectionUpdate: {
    params: collectionIdParamsSchema,
    body: collectionUpdateSchema,
    response: { 200: collectionItemSchema },
    errors: [404, 409],
  },
  adminCollectionDelete: {
    params: collectionIdParamsSchema,
    response: { 204: null },
    errors: [404],
  },
  adminCollectionsCsv: {
    query: collectionsExportQuerySchema.safeExtend(consoleExportLayoutQuery),
    response: { 200: null },
    responseType: "text/csv",
  },
  adminCollectionsImportTemplate: {
    query: z.object(consoleExportLayoutQuery),
    response: { 200: null },
    responseType: "text/csv",
  },
  adminCollectionsImport: {
    query: importQuerySchema,
    body: z
      .string()
      .describe("the CSV file: customer_code,kiosk_serial,date,butts_number,butts_kg[,visit]"),
    bodyType: "text/csv",
    response: { 200: importReportSchema, 201: importReportSchema, 422: importRejectedSchema },
    errors: [409, 413, 415],
  },

  adminHeldCollections: {
    query: heldCollectionsQuerySchema,
    response: { 200: heldCollectionsPageSchema },
  },
  adminHeldCollectionAccept: {
    params: heldCollectionIdParamsSchema,
    response: { 200: heldCollectionSchema },
    errors: [404, 409],
  },
  adminHeldCollectionReject: {
    params: heldCollectionIdParamsSchema,
    body: heldCollectionRejectSchema,
    response: { 200: heldCollectionSchema },
    errors: [404, 409],
  },

  // ---- console shell: account, overview ----
  changePassword: {
    body: changePasswordRequestSchema,
    response: { 200: messageResponseSchema },
  },
  adminOverview: { response: { 200: overviewSchema } },
  // ---- pickups and service (issue 13) ----
  pickups: { query: pickupsQuerySchema, response: { 200: customerPickupsSchema } },
  pickupPhoto: {
    params: pickupIdParamsSchema,
    query: pickupPhotoQuerySchema,
    response: { 200: null },
    responseType: "image/*",
    errors: [404],
  },
  pickupRequests: { query: pickupRequestsQuerySchema, response: { 200: pickupRequestListSchema } },
  pickupRequestCreate: {
    body: pickupRequestCreateSchema,
    response: { 201: pickupRequestSchema },
    errors: [403, 404, 409],
  },
  notices: { query: supportViewQuerySchema, response: { 200: customerNoticesSchema } },
  notificationPreferences: { response: { 200: notificationPreferencesSchema } },
  notificationPreferencesUpdate: {
    body: notificationPreferencesUpdateSchema,
    response: { 200: notificationPreferencesSchema },
    errors: [403],
  },
  unsubscribe: {
    query: unsubscribeQuerySchema,
    response: { 200: unsubscribeResultSchema },
    errors: [400],
  },
  adminPickups: { query: adminPickupsQuerySchema, response: { 200: adminPickupsSchema } },
  adminPickupComplete: {
    params: pickupIdParamsSchema,
    body: pickupCompleteSchema,
    response: { 200: stopSchema },
    errors: [404, 409, 410],
  },
  adminPickupMiss: {
    params: pickupIdParamsSchema,
    body: pickupMissSchema,
    response: { 200: pickupMissResultSchema },
    errors: [404, 409, 410],
  },
  adminPickupReschedule: {
    params: pickupIdParamsSchema,
    body: pickupRescheduleSchema,
    response: { 200: stopSchema },
    errors: [404, 409],
  },
  adminPickupPhotoUpload: {
    params: pickupIdParamsSchema,
    body: z.object({ file: z.string().describe("the photo (JPEG, PNG or WebP)") }),
    bodyType: "multipart/form-data",
    response: { 200: stopSchema },
    errors: [404, 413, 415],
  },
  adminPickupPhoto: {
    params: pickupIdParamsSchema,
    query: pickupPhotoQuerySchema,
    response: { 200: null },
    responseType: "image/*",
    errors: [404],
  },
  adminPickupRequests: {
    query: adminPickupRequestsQuerySchema,
    response: { 200: adminPickupRequestListSchema },
  },
  adminPickupRequestSchedule: {
    params: requestIdParamsSchema,
    body: pickupRequestScheduleSchema,
    response: { 200: adminPickupRequestSchema },
    errors: [404, 409],
  },
  adminPickupRequestDecline: {
    params: requestIdParamsSchema,
    body: pickupRequestDeclineSchema,
    response: { 200: adminPickupRequestSchema },
    errors: [404, 409],
  },
  adminPlan: {
    params: planDateParamsSchema,
    query: dayPlanQuerySchema,
    response: { 200: dayPlanSchema },
    errors: [409],
  },
  adminPlanUpdate: {
    params: planDateParamsSchema,
    body: dayPlanUpdateSchema,
    response: { 200: dayPlanSchema },
    errors: [404, 409],
  },
  adminPlanPublish: {
    params: planDateParamsSchema,
    response: { 200: dayPlanSchema },
    errors: [404],
  },
  adminPlanMine: {
    params: planDateParamsSchema,
    response: { 200: myRouteSchema },
  },
  adminKioskSchedule: {
    params: kioskIdParamsSchema,
    response: { 200: kioskScheduleSchema },
    errors: [404],
  },
  adminKioskScheduleUpdate: {
    params: kioskIdParamsSchema,
    body: kioskScheduleUpdateSchema,
    response: { 200: kioskScheduleSchema },
    errors: [404],
  },
  // ---- money, insight, team (issue 14) ----
  balance: { query: supportViewQuerySchema, response: { 200: balanceAnswerSchema } },
  statement: { query: statementQuerySchema, response: { 200: statementSchema } },
  statementCsv: {
    query: statementQuerySchema.safeExtend(exportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
  },
  statementXlsx: { query: statementQuerySchema, response: { 200: null }, responseType: XLSX },
  payoutRequests: { query: payoutRequestsQuerySchema, response: { 200: payoutRequestListSchema } },
  payoutRequestCreate: {
    body: payoutRequestCreateSchema,
    response: { 201: payoutRequestSchema },
    errors: [403, 409],
  },
  kioskBreakdown: { query: kioskBreakdownQuerySchema, response: { 200: kioskBreakdownSchema } },
  kioskBreakdownCsv: {
    query: kioskBreakdownQuerySchema.safeExtend(exportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
  },
  kioskBreakdownXlsx: {
    query: kioskBreakdownQuerySchema,
    response: { 200: null },
    responseType: XLSX,
  },
  collectionLog: { query: collectionLogQuerySchema, response: { 200: collectionLogPageSchema } },
  collectionLogCsv: {
    query: collectionLogExportQuerySchema.safeExtend(exportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
  },
  collectionLogXlsx: {
    query: collectionLogExportQuerySchema,
    response: { 200: null },
    responseType: XLSX,
  },
  collectionProblem: {
    params: collectionIdParamsSchema,
    body: collectionProblemCreateSchema,
    // 201: a new report; 200: the report already open on this collection (docs/decisions/0076).
    response: { 201: collectionProblemCreatedSchema, 200: collectionProblemCreatedSchema },
    errors: [403, 404, 409],
  },
  // Staff read a business's team in the support view, naming it as on the dashboard.
  team: { query: supportViewQuerySchema, response: { 200: teamSchema }, errors: [404] },
  teamInvite: { body: teamInviteSchema, response: { 201: teamChangedSchema }, errors: [403, 409] },
  teamRemove: {
    params: teamMemberParamsSchema,
    response: { 200: teamChangedSchema },
    errors: [403, 404, 409],
  },
  account: { response: { 200: accountSchema } },
  accountUpdate: { body: accountUpdateSchema, response: { 200: accountSchema } },
  accountSessions: { response: { 200: accountSessionListSchema } },
  accountSessionEnd: {
    params: accountSessionParamsSchema,
    response: { 200: accountSessionListSchema },
    errors: [404],
  },
  apiTokens: { response: { 200: apiTokenListSchema } },
  apiTokenCreate: {
    body: apiTokenCreateSchema,
    response: { 201: apiTokenCreatedSchema },
    errors: [403, 409, 429],
  },
  apiTokenRevoke: {
    params: apiTokenParamsSchema,
    response: { 200: apiTokenListSchema },
    errors: [404],
  },
  adminPayoutRequests: {
    query: adminPayoutRequestsQuerySchema,
    response: { 200: adminPayoutRequestsPageSchema },
  },
  adminPayoutRequestApprove: {
    params: payoutRequestIdParamsSchema,
    response: { 200: adminPayoutRequestSchema },
    errors: [404, 409],
  },
  adminPayoutRequestPay: {
    params: payoutRequestIdParamsSchema,
    body: payoutRequestPaySchema,
    response: { 200: adminPayoutRequestSchema },
    errors: [404, 409],
  },
  adminPayoutRequestDecline: {
    params: payoutRequestIdParamsSchema,
    body: payoutRequestDeclineSchema,
    response: { 200: adminPayoutRequestSchema },
    errors: [404, 409],
  },
  // ---- payee details and payout batches (issue 25) ----
  adminCustomerPayee: {
    params: customerCodeParamsSchema,
    response: { 200: payeeDetailsSchema },
    errors: [404],
  },
  adminCustomerPayeeUpdate: {
    params: customerCodeParamsSchema,
    body: payeeUpdateSchema,
    response: { 200: payeeDetailsSchema },
    errors: [404],
  },
  adminPayoutBatches: {
    query: payoutBatchesQuerySchema,
    response: { 200: payoutBatchesPageSchema },
  },
  adminPayoutBatchCreate: {
    body: payoutBatchCreateSchema,
    response: { 201: payoutBatchSchema },
    errors: [409],
  },
  adminPayoutBatch: {
    params: payoutBatchIdParamsSchema,
    response: { 200: payoutBatchSchema },
    errors: [404],
  },
  adminPayoutBatchBankCsv: {
    params: payoutBatchIdParamsSchema,
    query: z.object(consoleExportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
    errors: [404],
  },
  adminPayoutBatchUpiCsv: {
    params: payoutBatchIdParamsSchema,
    query: z.object(consoleExportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
    errors: [404],
  },
  adminPayoutBatchPay: {
    params: payoutBatchIdParamsSchema,
    body: payoutBatchPaySchema,
    response: { 200: payoutBatchSchema },
    errors: [404, 409],
  },
  adminPayoutBatchCancel: {
    params: payoutBatchIdParamsSchema,
    response: { 200: payoutBatchSchema },
    errors: [404, 409],
  },
  // ---- verifiable impact (issue 15) ----
  impactMethods: { response: { 200: impactMethodsSchema } },
  partnerRates: { response: { 200: partnerRatesViewSchema } },
  certificateIssue: {
    query: certificateIssueQuerySchema,
    body: certificateIssueSchema,
    response: { 201: certificateIssuedSchema },
  },
  verifyCertificate: {
    params: verifyNumberParamsSchema,
    response: { 200: verificationSchema },
    errors: [404, 429],
  },
  impactPage: { query: impactPageQuerySchema, response: { 200: impactPageSchema } },
  impactPageUpdate: {
    body: impactPageUpdateSchema,
    response: { 200: impactPageSchema },
    errors: [403, 409],
  },
  esgPack: { query: esgPackQuerySchema, response: { 200: esgPackSchema } },
  esgPackCsv: {
    query: esgPackQuerySchema.safeExtend(exportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
  },
  esgCategory: {
    body: esgCategorySchema,
    response: { 200: esgCategoryChoiceSchema },
    errors: [403],
  },
  adminCertificates: {
    query: adminCertificatesQuerySchema,
    response: { 200: adminCertificatesPageSchema },
  },
  adminCertificateRevoke: {
    params: certificateNumberParamsSchema,
    body: certificateRevokeSchema,
    response: { 200: adminCertificateSchema },
    errors: [404, 409],
  },
  adminEsgPack: {
    params: customerCodeParamsSchema,
    query: esgPackQuerySchema.omit({ customerId: true }),
    response: { 200: esgPackSchema },
    errors: [404],
  },
  adminEsgPackCsv: {
    params: customerCodeParamsSchema,
    query: esgPackQuerySchema.omit({ customerId: true }).safeExtend(exportLayoutQuery),
    response: { 200: null },
    responseType: CSV,
    errors: [404],
  },
  adminIntakes: { query: adminIntakesQuerySchema, response: { 200: adminIntakesPageSchema } },
  adminIntakeCreate: {
    body: intakeCreateSchema,
    response: { 201: adminIntakeSchema },
    errors: [404, 409],
  },
  adminBatches: { query: adminBatchesQuerySchema, response: { 200: adminBatchListSchema } },
  adminBatchCreate: { body: batchCreateSchema, response: { 201: adminBatchSchema }, errors: [409] },
  adminLotCreate: {
    params: batchIdParamsSchema,
    body: lotCreateSchema,
    response: { 201: adminBatchSchema },
    errors: [404, 409],
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type ApiSchemas = typeof apiSchemas;
