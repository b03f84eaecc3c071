import type { EndpointRoute } from "./endpoint.ts";

/**
 * The customer endpoints only the signed-in screens call (issue 14: money, insight, team,
 * sessions): method, path, audience. Kept apart from `base-routes.ts`, like the staff table, so
 * public pages never download them (their 130 KB budget); the signed-in layout adds them.
 *
 * Exports are endpoints of their own (`.csv`, `.xlsx`): a browser downloads them with a plain
 * link, the session cookie going along.
 */
export const customerApiRoutes = {
  // ---- dashboard, media, account, service (the signed-in screens only; out of base-routes.ts
  // so public pages do not download them) ----
  greenImpact: { method: "GET", path: "/get_green_impact", scope: "customer" },
  customerStats: { method: "GET", path: "/get_customer_specific_stats", scope: "customer" },
  customerStatsWithDates: {
    method: "GET",
    path: "/get_customer_specific_stats_with_dates",
    scope: "customer",
  },
  monthlyCollections: { method: "GET", path: "/get_monthly_collections", scope: "customer" },
  customerMedia: { method: "GET", path: "/get_customer_videos", scope: "customer" },
  mediaFile: { method: "GET", path: "/media/:id/file", scope: "customer" },
  changePassword: { method: "POST", path: "/account/password", scope: "customer" },
  pickups: { method: "GET", path: "/pickups", scope: "customer" },
  pickupPhoto: { method: "GET", path: "/pickups/:id/photo", scope: "customer" },
  pickupRequests: { method: "GET", path: "/pickup_requests", scope: "customer" },
  pickupRequestCreate: { method: "POST", path: "/pickup_requests", scope: "customer" },
  notificationPreferences: { method: "GET", path: "/account/notifications", scope: "customer" },
  notificationPreferencesUpdate: {
    method: "PATCH",
    path: "/account/notifications",
    scope: "customer",
  },

  notices: { method: "GET", path: "/notices", scope: "customer" },

  // ---- money ----
  balance: { method: "GET", path: "/balance", scope: "customer" },
  statement: { method: "GET", path: "/statement", scope: "customer" },
  statementCsv: { method: "GET", path: "/statement.csv", scope: "customer" },
  statementXlsx: { method: "GET", path: "/statement.xlsx", scope: "customer" },
  payoutRequests: { method: "GET", path: "/payout_requests", scope: "customer" },
  payoutRequestCreate: { method: "POST", path: "/payout_requests", scope: "customer" },

  // ---- insight ----
  kioskBreakdown: { method: "GET", path: "/kiosk_breakdown", scope: "customer" },
  kioskBreakdownCsv: { method: "GET", path: "/kiosk_breakdown.csv", scope: "customer" },
  kioskBreakdownXlsx: { method: "GET", path: "/kiosk_breakdown.xlsx", scope: "customer" },
  collectionLog: { method: "GET", path: "/collections", scope: "customer" },
  collectionLogCsv: { method: "GET", path: "/collections.csv", scope: "customer" },
  collectionLogXlsx: { method: "GET", path: "/collections.xlsx", scope: "customer" },
  collectionProblem: { method: "POST", path: "/collections/:id/problem", scope: "customer" },

  // ---- team, sessions and API tokens ----
  team: { method: "GET", path: "/team", scope: "customer" },
  teamInvite: { method: "POST", path: "/team", scope: "customer" },
  teamRemove: { method: "DELETE", path: "/team/:id", scope: "customer" },
  // The login's own settings (issue 29): its language.
  account: { method: "GET", path: "/account", scope: "customer" },
  accountUpdate: { method: "PATCH", path: "/account", scope: "customer" },
  accountSessions: { method: "GET", path: "/account/sessions", scope: "customer" },
  accountSessionEnd: { method: "DELETE", path: "/account/sessions/:id", scope: "customer" },
  apiTokens: { method: "GET", path: "/account/api_tokens", scope: "customer" },
  apiTokenCreate: { method: "POST", path: "/account/api_tokens", scope: "customer" },
  apiTokenRevoke: { method: "DELETE", path: "/account/api_tokens/:id", scope: "customer" },

  // ---- verifiable impact (issue 15) ----
  certificateIssue: { method: "POST", path: "/certificates", scope: "customer" },
  /** Public: anyone holding a certificate checks it (the page /verify/{number} shows the same). */
  verifyCertificate: { method: "GET", path: "/verify/:number", scope: "public" },
  impactPage: { method: "GET", path: "/impact_page", scope: "customer" },
  impactPageUpdate: { method: "PATCH", path: "/impact_page", scope: "customer" },
  esgPack: { method: "GET", path: "/esg_pack", scope: "customer" },
  esgPackCsv: { method: "GET", path: "/esg_pack.csv", scope: "customer" },
  esgCategory: { method: "PUT", path: "/esg_pack/category", scope: "customer" },
} as const satisfies Record<string, EndpointRoute>;
