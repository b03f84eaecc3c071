import type { EndpointRoute } from "./endpoint.ts";

/**
 * The public endpoint of the "How we measure impact" section (issue 15): kept out of
 * `base-routes.ts`, which every public page downloads; the support page adds it itself.
 */
export const methodsApiRoutes = {
  impactMethods: { method: "GET", path: "/impact_methods", scope: "public" },
} as const satisfies Record<string, EndpointRoute>;
