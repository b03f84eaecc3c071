import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";

/**
 * A collection is credited once however many writers record it at the same moment (decision
 * 0074): the check before writing cannot see a writer that has not committed yet, so the unique
 * index on (kiosk, day, visit, kg) decides. PostgreSQL only: PGlite runs one statement at a time.
 */
describe("one collection, recorded at once by several writers (PostgreSQL)", () => {
  let ctx: TestContext;
  let staff: string;

  const FILE = [
    "customer_code,kiosk_serial,date,butts_number,butts_kg",
    "FC-6001,K-C1,2025-03-01,500,1.250",
    "FC-6001,K-C1,2025-03-02,,2",
    "FC-6001,K-C1,2025-03-03,10,0.010",
  ].join("\n");

  /** The file as saved by different programs: the same rows, different bytes. */
  const SAVED = [
    FILE,
    `\uFEFF${FILE.replaceAll("\n", "\r\n")}\r\n`,
    FILE.toLowerCase().replace("customer_code", "CUSTOMER_CODE"),
    FILE.replaceAll(",", '","').replaceAll("\n", '"\n"').replace(/^/, '"').replace(/$/, '"'),
  ];
  const importFile = (payload = FILE) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/admin/collections/import",
      headers: { cookie: staff, "content-type": "text/csv" },
      payload,
    });
  const credited = async () =>
    (
      await queryRows<{ collections: number; credits: number; total: string | null }>(
        ctx.database.db,
        sql`select (select count(*)::int from collections) as collections,
              count(*)::int as credits, sum(amount)::text as total
            from benefit_transactions where kind = 'collection_credit'`,
      )
    )[0];

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    await createCustomer(ctx.database.db, {
      code: "FC-6001",
      name: "Gamma Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    staff = (
      await signedInLogin(ctx, { email: "staff@fc.example", name: "Sam Staff", role: "admin" })
    ).cookie;
    const kiosk = await injectJson(
      ctx.app,
      "POST",
      "/api/admin/customers/FC-6001/kiosks",
      {
        label: "Bar",
        serial: "K-C1",
        installedOn: "2025-01-01",
      },
      staff,
    );
    expect(kiosk.statusCode).toBe(201);
  });

  it("four imports of one file, saved four ways, at once credit its rows once: one 201, three 409", async () => {
    const answers = await Promise.all(SAVED.map((file) => importFile(file)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    // 1.25 × ₹10 + 2 × ₹10 + 0.01 × ₹10 = ₹32.60
    expect(await credited()).toEqual({ collections: 3, credits: 3, total: "32.60" });
  });

  it("four console records of one collection at once credit it once: one 201, three 409", async () => {
    const record = () =>
      injectJson(
        ctx.app,
        "POST",
        "/api/admin/collections",
        {
          kioskSerial: "K-C1",
          date: "2025-03-01",
          buttsKg: 1.25,
        },
        staff,
      );
    const answers = await Promise.all([record(), record(), record(), record()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await credited()).toEqual({ collections: 1, credits: 1, total: "12.50" });
  });

  it("an import and the console form recording the same collection at once credit it once", async () => {
    const [imported, form] = await Promise.all([
      importFile(),
      injectJson(
        ctx.app,
        "POST",
        "/api/admin/collections",
        {
          kioskSerial: "K-C1",
          date: "2025-03-02",
          buttsKg: 2,
        },
        staff,
      ),
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    expect([201, 409]).toContain(form.statusCode);
    // Whoever came first, the three collections are recorded and credited once each.
    expect(imported.json().rowCount + (form.statusCode === 201 ? 1 : 0)).toBe(3);
    expect(await credited()).toEqual({ collections: 3, credits: 3, total: "32.60" });
  });
});
