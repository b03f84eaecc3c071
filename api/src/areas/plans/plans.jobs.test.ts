import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#api/config/config.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { aCustomer, aKiosk, aLogin } from "#api-test/builders.ts";
import { injectJson } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { startVroomStandIn } from "#api-test/vroom-stand-in.ts";
import { pickups } from "../pickups/pickups.tables.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { plansDeps, proposeTomorrow } from "./index.ts";
import { fixedScheduleForecasts } from "./plans.service.ts";
import { collectorProfiles } from "./plans.tables.ts";

/**
 * The evening's proposal and the VROOM path from the app: a kiosk due tomorrow 0.01° north of
 * the depot (1,557 m by road, 09:05), planned by the stand-in VROOM server at ROUTING_URL.
 */
describe("tomorrow's plan, each evening, routed by a VROOM server", () => {
  let ctx: TestContext;
  let standIn: Awaited<ReturnType<typeof startVroomStandIn>>;
  let admin: string;
  const zone = DEFAULT_SETTINGS.businessTimeZone;
  const tomorrow = addDays(todayIn(zone, new Date()), 1);

  beforeAll(async () => {
    standIn = await startVroomStandIn();
    const env = { DEPOT_LATITUDE: "23", DEPOT_LONGITUDE: "72.5", ROUTING_URL: standIn.url };
    ctx = await createTestContext({ env });
    const db = ctx.database.db;
    const staff = await aLogin(db, { role: "admin" });
    admin = await sessionCookieFor(ctx.app, staff.email, staff.password);
    const collector = await aLogin(db, { role: "collector", name: "Asha" });
    // Every collector works every day here, whatever weekday tomorrow is.
    await db
      .insert(collectorProfiles)
      .values({ userId: collector.id, weekdays: [0, 1, 2, 3, 4, 5, 6] });
    const cafe = await aCustomer(db, { name: "Café Near", latitude: 23.01, longitude: 72.5 });
    const kiosk = await aKiosk(db, cafe, { label: "Counter", installedOn: addDays(tomorrow, -3) });
    await db
      .insert(pickups)
      .values({ kioskId: kiosk.id, customerId: cafe.id, plannedOn: tomorrow });
    const config = loadConfig({ NODE_ENV: "test", ...env });
    await proposeTomorrow(
      plansDeps({
        db,
        database: ctx.database,
        planning: config.planning,
        forecasts: fixedScheduleForecasts,
        notify: async () => {},
      }),
      zone,
      new Date(),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  it("has tomorrow's proposal ready, routed through ROUTING_URL", async () => {
    const plan = (
      await injectJson(ctx.app, "GET", `/api/admin/plans/${tomorrow}`, undefined, admin)
    ).json();
    expect(plan).toMatchObject({ version: 1, status: "proposal" });
    expect(
      plan.routes[0].stops.map((s: Record<string, unknown>) => [
        s.kioskLabel,
        s.arrival,
        s.distanceMetres,
      ]),
    ).toEqual([["Counter", "09:05", 1557]]);
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]?.matrices?.car.distances?.[0]?.[1]).toBe(1557);
  });

  it("leaves a plan staff edited alone the next evening", async () => {
    const plan = (
      await injectJson(ctx.app, "GET", `/api/admin/plans/${tomorrow}`, undefined, admin)
    ).json();
    const saved = await injectJson(
      ctx.app,
      "PUT",
      `/api/admin/plans/${tomorrow}`,
      {
        version: plan.version,
        routes: [{ collectorId: plan.routes[0].collectorId, kioskIds: [] }],
      },
      admin,
    );
    expect(saved.json().version).toBe(2);
    const config = loadConfig({
      NODE_ENV: "test",
      DEPOT_LATITUDE: "23",
      DEPOT_LONGITUDE: "72.5",
      ROUTING_URL: standIn.url,
    });
    await proposeTomorrow(
      plansDeps({
        db: ctx.database.db,
        database: ctx.database,
        planning: config.planning,
        forecasts: fixedScheduleForecasts,
        notify: async () => {},
      }),
      zone,
      new Date(),
    );
    const after = (
      await injectJson(ctx.app, "GET", `/api/admin/plans/${tomorrow}`, undefined, admin)
    ).json();
    expect(after.version).toBe(2);
    expect(after.unplanned).toEqual([
      expect.objectContaining({ kioskLabel: "Counter", reason: "removedByStaff" }),
    ]);
  });
});
