import type { EndpointRoute } from "./endpoint.ts";

/**
 * The staff endpoints (`/api/admin/…`): method, path, audience. Kept apart from
 * `base-routes.ts` so public pages never download them; the web loads this table on the first
 * staff call. `routes.ts` joins the two.
 */
export const staffApiRoutes = {
  createInvitation: {
    method: "POST",
    path: "/admin/invitations",
    scope: "staff",
  },
  adminMediaList: {
    method: "GET",
    path: "/admin/media",
    scope: "staff",
  },
  adminMediaUpload: {
    method: "POST",
    path: "/admin/media",
    scope: "staff",
  },
  adminMediaUpdate: {
    method: "PATCH",
    path: "/admin/media/:id",
    scope: "staff",
  },
  adminMediaDelete: {
    method: "DELETE",
    path: "/admin/media/:id",
    scope: "staff",
  },
  adminEventTypes: {
    method: "GET",
    path: "/admin/event-types",
    scope: "staff",
  },
  adminEventTypeCreate: {
    method: "POST",
    path: "/admin/event-types",
    scope: "staff",
  },
  adminEventTypeUpdate: {
    method: "PATCH",
    path: "/admin/event-types/:id",
    scope: "staff",
  },
  adminInbox: {
    method: "GET",
    path: "/admin/inbox",
    scope: "staff",
  },
  adminInboxUpdate: {
    method: "PATCH",
    path: "/admin/inbox/:id",
    scope: "staff",
  },
  // ---- console: customers ----
  adminCustomers: {
    method: "GET",
    path: "/admin/customers",
    scope: "staff",
  },
  adminCustomersCsv: {
    method: "GET",
    path: "/admin/customers.csv",
    scope: "staff",
  },
  adminCustomerCreate: {
    method: "POST",
    path: "/admin/customers",
    scope: "staff",
  },
  adminCustomer: {
    method: "GET",
    path: "/admin/customers/:code",
    scope: "staff",
  },
  adminCustomerUpdate: {
    method: "PATCH",
    path: "/admin/customers/:code",
    scope: "staff",
  },
  adminCustomerDeactivate: {
    method: "POST",
    path: "/admin/customers/:code/deactivate",
    scope: "staff",
  },
  adminCustomerReactivate: {
    method: "POST",
    path: "/admin/customers/:code/reactivate",
    scope: "staff",
  },
  adminCustomerLogins: {
    method: "GET",
    path: "/admin/customers/:code/logins",
    scope: "staff",
  },
  adminCustomerLoginInvite: {
    method: "POST",
    path: "/admin/customers/:code/logins",
    scope: "staff",
  },
  adminStaffLogins: {
    method: "GET",
    path: "/admin/staff-logins",
    scope: "staff",
  },
  adminStaffLoginInvite: {
    method: "POST",
    path: "/admin/staff-logins",
    scope: "staff",
  },
  adminLoginResendInvitation: {
    method: "POST",
    path: "/admin/logins/:id/resend-invitation",
    scope: "staff",
  },
  adminLoginRevoke: {
    method: "DELETE",
    path: "/admin/logins/:id",
    scope: "staff",
  },

  // ---- console: payouts ----
  adminPayouts: {
    method: "GET",
    path: "/admin/payouts",
    scope: "staff",
  },
  adminPayoutCreate: {
    method: "POST",
    path: "/admin/payouts",
    scope: "staff",
  },
  adminAdjustmentCreate: {
    method: "POST",
    path: "/admin/adjustments",
    scope: "staff",
  },
  adminCustomerBalance: {
    method: "GET",
    path: "/admin/customers/:code/balance",
    scope: "staff",
  },
  adminAwarenessSessions: {
    method: "GET",
    path: "/admin/customers/:code/awareness-sessions",
    scope: "staff",
  },
  adminAwarenessSessionCreate: {
    method: "POST",
    path: "/admin/customers/:code/awareness-sessions",
    scope: "staff",
  },
  adminAwarenessSessionUpdate: {
    method: "PATCH",
    path: "/admin/awareness-sessions/:id",
    scope: "staff",
  },
  adminAwarenessSessionDelete: {
    method: "DELETE",
    path: "/admin/awareness-sessions/:id",
    scope: "staff",
  },
  adminSmokersServed: {
    method: "PUT",
    path: "/admin/customers/:code/smokers-served",
    scope: "staff",
  },

  // ---- console: settings ----
  adminSettings: {
    method: "GET",
    path: "/admin/settings",
    scope: "staff",
  },
  adminSettingsUpdate: {
    method: "PATCH",
    path: "/admin/settings",
    scope: "staff",
  },
  adminFactorChangePreview: {
    method: "POST",
    path: "/admin/settings/impact_factors/preview",
    scope: "staff",
  },

  // ---- console: audit log ----
  adminAuditLog: {
    method: "GET",
    path: "/admin/audit-log",
    scope: "staff",
  },

  // ---- console: kiosks and collections ----
  adminCustomerKiosks: {
    method: "GET",
    path: "/admin/customers/:code/kiosks",
    scope: "staff",
  },
  adminKioskCreate: {
    method: "POST",
    path: "/admin/customers/:code/kiosks",
    scope: "staff",
  },
  adminKioskUpdate: {
    method: "PATCH",
    path: "/admin/kiosks/:id",
    scope: "staff",
  },
  adminKioskModels: {
    method: "GET",
    path: "/admin/kiosk-models",
    scope: "staff",
  },
  adminKioskModelUpdate: {
    method: "PATCH",
    path: "/admin/kiosk-models/:id",
    scope: "staff",
  },
  adminCollections: {
    method: "GET",
    path: "/admin/collections",
    scope: "staff",
  },
  adminCollectionCreate: {
    method: "POST",
    path: "/admin/collections",
    scope: "staff",
  },
  adminCollectionUpdate: {
    method: "PATCH",
    path: "/admin/collections/:id",
    scope: "staff",
  },
  adminCollectionDelete: {
    method: "DELETE",
    path: "/admin/collections/:id",
    scope: "staff",
  },
  adminCollectionsCsv: {
    method: "GET",
    path: "/admin/collections.csv",
    scope: "staff",
  },
  adminCollectionsImportTemplate: {
    method: "GET",
    path: "/admin/collections/import-template.csv",
    scope: "staff",
  },
  adminCollectionsImport: {
    method: "POST",
    path: "/admin/collections/import",
    scope: "staff",
  },
  // ---- collections held for review (docs/decisions/0099) ----
  adminHeldCollections: {
    method: "GET",
    path: "/admin/held_collections",
    scope: "staff",
  },
  adminHeldCollectionAccept: {
    method: "POST",
    path: "/admin/held_collections/:id/accept",
    scope: "staff",
  },
  adminHeldCollectionReject: {
    method: "POST",
    path: "/admin/held_collections/:id/reject",
    scope: "staff",
  },
  adminOverview: {
    method: "GET",
    path: "/admin/overview",
    scope: "staff",
  },
  adminPickups: {
    method: "GET",
    path: "/admin/pickups",
    scope: "staff",
  },
  adminPickupComplete: {
    method: "POST",
    path: "/admin/pickups/:id/complete",
    scope: "staff",
  },
  adminPickupMiss: {
    method: "POST",
    path: "/admin/pickups/:id/miss",
    scope: "staff",
  },
  adminPickupReschedule: {
    method: "POST",
    path: "/admin/pickups/:id/reschedule",
    scope: "staff",
  },
  adminPickupPhotoUpload: {
    method: "POST",
    path: "/admin/pickups/:id/photo",
    scope: "staff",
  },
  adminPickupPhoto: {
    method: "GET",
    path: "/admin/pickups/:id/photo",
    scope: "staff",
  },
  adminPickupRequests: {
    method: "GET",
    path: "/admin/pickup_requests",
    scope: "staff",
  },
  adminPickupRequestSchedule: {
    method: "POST",
    path: "/admin/pickup_requests/:id/schedule",
    scope: "staff",
  },
  adminPickupRequestDecline: {
    method: "POST",
    path: "/admin/pickup_requests/:id/decline",
    scope: "staff",
  },
  adminKioskSchedule: {
    method: "GET",
    path: "/admin/kiosks/:id/schedule",
    scope: "staff",
  },
  adminKioskScheduleUpdate: {
    method: "PUT",
    path: "/admin/kiosks/:id/schedule",
    scope: "staff",
  },
  // ---- the day's plan (decision 0105) ----
  adminPlan: {
    method: "GET",
    path: "/admin/plans/:date",
    scope: "staff",
  },
  adminPlanUpdate: {
    method: "PUT",
    path: "/admin/plans/:date",
    scope: "staff",
  },
  adminPlanPublish: {
    method: "POST",
    path: "/admin/plans/:date/publish",
    scope: "staff",
  },
  adminPlanMine: {
    method: "GET",
    path: "/admin/plans/:date/mine",
    scope: "staff",
  },
  // ---- payout requests (issue 14) ----
  adminPayoutRequests: {
    method: "GET",
    path: "/admin/payout_requests",
    scope: "staff",
  },
  adminPayoutRequestApprove: {
    method: "POST",
    path: "/admin/payout_requests/:id/approve",
    scope: "staff",
  },
  adminPayoutRequestPay: {
    method: "POST",
    path: "/admin/payout_requests/:id/pay",
    scope: "staff",
  },
  adminPayoutRequestDecline: {
    method: "POST",
    path: "/admin/payout_requests/:id/decline",
    scope: "staff",
  },
  // ---- payee details and payout batches (issue 25) ----
  adminCustomerPayee: { method: "GET", path: "/admin/customers/:code/payee", scope: "staff" },
  adminCustomerPayeeUpdate: { method: "PUT", path: "/admin/customers/:code/payee", scope: "staff" },
  adminPayoutBatches: { method: "GET", path: "/admin/payout_batches", scope: "staff" },
  adminPayoutBatchCreate: { method: "POST", path: "/admin/payout_batches", scope: "staff" },
  adminPayoutBatch: { method: "GET", path: "/admin/payout_batches/:id", scope: "staff" },
  adminPayoutBatchBankCsv: {
    method: "GET",
    path: "/admin/payout_batches/:id/bank.csv",
    scope: "staff",
  },
  adminPayoutBatchUpiCsv: {
    method: "GET",
    path: "/admin/payout_batches/:id/upi.csv",
    scope: "staff",
  },
  adminPayoutBatchPay: { method: "POST", path: "/admin/payout_batches/:id/pay", scope: "staff" },
  adminPayoutBatchCancel: {
    method: "POST",
    path: "/admin/payout_batches/:id/cancel",
    scope: "staff",
  },
  // ---- verifiable impact (issue 15) ----
  adminCertificates: { method: "GET", path: "/admin/certificates", scope: "staff" },
  adminCertificateRevoke: {
    method: "POST",
    path: "/admin/certificates/:number/revoke",
    scope: "staff",
  },
  adminEsgPack: { method: "GET", path: "/admin/customers/:code/esg_pack", scope: "staff" },
  adminEsgPackCsv: { method: "GET", path: "/admin/customers/:code/esg_pack.csv", scope: "staff" },
  adminIntakes: { method: "GET", path: "/admin/intakes", scope: "staff" },
  adminIntakeCreate: { method: "POST", path: "/admin/intakes", scope: "staff" },
  adminBatches: { method: "GET", path: "/admin/batches", scope: "staff" },
  adminBatchCreate: { method: "POST", path: "/admin/batches", scope: "staff" },
  adminLotCreate: { method: "POST", path: "/admin/batches/:id/lots", scope: "staff" },
} as const satisfies Record<string, EndpointRoute>;
