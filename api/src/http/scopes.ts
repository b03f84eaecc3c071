import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import {
  API_TOKEN_MESSAGES,
  apiTokenRefusal,
} from "@filtercycle/contract/accounts/api-token-rules";
import { collectorMayCall } from "@filtercycle/contract/api/collector-reach";
import { apiRoutes, type EndpointScope } from "@filtercycle/contract/api/endpoints";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "./problem.ts";

/** What an area registers in each scope (every part takes the area's options). */
export type AreaRoutes<Options extends Record<string, unknown>> = Partial<
  Record<EndpointScope, FastifyPluginAsyncZod<Options>>
>;

/** An area with its options, ready to register its parts in their scopes. */
export type Area = {
  register(app: FastifyInstance, scope: EndpointScope): Promise<void>;
};

export function area<Options extends Record<string, unknown>>(
  routes: AreaRoutes<Options>,
  options: Options,
): Area {
  return {
    async register(app, scope) {
      const part = routes[scope];
      if (part) await app.register(part as FastifyPluginAsync<Options>, options);
    },
  };
}

/** 401 without a session; a refused Bearer token is told so (it is no session that ended). */
function requireSignedIn(request: FastifyRequest): NonNullable<FastifyRequest["user"]> {
  if (request.user) return request.user;
  if (request.bearerRefused) throw new HttpError(401, API_TOKEN_MESSAGES.invalid);
  throw new HttpError(401, ACCOUNT_MESSAGES.sessionEnded).withSaid("account.sessionEnded");
}

/**
 * A personal access token reads its business's data and nothing else (docs/decisions/0067): the
 * contract's rule, applied to the route the request reached, so no route can forget it.
 */
function refuseApiTokenBeyondItsReach(request: FastifyRequest): void {
  if (request.user?.credential.kind !== "apiToken") return;
  const endpoint = request.routeOptions.config.endpoint;
  const refusal = endpoint
    ? apiTokenRefusal(apiRoutes[endpoint])
    : // A route outside the contract is no business data.
      API_TOKEN_MESSAGES.accountArea;
  if (refusal) throw new HttpError(403, refusal);
}

/**
 * A collector login reaches only the route screen's calls and its own account
 * (`COLLECTOR_ENDPOINTS`, docs/decisions/0085): the contract's list, applied to the route the
 * request reached, so a route added later is refused to collectors without any edit here.
 */
function refuseCollectorBeyondTheRoute(request: FastifyRequest): void {
  if (request.user?.role !== "collector") return;
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint || !collectorMayCall(endpoint)) {
    throw new HttpError(403, ACCOUNT_MESSAGES.adminOnly).withSaid("account.adminOnly");
  }
}

/**
 * Who passes each scope; runs in `onRequest`, after the session lookup and before the query or
 * body is read, so a logged-out caller always gets 401 (never a 400 about the query).
 */
const guards: Record<EndpointScope, ((request: FastifyRequest) => void) | undefined> = {
  public: undefined,
  customer: (request) => {
    requireSignedIn(request);
    refuseApiTokenBeyondItsReach(request);
    refuseCollectorBeyondTheRoute(request);
  },
  staff: (request) => {
    const user = requireSignedIn(request);
    refuseApiTokenBeyondItsReach(request);
    if (user.role === "customer")
      throw new HttpError(403, ACCOUNT_MESSAGES.staffOnly).withSaid("account.staffOnly");
    refuseCollectorBeyondTheRoute(request);
  },
};

export const SCOPES: readonly EndpointScope[] = ["public", "customer", "staff"];

/**
 * Signed-in answers are one login's data: no browser or proxy keeps a copy that outlives the
 * session (back button after logout, shared computers). Set before the guard, so its 401 and 403
 * carry it too; a route may replace it (media files are revalidated instead, docs/decisions/0050).
 */
export const NO_STORE = "no-store";

/** Sets `request.user` (and what comes with it) for one request: accounts/sessions.ts. */
export type SessionLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers the three scopes, each an encapsulated context with its check, and in each the
 * areas' parts for it. The session is looked up only where a route needs it, in the customer and
 * staff scopes, right before their check: a public route (health, forms, the unsubscribe link,
 * the reference) does no lookup and leaves `request.user` null, which made every public request
 * pay a database round trip or better-auth's session endpoint (docs/decisions/0080). One hook
 * per guarded scope, not three: each async hook is a promise and a turn of the microtask queue.
 */
export async function registerScopes(
  app: FastifyInstance,
  areas: readonly Area[],
  lookUpSession: SessionLookup,
): Promise<void> {
  for (const scope of SCOPES) {
    await app.register(async (scoped) => {
      scoped.decorate("endpointScope", scope);
      const guard = guards[scope];
      if (guard) {
        scoped.addHook("onRequest", async (request, reply) => {
          reply.header("Cache-Control", NO_STORE);
          await lookUpSession(request, reply);
          guard(request);
        });
      }
      for (const each of areas) await each.register(scoped, scope);
    });
  }
}
