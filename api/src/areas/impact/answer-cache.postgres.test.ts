import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#api/db/database.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { writeSetting } from "../settings/settings.service.ts";
import { seedDashboardFixtures } from "./dashboard.fixtures.ts";
import { buildImpactTestApp } from "./impact.test-app.ts";

/**
 * Two app instances on one PostgreSQL database, each with its own answer cache: a write made
 * through one is seen by the other's next read. PostgreSQL only: PGlite belongs to one process.
 */
describe("answer cache across two instances", () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let customerId: string;

  beforeAll(async () => {
    first = await openTestDatabase();
    customerId = (await seedDashboardFixtures(first.db)).a;
    const url = first.url as string;
    second = {
      ...(await openDatabase({ driver: "postgres", url, poolMax: 2 })),
      url,
      reset: async () => {},
    };
    appA = await buildImpactTestApp(first);
    appB = await buildImpactTestApp(second);
  });
  afterAll(async () => {
    await appB.close();
    await appA.close();
    await second.close();
    await first.close();
  });

  const greenImpactOn = async (app: FastifyInstance) => {
    const res = await app.inject({
      url: "/api/get_green_impact",
      headers: { "x-test-customer": customerId },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      cigarette_butts_collected_in_no: number;
      socialImpact: { unskilledEmployment: number };
    };
  };

  it("shows a collection written through A at B's next read", async () => {
    const before = await greenImpactOn(appB);
    expect(await greenImpactOn(appB)).toEqual(before);
    const result = (await first.db.execute(
      sql`select id from kiosks where customer_id = ${customerId} order by installed_on limit 1`,
    )) as unknown as { rows: { id: string }[] };
    await first.db.execute(sql`insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg)
      values (${result.rows[0]?.id}, ${customerId}, '2025-03-14', 777, 0.2)`);
    expect((await greenImpactOn(appB)).cigarette_butts_collected_in_no).toBe(
      before.cigarette_butts_collected_in_no + 777,
    );
  });

  it("shows a setting saved through A at B's next read, despite B's kept copy of the settings", async () => {
    await greenImpactOn(appB);
    await writeSetting(first.db, "socialImpact", { unskilledEmployment: 23, stayAtHomeMothers: 4 });
    expect((await greenImpactOn(appB)).socialImpact.unskilledEmployment).toBe(23);
  });
});
