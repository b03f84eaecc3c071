import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/** Awareness sessions and smokers served through the console, and on the customer's figures. */
describe("impact records", () => {
  let ctx: TestContext;
  let staff: string;
  let customer: string;
  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const audits = async () =>
    queryRows<{ entity: string; action: string; before: unknown; after: unknown }>(
      db(),
      sql`select entity, action, before, after from audit_log order by id`,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const c = await aCustomer(db(), {
      code: "FC-8001",
      name: "Talk Café",
      serviceType: "S",
      businessType: "B",
    });
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Staff", role: "admin" }))
      .cookie;
    customer = (
      await signedInLogin(ctx, {
        email: "owner@talk.example",
        name: "Owner",
        role: "customer",
        customerId: c.id,
      })
    ).cookie;
  });

  it("records, corrects and deletes awareness sessions; the customer's figure follows", async () => {
    const created = await call("POST", "/api/admin/customers/FC-8001/awareness-sessions", {
      date: "2025-01-15",
      title: "Campus drive",
      peopleReached: 120,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await call("POST", "/api/admin/customers/FC-8001/awareness-sessions", {
      date: "2025-02-01",
      title: "Kitchen staff",
      peopleReached: 30,
    });
    const people = async () =>
      (await call("GET", "/api/get_green_impact", undefined, customer)).json()
        .awareness_created_in_no_of_people;
    expect(await people()).toBe(150);
    const patched = await call("PATCH", `/api/admin/awareness-sessions/${id}`, {
      peopleReached: 100,
    });
    expect(patched.json()).toEqual({
      id,
      date: "2025-01-15",
      title: "Campus drive",
      peopleReached: 100,
    });
    expect(await people()).toBe(130);
    expect((await call("DELETE", `/api/admin/awareness-sessions/${id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/awareness-sessions/${id}`)).statusCode).toBe(404);
    const list = await call("GET", "/api/admin/customers/FC-8001/awareness-sessions");
    expect(list.json()).toEqual({
      items: [
        { id: expect.any(String), date: "2025-02-01", title: "Kitchen staff", peopleReached: 30 },
      ],
      page: 1,
      pageSize: 50,
      total: 1,
      peopleReached: 30,
      smokersServed: 0,
    });
    expect((await audits()).map((a) => [a.entity, a.action])).toEqual([
      ["awareness_session", "create"],
      ["awareness_session", "create"],
      ["awareness_session", "update"],
      ["awareness_session", "delete"],
    ]);
    expect((await audits())[2]).toMatchObject({
      before: { peopleReached: 120 },
      after: { peopleReached: 100 },
    });
  });

  it("sets smokers served, audited, and shown to the customer", async () => {
    expect(
      (await call("PUT", "/api/admin/customers/FC-8001/smokers-served", { count: 300 })).json(),
    ).toEqual({
      count: 300,
    });
    await call("PUT", "/api/admin/customers/FC-8001/smokers-served", { count: 320 });
    expect(
      (await call("GET", "/api/get_green_impact", undefined, customer)).json().no_of_smokers,
    ).toBe(320);
    expect(await audits()).toEqual([
      { entity: "smokers_served", action: "create", before: null, after: { count: 300 } },
      { entity: "smokers_served", action: "update", before: { count: 300 }, after: { count: 320 } },
    ]);
  });

  it("refuses bad records naming the field, storing nothing; unknown customers are 404", async () => {
    for (const [body, field] of [
      [{ date: "2025-01-15", title: "", peopleReached: 1 }, "title"],
      [{ date: "2025-01-15", title: "T", peopleReached: -1 }, "peopleReached"],
      [{ date: "2025-01-15", title: "T", peopleReached: 1.5 }, "peopleReached"],
      [{ date: "15/01/2025", title: "T", peopleReached: 1 }, "date"],
    ] as const) {
      const res = await call("POST", "/api/admin/customers/FC-8001/awareness-sessions", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const smokers = await call("PUT", "/api/admin/customers/FC-8001/smokers-served", { count: -3 });
    expect(smokers.json().errors[0].field).toBe("count");
    expect(
      (
        await call("POST", "/api/admin/customers/FC-0000/awareness-sessions", {
          date: "2025-01-15",
          title: "T",
          peopleReached: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(await audits()).toEqual([]);
  });
});
