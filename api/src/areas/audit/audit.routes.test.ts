import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { aCustomer } from "#api-test/builders.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/** The audit log through GET /api/admin/audit-log: filters, before/after, append-only. */
describe("audit log", () => {
  let ctx: TestContext;
  let asha: string;
  let ravi: string;
  let ashaId: string;
  const db = () => ctx.database.db;

  const call = (method: Method, url: string, cookie: string, body?: unknown) =>
    injectJson(ctx.app, method, url, body, cookie);
  const log = async (query = "") => {
    const res = await call("GET", `/api/admin/audit-log${query}`, asha);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    await aCustomer(db(), {
      code: "FC-7001",
      name: "Audit Café",
      serviceType: "S",
      businessType: "B",
    });
    await aCustomer(db(), {
      code: "FC-7002",
      name: "Other Bar",
      serviceType: "S",
      businessType: "B",
    });
    ({ id: ashaId, cookie: asha } = await signedInLogin(ctx, {
      email: "asha@fc.example",
      name: "Asha",
      role: "admin",
    }));
    ravi = (await signedInLogin(ctx, { email: "ravi@fc.example", name: "Ravi", role: "admin" }))
      .cookie;
    // Asha: an adjustment for FC-7001 and a smokers figure (set, then changed); Ravi: a setting.
    await call("POST", "/api/admin/adjustments", asha, {
      customerCode: "FC-7001",
      amount: 10,
      date: "2025-01-02",
      reason: "Opening balance",
    });
    await call("PUT", "/api/admin/customers/FC-7001/smokers-served", asha, { count: 40 });
    await call("PUT", "/api/admin/customers/FC-7001/smokers-served", asha, { count: 55 });
    await call("PATCH", "/api/admin/settings", ravi, { payoutThreshold: 900 });
    await call("POST", "/api/admin/customers/FC-7002/awareness-sessions", ravi, {
      date: "2025-01-03",
      title: "Staff talk",
      peopleReached: 25,
    });
  });

  it("lists every change newest first, with who, which record, customer, before and after", async () => {
    const page = await log();
    expect(page.total).toBe(5);
    expect(page.entities).toEqual([
      "adjustment",
      "awareness_session",
      "settings",
      "smokers_served",
    ]);
    expect(page.actors.map((a: { name: string }) => a.name)).toEqual(["Asha", "Ravi"]);
    expect(
      page.items.map(
        (i: { entity: string; action: string; actorName: string; customerCode: string | null }) => [
          i.entity,
          i.action,
          i.actorName,
          i.customerCode,
        ],
      ),
    ).toEqual([
      ["awareness_session", "create", "Ravi", "FC-7002"],
      ["settings", "update", "Ravi", null],
      ["smokers_served", "update", "Asha", "FC-7001"],
      ["smokers_served", "create", "Asha", "FC-7001"],
      ["adjustment", "create", "Asha", "FC-7001"],
    ]);
    expect(page.items[2]).toMatchObject({
      entityId: "FC-7001",
      customerName: "Audit Café",
      before: { count: 40 },
      after: { count: 55 },
    });
    expect(page.items[1]).toMatchObject({ entityId: "payoutThreshold", before: 500, after: 900 });
  });

  it("filters by entity, person, customer and day, and pages", async () => {
    expect((await log("?entity=smokers_served")).total).toBe(2);
    expect((await log(`?actorId=${ashaId}`)).total).toBe(3);
    expect(
      (await log("?customerCode=fc-7002")).items.map((i: { entity: string }) => i.entity),
    ).toEqual(["awareness_session"]);
    expect((await log("?customerCode=FC-0000")).total).toBe(0);
    const today = todayIn("Asia/Kolkata");
    expect((await log(`?from=${today}&to=${today}`)).total).toBe(5);
    expect((await log("?to=2020-01-01")).total).toBe(0);
    const second = await log("?pageSize=2&page=2");
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.items.map((i: { entity: string }) => i.entity)).toEqual([
      "smokers_served",
      "smokers_served",
    ]);
    const bad = await call("GET", "/api/admin/audit-log?from=yesterday", asha);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("from");
  });

  it("is append-only: the database refuses UPDATE and DELETE", async () => {
    // Drizzle wraps the database's error; its cause is PostgreSQL's own message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db()
        .execute(statement)
        .then(
          () => "accepted",
          (err: { cause?: unknown }) => String(err.cause ?? err),
        );
    expect(await refusal(sql`update audit_log set action = 'forged'`)).toMatch(
      /the audit log is append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(
      /the audit log is append-only: DELETE refused/,
    );
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where action <> 'forged'`,
    );
    expect(row?.n).toBe(5);
  });

  it("is staff only", async () => {
    const { cookie: customer } = await signedInLogin(ctx, {
      email: "c@fc.example",
      name: "C",
      role: "customer",
      customerId: (await queryRows<{ id: string }>(db(), sql`select id from customers limit 1`))[0]
        ?.id as string,
    });
    expect((await call("GET", "/api/admin/audit-log", customer)).statusCode).toBe(403);
  });
});
