import { formatDayMonth } from "@filtercycle/contract/format";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { collectionCredits } from "#api/areas/money/index.ts";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { pickups } from "../pickups/pickups.tables.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { createCollection } from "./collections.service.ts";

/**
 * What a collection may credit (docs/decisions/0099), on hand-computed figures. FC-9901 earns
 * ₹350.00 a kg. Its kiosk K-H1 has five collections: 2.000, 2.200, 2.400, 1.800 and 2.600 kg
 * (11.000 kg, ₹3,850.00); their median, the kiosk's usual yield, is 2.2 kg, so above
 * 3 × 2.2 = 6.6 kg a collection is held for review. Every kiosk holds at most 25 kg (the setting
 * for the largest model).
 */
describe("what a collection may credit", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: string;
  let collector: string;
  let owner: string;
  let kiosk: { id: string; customerId: string };
  const OWNER = "owner@kiosk-cafe.example";
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = admin) =>
    injectJson(ctx.app, method, url, body, cookie);
  const balance = async () =>
    (await call("GET", "/api/admin/customers/FC-9901/balance")).json().balance as number;
  const counts = async () =>
    (
      await queryRows<{ collections: number; credits: number }>(
        db(),
        sql`select (select count(*)::int from collections) as collections,
              (select count(*)::int from benefit_transactions where kind = 'collection_credit') as credits`,
      )
    )[0];
  const mailText = (mail: { text: string }) => Buffer.from(mail.text, "latin1").toString("utf8");
  const receipts = () =>
    smtp.mails.filter((m) => m.to.includes(OWNER) && mailText(m).includes("Pickup receipt"));
  const plannedToday = async () => {
    const [row] = await db()
      .insert(pickups)
      .values({ kioskId: kiosk.id, customerId: kiosk.customerId, plannedOn: today })
      .returning();
    return row?.id as string;
  };
  const complete = (pickupId: string, buttsKg: number, key = "stop-key-0001") =>
    call(
      "POST",
      `/api/admin/pickups/${pickupId}/complete`,
      { buttsKg, collector: "Ravi", idempotencyKey: key },
      collector,
    );
  const stopOf = async (pickupId: string) =>
    (await call("GET", `/api/admin/pickups?date=${today}`))
      .json()
      .stops.find((s: { id: string }) => s.id === pickupId);
  const importFile = (payload: string, dryRun = false) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/admin/collections/import${dryRun ? "?dryRun=true" : ""}`,
      headers: { cookie: admin, "content-type": "text/csv" },
      payload,
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
      jobQueue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await untilNoticesSent(db());
    await ctx.database.reset();
    smtp.mails.length = 0;
    const customer = await createCustomer(db(), {
      code: "FC-9901",
      name: "Kiosk Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "350.00",
    });
    kiosk = await addKiosk(db(), {
      customerId: customer.id,
      label: "Terrace kiosk",
      serial: "K-H1",
      installedOn: addDays(today, -90),
    });
    const history = [2, 2.2, 2.4, 1.8, 2.6];
    for (const [i, buttsKg] of history.entries()) {
      await db().transaction((tx) =>
        createCollection(
          tx,
          collectionCredits,
          kiosk,
          { date: addDays(today, -50 + i * 10), buttsKg },
          { id: null, name: "Seed" },
        ),
      );
    }
    admin = (await signedInLogin(ctx, { email: "asha@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    collector = (
      await signedInLogin(ctx, { email: "ravi@fc.example", name: "Ravi", role: "collector" })
    ).cookie;
    owner = (
      await signedInLogin(ctx, {
        email: OWNER,
        name: "Owner",
        role: "customer",
        customerId: customer.id,
      })
    ).cookie;
  });

  it("refuses the ₹3,50,00,000 request: 100,000 kg from one kiosk is a 400 naming buttsKg, and nothing is recorded, credited or mailed", async () => {
    const pickupId = await plannedToday();
    const res = await complete(pickupId, 100_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe("The weight must be at most 25 kg, what the kiosk holds.");
    expect(res.json().errors).toEqual([
      { field: "buttsKg", message: "must be at most 25 kg, what the kiosk holds" },
    ]);
    // One gram over the largest model is refused too.
    expect((await complete(pickupId, 25.001)).statusCode).toBe(400);
    expect(await balance()).toBe(3850);
    expect(await counts()).toEqual({ collections: 5, credits: 5 });
    expect((await stopOf(pickupId)).status).toBe("planned");
    await untilNoticesSent(db());
    expect(receipts()).toHaveLength(0);

    // The largest model is a staff setting: at 40 kg, 30 kg fits (and is held: 30 > 6.6).
    const saved = await call("PATCH", "/api/admin/settings", { largestKioskCapacityKg: 40 });
    expect(saved.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/settings")).json().largestKioskCapacityKg).toBe(40);
    const fits = await complete(pickupId, 30);
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toMatchObject({ status: "done", review: "held" });
  });

  it("holds a Done well above the kiosk's usual yield: no credit and no receipt until an admin accepts it, then it credits once", async () => {
    const pickupId = await plannedToday();
    const done = await complete(pickupId, 7);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: "done",
      review: "held",
      buttsKg: 7,
    });
    // The phone sends it again (same key): the same answer, nothing more held.
    expect((await complete(pickupId, 7)).json()).toMatchObject({ review: "held" });
    expect(await balance()).toBe(3850);
    expect(await counts()).toEqual({ collections: 5, credits: 5 });
    // The business sees the visit done, without a weight until it is accepted.
    const service = (await call("GET", "/api/pickups", undefined, owner)).json();
    expect(service.history.items[0]).toMatchObject({
      status: "done",
      buttsKg: null,
      credit: null,
      review: "held",
    });

    const listed = (await call("GET", "/api/admin/held_collections")).json();
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      status: "held",
      source: "collector",
      customerCode: "FC-9901",
      customerName: "Kiosk Café",
      kioskSerial: "K-H1",
      kioskLabel: "Terrace kiosk",
      date: today,
      buttsKg: 7,
      buttsNumber: null,
      credit: 2450,
      usualKg: 2.2,
      reason:
        "7 kg is more than 3 times the kiosk's usual 2.2 kg (the median of its last 5 collections)",
      recordedBy: "Ravi",
      collectionId: null,
    });
    await untilNoticesSent(db());
    expect(receipts()).toHaveLength(0);

    const id = listed.items[0].id as number;
    const accepted = await call("POST", `/api/admin/held_collections/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted", decidedBy: "Asha" });
    const collectionId = accepted.json().collectionId as number;
    expect(collectionId).toEqual(expect.any(Number));
    // 3,850.00 + 7 × 350.00 = 6,300.00
    expect(await balance()).toBe(6300);
    const again = await call("POST", `/api/admin/held_collections/${id}/accept`);
    expect(again.statusCode).toBe(200);
    expect(again.json().collectionId).toBe(collectionId);
    expect(await balance()).toBe(6300);
    expect(await counts()).toEqual({ collections: 6, credits: 6 });
    expect(await stopOf(pickupId)).toMatchObject({ review: null, buttsKg: 7, credit: 2450 });

    const mail = mailText(await smtp.nextMailTo(OWNER));
    expect(mail).toContain("Subject: Pickup receipt: Terrace kiosk");
    expect(mail).toContain(
      `Collected 7 kg at Terrace kiosk on ${formatDayMonth(today)}; ₹2,450.00 credited`,
    );
    await untilNoticesSent(db());
    expect(receipts()).toHaveLength(1);
    expect((await call("GET", "/api/admin/held_collections")).json().total).toBe(0);
    expect((await call("GET", "/api/admin/held_collections?status=accepted")).json().total).toBe(1);
  });

  it("a rejected collection credits nothing and cannot be accepted; a reason is required", async () => {
    const held = await call("POST", "/api/admin/collections", {
      kioskSerial: "K-H1",
      date: addDays(today, -1),
      buttsKg: 9,
    });
    expect(held.statusCode).toBe(202);
    expect(held.json()).toMatchObject({ status: "held", source: "console", credit: 3150 });
    const id = held.json().id as number;
    const blank = await call("POST", `/api/admin/held_collections/${id}/reject`, { reason: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: "reason", message: "is required" }]);
    const rejected = await call("POST", `/api/admin/held_collections/${id}/reject`, {
      reason: "Weighed with the bin",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      rejectReason: "Weighed with the bin",
      collectionId: null,
    });
    const accept = await call("POST", `/api/admin/held_collections/${id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().detail).toMatch(
      /^This collection was rejected by Asha on \d{1,2} \w{3} \d{4} \(Weighed with the bin\): it cannot be accepted\. Record the right weight in Collections\.$/,
    );
    expect(await balance()).toBe(3850);
    expect(await counts()).toEqual({ collections: 5, credits: 5 });
    expect((await call("POST", "/api/admin/held_collections/999/accept")).statusCode).toBe(404);
  });

  it("the console's form refuses a weight above what the kiosk holds, naming buttsKg, and records a usual one", async () => {
    const over = await call("POST", "/api/admin/collections", {
      kioskSerial: "K-H1",
      date: addDays(today, -1),
      buttsKg: 30,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      { field: "buttsKg", message: "must be at most 25 kg, what the kiosk holds" },
    ]);
    const usual = await call("POST", "/api/admin/collections", {
      kioskSerial: "K-H1",
      date: addDays(today, -1),
      buttsKg: 2.5,
    });
    expect(usual.statusCode).toBe(201);
    expect(usual.json().credit).toBe(875);
    const edit = await call("PATCH", `/api/admin/collections/${usual.json().id}`, { buttsKg: 26 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors[0].field).toBe("buttsKg");
    // 3,850.00 + 2.5 × 350.00 = 4,725.00
    expect(await balance()).toBe(4725);
  });

  it("the import lists a row above the kiosk's capacity on its line, and imports a suspicious row as held, saying so", async () => {
    const day = addDays(today, -2);
    const over = await importFile(
      `customer_code,kiosk_serial,date,butts_number,butts_kg\nFC-9901,K-H1,${day},,2.1\nFC-9901,K-H1,${day},,100000\n`,
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().problems).toEqual([
      { row: 3, column: "butts_kg", reason: "must be at most 25 kg, what the kiosk holds" },
    ]);

    const file = `customer_code,kiosk_serial,date,butts_number,butts_kg\nFC-9901,K-H1,${day},,2.1\nFC-9901,K-H1,${addDays(today, -1)},,8\n`;
    const reason =
      "8 kg is more than 3 times the kiosk's usual 2.2 kg (the median of its last 5 collections)";
    const dry = await importFile(file, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      rowCount: 1,
      totalKg: 2.1,
      totalCredit: 735,
      held: 1,
      heldRows: [{ row: 3, reason, heldId: null }],
    });
    const done = await importFile(file);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ rowCount: 1, totalCredit: 735, held: 1 });
    const heldId = done.json().heldRows[0].heldId as number;
    expect(done.json().heldRows).toEqual([{ row: 3, reason, heldId }]);
    // 3,850.00 + 2.1 × 350.00 = 4,585.00; the held 8 kg credits nothing yet.
    expect(await balance()).toBe(4585);
    const listed = (await call("GET", "/api/admin/held_collections")).json();
    expect(listed.items).toMatchObject([{ id: heldId, source: "import", buttsKg: 8 }]);
    await call("POST", `/api/admin/held_collections/${heldId}/accept`);
    // + 8 × 350.00 = 7,385.00
    expect(await balance()).toBe(7385);
  });

  it("a kiosk with fewer than 3 collections has no usual yield yet: only what it holds applies", async () => {
    const fresh = await addKiosk(db(), {
      customerId: kiosk.customerId,
      label: "New kiosk",
      serial: "K-H2",
      installedOn: addDays(today, -30),
    });
    for (const date of [addDays(today, -20), addDays(today, -10)])
      await db().transaction((tx) =>
        createCollection(
          tx,
          collectionCredits,
          fresh,
          { date, buttsKg: 1 },
          { id: null, name: "S" },
        ),
      );
    const res = await call("POST", "/api/admin/collections", {
      kioskSerial: "K-H2",
      date: addDays(today, -1),
      buttsKg: 24,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().credit).toBe(8400);
  });

  it("refuses customers and collectors on the held collections' routes (403), changing nothing", async () => {
    const held = await call("POST", "/api/admin/collections", {
      kioskSerial: "K-H1",
      date: addDays(today, -1),
      buttsKg: 9,
    });
    const id = held.json().id as number;
    for (const cookie of [owner, collector]) {
      expect((await call("GET", "/api/admin/held_collections", undefined, cookie)).statusCode).toBe(
        403,
      );
      expect(
        (await call("POST", `/api/admin/held_collections/${id}/accept`, undefined, cookie))
          .statusCode,
      ).toBe(403);
      expect(
        (await call("POST", `/api/admin/held_collections/${id}/reject`, { reason: "No" }, cookie))
          .statusCode,
      ).toBe(403);
    }
    expect((await call("GET", "/api/admin/held_collections")).json().items[0].status).toBe("held");
    expect(await balance()).toBe(3850);
  });
});
