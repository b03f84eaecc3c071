import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "./impact.service.ts";

const PASSWORD = "Correct-Horse-1";

/** The dashboard calls through the real app: the session decides the business. */
describe("dashboard calls with real sessions", () => {
  let ctx: TestContext;
  const cookieFor = (email: string) => sessionCookieFor(ctx.app, email, PASSWORD);

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    const a = await createCustomer(db, {
      code: "FC-5001",
      name: "A Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const b = await createCustomer(db, {
      code: "FC-5002",
      name: "B Hotel",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    for (const [customer, butts] of [
      [a, 100],
      [b, 999],
    ] as const) {
      const kiosk = await addKiosk(db, {
        customerId: customer.id,
        label: "K",
        installedOn: "2024-01-01",
      });
      await recordCollections(db, kiosk, "10.00", [
        { kioskId: kiosk.id, collectedOn: "2024-06-01", buttsCount: butts, buttsKg: "0.250" },
      ]);
    }
    await createLogin(db, {
      email: "a@a.example",
      name: "A",
      password: PASSWORD,
      role: "customer",
      customerId: a.id,
    });
    await createLogin(db, {
      email: "staff@fc.example",
      name: "S",
      password: PASSWORD,
      role: "admin",
    });
  });
  afterAll(() => ctx.close());

  it("answers 401 without a session", async () => {
    const res = await ctx.app.inject({ url: "/api/get_green_impact" });
    expect(res.statusCode).toBe(401);
  });

  it("gives a customer their own business whatever customerId they send", async () => {
    const cookie = await cookieFor("a@a.example");
    const res = await ctx.app.inject({
      url: "/api/get_green_impact?customerId=FC-5002",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "A Café", cigarette_butts_collected_in_no: 100 });
  });

  it("lets staff view a named business, and asks them to name one", async () => {
    const cookie = await cookieFor("staff@fc.example");
    const named = await ctx.app.inject({
      url: "/api/get_green_impact?customerId=FC-5002",
      headers: { cookie },
    });
    expect(named.json()).toMatchObject({ name: "B Hotel", cigarette_butts_collected_in_no: 999 });
    const unnamed = await ctx.app.inject({ url: "/api/get_green_impact", headers: { cookie } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors[0].field).toBe("customerId");
    const unknown = await ctx.app.inject({
      url: "/api/get_green_impact?customerId=FC-0000",
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
