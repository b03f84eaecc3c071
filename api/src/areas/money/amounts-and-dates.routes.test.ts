import { addMonths, BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";

/**
 * Issue 25: amounts, weights and days that mean something, on every endpoint that takes them
 * (the rules of packages/contract/src/amount-rules.ts). Each refusal is a 400 naming the field,
 * and nothing stored changes. FC-5101 earns ₹10 a kg and has ₹25.00 of credits (2.500 kg).
 */
describe("amounts, kg and dates outside the real window", () => {
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let kioskId: string;

  const TODAY = todayIn(BUSINESS_TIME_ZONE);
  /** Two years ahead of today in the business time zone. */
  const TWO_YEARS_AHEAD = addMonths(TODAY, 24);
  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);

  /** Everything a refused request could have written. */
  const stored = async () =>
    (
      await queryRows<Record<string, number>>(
        db(),
        sql`select
          (select count(*)::int from benefit_transactions) as ledger,
          (select count(*)::int from payout_requests) as requests,
          (select count(*)::int from kiosks) as kiosks,
          (select count(*)::int from collections) as collections,
          (select count(*)::int from pickups) as pickups,
          (select count(*)::int from audit_log) as audit,
          (select string_agg(installed_on::text || '/' || coalesce(removed_on::text, '-'), ',')
             from kiosks) as windows`,
      )
    )[0];

  /** The status and the fields the problem names. */
  const refusal = async (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.statusCode,
    errors: (res.json().errors ?? []) as { field: string; message: string }[],
  });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const c = await createCustomer(db(), {
      code: "FC-5101",
      name: "Window Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const kiosk = await addKiosk(db(), {
      customerId: c.id,
      label: "Terrace",
      serial: "K-WIN-1",
      installedOn: "2024-01-01",
    });
    kioskId = kiosk.id;
    await recordCollections(db(), kiosk, "10.00", [
      { kioskId: kiosk.id, collectedOn: "2025-01-05", buttsCount: 9000, buttsKg: "2.500" },
    ]);
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Staff", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, {
        email: "owner@window.example",
        name: "Owner",
        role: "customer",
        customerId: c.id,
      })
    ).cookie;
  });

  it("refuses a payout request of 1e-300 with 400 naming amount (it was a 500)", async () => {
    const before = await stored();
    const res = await call("POST", "/api/payout_requests", { amount: 1e-300 }, owner);
    expect(await refusal(res)).toEqual({
      status: 400,
      errors: [{ field: "amount", message: "must be at least ₹0.01" }],
    });
    const huge = await call("POST", "/api/payout_requests", { amount: 10_000_000.01 }, owner);
    expect((await refusal(huge)).errors).toEqual([
      { field: "amount", message: "must be at most ₹1,00,00,000" },
    ]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a staff payout of ₹0.00 (an amount that rounds to no paisa) and stores nothing", async () => {
    const before = await stored();
    for (const amount of [1e-9, 0.004, 0]) {
      const res = await call("POST", "/api/admin/payouts", {
        customerCode: "FC-5101",
        amount,
        date: "2025-02-10",
        reference: "UTR-1",
      });
      expect(await refusal(res), String(amount)).toEqual({
        status: 400,
        errors: [{ field: "amount", message: "must be at least ₹0.01" }],
      });
    }
    const adjustment = await call("POST", "/api/admin/adjustments", {
      customerCode: "FC-5101",
      amount: -1e-9,
      date: "2025-02-10",
      reason: "Rounding",
    });
    expect((await refusal(adjustment)).errors).toEqual([
      { field: "amount", message: "must be at least ₹0.01" },
    ]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a kiosk installed on 0001-01-01, and one installed two years ahead", async () => {
    const before = await stored();
    const create = (installedOn: string) =>
      call("POST", "/api/admin/customers/FC-5101/kiosks", {
        label: "Lobby",
        serial: "K-WIN-2",
        installedOn,
      });
    expect(await refusal(await create("0001-01-01"))).toEqual({
      status: 400,
      errors: [{ field: "installedOn", message: "must be 2000-01-01 or later" }],
    });
    expect(await refusal(await create(TWO_YEARS_AHEAD))).toEqual({
      status: 400,
      errors: [
        {
          field: "installedOn",
          message: `must be at most a year ahead (${addMonths(TODAY, 12)} or earlier)`,
        },
      ],
    });
    const moved = await call("PATCH", `/api/admin/kiosks/${kioskId}`, {
      installedOn: "1999-12-31",
    });
    expect((await refusal(moved)).errors).toEqual([
      { field: "installedOn", message: "must be 2000-01-01 or later" },
    ]);
    expect(await stored()).toEqual(before);
    // The first day of the window is a day like any other.
    expect((await create("2000-01-01")).statusCode).toBe(201);
  });

  it("refuses payouts, adjustments, collections and pickup dates outside the window", async () => {
    const before = await stored();
    const cases: [Method, string, Record<string, unknown>, string][] = [
      [
        "POST",
        "/api/admin/payouts",
        { customerCode: "FC-5101", amount: 5, date: "0001-01-01", reference: "U" },
        "date",
      ],
      [
        "POST",
        "/api/admin/adjustments",
        { customerCode: "FC-5101", amount: 5, date: TWO_YEARS_AHEAD, reason: "r" },
        "date",
      ],
      ["POST", "/api/admin/collections", { kioskId, date: "1999-12-31", buttsKg: 1 }, "date"],
      [
        "POST",
        "/api/admin/collections",
        { kioskId, date: "2025-01-06", buttsKg: 0.0001 },
        "buttsKg",
      ],
      ["POST", "/api/admin/collections", { kioskId, date: "2025-01-06", buttsKg: 0 }, "buttsKg"],
      ["POST", `/api/admin/pickups/${kioskId}/reschedule`, { date: TWO_YEARS_AHEAD }, "date"],
      [
        "POST",
        `/api/admin/pickups/${kioskId}/miss`,
        { reason: "site_closed", newDate: TWO_YEARS_AHEAD },
        "newDate",
      ],
      ["POST", `/api/admin/pickup_requests/${kioskId}/schedule`, { date: "0001-01-01" }, "date"],
      [
        "PUT",
        `/api/admin/kiosks/${kioskId}/schedule`,
        { everyDays: 7, weekdays: null, startsOn: "0001-01-01" },
        "startsOn",
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await call(method, url, body);
      const answer = await refusal(res);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.errors.map((e) => e.field)).toEqual([field]);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses an imported collection dated before 2000 or weighing less than a gram", async () => {
    // A kiosk whose record says it was installed in 1990 (before the window existed).
    await addKiosk(db(), {
      customerId:
        (await queryRows<{ id: string }>(db(), sql`select id from customers`))[0]?.id ?? "",
      label: "Old",
      serial: "K-OLD",
      installedOn: "1990-01-01",
    });
    const before = await stored();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/collections/import",
      headers: { cookie: staff, "content-type": "text/csv" },
      payload:
        "customer_code,kiosk_serial,date,butts_number,butts_kg\n" +
        "FC-5101,K-OLD,1999-12-31,10,1\n" +
        "FC-5101,K-WIN-1,2025-01-07,10,0\n",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      { row: 2, column: "date", reason: "must be 2000-01-01 or later" },
      { row: 3, column: "butts_kg", reason: "must be at least 0.001 kg" },
    ]);
    expect(await stored()).toEqual(before);
  });
});
