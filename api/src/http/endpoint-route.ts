import {
  type ApiSchemas,
  type EndpointName,
  type EndpointScope,
  endpoints,
} from "@filtercycle/contract/api/endpoints";
import { strictInput, strictQuery } from "@filtercycle/contract/api/strict-input";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";

declare module "fastify" {
  interface FastifyInstance {
    /** The scope an encapsulated context registers its routes in (set by `http/scopes.ts`). */
    endpointScope?: EndpointScope;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (the OpenAPI document and the route-walk read it). */
    endpoint?: EndpointName;
  }
}

/** An app whose routes infer their request and reply types from zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<K extends EndpointName, F extends string> = F extends keyof ApiSchemas[K]
  ? ApiSchemas[K][F]
  : undefined;

/** The statuses answered with a JSON body (null ones are files or empty answers). */
type JsonResponses<R> = { [S in keyof R as R[S] extends z.ZodType ? S : never]: R[S] };

/** The Fastify schema a contract endpoint's route gets: what validates and serializes. */
type RouteSchemaOf<K extends EndpointName> = FastifySchema & {
  params: Part<K, "params">;
  querystring: Part<K, "query">;
  // A non-JSON body (multipart) is read by the handler; its schema is for the docs only.
  body: "bodyType" extends keyof ApiSchemas[K] ? undefined : Part<K, "body">;
  response: JsonResponses<ApiSchemas[K]["response"]>;
};

/** A handler typed from the contract: `request.params/query/body` and the reply's bodies. */
export type EndpointHandler<K extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<K>,
  ZodTypeProvider
>;

export type EndpointRouteOptions = {
  /** `false` for answers that must not be compressed (files with byte ranges). */
  compress?: false;
  /** Route config for plugins that read it (e.g. a rate limit). */
  config?: FastifyContextConfig;
};

/**
 * Registers the route of the contract endpoint `name`: method and path come from the contract,
 * never from the API, and the schemas validate the request and serialize the answer. Refuses, at
 * start-up, an endpoint whose contract scope is not the scope `app` registers (so a staff route
 * cannot end up without the staff check).
 */
export function endpointRoute<K extends EndpointName>(
  app: ZodApp,
  name: K,
  handler: EndpointHandler<K>,
  options: EndpointRouteOptions = {},
): void {
  const endpoint = endpoints[name];
  if (app.endpointScope !== endpoint.scope) {
    throw new Error(
      `endpoint ${name} (${endpoint.method} ${endpoint.path}) is a ${endpoint.scope} endpoint; ` +
        (app.endpointScope
          ? `it cannot be registered in the ${app.endpointScope} scope`
          : "register it inside a scope (http/scopes.ts)"),
    );
  }
  const contract = endpoint as {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    bodyType?: string;
    response: Readonly<Record<number, z.ZodType | null>>;
  };
  const response = Object.fromEntries(
    Object.entries(contract.response).filter(([, schema]) => schema !== null),
  );
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      querystring: strictQuery(contract.query, endpoint.scope),
      ...(contract.body && !contract.bodyType ? { body: strictInput(contract.body) } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    ...(options.compress === false ? { compress: false as const } : {}),
    config: { ...options.config, endpoint: name },
    handler: handler as RouteHandlerMethod,
  });
}
