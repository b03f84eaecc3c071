import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { API_TOKEN_PREFIX, apiTokenRefusal } from "@filtercycle/contract/accounts/api-token-rules";
import { collectorMayCall } from "@filtercycle/contract/api/collector-reach";
import {
  type EndpointName,
  type EndpointRoute,
  type EndpointScope,
  endpoints,
} from "@filtercycle/contract/api/endpoints";
import { apiSchemaNames } from "@filtercycle/contract/api/schema-names";
import { PROBLEM_CONTENT_TYPE, problemTypeOf } from "@filtercycle/contract/problem";
import type { FastifyInstance } from "fastify";
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import { finishDocument, type OpenApiDocument } from "./api-reference-document.ts";
import { describeEndpoint, FILE_EXAMPLES, tagsOf } from "./api-reference-words.ts";

/** Where the document and the readable reference are served, below `/api`. */
export const OPENAPI_PATH = "/openapi.json";
export const DOCS_PATH = "/docs";

const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join("; ");

/** The contract's named objects become `components/schemas` (decision 0094). */
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: apiSchemaNames });
const namedTransformObject = createJsonSchemaTransformObject({ schemaRegistry: apiSchemaNames });
const problemJson = { $ref: "#/components/schemas/Problem" };

const ERROR_WORDS: Record<number, string> = {
  400: "Invalid input (a field, query parameter or path value; an unknown one too): problem details naming each invalid field in `errors`",
  401: `No session (or it ended): "${ACCOUNT_MESSAGES.sessionEnded}"`,
  403: "Not allowed for this login",
  404: "Not found",
  408: "The request (its body) did not arrive in time",
  409: "Conflicts with what exists",
  412: "The version the request names is not the current one",
  413: "The request body is too large",
  414: "A path value is too long",
  415: "The body's Content-Type is not one this endpoint accepts",
  416: "Range not satisfiable",
  422: "The file has problems: problem details listing them (nothing was imported)",
  429: "Too many attempts: wait the Retry-After seconds",
  431: "The request's headers are too large",
  500: "Something went wrong on the server's side",
  503: "Unavailable for a moment (database or storage unreachable): wait the Retry-After seconds",
  507: "The file storage is full",
};

/** A public endpoint's 401 (the login's): no session is made, rather than none was sent. */
const PUBLIC_401 = "The e-mail and password do not match a login";

/** An error's description: what it means, and its problem type (its page explains it). */
const errorDescription = (status: number, scope?: EndpointScope) => {
  const type = problemTypeOf(status);
  const words = status === 401 && scope === "public" ? PUBLIC_401 : ERROR_WORDS[status];
  return `${words ?? "Error"}${type === "about:blank" ? "" : ` (type \`${type}\`)`}`;
};

/**
 * Every error status an operation can answer (issue 30), by rule, so an endpoint added later is
 * documented without an entry of its own; the route walk and the security walk check every
 * status they see is listed. Besides the endpoint's own `errors`:
 * - 400 everywhere (validation, an unknown query key or body field, a broken %-escape);
 * - 401 on signed-in endpoints; 403 on staff ones, on customer ones a collector or a personal
 *   access token may not call, and on any state-changing call (another site's page);
 * - 404 with a path value (or staff's `customerId`); 414 with a path value (too long);
 * - 408, 413 and 415 with a body; 507 with an upload;
 * - 431 (headers too large), 500 and 503 (database unreachable) everywhere.
 */
function errorStatusesOf(
  name: EndpointName,
  endpoint: EndpointRoute & {
    params?: unknown;
    body?: unknown;
    bodyType?: string;
    errors?: readonly number[];
  },
  supportView: boolean,
): number[] {
  const statuses = [400, ...(endpoint.errors ?? []), 431, 500, 503];
  const signedIn = endpoint.scope !== "public";
  if (signedIn) statuses.push(401);
  if (
    endpoint.scope === "staff" ||
    endpoint.method !== "GET" ||
    (signedIn && (!collectorMayCall(name) || apiTokenRefusal(endpoint) !== undefined))
  ) {
    statuses.push(403);
  }
  if (endpoint.params) statuses.push(404, 414);
  if (supportView) statuses.push(404);
  if (endpoint.body || endpoint.bodyType) statuses.push(408, 413, 415);
  if (endpoint.bodyType === "multipart/form-data") statuses.push(507);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "Done, no content",
  206: "Part of the file (a byte range)",
  304: "Not modified since the validators the caller sent",
};

const problemResponse = (status: number, scope: EndpointScope) => ({
  description: errorDescription(status, scope),
  content: { [PROBLEM_CONTENT_TYPE]: { schema: problemJson } },
});

type SwaggerTransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Documents each route from its contract endpoint (the route config's `endpoint`), not from the
 * route's own schema: a multipart body is documented though not validated by Fastify, file and
 * empty answers get their content types, and errors are problem details by scope. Routes that
 * serve no contract endpoint (this reference's own) are left out.
 */
function contractTransform(input: SwaggerTransformInput) {
  const name = input.route.config?.endpoint;
  if (!name) return { schema: { hide: true }, url: input.url };
  const endpoint = endpoints[name] as (typeof endpoints)[typeof name] & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    bodyType?: string;
    responseType?: string;
    errors?: readonly number[];
    response: Readonly<Record<number, z.ZodType | null>>;
  };
  const jsonResponses = Object.fromEntries(
    Object.entries(endpoint.response).filter(([, schema]) => schema !== null),
  );
  const { schema } = jsonSchemaTransform({
    ...input,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: jsonResponses,
    },
  });
  const response: Record<string, unknown> = {};
  for (const [status, bodySchema] of Object.entries(endpoint.response)) {
    const description = SUCCESS_DESCRIPTIONS[Number(status)] ?? "OK";
    if (bodySchema !== null && Number(status) >= 400) {
      // An endpoint's own error body (the import's 422) is problem details, sent as such.
      const json = (schema.response as Record<string, object>)[status];
      response[status] = {
        description: errorDescription(Number(status)),
        content: { [PROBLEM_CONTENT_TYPE]: { schema: json } },
      };
    } else if (bodySchema !== null) {
      const json = (schema.response as Record<string, object>)[status];
      response[status] = { ...json, "x-response-description": description };
    } else if (endpoint.responseType && status !== "304") {
      response[status] = {
        description,
        content: { [endpoint.responseType]: { schema: { type: "string", format: "binary" } } },
      };
    } else {
      response[status] = { type: "null", description };
    }
  }
  // Staff name the business of a customer endpoint with ?customerId= (404 for an unknown one).
  const customerIdParameter = (
    schema as { querystring?: { properties?: Record<string, { description?: string }> } }
  ).querystring?.properties?.customerId;
  const supportView = endpoint.scope === "customer" && customerIdParameter !== undefined;
  if (supportView) {
    customerIdParameter.description =
      "**Required for staff** (the support view): the business's customer ID, e.g. FC-1001; " +
      "without it staff get 400 naming `customerId`, with an unknown one 404. Ignored for a " +
      "customer's own login, which always gets its own business.";
  }
  for (const status of errorStatusesOf(name, endpoint, supportView)) {
    // An endpoint's own answer of that status (the health check's 503) stays as it is.
    if (!(status in endpoint.response)) response[status] = problemResponse(status, endpoint.scope);
  }
  return {
    schema: {
      ...schema,
      response,
      operationId: name,
      summary: endpoint.summary,
      description: describeEndpoint(endpoint),
      tags: [endpoint.tag],
      ...(endpoint.bodyType ? { consumes: [endpoint.bodyType] } : {}),
      ...(endpoint.scope === "public" ? {} : { security: securityOf(endpoint) }),
    },
    url: input.url,
  };
}

/** A signed-in endpoint's schemes: the session cookie, and a personal access token where it reads. */
function securityOf(route: EndpointRoute): Record<string, string[]>[] {
  return apiTokenRefusal(route) === undefined
    ? [{ sessionCookie: [] }, { bearer: [] }]
    : [{ sessionCookie: [] }];
}

/**
 * The API reference: the OpenAPI 3.1 document at `/api/openapi.json`, made from the contract's
 * endpoints as the routes register, and a readable reference at `/api/docs` (Swagger UI from its
 * bundled assets, no internet). Register it on the API's instance before the scopes, so it sees
 * every route.
 */
export async function registerApiReference(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Filtercycle API",
        version: "1",
        description:
          "Every endpoint of the Filtercycle web product. Errors are RFC 9457 problem details " +
          `(${PROBLEM_CONTENT_TYPE}). Customer endpoints need a session, staff ones (/admin/…) a staff session; ` +
          "API clients read a business's data with a personal access token. " +
          "Lists that can grow page one way: `page` (from 1) and `pageSize` (1–200, default 50) " +
          "in the query, `{ items, page, pageSize, total }` in the answer, in a fixed order " +
          "ending on the row's id (SPEC.md's `get_customer_videos` keeps its own `data` list).",
      },
      servers: [{ url: "/api" }],
      tags: tagsOf(Object.values(endpoints).map((endpoint) => endpoint.tag)),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: "filtercycle.session_token",
            description:
              "The session cookie POST /customer_login sets (`__Secure-` prefixed over https)",
          },
          bearer: {
            type: "http",
            scheme: "bearer",
            description:
              `A personal access token (\`${API_TOKEN_PREFIX}…\`), created on the account page, as ` +
              "`Authorization: Bearer …`. It reads its business's data: GET customer endpoints " +
              "only (not /account/…); anything else is refused with 403. A session is never a Bearer token.",
          },
        },
      },
    },
    transform: contractTransform,
    transformObject: (input) =>
      finishDocument(namedTransformObject(input) as OpenApiDocument, FILE_EXAMPLES) as ReturnType<
        typeof namedTransformObject
      >,
  });

  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => api.swagger());

  await api.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's asset links are absolute: they need the API's prefix, which the plugin cannot see.
    indexPrefix: "/api",
    uiConfig: { deepLinking: true, docExpansion: "none" },
    theme: { title: "Filtercycle API reference" },
    // The docs' own policy, in place of the site's: scripts only from here (its bundled files,
    // no inline script), and inline styles, which Swagger UI sets as it renders.
    staticCSP: DOCS_CSP,
  });
}
