/**
 * How one API endpoint is described (docs/decisions/0040-one-contract-per-endpoint.md).
 *
 * Each endpoint is described once, in three tables keyed by the same name:
 * - `routes.ts` (zod-free, safe for every web page): method, path, audience (scope);
 * - `schemas.ts` (zod): path parameters, query, body and answers;
 * - `descriptions.ts`: its tag and summary for the API reference.
 * `endpoints.ts` joins them; the API registers its routes from the join, the OpenAPI document is
 * made from it, and the web's typed client uses the routes at run time and the schemas' types.
 * The type checker refuses a route without schemas or schemas without a route.
 */

/** Who may call an endpoint. `customer`: any signed-in login (staff see a business in the
 * support view); `staff`: role admin, under `/api/admin/`; `public`: anyone. */
export type EndpointScope = "public" | "customer" | "staff";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type EndpointRoute = {
  readonly method: HttpMethod;
  /** Below the API base (`/api`), Fastify style: `/admin/inbox/:id`. */
  readonly path: string;
  readonly scope: EndpointScope;
};

/** Fills `:name` segments of a route's path; each value is URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
