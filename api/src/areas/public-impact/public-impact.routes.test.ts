import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { area } from "#api/http/scopes.ts";
import { createAreaTestApp, registerTestApi } from "#api-test/area-app.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { clearStoredSettings, writeSetting } from "../settings/settings.service.ts";
import { publicImpactRoutes } from "./public-impact.routes.ts";
import { computePublicImpact, createTimedCache } from "./public-impact.service.ts";

/**
 * Today is 2025-03-15 in Asia/Kolkata. The fixture, and what counts:
 *
 * business  kiosk  installed    removed      collections (day butts kg)
 * A         A1     2024-01-10   —            2024-02-01 1000 0.270; 2025-03-15 500 0.135;
 *                                            2025-03-16 9999 2.700 (tomorrow: not yet)
 * A         A2     2024-06-01   2025-01-05   2024-12-01 2000 0.540 (removed since, still counted)
 * B         B1     2025-03-01   —            2025-03-10 3000 0.810
 * C         C1     2025-04-01   —            (installed next month: not served yet)
 * D         —                                (no kiosk)
 *
 * businesses served = A, B = 2; kiosks in place = A1, B1 = 2;
 * butts = 1000 + 500 + 2000 + 3000 = 6500; kg = 0.270 + 0.135 + 0.540 + 0.810 = 1.755;
 * water = 6500 × 500 litres (default factor) = 3,250,000.
 */
const NOW = new Date("2025-03-15T06:00:00Z");

/** Records collections (day, butts, kg) from one kiosk, credited at ₹10 a kg. */
function collect(
  db: TestDatabase["db"],
  kiosk: { id: string; customerId: string },
  rows: [day: string, butts: number, kg: string][],
) {
  return recordCollections(
    db,
    kiosk,
    "10.00",
    rows.map(([collectedOn, buttsCount, buttsKg]) => ({
      kioskId: kiosk.id,
      collectedOn,
      buttsCount,
      buttsKg,
    })),
  );
}

async function seedFixture(db: TestDatabase["db"]) {
  const business = (code: string) =>
    createCustomer(db, {
      code,
      name: `Business ${code}`,
      serviceType: "Kiosk Collection",
      businessType: "Café",
      benefitRatePerKg: "10.00",
    });
  const [a, b, c] = await Promise.all([business("FC-A"), business("FC-B"), business("FC-C")]);
  await business("FC-D");
  const kiosk = (customerId: string, label: string, installedOn: string, removedOn?: string) =>
    addKiosk(db, { customerId, label, installedOn, removedOn: removedOn ?? null });
  const a1 = await kiosk(a.id, "A1", "2024-01-10");
  const a2 = await kiosk(a.id, "A2", "2024-06-01", "2025-01-05");
  const b1 = await kiosk(b.id, "B1", "2025-03-01");
  await kiosk(c.id, "C1", "2025-04-01");
  await collect(db, a1, [
    ["2024-02-01", 1000, "0.270"],
    ["2025-03-15", 500, "0.135"],
    ["2025-03-16", 9999, "2.700"],
  ]);
  await collect(db, a2, [["2024-12-01", 2000, "0.540"]]);
  await collect(db, b1, [["2025-03-10", 3000, "0.810"]]);
  return { a1 };
}

describe("public impact", () => {
  let database: TestDatabase;
  let fixture: Awaited<ReturnType<typeof seedFixture>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    fixture = await seedFixture(database.db);
  });
  afterAll(() => database.close());
  afterEach(async () => {
    // Each test starts from the default settings (the service also forgets its cached copy).
    await clearStoredSettings(database.db);
  });

  describe("computePublicImpact", () => {
    it("totals the fixture as worked out by hand", async () => {
      expect(await computePublicImpact(database.db, NOW)).toEqual({
        businessesServed: 2,
        kiosksInstalled: 2,
        buttsCollected: 6500,
        buttsCollectedKg: 1.755,
        waterProtectedLitres: 3_250_000,
        asOf: "2025-03-15T06:00:00.000Z",
      });
    });

    it("uses the water factor in force and the business's date", async () => {
      await writeSetting(database.db, "impactFactors", {
        waterLitresPerButt: { value: 2.5, source: "test" },
      });
      // 20:00 UTC is 01:30 on the 16th in Kolkata: tomorrow's 9999 butts (2.700 kg) now count.
      const late = await computePublicImpact(database.db, new Date("2025-03-15T20:00:00Z"));
      expect(late).toMatchObject({
        buttsCollected: 16_499,
        buttsCollectedKg: 4.455,
        waterProtectedLitres: 41_248, // 16,499 × 2.5 = 41,247.5, rounded
      });
    });
  });

  describe("GET /api/public_impact", () => {
    let app: FastifyInstance;
    let now = NOW;

    beforeAll(async () => {
      app = createAreaTestApp();
      await registerTestApi(app, [area(publicImpactRoutes, { db: database.db, now: () => now })]);
      await app.ready();
    });
    afterAll(() => app.close());

    it("answers the totals, cacheable by anyone for five minutes", async () => {
      const res = await app.inject({ url: "/api/public_impact" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      expect(res.json()).toMatchObject({ businessesServed: 2, buttsCollected: 6500 });
    });

    it("computes at most once per five minutes", async () => {
      const first = (await app.inject({ url: "/api/public_impact" })).json();
      await collect(database.db, fixture.a1, [["2025-03-14", 100, "0.027"]]);
      now = new Date(NOW.getTime() + 299_000);
      expect((await app.inject({ url: "/api/public_impact" })).json()).toEqual(first);
      now = new Date(NOW.getTime() + 301_000);
      const fresh = (await app.inject({ url: "/api/public_impact" })).json();
      expect(fresh.buttsCollected).toBe(6600);
      expect(fresh.asOf).toBe("2025-03-15T06:05:01.000Z");
    });
  });
});

describe("createTimedCache", () => {
  it("shares one computation between concurrent callers and retries after a failure", async () => {
    let calls = 0;
    let fail = true;
    const cache = createTimedCache(
      async () => {
        calls++;
        if (fail) throw new Error("database down");
        return calls;
      },
      1000,
      () => 0,
    );
    await expect(Promise.all([cache.get(), cache.get()])).rejects.toThrow("database down");
    expect(calls).toBe(1);
    fail = false;
    expect(await cache.get()).toBe(2);
    expect(await cache.get()).toBe(2);
  });
});
