import type { EndpointRoute } from "./endpoint.ts";

/**
 * Every endpoint of the API: method, path, audience. Zod-free, so any page may import it.
 * Its schemas are in `schemas.ts` under the same name.
 */
export const apiRoutes = {
  // ---- health ----
  health: {
    method: "GET",
    path: "/health",
    scope: "public",
    tag: "health",
    summary: "200 when the database answers, 503 when it does not",
  },

  // ---- accounts ----
  login: {
    method: "POST",
    path: "/customer_login",
    scope: "public",
    tag: "accounts",
    summary: "Log in with e-mail and password; sets the session cookie",
  },
  logout: {
    method: "GET",
    path: "/customer_logout",
    scope: "public",
    tag: "accounts",
    summary: "End the session (idempotent: 200 whether or not one was live)",
  },
  session: {
    method: "GET",
    path: "/session",
    scope: "customer",
    tag: "accounts",
    summary: "The signed-in login",
  },
  forgotPassword: {
    method: "POST",
    path: "/forgot_password",
    scope: "public",
    tag: "accounts",
    summary: "E-mail a password-reset link (the same answer for any address)",
  },
  resetPassword: {
    method: "POST",
    path: "/reset_password",
    scope: "public",
    tag: "accounts",
    summary: "Set a new password with a reset or invitation link's token",
  },
  createInvitation: {
    method: "POST",
    path: "/admin/invitations",
    scope: "staff",
    tag: "accounts",
    summary: "Invite a customer login by e-mail",
  },

  // ---- dashboard (impact) ----
  greenImpact: {
    method: "GET",
    path: "/get_green_impact",
    scope: "customer",
    tag: "dashboard",
    summary: "The eight till-date figures and the business shown beside them",
  },
  customerStats: {
    method: "GET",
    path: "/get_customer_specific_stats",
    scope: "customer",
    tag: "dashboard",
    summary: "Collection and benefit tables: this month, last month, till date (or inside a range)",
  },
  customerStatsWithDates: {
    method: "GET",
    path: "/get_customer_specific_stats_with_dates",
    scope: "customer",
    tag: "dashboard",
    summary: "The reports' data for a range",
  },
  monthlyCollections: {
    method: "GET",
    path: "/get_monthly_collections",
    scope: "customer",
    tag: "dashboard",
    summary: "Butts collected per calendar month, for the dashboard's chart",
  },

  // ---- media ----
  customerMedia: {
    method: "GET",
    path: "/get_customer_videos",
    scope: "customer",
    tag: "media",
    summary: "The business's media files",
  },
  mediaFile: {
    method: "GET",
    path: "/media/:id/file",
    scope: "customer",
    tag: "media",
    summary: "A media file's bytes (byte ranges, validators; ?download=1 for a download)",
  },
  adminMediaList: {
    method: "GET",
    path: "/admin/media",
    scope: "staff",
    tag: "media",
    summary: "Every media file, or one business's",
  },
  adminMediaUpload: {
    method: "POST",
    path: "/admin/media",
    scope: "staff",
    tag: "media",
    summary: 'Upload a media file for a business (multipart/form-data, the file in part "file")',
  },
  adminMediaUpdate: {
    method: "PATCH",
    path: "/admin/media/:id",
    scope: "staff",
    tag: "media",
    summary: "Change a media file's business, event type or related link",
  },
  adminMediaDelete: {
    method: "DELETE",
    path: "/admin/media/:id",
    scope: "staff",
    tag: "media",
    summary: "Delete a media file",
  },
  adminEventTypes: {
    method: "GET",
    path: "/admin/event-types",
    scope: "staff",
    tag: "media",
    summary: "Event types, retired ones included",
  },
  adminEventTypeCreate: {
    method: "POST",
    path: "/admin/event-types",
    scope: "staff",
    tag: "media",
    summary: "Add an event type",
  },
  adminEventTypeUpdate: {
    method: "PATCH",
    path: "/admin/event-types/:id",
    scope: "staff",
    tag: "media",
    summary: "Rename or retire an event type",
  },

  // ---- public site ----
  publicImpact: {
    method: "GET",
    path: "/public_impact",
    scope: "public",
    tag: "public site",
    summary: "Company-wide figures for the home page (cached five minutes)",
  },
  contactMessage: {
    method: "POST",
    path: "/contact_messages",
    scope: "public",
    tag: "public site",
    summary: "The contact form",
  },
  partnerApplication: {
    method: "POST",
    path: "/partner_applications",
    scope: "public",
    tag: "public site",
    summary: "The Partner Program application form",
  },
  adminInbox: {
    method: "GET",
    path: "/admin/inbox",
    scope: "staff",
    tag: "inbox",
    summary: "Contact messages and partner applications, newest first",
  },
  adminInboxUpdate: {
    method: "PATCH",
    path: "/admin/inbox/:id",
    scope: "staff",
    tag: "inbox",
    summary: "Mark an enquiry handled or open",
  },
} as const satisfies Record<string, EndpointRoute>;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
