import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";

/**
 * The whole app: staff change a business's data through the console (kiosks, collections, an
 * import) and the business's next dashboard read shows it, though its earlier answers are cached.
 */
describe("answer cache: console writes reach the customer's dashboard", () => {
  let ctx: TestContext;
  let staff: string;
  let customer: string;

  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, `/api${url}`, body, cookie);
  const dashboard = async () => {
    const first = await call("GET", "/get_green_impact", undefined, customer);
    const second = await call("GET", "/get_green_impact", undefined, customer);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.body).toBe(first.body);
    const stats = await call("GET", "/get_customer_specific_stats", undefined, customer);
    const body = first.json();
    return {
      kiosks: body.kiosks_installed as number,
      butts: body.cigarette_butts_collected_in_no as number,
      kg: body.cigarette_butts_collected_in_kg as number,
      credited: stats.json().benefitValueStats.tillDate.amount as number,
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const alpha = await createCustomer(ctx.database.db, {
      code: "FC-5101",
      name: "Alpha Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    staff = (
      await signedInLogin(ctx, { email: "staff@fc.example", name: "Sam Staff", role: "admin" })
    ).cookie;
    customer = (
      await signedInLogin(ctx, {
        email: "a@alpha.example",
        name: "A",
        role: "customer",
        customerId: alpha.id,
      })
    ).cookie;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("shows a kiosk, a collection recorded, edited, deleted and imported at the next read", async () => {
    expect(await dashboard()).toEqual({ kiosks: 0, butts: 0, kg: 0, credited: 0 });

    const kiosk = await call("POST", "/admin/customers/FC-5101/kiosks", {
      label: "Terrace",
      serial: "K-C1",
      installedOn: "2025-01-01",
    });
    expect(kiosk.statusCode, kiosk.body).toBe(201);
    expect(await dashboard()).toEqual({ kiosks: 1, butts: 0, kg: 0, credited: 0 });

    const created = await call("POST", "/admin/collections", {
      kioskSerial: "K-C1",
      date: "2025-03-05",
      buttsKg: 2,
      buttsNumber: 700,
    });
    expect(created.statusCode, created.body).toBe(201);
    // 2 kg × ₹10 = ₹20 credited.
    expect(await dashboard()).toEqual({ kiosks: 1, butts: 700, kg: 2, credited: 20 });

    const id = created.json().id;
    expect((await call("PATCH", `/admin/collections/${id}`, { buttsKg: 4.2 })).statusCode).toBe(
      200,
    );
    expect(await dashboard()).toEqual({ kiosks: 1, butts: 700, kg: 4.2, credited: 42 });

    expect((await call("DELETE", `/admin/collections/${id}`)).statusCode).toBe(204);
    expect(await dashboard()).toEqual({ kiosks: 1, butts: 0, kg: 0, credited: 0 });

    const imported = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/collections/import",
      headers: { cookie: staff, "content-type": "text/csv" },
      payload:
        "customer_code,kiosk_serial,date,butts_number,butts_kg\nFC-5101,K-C1,2025-03-06,100,0.5\n",
    });
    expect(imported.statusCode, imported.body).toBeLessThan(300);
    expect(await dashboard()).toEqual({ kiosks: 1, butts: 100, kg: 0.5, credited: 5 });

    const removed = await call("PATCH", `/admin/kiosks/${kiosk.json().id}`, {
      removedOn: "2025-06-30",
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await dashboard()).kiosks).toBe(0);
  });
});
