import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { TEST_PASSWORD } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/**
 * Strict input (issue 30): an unknown query key or body field answers 400 naming it, so a typo
 * (`startdate=`) surfaces instead of silently giving the default; SPEC.md §7's calls, with their
 * own keys, still answer 200 (decision 0094, amendment of 2026-11-27).
 */
describe("unknown query keys and body fields", () => {
  let ctx: TestContext;
  let customer: string;
  let staff: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const business = await aCustomer(ctx.database.db, { code: "FC-7201", name: "Strict Café" });
    await aLogin(ctx.database.db, {
      email: "owner@strict.example",
      name: "O",
      role: "customer",
      customerId: business.id,
    });
    await aLogin(ctx.database.db, { email: "staff@strict.example", name: "S", role: "admin" });
    customer = await sessionCookieFor(ctx.app, "owner@strict.example", TEST_PASSWORD);
    staff = await sessionCookieFor(ctx.app, "staff@strict.example", TEST_PASSWORD);
  });
  afterAll(() => ctx?.close());

  const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });

  it("answers a typo in a query key 400 naming it, instead of the default period", async () => {
    const res = await get(
      "/api/get_customer_specific_stats?startdate=2025-01-01&endDate=2025-01-31",
      customer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: "/problems/validation",
      status: 400,
      // The typo named, and the real key it was meant to be reported missing beside it.
      errors: [
        { field: "startdate", message: "is not a query parameter of this endpoint" },
        { field: "startDate", message: "is required with endDate" },
      ],
    });
    expect(res.json().detail).toContain("startdate: is not a query parameter of this endpoint");
  });

  it("refuses a key on an endpoint that takes none, and a cache-buster", async () => {
    const none = await get("/api/get_green_impact?foo=1", customer);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: "foo", message: "is not a query parameter of this endpoint" },
    ]);
    const buster = await get(
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31&_=1732670000000",
      customer,
    );
    expect(buster.statusCode).toBe(400);
    expect(buster.json().errors).toEqual([
      { field: "_", message: "is not a query parameter of this endpoint" },
    ]);
  });

  it("answers an unknown body field 400 naming it, each one", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact_messages",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        name: "Asha Mehta",
        email: "asha@example.com",
        message: "We would like a kiosk at our café.",
        website: "",
        nmae: "typo",
        role: "admin",
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "nmae", message: "is not a field of this endpoint's body" },
      { field: "role", message: "is not a field of this endpoint's body" },
    ]);
  });

  it("still answers SPEC.md's calls with their own keys, and staff's customerId", async () => {
    const calls = [
      "/api/get_green_impact",
      "/api/get_customer_specific_stats",
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-01-31",
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31",
      "/api/get_customer_videos",
    ];
    const statuses: Record<string, number> = {};
    for (const url of calls) statuses[url] = (await get(url, customer)).statusCode;
    for (const url of calls.slice(0, 4)) {
      const named = `${url}${url.includes("?") ? "&" : "?"}customerId=FC-7201`;
      statuses[`staff ${named}`] = (await get(named, staff)).statusCode;
    }
    statuses["/api/customer_logout"] = (await get("/api/customer_logout", customer)).statusCode;
    expect(statuses).toEqual({
      "/api/get_green_impact": 200,
      "/api/get_customer_specific_stats": 200,
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-01-31": 200,
      "/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31": 200,
      "/api/get_customer_videos": 200,
      "staff /api/get_green_impact?customerId=FC-7201": 200,
      "staff /api/get_customer_specific_stats?customerId=FC-7201": 200,
      "staff /api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-01-31&customerId=FC-7201": 200,
      "staff /api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31&customerId=FC-7201": 200,
      "/api/customer_logout": 200,
    });
  });
});
