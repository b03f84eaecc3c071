import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { addKiosk, recordCollections, recordRedemption } from "./impact.service.ts";

/** The monthly roll-up must equal a direct sum of the raw rows after any kind of write. */
describe("customer_month_totals", () => {
  let database: TestDatabase;
  const rollUp = () =>
    queryRows<{ month: string; butts: number; kg: string; credited: string; redeemed: string }>(
      database.db,
      sql`select to_char(month, 'YYYY-MM') as month, butts_count::int as butts, butts_kg::text as kg,
            credited::text as credited, redeemed::text as redeemed
          from customer_month_totals where butts_count <> 0 or credited <> 0 or redeemed <> 0 order by month`,
    );
  const direct = () =>
    queryRows<{ month: string; butts: number; kg: string; credited: string; redeemed: string }>(
      database.db,
      sql`select m.month, coalesce(c.butts, 0)::int as butts, coalesce(c.kg, 0)::numeric(14,3)::text as kg,
            coalesce(b.credited, 0)::numeric(14,2)::text as credited, coalesce(b.redeemed, 0)::numeric(14,2)::text as redeemed
          from (select to_char(collected_on, 'YYYY-MM') as month from collections
                union select to_char(occurred_on, 'YYYY-MM') from benefit_transactions) as m
          left join (select to_char(collected_on, 'YYYY-MM') as month, sum(butts_count) as butts, sum(butts_kg) as kg
                     from collections group by 1) as c on c.month = m.month
          left join (select to_char(occurred_on, 'YYYY-MM') as month,
                       sum(amount) filter (where kind <> 'redemption') as credited,
                       sum(amount) filter (where kind = 'redemption') as redeemed
                     from benefit_transactions group by 1) as b on b.month = m.month
          order by 1`,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("follows inserts, updates and deletes, including a kiosk's cascade", async () => {
    const db = database.db;
    const customer = await aCustomer(db, {
      code: "FC-6001",
      name: "Roll-up Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: 10,
    });
    const k1 = await addKiosk(db, {
      customerId: customer.id,
      label: "K1",
      installedOn: "2024-01-01",
    });
    const k2 = await addKiosk(db, {
      customerId: customer.id,
      label: "K2",
      installedOn: "2024-01-01",
    });
    await recordCollections(db, k1, "10.00", [
      { kioskId: k1.id, collectedOn: "2024-01-31", buttsCount: 100, buttsKg: "0.250" },
      { kioskId: k1.id, collectedOn: "2024-02-01", buttsCount: 200, buttsKg: "0.500" },
      { kioskId: k1.id, collectedOn: "2024-02-29", buttsCount: 300, buttsKg: "0.750" },
    ]);
    await recordCollections(db, k2, "10.00", [
      { kioskId: k2.id, collectedOn: "2024-02-10", buttsCount: 40, buttsKg: "0.100" },
    ]);
    await recordRedemption(db, {
      customerId: customer.id,
      occurredOn: "2024-02-15",
      amount: "5.00",
      reference: "payout",
    });
    // Hand-computed: Jan 100 butts, 0.250 kg, credited 2.50; Feb 540 butts, 1.350 kg, credited 13.50, redeemed 5.00.
    expect(await rollUp()).toEqual([
      { month: "2024-01", butts: 100, kg: "0.250", credited: "2.50", redeemed: "0.00" },
      { month: "2024-02", butts: 540, kg: "1.350", credited: "13.50", redeemed: "5.00" },
    ]);

    // Moving a collection to another month, changing a payout, deleting a kiosk with its collections.
    await db.execute(
      sql`update collections set collected_on = '2024-03-01', butts_count = 250 where collected_on = '2024-02-29'`,
    );
    await db.execute(sql`update benefit_transactions set amount = 7.00 where kind = 'redemption'`);
    await db.execute(sql`delete from kiosks where id = ${k2.id}`);
    expect(await rollUp()).toEqual(await direct());
    expect(await rollUp()).toEqual([
      { month: "2024-01", butts: 100, kg: "0.250", credited: "2.50", redeemed: "0.00" },
      { month: "2024-02", butts: 200, kg: "0.500", credited: "12.50", redeemed: "7.00" },
      { month: "2024-03", butts: 250, kg: "0.750", credited: "0.00", redeemed: "0.00" },
    ]);
  });

  it("stays equal to the raw rows after a bulk insert of generated rows", async () => {
    const db = database.db;
    const customer = await aCustomer(db, {
      code: "FC-6002",
      name: "Bulk Hotel",
      serviceType: "S",
      businessType: "B",
    });
    const kiosk = await addKiosk(db, {
      customerId: customer.id,
      label: "K",
      installedOn: "2020-01-01",
    });
    await db.execute(sql`insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg)
      select ${kiosk.id}, ${customer.id}, d::date, 10, 0.003 from generate_series('2020-01-01'::date, '2021-12-31'::date, interval '1 day') as d`);
    expect(await rollUp()).toEqual(await direct());
  });
});
