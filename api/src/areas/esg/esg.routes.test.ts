import {
  BRSR_CATEGORY_GUIDANCE,
  financialYearName,
  SCOPE3_CUTOFF_NOTE,
} from "@filtercycle/contract/esg/esg";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { forgetFactorVersions, saveFactorVersion } from "../impact/factor-versions.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";

/**
 * The ESG pack of FY 2025-26 (1 Apr 2025 – 31 Mar 2026) for FC-8101, worked out by hand.
 * Factors: original (settings' defaults) toxic 1 kg/kg, microplastic 0.6 kg/kg, water 500 l/butt;
 * the method of 1 Oct 2025: toxic 1, microplastic 0.5, water 300; a method of 1 Jun 2026 (after
 * the year) must not be named.
 * Collections (kg / butts):
 * - 31 Mar 2025 5.000 / 1,000 (FY 2024-25, left out); 1 Apr 2026 7.000 / 2,000 (FY 2026-27, out)
 * - 1 Apr 2025 1.250 / 400, 30 Sep 2025 2.500 / 900 → before the change: 3.750 kg, 1,300 butts
 * - 1 Oct 2025 1,234.567 / 1,100, 15 Feb 2026 0.755 / 250, 31 Mar 2026 0.500 / 200
 *   → from the change: 1,235.822 kg, 1,550 butts
 * Year: 1,239.572 kg, 2,850 butts; tonnes 1.239572 → 1.240.
 * Toxic waste: 3.750 × 1 + 1,235.822 × 1 = 1,239.572 kg.
 * Microplastic: 3.750 × 0.6 + 1,235.822 × 0.5 = 2.25 + 617.911 = 620.161 kg.
 * Water: 1,300 × 500 + 1,550 × 300 = 650,000 + 465,000 = 1,115,000 litres (with one factor for
 * the whole year it would be 1,425,000 or 855,000).
 * FC-8102 (another business) has 9 kg in June 2025: never in FC-8101's pack.
 */
describe("ESG pack API", () => {
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let viewer: string;
  let otherOwner: string;
  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = owner) =>
    injectJson(ctx.app, method, url, body, cookie);

  const factors = (toxic: number, micro: number, water: number) => ({
    toxicWasteKgPerButtKg: { value: toxic, source: "WHO (2017)" },
    microplasticKgPerButtKg: { value: micro, source: "Novotny & Slaughter (2014)" },
    waterLitresPerButt: { value: water, source: "Survey of 2025" },
  });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    forgetFactorVersions(db());
    const a = await createCustomer(db(), {
      code: "FC-8101",
      name: "Harbour Café",
      city: "Kochi",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const b = await createCustomer(db(), {
      code: "FC-8102",
      name: "Other Bar",
      city: "Pune",
      serviceType: "S",
      businessType: "B",
    });
    const kioskA = await addKiosk(db(), {
      customerId: a.id,
      label: "Bar",
      installedOn: "2025-01-01",
    });
    const kioskB = await addKiosk(db(), {
      customerId: b.id,
      label: "Gate",
      installedOn: "2025-01-01",
    });
    const row = (collectedOn: string, buttsKg: string, buttsCount: number) => ({
      collectedOn,
      buttsKg,
      buttsCount,
    });
    await recordCollections(
      db(),
      { id: kioskA.id, customerId: a.id },
      "10.00",
      [
        row("2025-03-31", "5.000", 1000),
        row("2025-04-01", "1.250", 400),
        row("2025-09-30", "2.500", 900),
        row("2025-10-01", "1234.567", 1100),
        row("2026-02-15", "0.755", 250),
        row("2026-03-31", "0.500", 200),
        row("2026-04-01", "7.000", 2000),
      ].map((r) => ({ ...r, kioskId: kioskA.id })),
    );
    await recordCollections(db(), { id: kioskB.id, customerId: b.id }, "10.00", [
      { ...row("2025-06-10", "9.000", 3000), kioskId: kioskB.id },
    ]);
    await saveFactorVersion(db(), {
      effectiveFrom: "2025-10-01",
      factors: factors(1, 0.5, 300),
      createdBy: "test",
    });
    await saveFactorVersion(db(), {
      effectiveFrom: "2026-06-01",
      factors: factors(1, 0.5, 250),
      createdBy: "test",
    });
    forgetFactorVersions(db());

    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, {
        email: "owner@harbour.example",
        name: "Meera Nair",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    await createLogin(db(), {
      email: "viewer@harbour.example",
      name: "Vik",
      password: "Correct-Horse-1",
      role: "customer",
      customerId: a.id,
      businessRole: "viewer",
    });
    viewer = await sessionCookieFor(ctx.app, "viewer@harbour.example", "Correct-Horse-1");
    otherOwner = (
      await signedInLogin(ctx, {
        email: "owner@other.example",
        name: "B",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  const monthsOfYear = [
    ["2025-04", 1.25, 400],
    ["2025-05", 0, 0],
    ["2025-06", 0, 0],
    ["2025-07", 0, 0],
    ["2025-08", 0, 0],
    ["2025-09", 2.5, 900],
    ["2025-10", 1234.567, 1100],
    ["2025-11", 0, 0],
    ["2025-12", 0, 0],
    ["2026-01", 0, 0],
    ["2026-02", 0.755, 250],
    ["2026-03", 0.5, 200],
  ] as const;

  const original = {
    id: "original",
    label: "Original method",
    effectiveFrom: null,
    effectiveTo: "2025-09-30",
    factors: {
      toxicWasteKgPerButtKg: {
        value: 1,
        source: DEFAULT_SETTINGS.impactFactors.toxicWasteKgPerButtKg.source,
      },
      microplasticKgPerButtKg: {
        value: 0.6,
        source: DEFAULT_SETTINGS.impactFactors.microplasticKgPerButtKg.source,
      },
      waterLitresPerButt: {
        value: 500,
        source: DEFAULT_SETTINGS.impactFactors.waterLitresPerButt.source,
      },
    },
  };
  const october = {
    id: "2025-10-01",
    label: "Method of 1 Oct 2025",
    effectiveFrom: "2025-10-01",
    effectiveTo: "2026-05-31",
    factors: factors(1, 0.5, 300),
  };

  it("sums the financial year by hand, cut at the factor change", async () => {
    const res = await call("GET", "/api/esg_pack?year=2025-26");
    expect(res.statusCode).toBe(200);
    const pack = res.json();
    const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
    expect(pack.availableYears.slice(0, 3)).toEqual(["2024-25", "2025-26", "2026-27"]);
    expect(pack.availableYears.at(-1)).toBe(financialYearName(today));
    expect({ ...pack, availableYears: undefined }).toEqual({
      year: "2025-26",
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
      businessName: "Harbour Café",
      customerCode: "FC-8101",
      availableYears: undefined,
      kg: 1239.572,
      butts: 2850,
      tonnes: 1.24,
      gri3064: {
        preparationForReuse: 0,
        recycling: 1.24,
        otherRecovery: 0,
        onsite: 0,
        offsite: 1.24,
        total: 1.24,
      },
      brsr: {
        category: null,
        categoryLabel: null,
        recycledTonnes: 1.24,
        reusedTonnes: 0,
        otherRecoveryTonnes: 0,
      },
      scope3Category5: {
        activityKg: 1239.572,
        note: SCOPE3_CUTOFF_NOTE,
        co2eKg: null,
        co2eFactorSource: null,
      },
      derived: { toxicWasteKg: 1239.572, microplasticKg: 620.161, waterLitres: 1115000 },
      months: monthsOfYear.map(([month, kg, butts]) => ({ month, kg, butts })),
      methods: [original, october],
    });
  });

  it("names one method for a year no change falls in", async () => {
    const res = await call("GET", "/api/esg_pack?year=2024-25");
    expect(res.statusCode).toBe(200);
    const pack = res.json();
    expect([pack.kg, pack.butts, pack.tonnes]).toEqual([5, 1000, 0.005]);
    // 1,000 butts × 500 litres (original method only).
    expect(pack.derived.waterLitres).toBe(500000);
    expect(pack.methods.map((m: { id: string }) => m.id)).toEqual(["original"]);
  });

  it("refuses a year that is not a financial year, naming the field", async () => {
    for (const year of ["2025-27", "2025", "25-26", ""]) {
      const res = await call("GET", `/api/esg_pack?year=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.body).toContain("year");
    }
    expect((await call("GET", "/api/esg_pack")).statusCode).toBe(400);
    expect((await call("GET", "/api/esg_pack.csv?year=2025-27")).statusCode).toBe(400);
    expect((await call("GET", "/api/esg_pack?year=2025-26", undefined, "")).statusCode).toBe(401);
  });

  it("lets an owner choose the BRSR category; a viewer reads it and cannot change it", async () => {
    const refused = await call("PUT", "/api/esg_pack/category", { category: "plastic" }, viewer);
    expect(refused.statusCode).toBe(403);
    const bad = await call("PUT", "/api/esg_pack/category", { category: "hazardous" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("category");
    expect(
      (await call("GET", "/api/esg_pack?year=2025-26", undefined, viewer)).json().brsr.category,
    ).toBeNull();

    const chosen = await call("PUT", "/api/esg_pack/category", { category: "plastic" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ category: "plastic", categoryLabel: "(A) Plastic waste" });
    const again = await call("PUT", "/api/esg_pack/category", { category: "other_non_hazardous" });
    expect(again.json()).toEqual({
      category: "other_non_hazardous",
      categoryLabel: "(H) Other non-hazardous waste generated",
    });
    const read = await call("GET", "/api/esg_pack?year=2025-26", undefined, viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json().brsr).toEqual({
      category: "other_non_hazardous",
      categoryLabel: "(H) Other non-hazardous waste generated",
      recycledTonnes: 1.24,
      reusedTonnes: 0,
      otherRecoveryTonnes: 0,
    });
    // The other business's choice is its own.
    expect(
      (await call("GET", "/api/esg_pack?year=2025-26", undefined, otherOwner)).json().brsr.category,
    ).toBeNull();
    expect(BRSR_CATEGORY_GUIDANCE).toContain("not listed as hazardous");
  });

  it("answers each business its own pack only", async () => {
    const res = await call(
      "GET",
      "/api/esg_pack?year=2025-26&customerId=FC-8101",
      undefined,
      otherOwner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerCode: "FC-8102",
      businessName: "Other Bar",
      kg: 9,
      butts: 3000,
    });
    const csv = await call(
      "GET",
      "/api/esg_pack.csv?year=2025-26&customerId=FC-8101",
      undefined,
      otherOwner,
    );
    expect(csv.body).toContain("Other Bar (FC-8102)");
    expect(csv.body).not.toContain("Harbour");
  });

  it("gives staff the pack in the support view and in the console", async () => {
    const support = await call(
      "GET",
      "/api/esg_pack?year=2025-26&customerId=FC-8101",
      undefined,
      staff,
    );
    expect(support.statusCode).toBe(200);
    expect(support.json().kg).toBe(1239.572);
    expect((await call("GET", "/api/esg_pack?year=2025-26", undefined, staff)).statusCode).toBe(
      400,
    );
    // Staff do not choose for the business.
    expect(
      (
        await call(
          "PUT",
          "/api/esg_pack/category?customerId=FC-8101",
          { category: "plastic" },
          staff,
        )
      ).statusCode,
    ).toBe(403);

    const consoleRes = await call(
      "GET",
      "/api/admin/customers/FC-8101/esg_pack?year=2025-26",
      undefined,
      staff,
    );
    expect(consoleRes.statusCode).toBe(200);
    expect(consoleRes.json()).toEqual(support.json());
    expect(
      (await call("GET", "/api/admin/customers/FC-9999/esg_pack?year=2025-26", undefined, staff))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          "GET",
          "/api/admin/customers/FC-9999/esg_pack.csv?year=2025-26",
          undefined,
          staff,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", "/api/admin/customers/FC-8101/esg_pack?year=2025-27", undefined, staff))
        .statusCode,
    ).toBe(400);
    expect(
      (await call("GET", "/api/admin/customers/FC-8101/esg_pack?year=2025-26", undefined, owner))
        .statusCode,
    ).toBe(403);
    const csv = await call(
      "GET",
      "/api/admin/customers/FC-8101/esg_pack.csv?year=2025-26",
      undefined,
      staff,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="esg-pack-FC-8101-2025-04-01-2026-03-31.csv"',
    );
  });

  it("writes the CSV: header lines, each figure under its standard, the months and the methods", async () => {
    await call("PUT", "/api/esg_pack/category", { category: "plastic" });
    const csv = await call("GET", "/api/esg_pack.csv?year=2025-26");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), { relax_column_count: true });
    expect(lines[0]).toEqual(["Filtercycle — ESG pack FY 2025-26"]);
    expect(lines[1]).toEqual(["Business", "Harbour Café (FC-8101)"]);
    expect(lines[2]).toEqual(["Period", "2025-04-01 to 2026-03-31"]);
    expect(lines[3]?.[0]).toBe("Generated");
    const header = lines.findIndex((line) => line[0] === "Reference");
    expect(lines[header]).toEqual(["Reference", "Item", "Value", "Unit"]);
    const body = lines.slice(header + 1);
    const t = "t (metric tonnes)";
    expect(body.slice(0, 17)).toEqual([
      ["GRI 306-4", "Waste diverted from disposal: recycling, off-site", "1.24", t],
      ["GRI 306-4", "Waste diverted from disposal: preparation for reuse", "0", t],
      ["GRI 306-4", "Waste diverted from disposal: other recovery operations", "0", t],
      ["GRI 306-4", "Waste diverted from disposal: onsite", "0", t],
      ["GRI 306-4", "Waste diverted from disposal: offsite", "1.24", t],
      ["GRI 306-4", "Waste diverted from disposal: total", "1.24", t],
      ["BRSR P6 EI 9", "Category", "(A) Plastic waste", ""],
      ["BRSR P6 EI 9", "Recycled", "1.24", t],
      ["BRSR P6 EI 9", "Re-used", "0", t],
      ["BRSR P6 EI 9", "Other recovery operations", "0", t],
      ["GHG Scope 3 cat. 5", "Activity data: waste sent for recycling", "1239.572", "kg"],
      ["GHG Scope 3 cat. 5", "CO2e", "not given (no sourced factor)", ""],
      ["GHG Scope 3 cat. 5", "Cut-off note", SCOPE3_CUTOFF_NOTE, ""],
      ["Collected", "Cigarette butts collected", "2850", "butts"],
      ["Derived", "Toxic waste recycled", "1239.572", "kg"],
      ["Derived", "Microplastic recycled", "620.161", "kg"],
      ["Derived", "Water resources protected", "1115000", "litres"],
    ]);
    expect(body.slice(17, 41)).toEqual(
      monthsOfYear.flatMap(([month, kg, butts]) => [
        ["Month", `${month} kg`, String(kg), "kg"],
        ["Month", `${month} butts`, String(butts), "butts"],
      ]),
    );
    expect(body.slice(41).map((line) => line.slice(0, 2))).toEqual([
      ["Method", "Original method (until 30 Sep 2025)"],
      ["Method", "Method of 1 Oct 2025 (from 1 Oct 2025 to 31 May 2026)"],
    ]);
    expect(body[42]?.[2]).toBe(
      "toxic waste 1 kg/kg (WHO (2017)); microplastic 0.5 kg/kg (Novotny & Slaughter (2014)); water 300 litres/butt (Survey of 2025)",
    );
  });

  it("defuses a stored name that looks like a formula", async () => {
    await createCustomer(db(), {
      code: "FC-8103",
      name: '=HYPERLINK("http://x")',
      city: "Goa",
      serviceType: "S",
      businessType: "B",
    });
    const csv = await call(
      "GET",
      "/api/admin/customers/FC-8103/esg_pack.csv?year=2025-26",
      undefined,
      staff,
    );
    const lines: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), { relax_column_count: true });
    expect(lines[1]?.[1]?.startsWith("=")).toBe(false);
    expect(lines[1]?.[1]).toContain("HYPERLINK");
  });
});
