import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { multipartBody } from "#api-test/multipart.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { pickupRequests, pickups } from "./pickups.tables.ts";

/** A 1×1 PNG: a real image for the photo upload (checked by its content). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * What a collector reaches of the pickups: one day (today, or yesterday for what was left
 * unsent), no money in any answer, the record under the login that sent it, and a stop saved
 * on a phone sent only by its own login. FC-7001 earns ₹12.50 a kg.
 */
describe("the collector's pickups", () => {
  let ctx: TestContext;
  let admin: string;
  let ravi: { id: string; cookie: string };
  let asha: { id: string; cookie: string };
  let customerId: string;
  let kioskId: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const yesterday = addDays(today, -1);

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body: unknown, cookie: string) =>
    injectJson(ctx.app, method, url, body, cookie);
  const planned = async (date: string) => {
    const [row] = await db()
      .insert(pickups)
      .values({ kioskId, customerId, plannedOn: date })
      .returning();
    return row?.id as string;
  };
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db(), sql.raw(`select count(*)::int as n from ${table}`)))[0]
      ?.n;
  const collectorOf = async (id: string) =>
    (
      await queryRows<{ collector: string; recorded_by: string }>(
        db(),
        sql`select collector, recorded_by::text from pickups where id = ${id}`,
      )
    )[0];

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const customer = await createCustomer(db(), {
      code: "FC-7001",
      name: "Terrace Café",
      city: "Ahmedabad",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "12.50",
    });
    customerId = customer.id;
    // Installed 32 days ago: its schedule plans visits 2 days ago and in 13 days, none today.
    // Installed 32 days ago: its schedule plans visits 2 days ago and in 13 days, none today.
    kioskId = (
      await addKiosk(db(), { customerId, label: "Terrace kiosk", installedOn: addDays(today, -32) })
    ).id;
    admin = (
      await signedInLogin(ctx, { email: "admin@fc.example", name: "Meera Admin", role: "admin" })
    ).cookie;
    ravi = await signedInLogin(ctx, {
      email: "ravi@fc.example",
      name: "Ravi Kumar",
      role: "collector",
    });
    asha = await signedInLogin(ctx, {
      email: "asha@fc.example",
      name: "Asha Patel",
      role: "collector",
    });
  });

  it("a collector reads today's or yesterday's stops, one day at a time, and is refused any other day", async () => {
    const todays = await planned(today);
    const yesterdays = await planned(yesterday);
    const ok = await call("GET", `/api/admin/pickups?date=${today}&days=1`, undefined, ravi.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().stops.map((s: { id: string }) => s.id)).toEqual([todays]);
    const left = await call("GET", `/api/admin/pickups?date=${yesterday}`, undefined, ravi.cookie);
    expect(left.statusCode).toBe(200);
    expect(left.json().stops.map((s: { id: string }) => s.id)).toEqual([yesterdays]);
    expect((await call("GET", "/api/admin/pickups", undefined, ravi.cookie)).statusCode).toBe(200);

    const refusal = `A collector reads the stops of one day: yesterday (${yesterday}) or today (${today}).`;
    for (const query of [
      `date=${addDays(today, -2)}`,
      `date=${addDays(today, 1)}`,
      `date=${addDays(today, -30)}&days=31`,
      `date=${yesterday}&days=2`,
      "days=7",
    ]) {
      const res = await call("GET", `/api/admin/pickups?${query}`, undefined, ravi.cookie);
      expect([query, res.statusCode, res.json().detail]).toEqual([query, 403, refusal]);
    }
    // An admin still reads any range.
    const week = await call("GET", `/api/admin/pickups?date=${yesterday}&days=7`, undefined, admin);
    expect(week.statusCode).toBe(200);
    expect(week.json().stops).toHaveLength(2);
  });

  it("no answer a collector gets carries money: the day, Done, Missed, the photo", async () => {
    const done = await planned(today);
    const missed = await planned(yesterday);
    const completed = await call(
      "POST",
      `/api/admin/pickups/${done}/complete`,
      { buttsKg: 0.62, idempotencyKey: "stop-money-1", savedBy: ravi.id },
      ravi.cookie,
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: "done", buttsKg: 0.62 });
    const miss = await call(
      "POST",
      `/api/admin/pickups/${missed}/miss`,
      { reason: "site_closed", newDate: today, savedBy: ravi.id },
      ravi.cookie,
    );
    expect(miss.statusCode).toBe(200);
    const photo = multipartBody([
      { name: "file", filename: "kiosk.png", contentType: "image/png", data: PNG },
    ]);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/pickups/${done}/photo`,
      headers: { cookie: ravi.cookie, "content-type": photo.contentType },
      payload: photo.body,
    });
    expect(uploaded.statusCode).toBe(200);
    const day = await call("GET", `/api/admin/pickups?date=${today}`, undefined, ravi.cookie);
    expect(day.json().stops.find((s: { id: string }) => s.id === done)).toMatchObject({
      status: "done",
      buttsKg: 0.62,
    });
    for (const [what, res] of [
      ["complete", completed],
      ["miss", miss],
      ["photo", uploaded],
      ["day", day],
    ] as const) {
      expect([what, /credit|₹|rupee|balance|amount/i.test(res.body)]).toEqual([what, false]);
    }
    // The money was credited all the same (0.62 kg × ₹12.50), and an admin reads it.
    const adminDay = await call("GET", `/api/admin/pickups?date=${today}`, undefined, admin);
    expect(adminDay.json().stops.find((s: { id: string }) => s.id === done).credit).toBe(7.75);
  });

  it("records the login that sent a stop as its collector, never a typed name", async () => {
    const id = await planned(today);
    const res = await call(
      "POST",
      `/api/admin/pickups/${id}/complete`,
      { buttsKg: 1.5, collector: "Somebody Else", idempotencyKey: "stop-typed-1" },
      ravi.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().collector).toBe("Ravi Kumar");
    expect(await collectorOf(id)).toEqual({ collector: "Ravi Kumar", recorded_by: ravi.id });
  });

  it("sends a stop saved on a phone only as the login that saved it; a removed login's stop is 410, recording nothing", async () => {
    const id = await planned(today);
    const body = { buttsKg: 2, idempotencyKey: "stop-owner-1" };
    // Asha, signed in on Ravi's phone, cannot send Ravi's stop.
    const another = await call(
      "POST",
      `/api/admin/pickups/${id}/complete`,
      { ...body, savedBy: ravi.id },
      asha.cookie,
    );
    expect(another.statusCode).toBe(403);
    expect(another.json().detail).toBe(
      "This stop was saved on this phone by another login; only that login can send it.",
    );
    const missAsAnother = await call(
      "POST",
      `/api/admin/pickups/${id}/miss`,
      { reason: "site_closed", newDate: today, savedBy: ravi.id },
      asha.cookie,
    );
    expect(missAsAnother.statusCode).toBe(403);
    expect(await count("collections")).toBe(0);

    // Ravi's login is removed; the stop can no longer be sent by anyone.
    const revoked = await call("DELETE", `/api/admin/logins/${ravi.id}`, undefined, admin);
    expect(revoked.statusCode).toBe(204);
    const gone = await call(
      "POST",
      `/api/admin/pickups/${id}/complete`,
      { ...body, savedBy: ravi.id },
      asha.cookie,
    );
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe(
      "Not sent: the login that saved this stop was removed. An admin records it in the console.",
    );
    expect(
      (await call("GET", `/api/admin/pickups?date=${today}`, undefined, admin)).json().stops[0],
    ).toMatchObject({ id, status: "planned", collector: "" });
    expect(await count("collections")).toBe(0);
    expect(await count("benefit_transactions")).toBe(0);
    // The session of the removed login is gone too.
    expect((await call("GET", "/api/session", undefined, ravi.cookie)).statusCode).toBe(401);

    // Asha's own stop goes, under her name.
    const own = await call(
      "POST",
      `/api/admin/pickups/${id}/complete`,
      { ...body, savedBy: asha.id },
      asha.cookie,
    );
    expect(own.statusCode).toBe(200);
    expect(await collectorOf(id)).toEqual({ collector: "Asha Patel", recorded_by: asha.id });
  });

  it("a collector cannot record a stop outside their days; an admin can", async () => {
    const old = await planned(addDays(today, -3));
    const res = await call(
      "POST",
      `/api/admin/pickups/${old}/complete`,
      { buttsKg: 1, idempotencyKey: "stop-old-01" },
      ravi.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      `This stop is of ${addDays(today, -3)}; a collector records only their own stops of yesterday (${yesterday}) or today (${today}). An admin can record it in the console.`,
    );
    expect(await count("collections")).toBe(0);
    const photo = await call("GET", `/api/admin/pickups/${old}/photo`, undefined, ravi.cookie);
    expect(photo.statusCode).toBe(403);
    const byAdmin = await call(
      "POST",
      `/api/admin/pickups/${old}/complete`,
      { buttsKg: 1, idempotencyKey: "stop-old-01" },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().collector).toBe("Meera Admin");
  });

  it("a stop made from a customer's request carries the request's reason and note", async () => {
    const id = await planned(today);
    await db().insert(pickupRequests).values({
      kioskId,
      customerId,
      reason: "kiosk_full",
      note: "Overflowing since Monday; use the back gate.",
      status: "scheduled",
      scheduledOn: today,
      pickupId: id,
    });
    const res = await call("GET", `/api/admin/pickups?date=${today}`, undefined, ravi.cookie);
    expect(res.json().stops[0]).toMatchObject({
      id,
      requestReason: "kiosk_full",
      requestNote: "Overflowing since Monday; use the back gate.",
    });
  });
});
