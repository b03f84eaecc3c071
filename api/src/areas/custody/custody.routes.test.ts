import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { pickups } from "../pickups/pickups.tables.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { batchesBehind, productsMadeFor } from "./custody.queries.ts";

/**
 * The chain of custody on hand-computed weights: every bag was picked up at 2.000 kg, so an
 * intake of 1.950 kg is −2.5 % (within 5 %), 2.100 kg exactly +5 % (not beyond), 1.880 kg −6 %
 * (flagged); with the tolerance raised to 7 % nothing is flagged.
 */
describe("chain of custody API", () => {
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let customerId: string;
  let kioskId: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const day = (n: number) => addDays(today, -n);

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const count = async (table: string, where = "true") =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      )
    )[0]?.n;

  /** A pickup done `daysAgo` with `bagCode`, weighed at 2.000 kg (its collection). */
  const donePickup = async (bagCode: string, daysAgo: number, kg = 2) => {
    const [row] = await db()
      .insert(pickups)
      .values({ kioskId, customerId, plannedOn: day(daysAgo) })
      .returning();
    const done = await call("POST", `/api/admin/pickups/${row?.id}/complete`, {
      buttsKg: kg,
      collector: "Ramesh",
      bagCode,
      idempotencyKey: `stop-${bagCode}-${daysAgo}`,
    });
    expect(done.statusCode).toBe(200);
    return row?.id as string;
  };
  const intake = (bagCode: string, weightKg: number, receivedOn = day(1), note = "") =>
    call("POST", "/api/admin/intakes", { bagCode, receivedOn, weightKg, note });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const business = await createCustomer(db(), {
      code: "FC-7301",
      name: "Terrace Café",
      city: "Ahmedabad",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    customerId = business.id;
    kioskId = (
      await addKiosk(db(), { customerId, label: "Counter", installedOn: addDays(today, -60) })
    ).id;
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, { email: "o@t.example", name: "O", role: "customer", customerId })
    ).cookie;
    await donePickup("FC-B-0001", 10);
    await donePickup("FC-B-0002", 9);
    await donePickup("FC-B-0003", 8);
  });

  it("flags an intake beyond the tolerance only: −2.5 % and exactly +5 % pass, −6 % is flagged", async () => {
    const awaiting = await call("GET", "/api/admin/intakes");
    expect(awaiting.statusCode).toBe(200);
    expect(awaiting.json()).toMatchObject({ total: 3, tolerancePercent: 5 });
    expect(awaiting.json().items.map((r: { bagCode: string }) => r.bagCode)).toEqual([
      "FC-B-0003",
      "FC-B-0002",
      "FC-B-0001",
    ]);
    expect(awaiting.json().items[0]).toMatchObject({
      customerCode: "FC-7301",
      businessName: "Terrace Café",
      kioskLabel: "Counter",
      collectedOn: day(8),
      pickupKg: 2,
      intakeId: null,
      flagged: false,
      batchCode: null,
    });

    const within = await intake("FC-B-0001", 1.95);
    expect(within.statusCode).toBe(201);
    expect(within.json()).toMatchObject({
      bagCode: "FC-B-0001",
      pickupKg: 2,
      intakeKg: 1.95,
      receivedOn: day(1),
      differencePercent: -2.5,
      flagged: false,
    });
    const edge = await intake("fc-b-0002 ", 2.1);
    expect(edge.statusCode).toBe(201);
    expect(edge.json()).toMatchObject({
      bagCode: "FC-B-0002",
      differencePercent: 5,
      flagged: false,
    });
    const beyond = await intake("FC-B-0003", 1.88, day(1), "Bag torn at one corner");
    expect(beyond.statusCode).toBe(201);
    expect(beyond.json()).toMatchObject({
      differencePercent: -6,
      flagged: true,
      intakeNote: "Bag torn at one corner",
    });

    const flagged = (await call("GET", "/api/admin/intakes?status=flagged")).json();
    expect(flagged.total).toBe(1);
    expect(flagged.items.map((r: { bagCode: string }) => r.bagCode)).toEqual(["FC-B-0003"]);
    expect((await call("GET", "/api/admin/intakes?status=received")).json().total).toBe(3);
    expect((await call("GET", "/api/admin/intakes?status=awaiting")).json().total).toBe(0);
    expect((await call("GET", "/api/admin/intakes?status=all&pageSize=2")).json()).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect(await count("audit_log", "entity = 'custody_intake' and action = 'create'")).toBe(3);

    // The tolerance is a console setting: at 7 % the −6 % bag passes.
    const set = await call("PATCH", "/api/admin/settings", { custodyTolerancePercent: 7 });
    expect(set.statusCode).toBe(200);
    expect(set.json().custodyTolerancePercent).toBe(7);
    const relaxed = (await call("GET", "/api/admin/intakes?status=flagged")).json();
    expect(relaxed).toMatchObject({ total: 0, tolerancePercent: 7 });
    expect(
      await count("audit_log", "entity = 'settings' and entity_id = 'custodyTolerancePercent'"),
    ).toBe(1);
  });

  it("refuses an unknown bag (404), a second intake and an ambiguous code (409); stores nothing", async () => {
    const unknown = await intake("FC-B-9999", 2);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([
      { field: "bagCode", message: "no pickup has this bag code" },
    ]);

    expect((await intake("FC-B-0001", 2)).statusCode).toBe(201);
    const twice = await intake("FC-B-0001", 1.5);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(
      `Bag FC-B-0001 was already received at the plant on ${day(1)} (2 kg).`,
    );

    // The same code on two pickups not yet received: staff correct it at the pickup first.
    await donePickup("FC-B-0002", 5);
    const ambiguous = await intake("FC-B-0002", 2);
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json().detail).toBe(
      `The bag code FC-B-0002 was recorded at 2 pickups not yet received (FC-7301 Counter, ${day(5)}; FC-7301 Counter, ${day(9)}); correct the bag code at the pickup first.`,
    );

    const early = await intake("FC-B-0003", 2, day(9));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      { field: "receivedOn", message: `must not be before the pickup (${day(8)})` },
    ]);
    const negative = await intake("FC-B-0003", -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].field).toBe("weightKg");

    expect(await count("custody_intakes")).toBe(1);
    expect(await count("audit_log", "entity = 'custody_intake'")).toBe(1);
  });

  it("batches received bags only, then records lots; codes are unique", async () => {
    await intake("FC-B-0001", 1.95);
    await intake("FC-B-0002", 2.1);
    const batch = {
      code: "B-2026-118",
      startedOn: today,
      bagCodes: ["FC-B-0001", "FC-B-0003"],
      note: "",
    };
    const unreceived = await call("POST", "/api/admin/batches", batch);
    expect(unreceived.statusCode).toBe(409);
    expect(unreceived.json().detail).toBe(
      "Bag FC-B-0003 has not been received at the plant; record its intake first.",
    );
    expect(await count("processing_batches")).toBe(0);
    expect(await count("custody_intakes", "batch_id is not null")).toBe(0);

    const created = await call("POST", "/api/admin/batches", {
      ...batch,
      bagCodes: ["FC-B-0001", "fc-b-0002"],
    });
    expect(created.statusCode).toBe(201);
    // 1.950 + 2.100 kg on intake.
    expect(created.json()).toMatchObject({
      code: "B-2026-118",
      startedOn: today,
      bagCount: 2,
      intakeKg: 4.05,
      lots: [],
    });
    const id = created.json().id;

    await intake("FC-B-0003", 2);
    const again = await call("POST", "/api/admin/batches", {
      ...batch,
      code: "B-2026-119",
      bagCodes: ["FC-B-0003", "FC-B-0002"],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("Bag FC-B-0002 is already in batch B-2026-118.");
    const sameCode = await call("POST", "/api/admin/batches", {
      ...batch,
      bagCodes: ["FC-B-0003"],
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().errors).toEqual([
      { field: "code", message: "is already used by another batch" },
    ]);

    const lot = { code: "L-0412", product: "coasters", madeOn: today };
    const made = await call("POST", `/api/admin/batches/${id}/lots`, lot);
    expect(made.statusCode).toBe(201);
    expect(made.json().lots).toEqual([
      { id: expect.any(Number), code: "L-0412", product: "coasters", madeOn: today },
    ]);
    const dupLot = await call("POST", `/api/admin/batches/${id}/lots`, { ...lot, product: "x" });
    expect(dupLot.statusCode).toBe(409);
    const noBatch = await call("POST", `/api/admin/batches/${id + 100}/lots`, {
      ...lot,
      code: "L-0413",
    });
    expect(noBatch.statusCode).toBe(404);
    expect(await count("product_lots")).toBe(1);

    const list = (await call("GET", "/api/admin/batches")).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ code: "B-2026-118", bagCount: 2, intakeKg: 4.05 });
    expect((await call("GET", "/api/admin/intakes?status=received")).json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bagCode: "FC-B-0001", batchCode: "B-2026-118" }),
      ]),
    );
    expect(await count("audit_log", "entity = 'processing_batch'")).toBe(1);
    expect(await count("audit_log", "entity = 'product_lot'")).toBe(1);

    // Other areas' reads (custody.queries.ts): the batch behind the period, what it became.
    expect(await batchesBehind(db(), customerId, { startDate: day(30), endDate: today })).toEqual([
      {
        code: "B-2026-118",
        startedOn: today,
        products: [{ product: "coasters", lotCode: "L-0412", madeOn: today }],
      },
    ]);
    expect(await batchesBehind(db(), customerId, { startDate: day(2), endDate: today })).toEqual(
      [],
    );
    // A visit moved from its schedule date counts on the day it was done (its collection's).
    await db().execute(
      sql`update pickups set scheduled_for = ${day(40)} where bag_code = 'FC-B-0001'`,
    );
    expect(
      (await batchesBehind(db(), customerId, { startDate: day(10), endDate: day(10) })).map(
        (b) => b.code,
      ),
    ).toEqual(["B-2026-118"]);
    expect(await batchesBehind(db(), customerId, { startDate: null, endDate: day(11) })).toEqual(
      [],
    );
    expect(await productsMadeFor(db(), customerId)).toEqual([
      { product: "coasters", lotCode: "L-0412", madeOn: today },
    ]);
  });

  it("shows each collection's stage in the customer's collection log and its export", async () => {
    await intake("FC-B-0002", 2);
    await intake("FC-B-0003", 2, day(2));
    const batch = await call("POST", "/api/admin/batches", {
      code: "B-2026-118",
      startedOn: today,
      bagCodes: ["FC-B-0003"],
      note: "",
    });
    await call("POST", `/api/admin/batches/${batch.json().id}/lots`, {
      code: "L-0412",
      product: "coasters",
      madeOn: today,
    });
    // A collection entered in the console, without a pickup or bag.
    const entered = await call("POST", "/api/admin/collections", {
      kioskId,
      date: day(3),
      buttsKg: 1,
    });
    expect(entered.statusCode).toBe(201);
    await donePickup("FC-B-0004", 4);
    const period = `startDate=${day(30)}&endDate=${today}`;
    const log = await call("GET", `/api/collections?${period}`, undefined, owner);
    expect(log.statusCode).toBe(200);
    expect(
      log
        .json()
        .items.map((r: { date: string; custody: { stage: string } }) => [r.date, r.custody]),
    ).toEqual([
      [
        day(3),
        { stage: "untracked", bagCode: null, receivedOn: null, batchCode: null, products: [] },
      ],
      [
        day(4),
        {
          stage: "collected",
          bagCode: "FC-B-0004",
          receivedOn: null,
          batchCode: null,
          products: [],
        },
      ],
      [
        day(8),
        {
          stage: "made",
          bagCode: "FC-B-0003",
          receivedOn: day(2),
          batchCode: "B-2026-118",
          products: [{ product: "coasters", lotCode: "L-0412", madeOn: today }],
        },
      ],
      [
        day(9),
        {
          stage: "received",
          bagCode: "FC-B-0002",
          receivedOn: day(1),
          batchCode: null,
          products: [],
        },
      ],
      [
        day(10),
        {
          stage: "collected",
          bagCode: "FC-B-0001",
          receivedOn: null,
          batchCode: null,
          products: [],
        },
      ],
    ]);
    const csv = await call("GET", `/api/collections.csv?${period}`, undefined, owner);
    expect(csv.statusCode).toBe(200);
    for (const text of [
      "Recorded without a bag code",
      "Collected — bag FC-B-0004",
      "Became coasters, lot L-0412",
      "Collected — bag FC-B-0001",
    ])
      expect(csv.body).toContain(text);
    // A customer reaches none of the console's custody routes.
    expect((await call("GET", "/api/admin/intakes", undefined, owner)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/batches", {}, owner)).statusCode).toBe(403);
  });
});
