import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer, aKiosk, aLogin } from "./builders.ts";
import { TEST_PASSWORD } from "./console-calls.ts";
import { sessionCookieFor } from "./session-cookie.ts";
import { createTestContext, type TestContext } from "./test-app.ts";

/** The test builders make what the console would, refuse what it would, and sign in. */
describe("test builders", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("aCustomer stores a valid business with the fields given, the rate in rupees", async () => {
    const customer = await aCustomer(ctx.database.db, {
      code: "FC-9101",
      name: "Builder Terrace",
      benefitRatePerKg: 12.5,
    });
    expect(customer).toMatchObject({
      code: "FC-9101",
      name: "Builder Terrace",
      city: "Ahmedabad",
      pincode: "380001",
      benefitRatePerKg: "12.50",
    });
    // Two without a code get different ones.
    const [one, two] = [await aCustomer(ctx.database.db), await aCustomer(ctx.database.db)];
    expect(one.code).toMatch(/^FC-T[0-9A-F]{6}$/);
    expect(one.code).not.toBe(two.code);
  });

  it("refuses what the contract refuses, naming the field", async () => {
    await expect(aCustomer(ctx.database.db, { pincode: "12" })).rejects.toThrow(/pincode/);
    await expect(aCustomer(ctx.database.db, { benefitRatePerKg: 1.234 })).rejects.toThrow(
      /benefitRatePerKg/,
    );
    const customer = await aCustomer(ctx.database.db);
    await expect(aKiosk(ctx.database.db, customer, { installedOn: "2025-02-30" })).rejects.toThrow(
      /installedOn/,
    );
    await expect(
      aLogin(ctx.database.db, { role: "admin", email: "not-an-address" }),
    ).rejects.toThrow(/email/);
  });

  it("aKiosk belongs to its business; aLogin signs in with TEST_PASSWORD, no hashing needed", async () => {
    const customer = await aCustomer(ctx.database.db);
    const kiosk = await aKiosk(ctx.database.db, customer, { label: "Gate" });
    expect(kiosk).toMatchObject({
      customerId: customer.id,
      label: "Gate",
      installedOn: "2024-01-01",
      removedOn: null,
    });
    const owner = await aLogin(ctx.database.db, { role: "customer", customerId: customer.id });
    expect(owner.password).toBe(TEST_PASSWORD);
    const cookie = await sessionCookieFor(ctx.app, owner.email, owner.password);
    const session = await ctx.app.inject({ url: "/api/session", headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ role: "customer", customerId: customer.code });
  });
});
