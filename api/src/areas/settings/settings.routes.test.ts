import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { companyTotals } from "../impact/company-totals.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";

const NEW_FACTORS = {
  effectiveFrom: "2025-02-01",
  toxicWasteKgPerButtKg: { value: 0.8, source: "Study B (2025)" },
  microplasticKgPerButtKg: { value: 0.5, source: "Study C (2025)" },
  waterLitresPerButt: { value: 400, source: "Study D (2025)" },
};

/**
 * Settings through the console's API, and impact factors with effective-from dates. FC-6001's
 * collections: 2025-01-10 1000 butts 1.000 kg; 2025-02-10 2000 butts 2.000 kg; 2025-03-05
 * 4000 butts 0.500 kg. Until 2025-02-01 the defaults apply (toxic 1, microplastic 0.6, water
 * 500 L a butt); from then on the new version (0.8, 0.5, 400).
 */
describe("settings and impact factor versions", () => {
  let ctx: TestContext;
  let staff: string;
  let customer: string;
  const db = () => ctx.database.db;

  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const count = async (table: "audit_log" | "impact_factor_versions" | "settings") =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )
    )[0]?.n;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const c = await aCustomer(db(), {
      code: "FC-6001",
      name: "Factor Hotel",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: 10,
    });
    const kiosk = await addKiosk(db(), { customerId: c.id, label: "K", installedOn: "2024-01-01" });
    await recordCollections(db(), kiosk, "10.00", [
      { kioskId: kiosk.id, collectedOn: "2025-01-10", buttsCount: 1000, buttsKg: "1.000" },
      { kioskId: kiosk.id, collectedOn: "2025-02-10", buttsCount: 2000, buttsKg: "2.000" },
      { kioskId: kiosk.id, collectedOn: "2025-03-05", buttsCount: 4000, buttsKg: "0.500" },
    ]);
    staff = (
      await signedInLogin(ctx, { email: "staff@fc.example", name: "Ravi Staff", role: "admin" })
    ).cookie;
    customer = (
      await signedInLogin(ctx, {
        email: "owner@hotel.example",
        name: "Owner",
        role: "customer",
        customerId: c.id,
      })
    ).cookie;
  });

  const rangeImpact = async (startDate: string, endDate: string) =>
    (
      await call(
        "GET",
        `/api/get_customer_specific_stats_with_dates?startDate=${startDate}&endDate=${endDate}`,
        undefined,
        customer,
      )
    ).json().periodImpact;

  it("answers the defaults before anything is changed", async () => {
    const res = await call("GET", "/api/admin/settings");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      impactFactors: DEFAULT_SETTINGS.impactFactors,
      factorsEffectiveFrom: null,
      factorVersions: [],
      socialImpact: { unskilledEmployment: 10_000, stayAtHomeMothers: 10_000 },
      redemptionFormUrl: "https://forms.example.com/filtercycle-redeem",
      payoutThreshold: 500,
      buttsPerKgEstimate: 3600,
      largestKioskCapacityKg: 25,
      custodyTolerancePercent: 5,
      pickupThresholdPercent: 80,
      partnerRates: { lowPerKg: 200, highPerKg: 400, exampleKgPerMonth: 3 },
    });
  });

  it("answers the Partner Program's rates and worked example to anyone, as staff set them", async () => {
    const anonymous = await ctx.app.inject({ url: "/api/partner_rates" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers["cache-control"]).toBe("public, max-age=300");
    // Defaults: ₹200–400 a kg; the example at the middle, (200 + 400) / 2 = ₹300, 3 kg × 300 = ₹900.
    expect(anonymous.json()).toEqual({
      lowPerKg: 200,
      highPerKg: 400,
      example: { kgPerMonth: 3, ratePerKg: 300, perMonth: 900 },
    });

    const rates = { lowPerKg: 250, highPerKg: 375, exampleKgPerMonth: 2.5 };
    const res = await call("PATCH", "/api/admin/settings", { partnerRates: rates });
    expect(res.statusCode).toBe(200);
    expect(res.json().partnerRates).toEqual(rates);
    // (250 + 375) / 2 = 312.5 → ₹313 a kg (whole rupees); 2.5 kg × 313 = 782.5 → ₹783 a month.
    expect((await ctx.app.inject({ url: "/api/partner_rates" })).json()).toEqual({
      lowPerKg: 250,
      highPerKg: 375,
      example: { kgPerMonth: 2.5, ratePerKg: 313, perMonth: 783 },
    });
    const [audit] = await queryRows<{ before: unknown; after: unknown }>(
      db(),
      sql`select before, after from audit_log where entity_id = 'partnerRates'`,
    );
    expect(audit).toEqual({
      before: { lowPerKg: 200, highPerKg: 400, exampleKgPerMonth: 3 },
      after: rates,
    });
  });

  it("a factor change mid-range: the range's figures are the sum of both parts", async () => {
    // Before the change: every butt at the defaults.
    expect(await rangeImpact("2025-01-01", "2025-03-31")).toEqual({
      toxicWasteKg: 3.5, // 3.500 kg × 1
      microplasticKg: 2.1, // 3.500 × 0.6
      waterLitres: 3_500_000, // 7000 × 500
    });
    const res = await call("PATCH", "/api/admin/settings", {
      impactFactors: NEW_FACTORS,
      confirmRestatement: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().factorsEffectiveFrom).toBe("2025-02-01");
    expect(res.json().factorVersions).toHaveLength(1);
    expect(await rangeImpact("2025-01-01", "2025-03-31")).toEqual({
      toxicWasteKg: 3, // 1.000 × 1 + (2.000 + 0.500) × 0.8 = 1 + 2
      microplasticKg: 1.85, // 1.000 × 0.6 + 2.500 × 0.5 = 0.6 + 1.25
      waterLitres: 2_900_000, // 1000 × 500 + 6000 × 400 = 500 000 + 2 400 000
    });
    // An earlier period keeps the factors in force then.
    expect(await rangeImpact("2025-01-01", "2025-01-31")).toEqual({
      toxicWasteKg: 1,
      microplasticKg: 0.6,
      waterLitres: 500_000,
    });
    expect(await rangeImpact("2025-02-01", "2025-02-28")).toEqual({
      toxicWasteKg: 1.6, // 2.000 × 0.8
      microplasticKg: 1,
      waterLitres: 800_000,
    });
    // Till date (green impact) and the company's totals follow the same split.
    const green = (await call("GET", "/api/get_green_impact", undefined, customer)).json();
    expect(green).toMatchObject({
      toxic_waste_recycled_in_kg: 3,
      microplastic_recycled_in_kg: 1.85,
      water_resources_protected_in_litres: 2_900_000,
    });
    expect((await companyTotals(db())).derived).toEqual({
      toxicWasteKg: 3,
      microplasticKg: 1.85,
      waterLitres: 2_900_000,
    });
  });

  it("a second version splits again; one on the same day replaces it", async () => {
    await call("PATCH", "/api/admin/settings", {
      impactFactors: NEW_FACTORS,
      confirmRestatement: true,
    });
    await call("PATCH", "/api/admin/settings", {
      impactFactors: {
        ...NEW_FACTORS,
        effectiveFrom: "2025-03-01",
        waterLitresPerButt: { value: 100, source: "E" },
      },
      confirmRestatement: true,
    });
    // 1000 × 500 + 2000 × 400 + 4000 × 100
    expect((await rangeImpact("2025-01-01", "2025-03-31")).waterLitres).toBe(1_700_000);
    const replaced = await call("PATCH", "/api/admin/settings", {
      impactFactors: {
        ...NEW_FACTORS,
        effectiveFrom: "2025-03-01",
        waterLitresPerButt: { value: 200, source: "E" },
      },
      confirmRestatement: true,
    });
    expect(
      replaced.json().factorVersions.map((v: { effectiveFrom: string }) => v.effectiveFrom),
    ).toEqual(["2025-03-01", "2025-02-01"]);
    // 500 000 + 800 000 + 4000 × 200
    expect((await rangeImpact("2025-01-01", "2025-03-31")).waterLitres).toBe(2_100_000);
  });

  it("changes the other settings, each audited with before and after", async () => {
    const res = await call("PATCH", "/api/admin/settings", {
      payoutThreshold: 750,
      buttsPerKgEstimate: 3500,
      redemptionFormUrl: "",
      socialImpact: { unskilledEmployment: 12, stayAtHomeMothers: 34 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payoutThreshold: 750,
      buttsPerKgEstimate: 3500,
      redemptionFormUrl: null,
      socialImpact: { unskilledEmployment: 12, stayAtHomeMothers: 34 },
    });
    const green = (await call("GET", "/api/get_green_impact", undefined, customer)).json();
    expect(green.redeemUrl).toBeNull();
    const audit = await queryRows<{
      entity_id: string;
      before: unknown;
      after: unknown;
      actor_name: string;
    }>(
      db(),
      sql`select entity_id, before, after, actor_name from audit_log where entity = 'settings' order by entity_id`,
    );
    expect(audit).toEqual([
      { entity_id: "buttsPerKgEstimate", before: 3600, after: 3500, actor_name: "Ravi Staff" },
      { entity_id: "payoutThreshold", before: 500, after: 750, actor_name: "Ravi Staff" },
      {
        entity_id: "redemptionFormUrl",
        before: "https://forms.example.com/filtercycle-redeem",
        after: null,
        actor_name: "Ravi Staff",
      },
      {
        entity_id: "socialImpact",
        before: { unskilledEmployment: 10_000, stayAtHomeMothers: 10_000 },
        after: { unskilledEmployment: 12, stayAtHomeMothers: 34 },
        actor_name: "Ravi Staff",
      },
    ]);
    await call("PATCH", "/api/admin/settings", {
      impactFactors: NEW_FACTORS,
      confirmRestatement: true,
    });
    const [factors] = await queryRows<{
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(db(), sql`select action, before, after from audit_log where entity_id = 'impactFactors'`);
    expect(factors?.action).toBe("create");
    expect(factors?.before).toMatchObject({
      effectiveFrom: null,
      toxicWasteKgPerButtKg: { value: 1 },
    });
    expect(factors?.after).toMatchObject({
      effectiveFrom: "2025-02-01",
      toxicWasteKgPerButtKg: { value: 0.8 },
    });
  });

  it("refuses bad values naming the field, storing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { impactFactors: { ...NEW_FACTORS, toxicWasteKgPerButtKg: { value: -1, source: "x" } } },
        "impactFactors.toxicWasteKgPerButtKg.value",
      ],
      [
        { impactFactors: { ...NEW_FACTORS, waterLitresPerButt: { value: 1, source: " " } } },
        "impactFactors.waterLitresPerButt.source",
      ],
      [
        { impactFactors: { ...NEW_FACTORS, effectiveFrom: "2025-02-30" } },
        "impactFactors.effectiveFrom",
      ],
      [
        { impactFactors: { toxicWasteKgPerButtKg: { value: 1, source: "x" } } },
        "impactFactors.effectiveFrom",
      ],
      [{ impactFactors: NEW_FACTORS, confirmRestatement: "yes" }, "confirmRestatement"],
      [{ redemptionFormUrl: "ftp://example.com/form" }, "redemptionFormUrl"],
      [{ payoutThreshold: -1 }, "payoutThreshold"],
      [{ buttsPerKgEstimate: 0 }, "buttsPerKgEstimate"],
      [{ custodyTolerancePercent: -0.5 }, "custodyTolerancePercent"],
      [{ custodyTolerancePercent: 101 }, "custodyTolerancePercent"],
      [
        { socialImpact: { unskilledEmployment: 1.5, stayAtHomeMothers: 1 } },
        "socialImpact.unskilledEmployment",
      ],
      [{ payoutThreshold: 100, buttsPerKgEstimate: "many" }, "buttsPerKgEstimate"],
      [
        { partnerRates: { lowPerKg: 400, highPerKg: 200, exampleKgPerMonth: 3 } },
        "partnerRates.highPerKg",
      ],
      [
        { partnerRates: { lowPerKg: 212.5, highPerKg: 400, exampleKgPerMonth: 3 } },
        "partnerRates.lowPerKg",
      ],
      [
        { partnerRates: { lowPerKg: 200, highPerKg: 400, exampleKgPerMonth: 0 } },
        "partnerRates.exampleKgPerMonth",
      ],
      [{ partnerRates: { lowPerKg: 200, highPerKg: 400 } }, "partnerRates.exampleKgPerMonth"],
    ];
    for (const [body, field] of cases) {
      const res = await call("PATCH", "/api/admin/settings", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await count("audit_log")).toBe(0);
    expect(await count("impact_factor_versions")).toBe(0);
    expect(await count("settings")).toBe(0);
  });

  it("is staff only", async () => {
    expect((await call("GET", "/api/admin/settings", undefined, customer)).statusCode).toBe(403);
  });
});
