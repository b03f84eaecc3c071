import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { API_TOKEN_PREFIX, apiTokenRefusal } from "@filtercycle/contract/accounts/api-token-rules";
import {
  type EndpointRoute,
  type EndpointScope,
  endpoints,
} from "@filtercycle/contract/api/endpoints";
import { apiSchemaNames } from "@filtercycle/contract/api/schema-names";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
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

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input: problem details naming each invalid field",
  401: `No session (or it ended): "${ACCOUNT_MESSAGES.sessionEnded}"`,
  403: "Not allowed for this login",
  404: "Not found",
  409: "Conflicts with what exists",
  413: "Too large",
  415: "Unsupported media type",
  416: "Range not satisfiable",
  422: "The file has problems: problem details listing them (nothing was imported)",
  429: "Too many attempts: wait the Retry-After seconds",
  503: "Unavailable",
};

/** The errors every endpoint of a scope can answer, besides its own. */
const SCOPE_ERRORS: Record<EndpointScope, readonly number[]> = {
  public: [400],
  customer: [400, 401],
  staff: [400, 401, 403],
};

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "Done, no content",
  206: "Part of the file (a byte range)",
  304: "Not modified since the validators the caller sent",
};

const problemResponse = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status] ?? "Error",
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
        description: ERROR_DESCRIPTIONS[Number(status)] ?? "Error",
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
  const errors = [...SCOPE_ERRORS[endpoint.scope], ...(endpoint.errors ?? [])];
  if (supportView) errors.push(404);
  for (const status of new Set(errors)) {
    response[status] = problemResponse(status);
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
          "API clients read a business's data with a personal access token.",
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
