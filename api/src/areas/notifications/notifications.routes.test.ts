import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer } from "#api-test/builders.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";

const PASSWORD = "Correct-Horse-1";
const ALL_ON = {
  pickupReceipts: true,
  missedPickups: true,
  requestUpdates: true,
  monthlySummary: true,
};

describe("GET and PATCH /api/account/notifications", () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    for (const [code, email] of [
      ["FC-4001", "a@one.example"],
      ["FC-4002", "b@two.example"],
    ] as const) {
      const customer = await aCustomer(db, {
        code,
        name: code,
        serviceType: "Kiosk Collection",
        businessType: "Retail",
      });
      await createLogin(db, {
        email,
        name: code,
        password: PASSWORD,
        role: "customer",
        customerId: customer.id,
      });
    }
    await createLogin(db, {
      email: "staff@fc.example",
      name: "Staff",
      password: PASSWORD,
      role: "admin",
    });
    for (const email of ["a@one.example", "b@two.example", "staff@fc.example"])
      cookies[email] = await sessionCookieFor(ctx.app, email, PASSWORD);
  });
  afterAll(() => ctx.close());

  const get = (email: string) =>
    ctx.app.inject({ url: "/api/account/notifications", headers: { cookie: cookies[email] } });
  const patch = (email: string, body: unknown, query = "") =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/account/notifications${query}`,
      headers: { cookie: cookies[email], "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  it("starts with every kind on, and keeps one login's choice its own", async () => {
    expect((await get("a@one.example")).json()).toEqual(ALL_ON);
    const res = await patch("a@one.example", { monthlySummary: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...ALL_ON, monthlySummary: false });
    expect((await get("a@one.example")).json()).toEqual({ ...ALL_ON, monthlySummary: false });
    expect((await get("b@two.example")).json()).toEqual(ALL_ON);
  });

  it("refuses a value that is not true or false, naming the field, and stores nothing", async () => {
    const res = await patch("b@two.example", { pickupReceipts: "no" });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("pickupReceipts");
    expect((await get("b@two.example")).json()).toEqual(ALL_ON);
  });

  it("answers staff 403, in the support view too", async () => {
    for (const query of ["", "?customerId=FC-4001"]) {
      const res = await patch("staff@fc.example", { pickupReceipts: false }, query);
      expect(res.statusCode).toBe(403);
    }
    expect((await get("a@one.example")).json()).toEqual({ ...ALL_ON, monthlySummary: false });
  });
});
