import { formatDay } from "@filtercycle/contract/format";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin, TEST_PASSWORD } from "#api-test/console-calls.ts";
import { multipartBody } from "#api-test/multipart.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { kioskSchedules, pickups } from "./pickups.tables.ts";
import { ensurePlannedPickups } from "./planned-pickups.ts";

/**
 * The pickups API on hand-computed figures. FC-7001 earns ₹12.50 a kg; a pickup weighed at
 * 0.620 kg and not counted is 0.620 × 3,600 = 2,232 butts (estimated) and ₹7.75 of credit.
 */
describe("pickups API", () => {
  let ctx: TestContext;
  let staff: string;
  let ownerA: string;
  let ownerB: string;
  let customerA: string;
  let kioskA: string;
  let kioskB: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);

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
  const plannedToday = async (kioskId: string, customerId: string, date = today) => {
    const [row] = await db()
      .insert(pickups)
      .values({ kioskId, customerId, plannedOn: date })
      .returning();
    return row?.id as string;
  };

  const customerOfKiosk = async (kioskId: string) =>
    (
      await queryRows<{ id: string }>(
        db(),
        sql`select customer_id as id from kiosks where id = ${kioskId}`,
      )
    )[0]?.id;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const a = await createCustomer(db(), {
      code: "FC-7001",
      name: "Terrace Café",
      city: "Ahmedabad",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "12.50",
    });
    const b = await createCustomer(db(), {
      code: "FC-7002",
      name: "Other Business",
      city: "Surat",
      serviceType: "S",
      businessType: "B",
    });
    customerA = a.id;
    kioskA = (
      await addKiosk(db(), {
        customerId: a.id,
        label: "Terrace kiosk",
        installedOn: addDays(today, -30),
      })
    ).id;
    kioskB = (
      await addKiosk(db(), { customerId: b.id, label: "B kiosk", installedOn: addDays(today, -30) })
    ).id;
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    ownerA = (
      await signedInLogin(ctx, {
        email: "a@a.example",
        name: "A",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    ownerB = (
      await signedInLogin(ctx, {
        email: "b@b.example",
        name: "B",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  it("plans every 15 days from the install date, or on weekdays, once; none for removed kiosks", async () => {
    await ctx.database.reset();
    const c = await createCustomer(db(), {
      code: "FC-7101",
      name: "Plan",
      serviceType: "S",
      businessType: "B",
    });
    const plain = await addKiosk(db(), { customerId: c.id, label: "P", installedOn: "2026-01-01" });
    const weekly = await addKiosk(db(), {
      customerId: c.id,
      label: "W",
      installedOn: "2026-01-01",
    });
    await addKiosk(db(), {
      customerId: c.id,
      label: "R",
      installedOn: "2026-01-01",
      removedOn: "2026-01-02",
    });
    // Mondays and Wednesdays from Monday 5 January 2026.
    await db()
      .insert(kioskSchedules)
      .values({ kioskId: weekly.id, everyDays: null, weekdays: [1, 3], startsOn: "2026-01-05" });
    // 1 + 15 = 16 and 31 January; 5, 7, 12, 14 January: 3 + 4 pickups.
    expect(await ensurePlannedPickups(db(), "2026-01-01", "2026-01-18")).toBe(2 + 4);
    expect(await ensurePlannedPickups(db(), "2026-01-01", "2026-01-31")).toBe(1 + 4);
    expect(await ensurePlannedPickups(db(), "2026-01-01", "2026-01-31")).toBe(0);
    const rows = await queryRows<{ label: string; d: string }>(
      db(),
      sql`select k.label, to_char(p.planned_on, 'YYYY-MM-DD') as d from pickups p
          join kiosks k on k.id = p.kiosk_id order by k.label, p.planned_on`,
    );
    expect(rows.filter((r) => r.label === "P").map((r) => r.d)).toEqual([
      "2026-01-01",
      "2026-01-16",
      "2026-01-31",
    ]);
    expect(rows.filter((r) => r.label === "W").map((r) => r.d)).toEqual([
      "2026-01-05",
      "2026-01-07",
      "2026-01-12",
      "2026-01-14",
      "2026-01-19",
      "2026-01-21",
      "2026-01-26",
      "2026-01-28",
    ]);
    expect(rows.some((r) => r.label === "R")).toBe(false);
    expect(plain.id).toBeTruthy();
  });

  it("complete records one collection with the estimated number and the credit; a replay records nothing more", async () => {
    const id = await plannedToday(kioskA, customerA);
    const before = (await call("GET", "/api/admin/customers/FC-7001/balance")).json().balance;
    const body = {
      buttsKg: 0.62,
      collector: "Ramesh",
      bagCode: "BAG-1",
      idempotencyKey: "stop-0001",
    };
    const done = await call("POST", `/api/admin/pickups/${id}/complete`, body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: "done",
      date: today,
      buttsKg: 0.62,
      buttsNumber: 2232,
      estimated: true,
      credit: 7.75,
      // The login that sent it, whatever name the body carries.
      collector: "Asha",
      bagCode: "BAG-1",
      customerCode: "FC-7001",
      city: "Ahmedabad",
    });
    const after = (await call("GET", "/api/admin/customers/FC-7001/balance")).json().balance;
    expect(Math.round((after - before) * 100)).toBe(775);
    const replay = await call("POST", `/api/admin/pickups/${id}/complete`, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(done.json());
    expect(await count("collections")).toBe(1);
    const again = await call("POST", `/api/admin/pickups/${id}/complete`, {
      ...body,
      idempotencyKey: "stop-0002",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`This pickup was already completed (${today}).`);
    expect(await count("collections")).toBe(1);
    expect(await count("audit_log", "entity = 'pickup' and action = 'complete'")).toBe(1);
  });

  it("a done visit whose collection was already recorded in the console points at it and credits nothing more", async () => {
    const id = await plannedToday(kioskA, customerA);
    const serial = (
      await queryRows<{ serial: string }>(db(), sql`select serial from kiosks where id = ${kioskA}`)
    )[0]?.serial;
    const typed = await call("POST", "/api/admin/collections", {
      kioskSerial: serial,
      date: today,
      buttsKg: 0.62,
    });
    expect(typed.statusCode).toBe(201);
    const done = await call("POST", `/api/admin/pickups/${id}/complete`, {
      buttsKg: 0.62,
      collector: "Ramesh",
      idempotencyKey: "stop-0010",
    });
    expect(done.statusCode).toBe(200);
    // The one collection and its one credit of ₹7.75 (0.62 kg × ₹12.50).
    expect(done.json()).toMatchObject({ status: "done", buttsKg: 0.62, credit: 7.75 });
    expect(await count("collections")).toBe(1);
    expect(await count("benefit_transactions", "kind = 'collection_credit'")).toBe(1);
    expect(await count("pickups", `collection_id = ${typed.json().id}`)).toBe(1);
  });

  it("two completes at once record one collection", async () => {
    const id = await plannedToday(kioskA, customerA);
    const body = { buttsKg: 1.2, buttsNumber: 4000, collector: "R", idempotencyKey: "stop-0003" };
    const answers = await Promise.all([
      call("POST", `/api/admin/pickups/${id}/complete`, body),
      call("POST", `/api/admin/pickups/${id}/complete`, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await count("collections")).toBe(1);
    expect(answers[0]?.json().credit).toBe(15);
  });

  it("refuses completing a future pickup (409) and bad input (400 naming the field), storing nothing", async () => {
    const future = await plannedToday(kioskA, customerA, addDays(today, 2));
    const res = await call("POST", `/api/admin/pickups/${future}/complete`, {
      buttsKg: 1,
      collector: "R",
      idempotencyKey: "stop-0004",
    });
    expect(res.statusCode).toBe(409);
    const id = await plannedToday(kioskA, customerA);
    const bad = await call("POST", `/api/admin/pickups/${id}/complete`, {
      buttsKg: 1,
      idempotencyKey: "short",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(["idempotencyKey"]);
    expect(await count("collections")).toBe(0);
  });

  it("miss plans the new date and the request follows it", async () => {
    const id = await plannedToday(kioskA, customerA);
    const req = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "kiosk_full" },
      ownerA,
    );
    expect(req.statusCode).toBe(201);
    const scheduled = await call("POST", `/api/admin/pickup_requests/${req.json().id}/schedule`, {
      date: today,
    });
    expect(scheduled.json()).toMatchObject({
      status: "scheduled",
      scheduledOn: today,
      pickupId: id,
    });
    const early = await call("POST", `/api/admin/pickups/${id}/miss`, {
      reason: "site_closed",
      newDate: addDays(today, -1),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe("newDate");
    const newDate = addDays(today, 3);
    const res = await call("POST", `/api/admin/pickups/${id}/miss`, {
      reason: "site_closed",
      newDate,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().missed).toMatchObject({
      status: "missed",
      missReason: "site_closed",
      newDate,
    });
    expect(res.json().next).toMatchObject({
      status: "planned",
      date: newDate,
      requestId: req.json().id,
    });
    const requests = (await call("GET", "/api/pickup_requests", undefined, ownerA)).json().items;
    expect(requests[0]).toMatchObject({ status: "scheduled", scheduledOn: newDate });
  });

  it("requests: one open per kiosk (409, and the partial unique index), declined then asked again", async () => {
    const first = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "damaged", note: "Lid broken" },
      ownerA,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kioskLabel: "Terrace kiosk",
      status: "requested",
      note: "Lid broken",
    });
    const second = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "kiosk_full" },
      ownerA,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe("This kiosk already has an open pickup request.");
    await expect(
      db().execute(
        sql`insert into pickup_requests (kiosk_id, customer_id, reason) values (${kioskA}, ${customerA}, 'other')`,
      ),
    ).rejects.toThrow();
    const declined = await call("POST", `/api/admin/pickup_requests/${first.json().id}/decline`, {
      reason: "Emptied yesterday",
    });
    expect(declined.json()).toMatchObject({
      status: "declined",
      declineReason: "Emptied yesterday",
    });
    const twice = await call("POST", `/api/admin/pickup_requests/${first.json().id}/decline`, {
      reason: "Again",
    });
    expect(twice.statusCode).toBe(409);
    const anew = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "kiosk_full" },
      ownerA,
    );
    expect(anew.statusCode).toBe(201);
    const bad = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskB, reason: "nope" },
      ownerB,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("reason");
    expect(await count("pickup_requests")).toBe(2);
  });

  it("a request may name a preferred date, today to 30 days ahead; staff see it in their list and on the Overview", async () => {
    const ask = (preferredOn: unknown) =>
      call(
        "POST",
        "/api/pickup_requests",
        { kioskId: kioskA, reason: "kiosk_full", preferredOn },
        ownerA,
      );
    const past = await ask(addDays(today, -1));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { field: "preferredOn", message: `must not be in the past (today is ${formatDay(today)})` },
    ]);
    const tooFar = await ask(addDays(today, 31));
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors).toEqual([
      {
        field: "preferredOn",
        message: `must be within 30 days of today (by ${formatDay(addDays(today, 30))})`,
      },
    ]);
    const notADay = await ask("2026-02-30");
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors[0].field).toBe("preferredOn");
    expect(await count("pickup_requests")).toBe(0);

    const wanted = addDays(today, 30);
    const made = await ask(wanted);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: "requested", preferredOn: wanted });
    const mine = (await call("GET", "/api/pickup_requests", undefined, ownerA)).json().items;
    expect(mine.map((r: { preferredOn: string | null }) => r.preferredOn)).toEqual([wanted]);
    const list = (await call("GET", "/api/admin/pickup_requests")).json().items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ customerCode: "FC-7001", preferredOn: wanted });
    const overview = (await call("GET", "/api/admin/overview")).json();
    expect(overview.pickupRequests.items[0]).toMatchObject({ preferredOn: wanted });

    // Without one (or null) the request says so with null; today is the earliest day allowed.
    await call("POST", `/api/admin/pickup_requests/${made.json().id}/decline`, { reason: "Test" });
    const none = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "other" },
      ownerA,
    );
    expect(none.json().preferredOn).toBeNull();
    await call("POST", `/api/admin/pickup_requests/${none.json().id}/decline`, { reason: "Test" });
    expect((await ask(today)).statusCode).toBe(201);
  });

  it("refuses a viewer's pickup request (403); nothing is stored", async () => {
    await createLogin(db(), {
      email: "viewer@a.example",
      name: "V",
      password: TEST_PASSWORD,
      role: "customer",
      customerId: customerA,
      businessRole: "viewer",
    });
    const viewer = await sessionCookieFor(ctx.app, "viewer@a.example", TEST_PASSWORD);
    const res = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "kiosk_full" },
      viewer,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("Only an owner of this business can do this.");
    expect(await count("pickup_requests")).toBe(0);
  });

  it("keeps each business to its own kiosks; staff in the support view cannot ask", async () => {
    const other = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskB, reason: "kiosk_full" },
      ownerA,
    );
    expect(other.statusCode).toBe(404);
    const asStaff = await call("POST", "/api/pickup_requests?customerId=FC-7001", {
      kioskId: kioskA,
      reason: "kiosk_full",
    });
    expect(asStaff.statusCode).toBe(403);
    const id = await plannedToday(kioskB, (await customerOfKiosk(kioskB)) as string);
    await call("POST", `/api/admin/pickups/${id}/complete`, {
      buttsKg: 1,
      collector: "R",
      idempotencyKey: "stop-0006",
    });
    const upload = multipartBody([{ name: "file", filename: "p.png", data: PNG }]);
    await ctx.app.inject({
      method: "POST",
      url: `/api/admin/pickups/${id}/photo`,
      headers: { cookie: staff, "content-type": upload.contentType },
      payload: upload.body,
    });
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/pickups/${id}/photo`,
          headers: { cookie: ownerA },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/pickups/${id}/photo`,
          headers: { cookie: ownerB },
        })
      ).statusCode,
    ).toBe(200);
    const a = (await call("GET", "/api/pickups", undefined, ownerA)).json();
    expect(a.kiosks.map((k: { label: string }) => k.label)).toEqual(["Terrace kiosk"]);
    expect(a.history.items).toEqual([]);
    // Installed 30 days ago, every 15 days: today; computed, as a GET stores nothing.
    expect(a.kiosks[0].nextPickup).toBe(today);
    expect(await count("pickups", `customer_id = '${customerA}'`)).toBe(0);
    const b = (await call("GET", "/api/pickups", undefined, ownerB)).json();
    expect(b.history.items[0]).toMatchObject({
      id,
      status: "done",
      photoUrl: `/api/pickups/${id}/photo`,
    });
    expect(b.kiosks[0].lastPickup).toBe(today);
  });

  it("last pickup: a collection recorded in the console is the kiosk's visit of the day on the Service tab, the kiosk table and the console", async () => {
    // A new café: no pickups at all, then staff record a collection in the console.
    const day = addDays(today, -2);
    expect((await call("GET", "/api/pickups", undefined, ownerA)).json().kiosks[0].lastPickup).toBe(
      null,
    );
    const recorded = await call("POST", "/api/admin/collections", {
      kioskId: kioskA,
      date: day,
      buttsKg: 1.5,
    });
    expect(recorded.statusCode).toBe(201);
    expect(await count("pickups", `customer_id = '${customerA}'`)).toBe(0);

    const service = (await call("GET", "/api/pickups", undefined, ownerA)).json();
    expect(service.kiosks[0].lastPickup).toBe(day);
    const table = (
      await call(
        "GET",
        `/api/kiosk_breakdown?startDate=${addDays(today, -40)}&endDate=${today}`,
        undefined,
        ownerA,
      )
    ).json();
    expect(table.kiosks[0].lastPickupOn).toBe(day);
    const consoleKiosks = (await call("GET", "/api/admin/customers/FC-7001/kiosks")).json();
    expect(consoleKiosks.items[0].lastCollectedOn).toBe(day);
  });

  it("a collection recorded in the console completes that kiosk's planned pickup of the day, and closes its request", async () => {
    // The kiosk's schedule (every 15 days from 30 days ago) plans a visit today.
    const planned = (await call("GET", `/api/admin/pickups?date=${today}`)).json();
    const id = planned.stops.find((s: { kioskId: string }) => s.kioskId === kioskA)?.id;
    expect(id).toBeDefined();
    const asked = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "kiosk_full" },
      ownerA,
    );
    await call("POST", `/api/admin/pickup_requests/${asked.json().id}/schedule`, { date: today });
    const recorded = await call("POST", "/api/admin/collections", {
      kioskId: kioskA,
      date: today,
      buttsKg: 0.62,
    });
    expect(recorded.statusCode).toBe(201);
    const [row] = await db().select().from(pickups).where(sql`${pickups.id} = ${id}`);
    expect(row).toMatchObject({ status: "done", collectionId: recorded.json().id });
    // The console's day: one stop, done, with the weighed kg and its credit (0.62 × ₹12.50).
    const day = (await call("GET", `/api/admin/pickups?date=${today}`)).json();
    const stops = day.stops.filter((s: { kioskId: string }) => s.kioskId === kioskA);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ id, status: "done", buttsKg: 0.62, credit: 7.75 });
    const requests = (await call("GET", "/api/pickup_requests", undefined, ownerA)).json().items;
    expect(requests[0]).toMatchObject({ status: "done" });
    // A second visit the same day has no planned pickup left: nothing more changes.
    const again = await call("POST", "/api/admin/collections", {
      kioskId: kioskA,
      date: today,
      buttsKg: 0.3,
      visit: 2,
    });
    expect(again.statusCode).toBe(201);
    expect(await count("pickups", `kiosk_id = '${kioskA}'`)).toBe(1);
  });

  it("an imported file's collection completes its kiosk's planned pickup of that day; a dry run changes nothing", async () => {
    // Both kiosks' schedules (every 15 days from 30 days ago) plan a visit today.
    const planned = (await call("GET", `/api/admin/pickups?date=${today}`)).json().stops;
    const stopOf = (kioskId: string) =>
      planned.find((s: { kioskId: string }) => s.kioskId === kioskId)?.id as string;
    const id = stopOf(kioskA);
    const other = stopOf(kioskB);
    expect([id, other].every(Boolean)).toBe(true);
    const [kiosk] = await queryRows<{ serial: string }>(
      db(),
      sql`select serial from kiosks where id = ${kioskA}`,
    );
    const file = [
      "customer_code,kiosk_serial,date,butts_number,butts_kg",
      `FC-7001,${kiosk?.serial},${addDays(today, -1)},,0.4`,
      `FC-7001,${kiosk?.serial},${today},,0.62`,
    ].join("\n");
    const importFile = (dryRun: boolean) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/admin/collections/import${dryRun ? "?dryRun=true" : ""}`,
        headers: { cookie: staff, "content-type": "text/csv" },
        payload: file,
      });
    expect((await importFile(true)).statusCode).toBe(200);
    expect(await count("pickups", `id = '${id}' and status = 'planned'`)).toBe(1);

    const imported = await importFile(false);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ rowCount: 2, totalKg: 1.02 });
    // Today's row is the visit: done with that collection (0.62 kg, 0.62 × ₹12.50 = ₹7.75).
    const day = (await call("GET", `/api/admin/pickups?date=${today}`)).json();
    const stop = day.stops.find((s: { id: string }) => s.id === id);
    expect(stop).toMatchObject({ status: "done", buttsKg: 0.62, credit: 7.75 });
    // The other business's kiosk had no row in the file: still planned.
    expect(await count("pickups", `id = '${other}' and status = 'planned'`)).toBe(1);
    // Yesterday had no planned pickup: none is made for it.
    expect(await count("pickups", `kiosk_id = '${kioskA}'`)).toBe(1);
    const service = (await call("GET", "/api/pickups", undefined, ownerA)).json();
    expect(service.kiosks[0].lastPickup).toBe(today);
  });

  it("takes a real image as the photo and refuses another file named .jpg (415)", async () => {
    const id = await plannedToday(kioskA, customerA);
    const send = (filename: string, data: Buffer) => {
      const upload = multipartBody([{ name: "file", filename, data }]);
      return ctx.app.inject({
        method: "POST",
        url: `/api/admin/pickups/${id}/photo`,
        headers: { cookie: staff, "content-type": upload.contentType },
        payload: upload.body,
      });
    };
    const fake = await send("kiosk.jpg", Buffer.from("%PDF-1.7 not a photo at all"));
    expect(fake.statusCode).toBe(415);
    const pdf = await send("kiosk.pdf", Buffer.from("%PDF-1.7 a pdf"));
    expect(pdf.statusCode).toBe(415);
    const ok = await send("kiosk.png", PNG);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().photoUrl).toBe(`/api/admin/pickups/${id}/photo`);
    const photo = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/pickups/${id}/photo`,
      headers: { cookie: staff },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses a text field sent beside the photo, naming it, and keeps no photo (strict input)", async () => {
    const id = await plannedToday(kioskA, customerA);
    const upload = multipartBody([
      { name: "note", value: "lid cracked" },
      { name: "file", filename: "kiosk.png", data: PNG },
    ]);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/pickups/${id}/photo`,
      headers: { cookie: staff, "content-type": upload.contentType },
      payload: upload.body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      detail: "Invalid photo: note: is not a field of this endpoint's body",
      errors: [{ field: "note", message: "is not a field of this endpoint's body" }],
    });
    const [row] = await queryRows<{ photo: string | null }>(
      ctx.database.db,
      sql`select photo_storage_key as photo from pickups where id = ${id}`,
    );
    expect(row?.photo).toBeNull();
  });

  it("moves only a planned pickup, never into the past; the customer sees the next pickup and the open request", async () => {
    const id = await plannedToday(kioskA, customerA, addDays(today, 1));
    const past = await call("POST", `/api/admin/pickups/${id}/reschedule`, {
      date: addDays(today, -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe("date");
    const moved = await call("POST", `/api/admin/pickups/${id}/reschedule`, {
      date: addDays(today, 4),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, status: "planned", date: addDays(today, 4) });
    expect(await count("audit_log", "entity = 'pickup' and action = 'reschedule'")).toBe(1);

    const req = await call(
      "POST",
      "/api/pickup_requests",
      { kioskId: kioskA, reason: "kiosk_full" },
      ownerA,
    );
    const early = await call("POST", `/api/admin/pickup_requests/${req.json().id}/schedule`, {
      date: addDays(today, -1),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe("date");
    const service = (await call("GET", "/api/pickups", undefined, ownerA)).json();
    expect(service.kiosks[0]).toMatchObject({
      label: "Terrace kiosk",
      openRequest: { id: req.json().id, status: "requested" },
    });
    // The schedule's own dates (every 15 days from the install 30 days ago: today) come first.
    expect(service.kiosks[0].nextPickup).toBe(today);

    const doneId = await plannedToday(kioskB, (await customerOfKiosk(kioskB)) as string);
    await call("POST", `/api/admin/pickups/${doneId}/complete`, {
      buttsKg: 1,
      collector: "R",
      idempotencyKey: "stop-0007",
    });
    const late = await call("POST", `/api/admin/pickups/${doneId}/reschedule`, {
      date: addDays(today, 2),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe("Only a planned pickup can be moved; this one is done.");
  });

  it("a kiosk schedule on weekdays re-plans its next 60 days", async () => {
    const res = await call("PUT", `/api/admin/kiosks/${kioskA}/schedule`, {
      everyDays: null,
      weekdays: [2],
      startsOn: today,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ weekdays: [2], custom: true, paused: false });
    const days = await queryRows<{ dow: number }>(
      db(),
      sql`select distinct extract(dow from planned_on)::int as dow from pickups where kiosk_id = ${kioskA}`,
    );
    expect(days).toEqual([{ dow: 2 }]);
    const bad = await call("PUT", `/api/admin/kiosks/${kioskA}/schedule`, {
      everyDays: 0,
      weekdays: null,
      startsOn: today,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("everyDays");
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
