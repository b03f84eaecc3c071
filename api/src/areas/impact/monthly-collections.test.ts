import { monthlyCollectionsSchema } from "@filtercycle/contract/impact/dashboard";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#api/db/database.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { fixtureClock, seedDashboardFixtures } from "./dashboard.fixtures.ts";
import { buildImpactTestApp } from "./impact.test-app.ts";
import { getMonthlyCollections } from "./monthly-collections.ts";

/**
 * The chart's monthly sums on a real database, against the fixture table in
 * dashboard.fixtures.ts (today 2025-03-15 in Kolkata; N butts weigh N × 0.00027 kg).
 */
describe("get_monthly_collections", () => {
  let database: TestDatabase;
  let ids: { a: string; b: string; c: string };
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    ids = await seedDashboardFixtures(database.db);
    app = await buildImpactTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const zeros = (months: string[]) =>
    months.map((month) => ({ month, buttsNumber: 0, buttsKgs: 0 }));

  it("answers the last 12 calendar months to today, oldest first, zeros for empty months", async () => {
    const { months } = await getMonthlyCollections(database.db, ids.a, 12, fixtureClock);
    expect(months).toEqual([
      // 2024-04 … 2024-11: no collections (rows 1–4 are before the window)
      ...zeros([
        "2024-04",
        "2024-05",
        "2024-06",
        "2024-07",
        "2024-08",
        "2024-09",
        "2024-10",
        "2024-11",
      ]),
      // rows 5, 6, 7: 500 + 600 + 700 butts; 0.135 + 0.162 + 0.189 kg
      { month: "2024-12", buttsNumber: 1800, buttsKgs: 0.486 },
      // rows 8, 9, 10: 800 + 900 + 1100; 0.216 + 0.243 + 0.297
      { month: "2025-01", buttsNumber: 2800, buttsKgs: 0.756 },
      // row 11
      { month: "2025-02", buttsNumber: 1200, buttsKgs: 0.324 },
      // rows 12, 13 (row 14 is dated tomorrow and never counts)
      { month: "2025-03", buttsNumber: 2700, buttsKgs: 0.729 },
    ]);
  });

  it("is planned once per connection, not on every call", async () => {
    // One connection, so its prepared statement's plan counts are the ones read below.
    const single = await openDatabase({
      driver: "postgres",
      url: database.url as string,
      poolMax: 1,
    });
    try {
      for (let i = 0; i < 12; i++) {
        const { months } = await getMonthlyCollections(single.db, ids.a, 12, fixtureClock);
        expect(months.at(-1)).toEqual({ month: "2025-03", buttsNumber: 2700, buttsKgs: 0.729 });
      }
      const plans = await queryRows<{ generic_plans: number; custom_plans: number }>(
        single.db,
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
          where statement like '%window_months%'`,
      );
      // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more
      // (a series of dates with parameters for ends was estimated at 1,000 rows on PostgreSQL
      // 17+, so every call was planned again: docs/decisions/0079, amendment).
      expect(plans).toEqual([{ generic_plans: 7, custom_plans: 5 }]);
    } finally {
      await single.close();
    }
  });

  it("reaches back further on request, and the months add up to the till-date total", async () => {
    const { months } = await getMonthlyCollections(database.db, ids.a, 15, fixtureClock);
    expect(months).toHaveLength(15);
    expect(months.slice(0, 3)).toEqual([
      { month: "2024-01", buttsNumber: 1000, buttsKgs: 0.27 }, // row 1
      { month: "2024-02", buttsNumber: 5000, buttsKgs: 1.35 }, // rows 2, 3 (leap day)
      { month: "2024-03", buttsNumber: 4000, buttsKgs: 1.08 }, // row 4
    ]);
    // 18500 butts, 4.995 kg: get_green_impact's till-date figures for business A.
    expect(months.reduce((sum, m) => sum + m.buttsNumber, 0)).toBe(18500);
    expect(Math.round(months.reduce((sum, m) => sum + m.buttsKgs, 0) * 1000)).toBe(4995);
  });

  it("takes months in the business time zone: 19:00 UTC on 28 Feb is already March in Kolkata", async () => {
    const lateEvening = () => new Date("2025-02-28T19:00:00Z");
    const { months } = await getMonthlyCollections(database.db, ids.a, 2, lateEvening);
    // Today is 2025-03-01 there: row 12 only in March (row 13 is still ahead).
    expect(months).toEqual([
      { month: "2025-02", buttsNumber: 1200, buttsKgs: 0.324 },
      { month: "2025-03", buttsNumber: 1300, buttsKgs: 0.351 },
    ]);
  });

  it("answers only for the session's business", async () => {
    const b = await app.inject({
      url: "/api/get_monthly_collections?months=1",
      headers: { "x-test-customer": ids.b },
    });
    expect(b.json()).toEqual({ months: [{ month: "2025-03", buttsNumber: 9999, buttsKgs: 2.7 }] });
    // A customerId in the query is ignored: the session decides.
    const c = await app.inject({
      url: `/api/get_monthly_collections?months=2&customerId=${ids.a}`,
      headers: { "x-test-customer": ids.c },
    });
    expect(c.json()).toEqual({ months: zeros(["2025-02", "2025-03"]) });
  });

  it("defaults to 12 months, is never cached, and checks the session first", async () => {
    const res = await app.inject({
      url: "/api/get_monthly_collections",
      headers: { "x-test-customer": ids.a },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = monthlyCollectionsSchema.strict().parse(res.json());
    expect(body.months.map((m) => m.month)).toHaveLength(12);
    expect(body.months.at(-1)?.month).toBe("2025-03");

    const anonymous = await app.inject({ url: "/api/get_monthly_collections?months=0" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("with a period (the dashboard's period bar), answers the months it touches, each with only the period's days", async () => {
    const res = await app.inject({
      url: "/api/get_monthly_collections?startDate=2024-12-15&endDate=2025-01-10",
      headers: { "x-test-customer": ids.a },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      months: [
        // rows 6, 7 (row 5, 14 Dec, is before the period): 600 + 700; 0.162 + 0.189
        { month: "2024-12", buttsNumber: 1300, buttsKgs: 0.351 },
        // rows 8, 9 (row 10, 11 Jan, is after it): 800 + 900; 0.216 + 0.243
        { month: "2025-01", buttsNumber: 1700, buttsKgs: 0.459 },
      ],
    });
  });

  it.each([
    [
      "startDate=2023-01-01&endDate=2025-01-10",
      "startDate",
      "must be within 24 calendar months of endDate",
    ],
    ["startDate=2025-01-01", "endDate", "is required with startDate"],
    ["startDate=2025-02-01&endDate=2025-01-31", "endDate", "must not be before startDate"],
  ])("a period %s is a 400 naming %s", async (query, field, message) => {
    const res = await app.inject({
      url: `/api/get_monthly_collections?${query}`,
      headers: { "x-test-customer": ids.a },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it.each([
    ["0", "must be at least 1"],
    ["37", "must be at most 36"],
    ["1.5", "must be a whole number of months"],
    ["twelve", "must be a whole number of months"],
  ])("months=%s is a 400 naming the field", async (months, message) => {
    const res = await app.inject({
      url: `/api/get_monthly_collections?months=${months}`,
      headers: { "x-test-customer": ids.a },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "months", message }]);
  });
});
