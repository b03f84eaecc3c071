import type { z } from "zod";
import { apiDescriptions, type EndpointDescription } from "./descriptions.ts";
import type { EndpointRoute } from "./endpoint.ts";
import { type ApiRoutes, apiRoutes, type EndpointName } from "./routes.ts";
import { type ApiSchemas, apiSchemas, type EndpointSchemas } from "./schemas.ts";

export type { EndpointRoute, EndpointScope, HttpMethod } from "./endpoint.ts";
export { fillPath } from "./endpoint.ts";
export type { ApiRoutes, EndpointName } from "./routes.ts";
export { apiRoutes } from "./routes.ts";
export type { ApiSchemas, EndpointSchemas } from "./schemas.ts";
export { apiSchemas } from "./schemas.ts";

/** One endpoint, whole: its route, its schemas and its description. */
export type Endpoint<K extends EndpointName = EndpointName> = ApiRoutes[K] &
  ApiSchemas[K] &
  EndpointDescription & { readonly name: K };

/** Every endpoint, whole (the API and the OpenAPI document use this; it imports zod). */
export const endpoints = Object.fromEntries(
  (Object.keys(apiRoutes) as EndpointName[]).map((name) => [
    name,
    // Widened first: spreading the three literal tables makes a union too large to check.
    {
      name,
      ...(apiRoutes[name] as EndpointRoute),
      ...(apiSchemas[name] as EndpointSchemas),
      ...(apiDescriptions[name] as EndpointDescription),
    },
  ]),
) as { readonly [K in EndpointName]: Endpoint<K> };

export const endpointList: readonly (EndpointRoute &
  EndpointSchemas &
  EndpointDescription & { name: EndpointName })[] = Object.values(endpoints);

// ---- Types for callers (the web's typed client) ----------------------------------------------

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type Field<K extends EndpointName, F extends string> = F extends keyof ApiSchemas[K]
  ? ApiSchemas[K][F]
  : undefined;

/** The path parameters a caller fills in (`{ id }` for `/admin/inbox/:id`). */
export type ParamsOf<K extends EndpointName> = SchemaInput<Field<K, "params">>;
/** The query a caller sends. */
export type QueryOf<K extends EndpointName> = SchemaInput<Field<K, "query">>;
/** The JSON body a caller sends. */
export type BodyOf<K extends EndpointName> = SchemaInput<Field<K, "body">>;

type Responses<K extends EndpointName> = ApiSchemas[K]["response"];
type SuccessStatus<K extends EndpointName> = Extract<keyof Responses<K>, 200 | 201>;
/** The answer of the endpoint's main success status (200 or 201), as the API serializes it. */
export type AnswerOf<K extends EndpointName> = [SuccessStatus<K>] extends [never]
  ? undefined
  : SchemaOutput<Responses<K>[SuccessStatus<K>]>;
