import { baseApiRoutes } from "./base-routes.ts";
import { customerApiRoutes } from "./customer-routes.ts";
import { methodsApiRoutes } from "./methods-routes.ts";
import { partnerApiRoutes } from "./partner-routes.ts";
import { staffApiRoutes } from "./staff-routes.ts";

/**
 * Every endpoint of the API: method, path, audience, joined from the public and customer table
 * (`base-routes.ts`), the signed-in screens' customer table (`customer-routes.ts`) and the staff
 * table (`staff-routes.ts`). Zod-free; its schemas are in
 * `schemas.ts` and its words for the API reference in `descriptions.ts`, under the same name.
 */
export const apiRoutes = {
  ...baseApiRoutes,
  ...methodsApiRoutes,
  ...partnerApiRoutes,
  ...customerApiRoutes,
  ...staffApiRoutes,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
