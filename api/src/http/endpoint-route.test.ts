import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { createAreaTestApp, registerTestApi, testUser } from "#api-test/area-app.ts";
import { endpointRoute } from "./endpoint-route.ts";
import { area } from "./scopes.ts";

const inbox: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, "adminInbox", async () => ({
    items: [],
    page: 1,
    pageSize: 50,
    total: 0,
    openCount: 0,
  }));
};

describe("endpointRoute", () => {
  it("refuses at start-up a staff endpoint registered in the customer scope", async () => {
    const app = createAreaTestApp();
    await expect(registerTestApi(app, [area({ customer: inbox }, {})])).rejects.toThrow(
      "endpoint adminInbox (GET /admin/inbox) is a staff endpoint; it cannot be registered in the customer scope",
    );
    await app.close();
  });

  it("refuses an endpoint registered outside the scopes", async () => {
    const app = createAreaTestApp();
    await expect(app.register(inbox)).rejects.toThrow(/register it inside a scope/);
    await app.close();
  });

  it("serves a staff endpoint in the staff scope at the contract's path, behind its check", async () => {
    const app = createAreaTestApp();
    await registerTestApi(app, [area({ staff: inbox }, {})], (request) =>
      request.headers["x-role"] === "admin" ? testUser("admin") : testUser("customer", "c-1"),
    );
    const staff = await app.inject({ url: "/api/admin/inbox", headers: { "x-role": "admin" } });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ items: [], page: 1, pageSize: 50, total: 0, openCount: 0 });
    const customer = await app.inject({ url: "/api/admin/inbox" });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().detail).toBe("This area is for Filtercycle staff only.");
    await app.close();
  });
});
