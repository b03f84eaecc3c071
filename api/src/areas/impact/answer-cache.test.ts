import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { area } from "#api/http/scopes.ts";
import { createAreaTestApp, registerTestApi, testUser } from "#api-test/area-app.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { FIXTURE_NOW, seedDashboardFixtures } from "./dashboard.fixtures.ts";
import {
  type Clock,
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "./dashboard.service.ts";
import { impactRoutes } from "./impact.routes.ts";
import { impactFactorVersions } from "./impact.tables.ts";
import { getMonthlyCollections } from "./monthly-collections.ts";

const RANGE = { startDate: "2024-12-15", endDate: "2025-03-31" };

/**
 * The dashboard's answers are cached per business (answer-cache.ts): after each kind of write,
 * written straight to the database as any path (console, import, pick-up, raw SQL) would, the
 * next read over HTTP equals the uncached service's answer and shows the change.
 */
describe("answer cache", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ids: { a: string; b: string; c: string };
  let now = FIXTURE_NOW;
  const clock: Clock = () => now;

  beforeAll(async () => {
    database = await openTestDatabase();
    ids = await seedDashboardFixtures(database.db);
    app = createAreaTestApp();
    await registerTestApi(app, [area(impactRoutes, { database, clock })], (request) => {
      const customerId = request.headers["x-test-customer"];
      return typeof customerId === "string" ? testUser("customer", customerId) : null;
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const calls = () => {
    const db = database.db;
    const id = ids.a;
    const q = `startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;
    return {
      green: ["/api/get_green_impact", () => getGreenImpact(db, id, clock)],
      stats: [
        "/api/get_customer_specific_stats",
        () => getCustomerSpecificStats(db, id, undefined, clock),
      ],
      statsRange: [
        `/api/get_customer_specific_stats?${q}`,
        () => getCustomerSpecificStats(db, id, RANGE, clock),
      ],
      withDates: [
        `/api/get_customer_specific_stats_with_dates?${q}`,
        () => getCustomerSpecificStatsWithDates(db, id, RANGE),
      ],
      monthly: [
        "/api/get_monthly_collections?months=12",
        () => getMonthlyCollections(db, id, 12, clock),
      ],
    } as const;
  };
  type Answers = Record<keyof ReturnType<typeof calls>, unknown>;

  /** Every call over HTTP (twice: the second is a hit), checked against the uncached service. */
  async function readAll(): Promise<Answers> {
    const answers = {} as Record<string, unknown>;
    for (const [name, [url, uncached]] of Object.entries(calls())) {
      const first = await app.inject({ url, headers: { "x-test-customer": ids.a } });
      const second = await app.inject({ url, headers: { "x-test-customer": ids.a } });
      expect(first.statusCode, url).toBe(200);
      expect(second.body, url).toBe(first.body);
      expect(first.json(), url).toEqual(JSON.parse(JSON.stringify(await uncached())));
      answers[name] = first.json();
    }
    return answers as Answers;
  }

  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  const kioskOfA = async () => {
    const rows = (await run(
      sql`select id from kiosks where customer_id = ${ids.a} order by installed_on limit 1`,
    )) as unknown as { rows: { id: string }[] };
    return rows.rows[0]?.id as string;
  };

  it("shows a recorded, edited and deleted collection at the next read", async () => {
    const before = await readAll();
    const kiosk = await kioskOfA();
    await run(sql`insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg)
      values (${kiosk}, ${ids.a}, '2025-03-14', 1000, 0.25)`);
    const recorded = await readAll();
    expect(
      (recorded.green as { cigarette_butts_collected_in_no: number })
        .cigarette_butts_collected_in_no,
    ).toBe(
      (before.green as { cigarette_butts_collected_in_no: number })
        .cigarette_butts_collected_in_no + 1000,
    );
    expect(recorded.stats).not.toEqual(before.stats);
    expect(recorded.statsRange).not.toEqual(before.statsRange);
    expect(recorded.withDates).not.toEqual(before.withDates);
    expect(recorded.monthly).not.toEqual(before.monthly);

    await run(
      sql`update collections set butts_count = 3000 where customer_id = ${ids.a} and collected_on = '2025-03-14' and butts_count = 1000`,
    );
    const edited = await readAll();
    expect(
      (edited.green as { cigarette_butts_collected_in_no: number }).cigarette_butts_collected_in_no,
    ).toBe(
      (before.green as { cigarette_butts_collected_in_no: number })
        .cigarette_butts_collected_in_no + 3000,
    );

    await run(
      sql`delete from collections where customer_id = ${ids.a} and collected_on = '2025-03-14' and butts_count = 3000`,
    );
    expect(await readAll()).toEqual(before);
  });

  it("shows a ledger entry (payout) at the next read", async () => {
    const before = await readAll();
    await run(sql`insert into benefit_transactions (customer_id, occurred_on, kind, amount)
      values (${ids.a}, '2025-03-10', 'redemption', 2.00)`);
    const after = await readAll();
    type Stats = { benefitValueStats: { tillDate: { redeemed: number } } };
    expect((after.stats as Stats).benefitValueStats.tillDate.redeemed).toBe(
      (before.stats as Stats).benefitValueStats.tillDate.redeemed + 2,
    );
  });

  it("shows a kiosk added and removed, and the business's details changed", async () => {
    const before = await readAll();
    type Green = { kiosks_installed: number; name: string };
    await run(
      sql`insert into kiosks (customer_id, label, installed_on) values (${ids.a}, 'Cache test', '2025-03-01')`,
    );
    expect(((await readAll()).green as Green).kiosks_installed).toBe(
      (before.green as Green).kiosks_installed + 1,
    );
    await run(
      sql`update kiosks set removed_on = '2025-03-02' where customer_id = ${ids.a} and label = 'Cache test'`,
    );
    expect(((await readAll()).green as Green).kiosks_installed).toBe(
      (before.green as Green).kiosks_installed,
    );
    await run(sql`update customers set name = 'Renamed Café' where id = ${ids.a}`);
    expect(((await readAll()).green as Green).name).toBe("Renamed Café");
  });

  it("shows a setting and a factor version changed behind this instance's back", async () => {
    const before = await readAll();
    type Green = {
      socialImpact: { unskilledEmployment: number };
      water_resources_protected_in_litres: number;
    };
    // Not through writeSetting: that would also drop this instance's copy, as another instance's write does not.
    // (as raw SQL, the way any other writer would store it).
    await run(sql`insert into settings (key, value)
      values ('socialImpact', '{"unskilledEmployment": 41, "stayAtHomeMothers": 7}'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    expect(((await readAll()).green as Green).socialImpact.unskilledEmployment).toBe(41);
    const withWater = await readAll();
    await database.db.insert(impactFactorVersions).values({
      effectiveFrom: "2025-01-01",
      factors: {
        toxicWasteKgPerButtKg: { value: 1, source: "cache test" },
        microplasticKgPerButtKg: { value: 1, source: "cache test" },
        waterLitresPerButt: { value: 1000, source: "cache test" },
      },
    });
    const after = await readAll();
    expect((after.green as Green).water_resources_protected_in_litres).not.toBe(
      (withWater.green as Green).water_resources_protected_in_litres,
    );
    expect(after.withDates).not.toEqual(withWater.withDates);
    expect(after.green).not.toEqual(before.green);
  });

  it("moves the periods when the business's day changes", async () => {
    const before = await readAll();
    now = new Date(FIXTURE_NOW.getTime() + 24 * 3600 * 1000);
    const after = await readAll();
    type Stats = { periods: { tillDate: { endDate: string } } };
    expect((before.stats as Stats).periods.tillDate.endDate).toBe("2025-03-15");
    expect((after.stats as Stats).periods.tillDate.endDate).toBe("2025-03-16");
    now = FIXTURE_NOW;
  });
});
