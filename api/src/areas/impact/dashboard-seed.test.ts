import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { seedDemoData } from "#api/seed/seed.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createDiskStorage } from "../media/storage/disk-storage.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import {
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "./dashboard.service.ts";

const TODAY = "2026-11-21";
const clock = () => new Date(`${TODAY}T06:00:00Z`);

/**
 * The demo seed's figures through the service equal plain SQL sums written independently here,
 * with the dates spelled out, for each demo business.
 */
describe("dashboard figures of the demo seed", () => {
  let database: TestDatabase;
  let dataDir: string;
  let customers: { id: string; code: string }[];

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fc-data-"));
    await seedDemoData(database.db, { storage: createDiskStorage(dataDir), today: TODAY });
    customers = await queryRows(database.db, sql`select id, code from customers order by code`);
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(database.db, query))[0] as T;

  /** Butts and benefit of one business in [from, to], summed directly. */
  const sums = (customerId: string, from: string, to: string) =>
    one<{ butts: string; kg: string; credited: string; redeemed: string }>(sql`
      select
        (select coalesce(sum(butts_count), 0)::text from collections
          where customer_id = ${customerId} and collected_on >= ${from}::date and collected_on <= ${to}::date) as butts,
        (select coalesce(sum(butts_kg), 0)::text from collections
          where customer_id = ${customerId} and collected_on >= ${from}::date and collected_on <= ${to}::date) as kg,
        (select coalesce(sum(amount), 0)::text from benefit_transactions
          where customer_id = ${customerId} and kind <> 'redemption'
            and occurred_on >= ${from}::date and occurred_on <= ${to}::date) as credited,
        (select coalesce(sum(amount), 0)::text from benefit_transactions
          where customer_id = ${customerId} and kind = 'redemption'
            and occurred_on >= ${from}::date and occurred_on <= ${to}::date) as redeemed`);

  it("has the three demo businesses with data in every column", () => {
    expect(customers.map((c) => c.code)).toEqual(["FC-1001", "FC-1002", "FC-1003"]);
  });

  it("green impact equals the direct sums and the default factors", async () => {
    const factors = DEFAULT_SETTINGS.impactFactors;
    for (const { id, code } of customers) {
      const expected = await one<Record<string, string>>(sql`
        select
          (select count(*)::text from kiosks where customer_id = ${id}
            and installed_on <= ${TODAY}::date and (removed_on is null or removed_on > ${TODAY}::date)) as kiosks,
          (select count::text from smokers_served where customer_id = ${id}) as smokers,
          (select sum(butts_count)::text from collections where customer_id = ${id}) as butts,
          (select sum(butts_kg)::text from collections where customer_id = ${id}) as kg,
          (select round(sum(butts_kg) * ${factors.toxicWasteKgPerButtKg.value}, 3)::text
            from collections where customer_id = ${id}) as toxic,
          (select round(sum(butts_kg) * ${factors.microplasticKgPerButtKg.value}, 3)::text
            from collections where customer_id = ${id}) as microplastic,
          (select round(sum(butts_count) * ${factors.waterLitresPerButt.value})::text
            from collections where customer_id = ${id}) as water,
          (select sum(people_reached)::text from awareness_records where customer_id = ${id}) as people`);
      const impact = await getGreenImpact(database.db, id, clock);
      expect(impact, code).toMatchObject({
        customerId: code,
        kiosks_installed: Number(expected.kiosks),
        no_of_smokers: Number(expected.smokers),
        cigarette_butts_collected_in_no: Number(expected.butts),
        cigarette_butts_collected_in_kg: Number(expected.kg),
        toxic_waste_recycled_in_kg: Number(expected.toxic),
        microplastic_recycled_in_kg: Number(expected.microplastic),
        water_resources_protected_in_litres: Number(expected.water),
        awareness_created_in_no_of_people: Number(expected.people),
      });
      expect(impact?.cigarette_butts_collected_in_no, code).toBeGreaterThan(0);
    }
  });

  it("the tables without a range equal the sums of November to date, October, and all", async () => {
    for (const { id, code } of customers) {
      const current = await sums(id, "2026-11-01", TODAY);
      const last = await sums(id, "2026-10-01", "2026-10-31");
      const all = await sums(id, "0001-01-01", TODAY);
      const stats = await getCustomerSpecificStats(database.db, id, undefined, clock);
      const butts = (s: typeof current) => ({
        buttsNumber: Number(s.butts),
        buttsKgs: Number(s.kg),
      });
      const benefit = (s: typeof current) => ({
        amount: Number(s.credited),
        redeemed: Number(s.redeemed),
      });
      expect(stats.cigaretteButtCollectionStats, code).toEqual({
        currentMonth: butts(current),
        lastMonth: butts(last),
        tillDate: butts(all),
      });
      expect(stats.benefitValueStats, code).toEqual({
        currentMonth: benefit(current),
        lastMonth: benefit(last),
        tillDate: benefit(all),
      });
      expect(stats.benefitValueStats.tillDate.redeemed, code).toBeGreaterThan(0);
    }
  });

  it("the reports' figures for a range equal the direct sums and unit count", async () => {
    const range = { startDate: "2025-06-10", endDate: "2026-03-05" };
    for (const { id, code } of customers) {
      const current = await sums(id, "2026-03-01", range.endDate);
      const last = await sums(id, "2026-02-01", "2026-02-28");
      const all = await sums(id, range.startDate, range.endDate);
      const units = await one<{ n: number; first: string }>(sql`
        select count(*) filter (where installed_on <= ${range.endDate}::date
            and (removed_on is null or removed_on >= ${range.startDate}::date))::int as n,
          min(installed_on)::text as first
        from kiosks where customer_id = ${id}`);
      const stats = await getCustomerSpecificStatsWithDates(database.db, id, range);
      expect(stats, code).toMatchObject({
        cigaretteButtCollectionStats: {
          currentMonth: { buttsNumber: Number(current.butts), buttsKgs: Number(current.kg) },
          lastMonth: { buttsNumber: Number(last.butts), buttsKgs: Number(last.kg) },
          tillDate: { buttsNumber: Number(all.butts), buttsKgs: Number(all.kg) },
        },
        periodStats: { buttsNumber: Number(all.butts), buttsKgs: Number(all.kg) },
        disposalUnitInstalledDate: units.first,
        customerDetails: {
          disposalUnitInstalled: units.n,
          disposalUnitInstalledDate: units.first,
        },
      });
    }
  });
});
