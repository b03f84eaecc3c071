import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";

/**
 * Payouts, adjustments and balances through the console's API, on a hand-computed ledger:
 * FC-5001 earns ₹10 a kg; its collections weigh 2.500, 1.234 and 0.456 kg, so its credits are
 * 25.00 + 12.34 + 4.56 = ₹41.90.
 */
describe("ledger: payouts, adjustments and balances", () => {
  let ctx: TestContext;
  let staff: string;
  let customer: string;
  let customerId: string;

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const ledgerRows = async () =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from benefit_transactions where kind <> 'collection_credit'`,
      )
    )[0]?.n;
  const auditRows = async () =>
    (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from audit_log`))[0]?.n;
  const balance = async () => (await call("GET", "/api/admin/customers/FC-5001/balance")).json();

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const c = await aCustomer(db(), {
      code: "FC-5001",
      name: "Ledger Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: 10,
    });
    customerId = c.id;
    await aCustomer(db(), {
      code: "FC-5002",
      name: "Other",
      serviceType: "S",
      businessType: "B",
    });
    const kiosk = await addKiosk(db(), { customerId: c.id, label: "K", installedOn: "2024-01-01" });
    await recordCollections(db(), kiosk, "10.00", [
      { kioskId: kiosk.id, collectedOn: "2025-01-05", buttsCount: 9000, buttsKg: "2.500" },
      { kioskId: kiosk.id, collectedOn: "2025-01-20", buttsCount: 4500, buttsKg: "1.234" },
      { kioskId: kiosk.id, collectedOn: "2025-02-03", buttsCount: 1700, buttsKg: "0.456" },
    ]);
    staff = (
      await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha Staff", role: "admin" })
    ).cookie;
    customer = (
      await signedInLogin(ctx, {
        email: "owner@ledger.example",
        name: "Owner",
        role: "customer",
        customerId: c.id,
      })
    ).cookie;
  });

  const payout = (overrides: Record<string, unknown> = {}) =>
    call("POST", "/api/admin/payouts", {
      customerCode: "FC-5001",
      amount: 20,
      date: "2025-02-10",
      reference: "UTR-0001",
      note: "February payout",
      ...overrides,
    });

  it("balance = credits − payouts + adjustments, exact to the paisa", async () => {
    expect(await balance()).toEqual({ balance: 41.9, credits: 41.9, payouts: 0, adjustments: 0 });
    expect((await payout()).statusCode).toBe(201);
    const minus = await call("POST", "/api/admin/adjustments", {
      customerCode: "FC-5001",
      amount: -1.4,
      date: "2025-02-11",
      reason: "Weighing error on 20 Jan",
    });
    expect(minus.statusCode).toBe(201);
    const plus = await call("POST", "/api/admin/adjustments", {
      customerCode: "fc-5001",
      amount: 3.25,
      date: "2025-02-12",
      reason: "Goodwill",
    });
    expect(plus.statusCode).toBe(201);
    // 41.90 − 20.00 − 1.40 + 3.25 = 23.75
    expect(plus.json().balance).toEqual({
      balance: 23.75,
      credits: 41.9,
      payouts: 20,
      adjustments: 1.85,
    });
    expect(await balance()).toEqual(plus.json().balance);
  });

  it("refuses a payout above the balance, naming amount and the balance; stores nothing", async () => {
    const res = await payout({ amount: 41.91 });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      "The payout of ₹41.91 is more than FC-5001's balance of ₹41.90. Give an override reason to pay it anyway.",
    );
    expect(res.json().errors).toEqual([
      {
        field: "amount",
        message: "is more than the balance of ₹41.90; give an overrideReason to pay it anyway",
      },
    ]);
    expect(await ledgerRows()).toBe(0);
    expect(await auditRows()).toBe(0);
    // The whole balance is allowed.
    expect((await payout({ amount: 41.9 })).statusCode).toBe(201);
  });

  it("accepts a payout above the balance with an override reason, kept in the note and the audit", async () => {
    const res = await payout({ amount: 50, overrideReason: "Advance agreed by the director" });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({
      kind: "redemption",
      customerCode: "FC-5001",
      customerName: "Ledger Café",
      amount: 50,
      date: "2025-02-10",
      reference: "UTR-0001",
      note: "February payout · Override: Advance agreed by the director",
      recordedBy: "Asha Staff",
    });
    expect(res.json().balance.balance).toBe(-8.1); // 41.90 − 50.00
    const [audit] = await queryRows<{
      entity: string;
      action: string;
      after: unknown;
      customer_id: string;
    }>(db(), sql`select entity, action, after, customer_id from audit_log`);
    expect(audit).toEqual({
      entity: "payout",
      action: "create",
      customer_id: customerId,
      after: {
        customerCode: "FC-5001",
        amount: 50,
        date: "2025-02-10",
        reference: "UTR-0001",
        note: "February payout · Override: Advance agreed by the director",
        overrideReason: "Advance agreed by the director",
        balanceBefore: 41.9,
      },
    });
  });

  it("refuses bad payouts and adjustments with the field named, storing nothing", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/admin/payouts", { amount: 0 }, "amount"],
      ["/api/admin/payouts", { amount: -5 }, "amount"],
      ["/api/admin/payouts", { amount: 1.005 }, "amount"],
      ["/api/admin/payouts", { reference: "" }, "reference"],
      ["/api/admin/payouts", { date: "2025-02-30" }, "date"],
      ["/api/admin/payouts", { date: "2999-01-01" }, "date"],
      ["/api/admin/payouts", { customerCode: "FC-9999" }, "customerCode"],
    ];
    for (const [url, change, field] of cases) {
      const res = await payout(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(url).toBe("/api/admin/payouts");
    }
    const adjustment = (change: Record<string, unknown>) =>
      call("POST", "/api/admin/adjustments", {
        customerCode: "FC-5001",
        amount: 5,
        date: "2025-02-10",
        reason: "r",
        ...change,
      });
    for (const [change, field] of [
      [{ amount: 0 }, "amount"],
      [{ reason: " " }, "reason"],
      [{ date: "2999-01-01" }, "date"],
    ] as const) {
      const res = await adjustment(change);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await ledgerRows()).toBe(0);
    expect(await auditRows()).toBe(0);
  });

  it("a payout changes the customer's Benefit Amount Redeemed", async () => {
    const stats = async () =>
      (await call("GET", "/api/get_customer_specific_stats", undefined, customer)).json()
        .benefitValueStats.tillDate;
    expect(await stats()).toEqual({ amount: 41.9, redeemed: 0 });
    expect((await payout({ amount: 12.5 })).statusCode).toBe(201);
    expect(await stats()).toEqual({ amount: 41.9, redeemed: 12.5 });
  });

  it("lists payouts and adjustments newest first, filtered by customer and dates", async () => {
    await payout({ date: "2025-02-10", reference: "A" });
    await payout({ date: "2025-03-01", reference: "B", amount: 1 });
    await call("POST", "/api/admin/adjustments", {
      customerCode: "FC-5001",
      amount: -2,
      date: "2025-02-20",
      reason: "fix",
    });
    const list = await call("GET", "/api/admin/payouts?pageSize=2");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(list.json().items.map((i: { date: string; kind: string }) => [i.date, i.kind])).toEqual([
      ["2025-03-01", "redemption"],
      ["2025-02-20", "adjustment"],
    ]);
    const ranged = await call(
      "GET",
      "/api/admin/payouts?from=2025-02-01&to=2025-02-15&customerCode=FC-5001",
    );
    expect(ranged.json().items.map((i: { reference: string }) => i.reference)).toEqual(["A"]);
    const other = await call("GET", "/api/admin/payouts?customerCode=FC-5002");
    expect(other.json()).toMatchObject({ items: [], total: 0 });
    const kind = await call("GET", "/api/admin/payouts?kind=adjustment");
    expect(kind.json().total).toBe(1);
  });

  it("answers 404 for an unknown customer's balance; customers get 403", async () => {
    expect((await call("GET", "/api/admin/customers/FC-0000/balance")).statusCode).toBe(404);
    expect(
      (await call("GET", "/api/admin/customers/FC-5001/balance", undefined, customer)).statusCode,
    ).toBe(403);
  });
});
