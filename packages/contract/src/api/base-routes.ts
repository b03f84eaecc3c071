import type { EndpointRoute } from "./endpoint.ts";

/**
 * The endpoints the pages outside the signed-in layout call (public site, login, unsubscribe):
 * method, path, audience. Zod-free and small, since every page that calls the API downloads it
 * (public pages included, within their 130 KB budget); the signed-in screens' endpoints are in
 * `customer-routes.ts` and `staff-routes.ts`, which the signed-in layout adds. `routes.ts` joins
 * them.
 */
export const baseApiRoutes = {
  // ---- health ----
  health: {
    method: "GET",
    path: "/health",
    scope: "public",
  },
  ready: {
    method: "GET",
    path: "/ready",
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
  // What the web's Logout sends (issue 25): a POST, which another site's page cannot make
  // (same-origin.ts), where the GET ends a session only for our own pages and clients.
  logoutPost: {
    method: "POST",
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

  unsubscribe: {
    method: "POST",
    path: "/unsubscribe",
    scope: "public",
  },
} as const satisfies Record<string, EndpointRoute>;
