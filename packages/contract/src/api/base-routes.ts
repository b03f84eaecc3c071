import type { EndpointRoute } from "./endpoint.ts";

/**
 * The public and customer endpoints: method, path, audience. Zod-free and small, since every page
 * that calls the API downloads it (public pages included, within their 130 KB budget); staff
 * endpoints are in `staff-routes.ts`, which only the console loads. `routes.ts` joins the two.
 */
export const baseApiRoutes = {
  // ---- health ----
  health: {
    method: "GET",
    path: "/health",
    scope: "public",
  },

  // ---- accounts ----
  login: {
    method: "POST",
    path: "/customer_login",
    scope: "public",
  },
  logout: {
    method: "GET",
    path: "/customer_logout",
    scope: "public",
  },
  session: {
    method: "GET",
    path: "/session",
    scope: "customer",
  },
  forgotPassword: {
    method: "POST",
    path: "/forgot_password",
    scope: "public",
  },
  resetPassword: {
    method: "POST",
    path: "/reset_password",
    scope: "public",
  },

  // ---- dashboard (impact) ----
  greenImpact: {
    method: "GET",
    path: "/get_green_impact",
    scope: "customer",
  },
  customerStats: {
    method: "GET",
    path: "/get_customer_specific_stats",
    scope: "customer",
  },
  customerStatsWithDates: {
    method: "GET",
    path: "/get_customer_specific_stats_with_dates",
    scope: "customer",
  },
  monthlyCollections: {
    method: "GET",
    path: "/get_monthly_collections",
    scope: "customer",
  },

  // ---- media ----
  customerMedia: {
    method: "GET",
    path: "/get_customer_videos",
    scope: "customer",
  },
  mediaFile: {
    method: "GET",
    path: "/media/:id/file",
    scope: "customer",
  },

  // ---- public site ----
  publicImpact: {
    method: "GET",
    path: "/public_impact",
    scope: "public",
  },
  contactMessage: {
    method: "POST",
    path: "/contact_messages",
    scope: "public",
  },
  partnerApplication: {
    method: "POST",
    path: "/partner_applications",
    scope: "public",
  },

  // ---- console shell: account, overview ----
  changePassword: {
    method: "POST",
    path: "/account/password",
    scope: "customer",
  },
  // ---- pickups and service (issue 13) ----
  pickups: {
    method: "GET",
    path: "/pickups",
    scope: "customer",
  },
  pickupPhoto: {
    method: "GET",
    path: "/pickups/:id/photo",
    scope: "customer",
  },
  pickupRequests: {
    method: "GET",
    path: "/pickup_requests",
    scope: "customer",
  },
  pickupRequestCreate: {
    method: "POST",
    path: "/pickup_requests",
    scope: "customer",
  },
  notificationPreferences: {
    method: "GET",
    path: "/account/notifications",
    scope: "customer",
  },
  notificationPreferencesUpdate: {
    method: "PATCH",
    path: "/account/notifications",
    scope: "customer",
  },
  unsubscribe: {
    method: "POST",
    path: "/unsubscribe",
    scope: "public",
  },
} as const satisfies Record<string, EndpointRoute>;
