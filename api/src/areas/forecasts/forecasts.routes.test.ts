import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { aCustomer, aKiosk, aLogin } from "#api-test/builders.ts";
import { injectJson, type Method } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { recordCollections } from "../impact/impact.service.ts";
import { pickupRequests, pickups } from "../pickups/pickups.tables.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { forecastKiosks } from "./index.ts";

/**
 * Forecasts through the API, on hand-computed figures. Every kiosk here is visited weekly, so
 * each visit covers one of each weekday and the weekday pattern stays flat:
 * - FC-A1's "Counter" (compact, 2 kg): 0.7 kg a week = 0.1 kg a day; 7 days since: 0.7 kg, 35%;
 *   80% (1.6 kg) 16 days after its last visit.
 * - FC-C1's kiosk (same business type, 10 kg): 2.1 kg a week = 0.3 kg a day.
 * - FC-A1's "Terrace" (4 kg of its own) has one visit: it borrows the median of its type,
 *   (0.1 + 0.3) / 2 = 0.2 kg a day; 10 days since: 2 kg, 50%; 3.2 kg after 16 days.
 * - FC-B1 (another type) has a "kiosk full" request and a "Kiosk empty" miss.
 */
describe("forecasts in the API", () => {
  let ctx: TestContext;
  let staff: string;
  let ownerA: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const day = (n: number) => addDays(today, n);
  const ids: Record<string, string> = {};

  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const db = () => ctx.database.db;

  async function weekly(kiosk: { id: string; customerId: string }, kg: string, days: number[]) {
    await recordCollections(
      db(),
      kiosk,
      "0",
      days.map((n) => ({
        kioskId: kiosk.id,
        collectedOn: day(n),
        buttsKg: kg,
        buttsCount: 1000,
        recordedBy: "test",
      })),
    );
  }

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const a = await aCustomer(db(), { code: "FC-A1", businessType: "Café & Restaurant" });
    const b = await aCustomer(db(), { code: "FC-B1", businessType: "IT Office Campus" });
    const c = await aCustomer(db(), { code: "FC-C1", businessType: "Café & Restaurant" });
    const counter = await aKiosk(db(), a, {
      label: "Counter",
      installedOn: day(-28),
      modelId: "compact",
    });
    await weekly(counter, "0.700", [-21, -14, -7]);
    const terrace = await aKiosk(db(), a, {
      label: "Terrace",
      installedOn: day(-30),
      capacityKg: 4,
    });
    await weekly(terrace, "5.000", [-10]);
    const other = await aKiosk(db(), c, { label: "Other café", installedOn: day(-28) });
    await weekly(other, "2.100", [-21, -14, -7]);
    const full = await aKiosk(db(), b, { label: "Full", installedOn: day(-28) });
    await weekly(full, "0.700", [-21, -14, -7]);
    await db()
      .insert(pickupRequests)
      .values({ kioskId: full.id, customerId: b.id, reason: "kiosk_full" });
    const empty = await aKiosk(db(), b, {
      label: "Empty",
      installedOn: day(-35),
      modelId: "compact",
    });
    await weekly(empty, "0.700", [-28, -21, -14]);
    await db()
      .insert(pickups)
      .values({
        kioskId: empty.id,
        customerId: b.id,
        plannedOn: day(-7),
        status: "missed",
        missReason: "kiosk_empty",
        rescheduledTo: day(7),
      });
    const removed = await aKiosk(db(), a, {
      label: "Gone",
      installedOn: day(-60),
      removedOn: day(-1),
    });
    Object.assign(ids, {
      counter: counter.id,
      terrace: terrace.id,
      other: other.id,
      full: full.id,
      empty: empty.id,
      removed: removed.id,
      a: a.id,
    });
    const admin = await aLogin(db(), { role: "admin" });
    staff = await sessionCookieFor(ctx.app, admin.email, admin.password);
    const owner = await aLogin(db(), { role: "customer", customerId: a.id });
    ownerA = await sessionCookieFor(ctx.app, owner.email, owner.password);
  });

  it("the console's kiosks carry their capacity and forecast: history, borrowed; none when removed", async () => {
    const res = await call("GET", "/api/admin/customers/FC-A1/kiosks");
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    const byLabel = new Map(items.map((k) => [k.label, k]));
    expect(byLabel.get("Counter")).toMatchObject({
      modelId: "compact",
      modelName: "Compact wall unit",
      ownCapacityKg: null,
      capacityKg: 2,
      forecast: { fillKg: 0.7, fillPercent: 35, fullOn: day(9), basis: "history" },
    });
    expect(byLabel.get("Terrace")).toMatchObject({
      modelId: "standard",
      ownCapacityKg: 4,
      capacityKg: 4,
      forecast: { fillKg: 2, fillPercent: 50, fullOn: day(6), basis: "borrowed" },
    });
    expect(byLabel.get("Gone")).toMatchObject({ forecast: null });
  });

  it('a "kiosk full" request is full as of today; a "Kiosk empty" miss found 0 kg', async () => {
    const items = (await call("GET", "/api/admin/customers/FC-B1/kiosks")).json().items as {
      label: string;
      forecast: unknown;
    }[];
    const byLabel = new Map(items.map((k) => [k.label, k.forecast]));
    // 10 kg full after the 8 days from the last visit to today: today's start holds it full.
    expect(byLabel.get("Full")).toEqual({
      fillKg: 10,
      fillPercent: 100,
      fullOn: today,
      basis: "request",
    });
    // (0 + 0.488 × 0.7) / (7 × 1.488) = 0.032796 kg a day; 7 days: 0.230 kg of 2; 1.6 kg after 49.
    expect(byLabel.get("Empty")).toEqual({
      fillKg: 0.23,
      fillPercent: 11.5,
      fullOn: day(42),
      basis: "history",
    });
  });

  it("the Service tab shows a customer only their own kiosks' forecasts", async () => {
    const res = await call("GET", "/api/pickups", undefined, ownerA);
    expect(res.statusCode).toBe(200);
    const kiosks = res.json().kiosks as { id: string; forecast: unknown }[];
    expect(kiosks.map((k) => k.id).sort()).toEqual([ids.counter, ids.terrace].sort());
    expect(kiosks.find((k) => k.id === ids.counter)?.forecast).toEqual({
      fillKg: 0.7,
      fillPercent: 35,
      fullOn: day(9),
      basis: "history",
    });
  });

  it("forecastKiosks answers the planner's fields for the kiosks named, removed ones left out", async () => {
    const answer = await forecastKiosks(ctx.database, {
      asOf: today,
      kioskIds: [ids.counter as string, ids.removed as string],
    });
    expect([...answer.keys()]).toEqual([ids.counter]);
    expect(answer.get(ids.counter as string)).toEqual({
      kioskId: ids.counter,
      customerId: ids.a,
      planningMode: "fill",
      capacityKg: 2,
      fillKg: 0.7,
      fillPercent: 35,
      fullOn: day(9),
      basis: "history",
      rateKgPerDay: 0.1,
    });
    const all = await forecastKiosks(ctx.database, { asOf: today });
    expect(all.size).toBe(5);
  });

  it("the pickup threshold is a setting: at 50% the counter is due after 10 days", async () => {
    expect(
      (await call("PATCH", "/api/admin/settings", { pickupThresholdPercent: 50 })).statusCode,
    ).toBe(200);
    const answer = await forecastKiosks(ctx.database, {
      asOf: today,
      kioskIds: [ids.counter as string],
    });
    expect(answer.get(ids.counter as string)?.fullOn).toBe(day(3));
    const bad = await call("PATCH", "/api/admin/settings", { pickupThresholdPercent: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("pickupThresholdPercent");
    expect((await call("GET", "/api/admin/settings")).json().pickupThresholdPercent).toBe(50);
  });

  it("staff edit a model's capacity and a kiosk's own; bad input is a 400 naming the field", async () => {
    const list = await call("GET", "/api/admin/kiosk-models");
    expect(list.json().items).toEqual([
      { id: "compact", name: "Compact wall unit", capacityKg: 2, kiosks: 2 },
      { id: "standard", name: "Standard kiosk", capacityKg: 10, kiosks: 3 },
      { id: "large", name: "Large kiosk", capacityKg: 25, kiosks: 0 },
    ]);
    const patched = await call("PATCH", "/api/admin/kiosk-models/compact", { capacityKg: 4 });
    expect(patched.json()).toEqual({
      id: "compact",
      name: "Compact wall unit",
      capacityKg: 4,
      kiosks: 2,
    });
    const counterOf = async () =>
      (
        (await call("GET", "/api/admin/customers/FC-A1/kiosks")).json().items as { label: string }[]
      ).find((k) => k.label === "Counter");
    const counter = await counterOf();
    expect(counter).toMatchObject({
      label: "Counter",
      capacityKg: 4,
      forecast: { fillPercent: 17.5 },
    });

    const zero = await call("PATCH", "/api/admin/kiosk-models/compact", { capacityKg: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain("capacityKg");
    expect(
      (await call("PATCH", "/api/admin/kiosk-models/huge", { capacityKg: 5 })).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/admin/kiosk-models", undefined, ownerA)).statusCode).toBe(403);

    const own = await call("PATCH", `/api/admin/kiosks/${ids.counter}`, { capacityKg: 1 });
    expect(own.json()).toMatchObject({
      ownCapacityKg: 1,
      capacityKg: 1,
      forecast: { fillPercent: 70 },
    });
    const back = await call("PATCH", `/api/admin/kiosks/${ids.counter}`, {
      capacityKg: null,
      modelId: "large",
    });
    expect(back.json()).toMatchObject({
      ownCapacityKg: null,
      capacityKg: 25,
      modelName: "Large kiosk",
    });
    const unknown = await call("PATCH", `/api/admin/kiosks/${ids.counter}`, { modelId: "nope" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: "modelId", message: "is not a kiosk model" }]);
    expect(await counterOf()).toMatchObject({ modelId: "large" });
  });

  it("new businesses are planned by fill; staff switch one to its fixed schedule", async () => {
    const created = await call("POST", "/api/admin/customers", {
      name: "New Chai",
      city: "Ahmedabad",
      state: "Gujarat",
      pincode: "380001",
      serviceType: "Kiosk Collection",
      businessType: "Pan & Tea Stall",
      benefitRatePerKg: 0,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().planningMode).toBe("fill");
    const code = created.json().code as string;
    const fixed = await call("PATCH", `/api/admin/customers/${code}`, { planningMode: "fixed" });
    expect(fixed.json().planningMode).toBe("fixed");
    const bad = await call("PATCH", `/api/admin/customers/${code}`, { planningMode: "sometimes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("planningMode");
    const list = await call("GET", "/api/admin/customers?q=New%20Chai");
    expect(list.json().items[0].planningMode).toBe("fixed");
  });
});
