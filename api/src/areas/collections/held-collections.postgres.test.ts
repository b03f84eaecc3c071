import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { collectionCredits } from "#api/areas/money/index.ts";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { pickups } from "../pickups/pickups.tables.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { createCollection } from "./collections.service.ts";

/**
 * Accepting a held collection credits it once however many admins accept it at the same moment
 * (docs/decisions/0099): the held row is locked, the second accept waits and finds it accepted.
 * FC-9902 earns ₹200.00 a kg; its kiosk's three collections of 1 kg make a usual yield of 1 kg,
 * so a collector's 5 kg (5 > 3 × 1) is held, and accepting it credits 5 × 200.00 = ₹1,000.00.
 */
describe("a held collection accepted at once by several admins (PostgreSQL)", () => {
  let ctx: TestContext;
  let admin: string;
  let collector: string;
  let pickupId: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);

  const call = (method: Method, url: string, body?: unknown, cookie = admin) =>
    injectJson(ctx.app, method, url, body, cookie);
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
    const db = ctx.database.db;
    const customer = await createCustomer(db, {
      code: "FC-9902",
      name: "Held Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "200.00",
    });
    const kiosk = await addKiosk(db, {
      customerId: customer.id,
      label: "Bar kiosk",
      serial: "K-P1",
      installedOn: addDays(today, -61),
    });
    for (const days of [-30, -20, -10])
      await db.transaction((tx) =>
        createCollection(
          tx,
          collectionCredits,
          kiosk,
          { date: addDays(today, days), buttsKg: 1 },
          { id: null, name: "Seed" },
        ),
      );
    const [row] = await db
      .insert(pickups)
      .values({ kioskId: kiosk.id, customerId: customer.id, plannedOn: today })
      .returning();
    pickupId = row?.id as string;
    admin = (await signedInLogin(ctx, { email: "a@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    collector = (
      await signedInLogin(ctx, { email: "c@fc.example", name: "Ravi", role: "collector" })
    ).cookie;
  });

  const heldFromThePhone = async () => {
    const done = await call(
      "POST",
      `/api/admin/pickups/${pickupId}/complete`,
      { buttsKg: 5, collector: "Ravi", idempotencyKey: "phone-key-0001" },
      collector,
    );
    expect(done.json()).toMatchObject({ status: "done", review: "held" });
    const [held] = (await call("GET", "/api/admin/held_collections")).json().items;
    return held.id as number;
  };

  it("four accepts at once: four 200s naming one collection, credited once (₹1,000.00)", async () => {
    const id = await heldFromThePhone();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call("POST", `/api/admin/held_collections/${id}/accept`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().collectionId));
    expect(ids.size).toBe(1);
    // 3 × ₹200.00 before, + ₹1,000.00.
    expect(await credited()).toEqual({ collections: 4, credits: 4, total: "1600.00" });
    const [accepts] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'held collection' and action = 'accept'`,
    );
    expect(accepts?.n).toBe(1);
    const stop = (await call("GET", `/api/admin/pickups?date=${today}`))
      .json()
      .stops.find((s: { id: string }) => s.id === pickupId);
    expect(stop).toMatchObject({ review: null, buttsKg: 5, credit: 1000 });
  });

  it("an accept and a reject at once: one wins, the other is refused (409), and money follows the winner", async () => {
    const id = await heldFromThePhone();
    const [accepted, rejected] = await Promise.all([
      call("POST", `/api/admin/held_collections/${id}/accept`),
      call("POST", `/api/admin/held_collections/${id}/reject`, { reason: "Wet bag" }),
    ]);
    expect([accepted.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const total = accepted.statusCode === 200 ? "1600.00" : "600.00";
    const collections = accepted.statusCode === 200 ? 4 : 3;
    expect(await credited()).toEqual({ collections, credits: collections, total });
  });
});
