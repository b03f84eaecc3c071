import {
  customerSpecificStatsSchema,
  customerSpecificStatsWithDatesSchema,
  greenImpactSchema,
} from "@filtercycle/contract/impact/dashboard";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { seedDashboardFixtures } from "./dashboard.fixtures.ts";
import { buildImpactTestApp } from "./impact.test-app.ts";

/** The dashboard calls over HTTP (the app: impact.test-app.ts). */
describe("dashboard API", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ids: { a: string; b: string; c: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    ids = await seedDashboardFixtures(database.db);
    app = await buildImpactTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** `customerId` null: a request without a session. */
  const get = (url: string, customerId: string | null = ids.a) =>
    app.inject({
      method: "GET",
      url,
      headers: customerId ? { "x-test-customer": customerId } : {},
    });

  it("get_green_impact answers the eight figures as JSON numbers with the business's details", async () => {
    const res = await get("/api/get_green_impact");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json();
    expect(greenImpactSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      kiosks_installed: 2,
      cigarette_butts_collected_in_no: 18500,
      cigarette_butts_collected_in_kg: 4.995,
      water_resources_protected_in_litres: 9_250_000,
      name: "Fixture Café",
      customerId: "FC-2001",
    });
    // Exact decimals travel as numbers, never as strings.
    expect(res.body).toContain('"cigarette_butts_collected_in_kg":4.995');
  });

  it("get_customer_specific_stats answers both tables, with and without a range", async () => {
    const noRange = await get("/api/get_customer_specific_stats");
    expect(noRange.statusCode).toBe(200);
    expect(customerSpecificStatsSchema.strict().parse(noRange.json())).toEqual(noRange.json());
    expect(noRange.json().benefitValueStats.tillDate).toEqual({ amount: 52.45, redeemed: 50 });

    const range = await get(
      "/api/get_customer_specific_stats?startDate=2024-12-15&endDate=2025-01-10",
    );
    expect(range.statusCode).toBe(200);
    expect(range.json().cigaretteButtCollectionStats.tillDate).toEqual({
      buttsNumber: 3000,
      buttsKgs: 0.81,
    });
  });

  it("get_customer_specific_stats_with_dates answers the reports' figures", async () => {
    const res = await get(
      "/api/get_customer_specific_stats_with_dates?startDate=2024-12-15&endDate=2025-01-10",
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(customerSpecificStatsWithDatesSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      periodStats: { buttsNumber: 3000, buttsKgs: 0.81 },
      disposalUnitInstalledDate: "2024-01-10",
      customerDetails: { disposalUnitInstalled: 2, disposalUnitInstalledDate: "2024-01-10" },
    });
  });

  describe("bad dates are a 400 naming the field", () => {
    const fieldErrors = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
      return res.json().errors as { field: string; message: string }[];
    };
    const withDates = "/api/get_customer_specific_stats_with_dates";
    const stats = "/api/get_customer_specific_stats";

    it("both dates missing where they are required", async () => {
      expect(await fieldErrors(withDates)).toEqual([
        { field: "startDate", message: "is required" },
        { field: "endDate", message: "is required" },
      ]);
    });

    it("a date not written YYYY-MM-DD", async () => {
      expect(await fieldErrors(`${withDates}?startDate=2025-1-5&endDate=2025-01-31`)).toEqual([
        { field: "startDate", message: "must be a date as YYYY-MM-DD, e.g. 2025-01-31" },
      ]);
      expect(await fieldErrors(`${stats}?startDate=05/01/2025&endDate=2025-01-31`)).toEqual([
        { field: "startDate", message: "must be a date as YYYY-MM-DD, e.g. 2025-01-31" },
      ]);
    });

    it("a day the calendar does not have (2025-02-30, 2025-02-29), while 2024-02-29 is fine", async () => {
      expect(await fieldErrors(`${withDates}?startDate=2025-01-01&endDate=2025-02-30`)).toEqual([
        { field: "endDate", message: "is not a day of the calendar" },
      ]);
      expect(await fieldErrors(`${stats}?startDate=2025-02-29&endDate=2025-03-01`)).toEqual([
        { field: "startDate", message: "is not a day of the calendar" },
      ]);
      const leap = await get(`${withDates}?startDate=2024-02-29&endDate=2024-02-29`);
      expect(leap.statusCode).toBe(200);
    });

    it("an end before the start", async () => {
      const expected = [{ field: "endDate", message: "must not be before startDate" }];
      expect(await fieldErrors(`${withDates}?startDate=2025-02-01&endDate=2025-01-31`)).toEqual(
        expected,
      );
      expect(await fieldErrors(`${stats}?startDate=2025-02-01&endDate=2025-01-31`)).toEqual(
        expected,
      );
    });

    it("one date of the pair alone", async () => {
      expect(await fieldErrors(`${stats}?startDate=2025-01-01`)).toEqual([
        { field: "endDate", message: "is required with startDate" },
      ]);
      expect(await fieldErrors(`${stats}?endDate=2025-01-01`)).toEqual([
        { field: "startDate", message: "is required with endDate" },
      ]);
      expect(await fieldErrors(`${withDates}?endDate=2025-01-01`)).toEqual([
        { field: "startDate", message: "is required" },
      ]);
    });

    it("a date given twice", async () => {
      expect(
        await fieldErrors(
          `${withDates}?startDate=2025-01-01&startDate=2025-01-02&endDate=2025-01-31`,
        ),
      ).toEqual([{ field: "startDate", message: "must be one date as YYYY-MM-DD" }]);
    });
  });

  it("asks for the session before reading the query: no session is a 401 even with bad dates", async () => {
    const res = await get("/api/get_customer_specific_stats_with_dates?startDate=x", null);
    expect(res.statusCode).toBe(401);
  });

  it("a session whose business record is gone gets a 404 problem, not a crash", async () => {
    const res = await get("/api/get_green_impact", "00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/not found/);
  });

  it("answers each business only its own figures, whatever query parameters are added", async () => {
    // Worked out by hand from dashboard.fixtures.ts with the default factors (contract's
    // impact-methods.ts: toxic waste 1 kg and microplastic 0.6 kg per kg of butts, 500 L of
    // water per butt), today 2025-03-15.
    const everyone = {
      redeemUrl: "https://forms.example.com/filtercycle-redeem",
      socialImpact: { unskilledEmployment: 10_000, stayAtHomeMothers: 10_000 },
    };
    const handComputed = {
      [ids.a]: {
        kiosks_installed: 2, // K1 and K3; K2 was removed on 2025-01-05
        no_of_smokers: 450,
        cigarette_butts_collected_in_no: 18500, // rows 1–13: 1000 + 2000 + … + 1400
        cigarette_butts_collected_in_kg: 4.995, // 18500 × 0.00027 kg
        toxic_waste_recycled_in_kg: 4.995, // 4.995 kg × 1
        microplastic_recycled_in_kg: 2.997, // 4.995 kg × 0.6
        water_resources_protected_in_litres: 9_250_000, // 18500 butts × 500 L
        awareness_created_in_no_of_people: 150, // 120 + 30 (the April session is ahead)
        address_line_1: "1, Test Lane",
        address_line_2: "Near the Well",
        city: "Ahmedabad",
        state: "Gujarat",
        pincode: "380001",
        serviceType: "Kiosk Collection",
        businessType: "Café & Restaurant",
        name: "Fixture Café",
        customerId: "FC-2001",
        ...everyone,
      },
      [ids.b]: {
        kiosks_installed: 1,
        no_of_smokers: 77,
        cigarette_butts_collected_in_no: 9999,
        cigarette_butts_collected_in_kg: 2.7,
        toxic_waste_recycled_in_kg: 2.7, // 2.7 kg × 1
        microplastic_recycled_in_kg: 1.62, // 2.7 kg × 0.6
        water_resources_protected_in_litres: 4_999_500, // 9999 butts × 500 L
        awareness_created_in_no_of_people: 500,
        address_line_1: "",
        address_line_2: "",
        city: "",
        state: "",
        pincode: "",
        serviceType: "Corporate Programme",
        businessType: "IT Office Campus",
        name: "Other Business",
        customerId: "FC-2002",
        ...everyone,
      },
      [ids.c]: {
        kiosks_installed: 0,
        no_of_smokers: 0,
        cigarette_butts_collected_in_no: 0,
        cigarette_butts_collected_in_kg: 0,
        toxic_waste_recycled_in_kg: 0,
        microplastic_recycled_in_kg: 0,
        water_resources_protected_in_litres: 0,
        awareness_created_in_no_of_people: 0,
        address_line_1: "",
        address_line_2: "",
        city: "",
        state: "",
        pincode: "",
        serviceType: "Kiosk Collection",
        businessType: "Retail",
        name: "New Business",
        customerId: "FC-2003",
        ...everyone,
      },
    };
    // get_customer_specific_stats and _with_dates, also worked out by hand from the fixtures'
    // table (row numbers are dashboard.fixtures.ts's): without a range the columns end today;
    // the range 2024-01-01 → 2025-03-31 ends after today, so it also holds row 14 (5000 butts
    // entered for 2025-03-16, ahead of time), which "till date" without a range never counts.
    const noStats = {
      cigaretteButtCollectionStats: {
        currentMonth: { buttsNumber: 0, buttsKgs: 0 },
        lastMonth: { buttsNumber: 0, buttsKgs: 0 },
        tillDate: { buttsNumber: 0, buttsKgs: 0 },
      },
      benefitValueStats: {
        currentMonth: { amount: 0, redeemed: 0 },
        lastMonth: { amount: 0, redeemed: 0 },
        tillDate: { amount: 0, redeemed: 0 },
      },
    };
    const toToday = {
      currentMonth: { startDate: "2025-03-01", endDate: "2025-03-15" },
      lastMonth: { startDate: "2025-02-01", endDate: "2025-02-28" },
      tillDate: { startDate: null, endDate: "2025-03-15" },
    };
    const inRange = {
      currentMonth: { startDate: "2025-03-01", endDate: "2025-03-31" },
      lastMonth: { startDate: "2025-02-01", endDate: "2025-02-28" },
      tillDate: { startDate: "2024-01-01", endDate: "2025-03-31" },
    };
    const handStats = {
      a: {
        noRange: {
          cigaretteButtCollectionStats: {
            currentMonth: { buttsNumber: 2700, buttsKgs: 0.729 }, // rows 12 + 13
            lastMonth: { buttsNumber: 1200, buttsKgs: 0.324 }, // row 11
            tillDate: { buttsNumber: 18500, buttsKgs: 4.995 }, // rows 1–13
          },
          benefitValueStats: {
            currentMonth: { amount: 7.29, redeemed: 0 }, // 3.51 + 3.78
            lastMonth: { amount: 3.24, redeemed: 50 }, // row 11's credit; the payout of 10 Feb
            tillDate: { amount: 52.45, redeemed: 50 }, // 18500 × 0.0027 = 49.95, + 2.50 adjustment
          },
          periods: toToday,
        },
        range: {
          cigaretteButtCollectionStats: {
            currentMonth: { buttsNumber: 7700, buttsKgs: 2.079 }, // rows 12–14: 1300 + 1400 + 5000
            lastMonth: { buttsNumber: 1200, buttsKgs: 0.324 }, // row 11
            tillDate: { buttsNumber: 23500, buttsKgs: 6.345 }, // rows 1–14: 18500 + 5000
          },
          benefitValueStats: {
            currentMonth: { amount: 20.79, redeemed: 0 }, // 3.51 + 3.78 + 13.50
            lastMonth: { amount: 3.24, redeemed: 50 },
            tillDate: { amount: 65.95, redeemed: 50 }, // 23500 × 0.0027 = 63.45, + 2.50
          },
          periods: inRange,
        },
        withDates: {
          periodStats: { buttsNumber: 23500, buttsKgs: 6.345 },
          // 6.345 kg × 1 toxic, × 0.6 microplastic = 3.807; 23500 butts × 500 L
          periodImpact: { toxicWasteKg: 6.345, microplasticKg: 3.807, waterLitres: 11_750_000 },
          disposalUnitInstalledDate: "2024-01-10", // K1
          // K1, K2 (removed 2025-01-05, after the start) and K3 (installed 2025-03-01)
          customerDetails: { disposalUnitInstalled: 3, disposalUnitInstalledDate: "2024-01-10" },
        },
      },
      b: {
        noRange: {
          cigaretteButtCollectionStats: {
            currentMonth: { buttsNumber: 9999, buttsKgs: 2.7 }, // 2025-03-10
            lastMonth: { buttsNumber: 0, buttsKgs: 0 },
            tillDate: { buttsNumber: 9999, buttsKgs: 2.7 },
          },
          benefitValueStats: {
            currentMonth: { amount: 54, redeemed: 7 }, // 2.7 kg × ₹20; the payout of 12 March
            lastMonth: { amount: 0, redeemed: 0 },
            tillDate: { amount: 54, redeemed: 7 },
          },
          periods: toToday,
        },
        range: {
          cigaretteButtCollectionStats: {
            currentMonth: { buttsNumber: 9999, buttsKgs: 2.7 },
            lastMonth: { buttsNumber: 0, buttsKgs: 0 },
            tillDate: { buttsNumber: 9999, buttsKgs: 2.7 },
          },
          benefitValueStats: {
            currentMonth: { amount: 54, redeemed: 7 },
            lastMonth: { amount: 0, redeemed: 0 },
            tillDate: { amount: 54, redeemed: 7 },
          },
          periods: inRange,
        },
        withDates: {
          periodStats: { buttsNumber: 9999, buttsKgs: 2.7 },
          // 2.7 × 0.6 = 1.62; 9999 × 500 L
          periodImpact: { toxicWasteKg: 2.7, microplasticKg: 1.62, waterLitres: 4_999_500 },
          disposalUnitInstalledDate: "2024-01-01",
          customerDetails: { disposalUnitInstalled: 1, disposalUnitInstalledDate: "2024-01-01" },
        },
      },
      c: {
        noRange: { ...noStats, periods: toToday },
        range: { ...noStats, periods: inRange },
        withDates: {
          periodStats: { buttsNumber: 0, buttsKgs: 0 },
          periodImpact: { toxicWasteKg: 0, microplasticKg: 0, waterLitres: 0 },
          disposalUnitInstalledDate: null,
          customerDetails: { disposalUnitInstalled: 0, disposalUnitInstalledDate: null },
        },
      },
    };
    for (const [key, otherKey] of [
      ["a", "b"],
      ["b", "a"],
      ["c", "a"],
    ] as const) {
      const [self, other, expected] = [ids[key], ids[otherKey], handStats[key]];
      // customerId is the one key a customer endpoint knows besides its own (staff's support
      // view); a customer's is ignored. Any other key is refused (strict input, decision 0094).
      const spoof = `customerId=${other}`;
      for (const key of ["customer_id", "id", "_"]) {
        const refused = await get(`/api/get_green_impact?${key}=${other}`, self);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual([
          { field: key, message: "is not a query parameter of this endpoint" },
        ]);
        expect(refused.body).not.toContain("cigarette_butts_collected_in_no");
      }
      const impact = await get(`/api/get_green_impact?${spoof}`, self);
      expect(impact.json()).toEqual(handComputed[self]);

      const stats = await get(`/api/get_customer_specific_stats?${spoof}`, self);
      expect(stats.json()).toEqual(expected.noRange);

      const rangeQuery = `startDate=2024-01-01&endDate=2025-03-31&${spoof}`;
      const rangeStats = await get(`/api/get_customer_specific_stats?${rangeQuery}`, self);
      expect(rangeStats.json()).toEqual(expected.range);

      const withDates = await get(
        `/api/get_customer_specific_stats_with_dates?${rangeQuery}`,
        self,
      );
      const { cigaretteButtCollectionStats, periods } = expected.range;
      expect(withDates.json()).toEqual({
        cigaretteButtCollectionStats,
        periods,
        ...expected.withDates,
      });
    }
    // And the figures really differ between the businesses.
    const a = (await get("/api/get_green_impact", ids.a)).json();
    const b = (await get("/api/get_green_impact", ids.b)).json();
    expect(a.cigarette_butts_collected_in_no).toBe(18500);
    expect(b.cigarette_butts_collected_in_no).toBe(9999);
  });
});
