import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { clearStoredSettings, writeSetting } from "../settings/settings.service.ts";
import { fixtureClock, seedDashboardFixtures } from "./dashboard.fixtures.ts";
import {
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "./dashboard.service.ts";

/**
 * The dashboard figures on a real database, against sums worked out by hand from the table in
 * dashboard.fixtures.ts (N butts weigh N × 0.00027 kg and credit N × 0.0027 rupees).
 */
describe("dashboard figures", () => {
  let database: TestDatabase;
  let ids: { a: string; b: string; c: string };
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase();
    ids = await seedDashboardFixtures(database.db);
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await clearStoredSettings(database.db);
  });

  const storeSetting = (key: string, value: unknown) => writeSetting(database.db, key, value);

  describe("get_customer_specific_stats without a range (today 2025-03-15)", () => {
    it("current month to today, the whole last month, everything to today", async () => {
      const stats = await getCustomerSpecificStats(db(), ids.a, undefined, fixtureClock);
      expect(stats.cigaretteButtCollectionStats).toEqual({
        // rows 12 + 13: 1300 + 1400 butts, 0.351 + 0.378 kg (row 14 is tomorrow's)
        currentMonth: { buttsNumber: 2700, buttsKgs: 0.729 },
        // row 11
        lastMonth: { buttsNumber: 1200, buttsKgs: 0.324 },
        // rows 1–13: 10000 + 3500 + 5000 butts; 2.700 + 0.945 + 1.350 kg
        tillDate: { buttsNumber: 18500, buttsKgs: 4.995 },
      });
      expect(stats.benefitValueStats).toEqual({
        // credits 3.51 + 3.78
        currentMonth: { amount: 7.29, redeemed: 0 },
        // February: credits 3.24, a payout of 50.00 (more than was credited that month)
        lastMonth: { amount: 3.24, redeemed: 50 },
        // credits 18500 × 0.0027 = 49.95, plus the 2.50 adjustment
        tillDate: { amount: 52.45, redeemed: 50 },
      });
      expect(stats.periods).toEqual({
        currentMonth: { startDate: "2025-03-01", endDate: "2025-03-15" },
        lastMonth: { startDate: "2025-02-01", endDate: "2025-02-28" },
        tillDate: { startDate: null, endDate: "2025-03-15" },
      });
    });

    it("takes today in the business time zone: 19:00 UTC on 28 Feb is already 1 March in Kolkata", async () => {
      const lateEvening = () => new Date("2025-02-28T19:00:00Z");
      const kolkata = await getCustomerSpecificStats(db(), ids.a, undefined, lateEvening);
      expect(kolkata.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 1300, buttsKgs: 0.351 }, // row 12 only
        lastMonth: { buttsNumber: 1200, buttsKgs: 0.324 }, // row 11
        tillDate: { buttsNumber: 17100, buttsKgs: 4.617 }, // rows 1–12: 18500 − 1400, 4.995 − 0.378
      });

      await storeSetting("businessTimeZone", "UTC");
      const utc = await getCustomerSpecificStats(db(), ids.a, undefined, lateEvening);
      expect(utc.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 1200, buttsKgs: 0.324 }, // February: row 11
        lastMonth: { buttsNumber: 2800, buttsKgs: 0.756 }, // January: rows 8–10, 800 + 900 + 1100
        tillDate: { buttsNumber: 15800, buttsKgs: 4.266 }, // rows 1–11: 17100 − 1300
      });
    });
  });

  describe("get_customer_specific_stats with a range", () => {
    it("across the end of a year: January to the end, December from the start", async () => {
      const stats = await getCustomerSpecificStats(
        db(),
        ids.a,
        { startDate: "2024-12-15", endDate: "2025-01-10" },
        fixtureClock,
      );
      expect(stats.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 1700, buttsKgs: 0.459 }, // rows 8 + 9
        lastMonth: { buttsNumber: 1300, buttsKgs: 0.351 }, // rows 6 + 7 (row 5 is before the range)
        tillDate: { buttsNumber: 3000, buttsKgs: 0.81 }, // rows 6–9
      });
      expect(stats.benefitValueStats).toEqual({
        currentMonth: { amount: 7.09, redeemed: 0 }, // 2.16 + 2.43 + adjustment 2.50
        lastMonth: { amount: 3.51, redeemed: 0 }, // 1.62 + 1.89
        tillDate: { amount: 10.6, redeemed: 0 }, // 7.09 + 3.51
      });
    });

    it("ending on a leap day: February's two collections, January from the start", async () => {
      const stats = await getCustomerSpecificStats(
        db(),
        ids.a,
        { startDate: "2024-01-15", endDate: "2024-02-29" },
        fixtureClock,
      );
      expect(stats.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 5000, buttsKgs: 1.35 }, // rows 2 + 3
        lastMonth: { buttsNumber: 1000, buttsKgs: 0.27 }, // row 1 (31 January)
        tillDate: { buttsNumber: 6000, buttsKgs: 1.62 },
      });
      expect(stats.benefitValueStats.tillDate).toEqual({ amount: 16.2, redeemed: 0 });
    });

    it("starting on a leap day: last month is that one day", async () => {
      const stats = await getCustomerSpecificStats(
        db(),
        ids.a,
        { startDate: "2024-02-29", endDate: "2024-03-31" },
        fixtureClock,
      );
      expect(stats.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 4000, buttsKgs: 1.08 }, // row 4
        lastMonth: { buttsNumber: 3000, buttsKgs: 0.81 }, // row 3
        tillDate: { buttsNumber: 7000, buttsKgs: 1.89 },
      });
    });

    it("inside one month: last month is empty, not an error", async () => {
      const stats = await getCustomerSpecificStats(
        db(),
        ids.a,
        { startDate: "2025-01-02", endDate: "2025-01-10" },
        fixtureClock,
      );
      expect(stats.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 900, buttsKgs: 0.243 }, // row 9
        lastMonth: { buttsNumber: 0, buttsKgs: 0 },
        tillDate: { buttsNumber: 900, buttsKgs: 0.243 },
      });
      // 2.43 + the 2.50 adjustment of 5 January
      expect(stats.benefitValueStats.currentMonth).toEqual({ amount: 4.93, redeemed: 0 });
      expect(stats.periods.lastMonth).toBeNull();
    });

    it("across years: the columns of the end's months, Till date of the whole range", async () => {
      const stats = await getCustomerSpecificStats(
        db(),
        ids.a,
        { startDate: "2024-01-01", endDate: "2025-03-15" },
        fixtureClock,
      );
      expect(stats.cigaretteButtCollectionStats).toEqual({
        currentMonth: { buttsNumber: 2700, buttsKgs: 0.729 },
        lastMonth: { buttsNumber: 1200, buttsKgs: 0.324 },
        tillDate: { buttsNumber: 18500, buttsKgs: 4.995 },
      });
      expect(stats.benefitValueStats.tillDate).toEqual({ amount: 52.45, redeemed: 50 });
    });

    it("shows redemptions larger than the month's credits as they are", async () => {
      const stats = await getCustomerSpecificStats(
        db(),
        ids.a,
        { startDate: "2025-02-01", endDate: "2025-02-28" },
        fixtureClock,
      );
      expect(stats.benefitValueStats).toEqual({
        currentMonth: { amount: 3.24, redeemed: 50 },
        lastMonth: { amount: 0, redeemed: 0 },
        tillDate: { amount: 3.24, redeemed: 50 },
      });
    });
  });

  describe("get_customer_specific_stats_with_dates", () => {
    it("the year-end range: columns, period, two units that served it, the first installation", async () => {
      const stats = await getCustomerSpecificStatsWithDates(db(), ids.a, {
        startDate: "2024-12-15",
        endDate: "2025-01-10",
      });
      expect(stats).toEqual({
        cigaretteButtCollectionStats: {
          currentMonth: { buttsNumber: 1700, buttsKgs: 0.459 },
          lastMonth: { buttsNumber: 1300, buttsKgs: 0.351 },
          tillDate: { buttsNumber: 3000, buttsKgs: 0.81 },
        },
        periodStats: { buttsNumber: 3000, buttsKgs: 0.81 },
        // default factors: 0.81 kg × 1, 0.81 kg × 0.6, 3000 butts × 500 litres
        periodImpact: { toxicWasteKg: 0.81, microplasticKg: 0.486, waterLitres: 1_500_000 },
        disposalUnitInstalledDate: "2024-01-10",
        // K1, and K2 (removed 2025-01-05, inside the range); K3 came later
        customerDetails: { disposalUnitInstalled: 2, disposalUnitInstalledDate: "2024-01-10" },
        periods: {
          currentMonth: { startDate: "2025-01-01", endDate: "2025-01-10" },
          lastMonth: { startDate: "2024-12-15", endDate: "2024-12-31" },
          tillDate: { startDate: "2024-12-15", endDate: "2025-01-10" },
        },
      });
    });

    it("counts a unit removed before the range starts out, one removed on its first day in", async () => {
      const after = await getCustomerSpecificStatsWithDates(db(), ids.a, {
        startDate: "2025-01-06",
        endDate: "2025-01-31",
      });
      expect(after.customerDetails.disposalUnitInstalled).toBe(1); // K1 only
      expect(after.periodStats).toEqual({ buttsNumber: 2000, buttsKgs: 0.54 }); // rows 9 + 10
      const onTheDay = await getCustomerSpecificStatsWithDates(db(), ids.a, {
        startDate: "2025-01-05",
        endDate: "2025-01-31",
      });
      expect(onTheDay.customerDetails.disposalUnitInstalled).toBe(2); // K1 and K2
    });

    it("across years every unit that served counts; before the first unit, none", async () => {
      const all = await getCustomerSpecificStatsWithDates(db(), ids.a, {
        startDate: "2024-01-01",
        endDate: "2025-03-15",
      });
      expect(all.customerDetails.disposalUnitInstalled).toBe(3);
      expect(all.periodStats).toEqual({ buttsNumber: 18500, buttsKgs: 4.995 });
      const before = await getCustomerSpecificStatsWithDates(db(), ids.a, {
        startDate: "2023-01-01",
        endDate: "2023-12-31",
      });
      expect(before.customerDetails.disposalUnitInstalled).toBe(0);
      expect(before.periodStats).toEqual({ buttsNumber: 0, buttsKgs: 0 });
      // The first unit's installation day belongs to the business, not to the range.
      expect(before.disposalUnitInstalledDate).toBe("2024-01-10");
    });
  });

  describe("get_green_impact (today 2025-03-15)", () => {
    it("the eight figures with the default factors when no setting is stored", async () => {
      const impact = await getGreenImpact(db(), ids.a, fixtureClock);
      expect(impact).toEqual({
        kiosks_installed: 2, // K1 and K3; K2 was removed on 2025-01-05
        no_of_smokers: 450,
        cigarette_butts_collected_in_no: 18500, // rows 1–13
        cigarette_butts_collected_in_kg: 4.995,
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
        redeemUrl: "https://forms.example.com/filtercycle-redeem",
        socialImpact: { unskilledEmployment: 10_000, stayAtHomeMothers: 10_000 },
      });
    });

    it("uses stored factors and settings, rounding kg to 3 decimals and litres to whole ones", async () => {
      await storeSetting("impactFactors", {
        toxicWasteKgPerButtKg: { value: 0.9, source: "test" },
        microplasticKgPerButtKg: { value: 0.3333, source: "test" },
        waterLitresPerButt: { value: 0.0001, source: "test" },
      });
      // JSON null: staff removed the address, so no "Redeem" link.
      await storeSetting("redemptionFormUrl", sql`'null'::jsonb`);
      await storeSetting("socialImpact", { unskilledEmployment: 12, stayAtHomeMothers: 34 });
      const impact = await getGreenImpact(db(), ids.a, fixtureClock);
      expect(impact).toMatchObject({
        toxic_waste_recycled_in_kg: 4.496, // 4.995 × 0.9 = 4.4955 → 4.496
        microplastic_recycled_in_kg: 1.665, // 4.995 × 0.3333 = 1.6648335 → 1.665
        water_resources_protected_in_litres: 2, // 18500 × 0.0001 = 1.85 → 2
        redeemUrl: null,
        socialImpact: { unskilledEmployment: 12, stayAtHomeMothers: 34 },
      });
      // A report's range gets the same factors and rounding (all of business A's butts here).
      const range = await getCustomerSpecificStatsWithDates(db(), ids.a, {
        startDate: "2024-01-01",
        endDate: "2025-03-15",
      });
      expect(range.periodImpact).toEqual({
        toxicWasteKg: 4.496,
        microplasticKg: 1.665,
        waterLitres: 2,
      });
    });

    it("falls back to a factor's default when only that one is missing or malformed", async () => {
      await storeSetting("impactFactors", {
        toxicWasteKgPerButtKg: { value: "lots", source: "test" },
        microplasticKgPerButtKg: { value: 0.5, source: "test" },
      });
      const impact = await getGreenImpact(db(), ids.a, fixtureClock);
      expect(impact).toMatchObject({
        toxic_waste_recycled_in_kg: 4.995, // default 1
        microplastic_recycled_in_kg: 2.498, // 4.995 × 0.5 = 2.4975 → 2.498
        water_resources_protected_in_litres: 9_250_000, // default 500
      });
    });

    it("counts a unit installed today as installed, in the business time zone", async () => {
      // 19:00 UTC on 28 Feb is 1 March in Kolkata, the day K3 was installed.
      const impact = await getGreenImpact(db(), ids.a, () => new Date("2025-02-28T19:00:00Z"));
      expect(impact?.kiosks_installed).toBe(2); // K1, K3
      expect(impact?.cigarette_butts_collected_in_no).toBe(17100); // rows 1–12
    });

    it("a business with no data has zeros, not errors; an unknown one has none", async () => {
      const impact = await getGreenImpact(db(), ids.c, fixtureClock);
      expect(impact).toMatchObject({
        kiosks_installed: 0,
        no_of_smokers: 0,
        cigarette_butts_collected_in_no: 0,
        cigarette_butts_collected_in_kg: 0,
        toxic_waste_recycled_in_kg: 0,
        microplastic_recycled_in_kg: 0,
        water_resources_protected_in_litres: 0,
        awareness_created_in_no_of_people: 0,
        address_line_1: "",
        name: "New Business",
      });
      const zeroButts = { buttsNumber: 0, buttsKgs: 0 };
      const zeroBenefit = { amount: 0, redeemed: 0 };
      const stats = await getCustomerSpecificStats(db(), ids.c, undefined, fixtureClock);
      expect(stats.cigaretteButtCollectionStats).toEqual({
        currentMonth: zeroButts,
        lastMonth: zeroButts,
        tillDate: zeroButts,
      });
      expect(stats.benefitValueStats).toEqual({
        currentMonth: zeroBenefit,
        lastMonth: zeroBenefit,
        tillDate: zeroBenefit,
      });
      const withDates = await getCustomerSpecificStatsWithDates(db(), ids.c, {
        startDate: "2025-01-01",
        endDate: "2025-03-15",
      });
      expect(withDates).toMatchObject({
        periodStats: zeroButts,
        disposalUnitInstalledDate: null,
        customerDetails: { disposalUnitInstalled: 0, disposalUnitInstalledDate: null },
      });
      expect(
        await getGreenImpact(db(), "00000000-0000-4000-8000-000000000000", fixtureClock),
      ).toBeNull();
    });
  });

  it("keeps each business's figures to itself", async () => {
    const stats = await getCustomerSpecificStats(db(), ids.b, undefined, fixtureClock);
    expect(stats.cigaretteButtCollectionStats.currentMonth).toEqual({
      buttsNumber: 9999,
      buttsKgs: 2.7,
    });
    // 2.700 kg × ₹20
    expect(stats.benefitValueStats.currentMonth).toEqual({ amount: 54, redeemed: 7 });
    const impact = await getGreenImpact(db(), ids.b, fixtureClock);
    expect(impact).toMatchObject({
      kiosks_installed: 1,
      no_of_smokers: 77,
      cigarette_butts_collected_in_no: 9999,
      awareness_created_in_no_of_people: 500,
      customerId: "FC-2002",
    });
  });

  it("a stored time zone that does not exist falls back to Asia/Kolkata", async () => {
    await storeSetting("businessTimeZone", "Not/AZone");
    const lateEvening = () => new Date("2025-02-28T19:00:00Z");
    const stats = await getCustomerSpecificStats(db(), ids.a, undefined, lateEvening);
    expect(stats.periods.tillDate.endDate).toBe("2025-03-01");
  });
});
