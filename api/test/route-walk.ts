import { COLLECTOR_ENDPOINTS, collectorMayCall } from "@filtercycle/contract/api/collector-reach";
import { type EndpointName, endpointList, endpoints } from "@filtercycle/contract/api/endpoints";
import { problemTypeOf } from "@filtercycle/contract/problem";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCS_PATH, OPENAPI_PATH } from "#api/http/api-reference.ts";
import { aCustomer, aLogin } from "./builders.ts";
import { TEST_PASSWORD } from "./console-calls.ts";
import { sessionCookieFor } from "./session-cookie.ts";
import { createTestContext, type TestContext } from "./test-app.ts";

const PASSWORD = TEST_PASSWORD;
const SOME_UUID = "0b8f5a52-3c1e-4d7a-9f6b-2a4e8c1d5f70";

type ApiRoute = { method: string; url: string; endpoint: EndpointName | undefined };
export type RouteWalkCaller = "visitor" | "customer" | "collector" | "staff";

const EMAIL: Record<RouteWalkCaller, string | undefined> = {
  visitor: undefined,
  customer: "customer@walk.example",
  collector: "collector@walk.example",
  staff: "staff@walk.example",
};

/**
 * The route walk (api/src/http/route-walk*.test.ts): every API route the real app registered,
 * read from its route table as the routes are added (so a route added later is walked without
 * editing a test), called by one caller per test file so the four callers' walks run in
 * parallel (decision 0088). Each file walks its caller's routes once; the status and the
 * cache tests read that one walk's answers.
 */
export function describeRouteWalk(caller: RouteWalkCaller): void {
  describe(`the API's route table (${caller})`, () => {
    let ctx: TestContext;
    const registered: RouteOptions[] = [];
    let routes: ApiRoute[];
    const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

    beforeAll(async () => {
      ctx = await createTestContext({ onRoute: (route) => registered.push(route) });
      await ctx.app.ready();
      routes = registered
        .flatMap((route) =>
          (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
            method,
            url: route.url,
            endpoint: route.config?.endpoint,
          })),
        )
        // HEAD routes are Fastify's copies of the GET ones; the reference serves itself.
        .filter(
          (route) =>
            route.url.startsWith("/api/") &&
            route.method !== "HEAD" &&
            route.url !== `/api${OPENAPI_PATH}` &&
            route.url !== `/api${DOCS_PATH}` &&
            !route.url.startsWith(`/api${DOCS_PATH}/`),
        );
      const customer = await aCustomer(ctx.database.db, {
        code: "FC-7001",
        name: "Walk Café",
        serviceType: "S",
        businessType: "B",
        benefitRatePerKg: 10,
      });
      await aLogin(ctx.database.db, {
        email: "customer@walk.example",
        name: "C",
        role: "customer",
        customerId: customer.id,
      });
      await aLogin(ctx.database.db, { email: "staff@walk.example", name: "S", role: "admin" });
      await aLogin(ctx.database.db, {
        email: "collector@walk.example",
        name: "R",
        role: "collector",
      });
    });
    afterAll(() => ctx?.close());

    /** Calls a route with a uuid for each path parameter and `{}` for a body. */
    const call = (route: ApiRoute, cookie?: string) => {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, SOME_UUID);
      const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
      return ctx.app.inject({
        method: route.method as "GET",
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(hasBody ? { "content-type": "application/json" } : {}),
        },
        ...(hasBody ? { payload: "{}" } : {}),
      });
    };

    /**
     * Each route's answer for this file's caller, walked once (the first test that asks). One
     * session serves the walk, and a new one is made after any route that may end it (logout,
     * password, sessions, tokens).
     */
    const mayEndSession = (route: ApiRoute) => /logout|password|session|token/i.test(route.url);
    let walked: Promise<Record<string, LightMyRequestResponse>> | undefined;
    const answers = () => {
      walked ??= (async () => {
        const email = EMAIL[caller];
        const answered: Record<string, LightMyRequestResponse> = {};
        let cookie: string | undefined;
        for (const route of routes) {
          if (email && !cookie) cookie = await sessionCookieFor(ctx.app, email, PASSWORD);
          answered[key(route)] = await call(route, cookie);
          if (mayEndSession(route)) cookie = undefined;
        }
        return answered;
      })();
      return walked;
    };
    const statusesOf = async () =>
      Object.fromEntries(
        Object.entries(await answers()).map(([route, res]) => [route, res.statusCode]),
      );

    const scopeOf = (route: ApiRoute) => (route.endpoint ? endpoints[route.endpoint].scope : null);

    if (caller === "visitor") {
      it("serves only contract endpoints, each at its contract's method and path, and all of them", () => {
        expect(routes.length).toBeGreaterThan(0);
        const fromContract = endpointList.map((e) => ({
          route: key({ method: e.method, url: `/api${e.path}` }),
          endpoint: e.name,
        }));
        const served = routes.map((r) => ({ route: key(r), endpoint: r.endpoint }));
        expect(served.sort((a, b) => a.route.localeCompare(b.route))).toEqual(
          fromContract.sort((a, b) => a.route.localeCompare(b.route)),
        );
      });

      it("answers a visitor 401 on every customer and staff route, and never 500", async () => {
        const statuses = await statusesOf();
        const signedIn = routes.filter((r) => scopeOf(r) !== "public");
        expect(signedIn.length).toBeGreaterThan(0);
        expect(Object.fromEntries(signedIn.map((r) => [key(r), statuses[key(r)]]))).toEqual(
          Object.fromEntries(signedIn.map((r) => [key(r), 401])),
        );
        expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
      });
    }

    if (caller === "customer") {
      it("answers a customer 403 on every staff route, and never 500", async () => {
        const statuses = await statusesOf();
        const staff = routes.filter(
          (r) => scopeOf(r) === "staff" || r.url.startsWith("/api/admin/"),
        );
        expect(staff.length).toBeGreaterThan(0);
        expect(Object.fromEntries(staff.map((r) => [key(r), statuses[key(r)]]))).toEqual(
          Object.fromEntries(staff.map((r) => [key(r), 403])),
        );
        expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
      });
    }

    if (caller === "collector") {
      it("answers a collector 403 on every signed-in route but the route screen's and its own account's, and never 500", async () => {
        const statuses = await statusesOf();
        const signedIn = routes.filter((r) => scopeOf(r) !== "public");
        const refused = signedIn.filter((r) => !r.endpoint || !collectorMayCall(r.endpoint));
        const allowed = signedIn.filter((r) => r.endpoint && collectorMayCall(r.endpoint));
        // Most of the console is refused; what is allowed is exactly the list, all of it served.
        expect(refused.length).toBeGreaterThan(allowed.length);
        expect(allowed.map((r) => r.endpoint).sort()).toEqual([...COLLECTOR_ENDPOINTS].sort());
        expect(Object.fromEntries(refused.map((r) => [key(r), statuses[key(r)]]))).toEqual(
          Object.fromEntries(refused.map((r) => [key(r), 403])),
        );
        // The allowed ones let the collector in: whatever they answer (a 404 for the walk's
        // made-up id, a 400 for its empty body), it is not the scope's 401 or 403.
        expect(
          allowed.filter((r) => [401, 403].includes(statuses[key(r)] ?? 0)).map((r) => key(r)),
        ).toEqual([]);
        expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
      });
    }

    if (caller === "staff") {
      it("never answers staff 500 either", async () => {
        const statuses = await statusesOf();
        expect(routes.length).toBeGreaterThan(0);
        expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
      });
    }

    it(`sends every error as problem details whose type is its status's kind, each type's page answering (asked by a ${caller})`, async () => {
      const answered = await answers();
      const errors = Object.entries(answered).filter(([, res]) => res.statusCode >= 400);
      expect(errors.length).toBeGreaterThan(0);
      const seen = errors.map(([route, res]) => ({
        route,
        status: res.statusCode,
        contentType: String(res.headers["content-type"]),
        type: (res.json() as { type?: string }).type,
      }));
      expect(
        seen.filter(
          (answer) =>
            answer.contentType !== "application/problem+json; charset=utf-8" ||
            answer.type !== problemTypeOf(answer.status) ||
            answer.type === "about:blank",
        ),
      ).toEqual([]);
      for (const type of new Set(seen.map((answer) => answer.type))) {
        const page = await ctx.app.inject({ url: String(type) });
        expect([type, page.statusCode, page.headers["content-type"]]).toEqual([
          type,
          200,
          "text/html; charset=utf-8",
        ]);
      }
    });

    it(`documents the status each route answered, errors as problem details (asked by a ${caller})`, async () => {
      type Responses = Record<string, { content?: Record<string, unknown> }>;
      const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
        paths: Record<string, Record<string, { responses: Responses }>>;
      };
      const answered = await answers();
      const undocumented = routes.flatMap((route) => {
        const path = route.url.replace(/^\/api/, "").replace(/:([A-Za-z0-9_]+)/g, "{$1}");
        const status = answered[key(route)]?.statusCode ?? 0;
        const documented = doc.paths[path]?.[route.method.toLowerCase()]?.responses[status];
        if (!documented) return [`${key(route)} → ${status}, not documented`];
        if (status >= 400 && !documented.content?.["application/problem+json"]) {
          return [`${key(route)} → ${status}, not documented as problem details`];
        }
        return [];
      });
      expect(undocumented).toEqual([]);
    });

    it(`tells every cache to keep no copy of a customer or staff answer, whatever the status (asked by a ${caller})`, async () => {
      const signedIn = routes.filter((r) => scopeOf(r) !== "public");
      expect(signedIn.length).toBeGreaterThan(0);
      const answered = await answers();
      const seen = Object.fromEntries(
        signedIn.map((r) => [key(r), String(answered[key(r)]?.headers["cache-control"])]),
      );
      const noStore = (value: string) => value.split(/,\s*/).includes("no-store");
      expect(Object.entries(seen).filter(([, value]) => !noStore(value))).toEqual([]);
    });

    if (caller === "visitor") {
      it("sends no-store with the login and logout answers, which carry or end a session", async () => {
        const login = await ctx.app.inject({
          method: "POST",
          url: "/api/customer_login",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ email: "customer@walk.example", password: PASSWORD }),
        });
        expect(login.statusCode).toBe(200);
        expect(login.headers["cache-control"]).toBe("no-store");
        const cookie = await sessionCookieFor(ctx.app, "customer@walk.example", PASSWORD);
        const logout = await ctx.app.inject({ url: "/api/customer_logout", headers: { cookie } });
        expect(logout.statusCode).toBe(200);
        expect(logout.headers["cache-control"]).toBe("no-store");
      });
    }
  });
}
