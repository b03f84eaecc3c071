import type { EndpointRoute } from "./endpoint.ts";

/**
 * The public endpoint of the /partner-program page's earnings example (issue 17): kept out of
 * `base-routes.ts`, which every public page downloads; the partner page adds it itself.
 */
export const partnerApiRoutes = {
  partnerRates: { method: "GET", path: "/partner_rates", scope: "public" },
} as const satisfies Record<string, EndpointRoute>;
