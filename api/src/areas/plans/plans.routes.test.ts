import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer, aKiosk, aLogin } from "#api-test/builders.ts";
import { injectJson, type Method } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { pickups } from "../pickups/pickups.tables.ts";

/**
 * The day's plan API on Monday 7 December 2026, the depot at 23.00° N 72.50° E. Café A is 0.01°
 * north (1,111.95 m, × 1.4 = 1,557 m by road, 311 s at 18 km/h), shop B 0.02° north; C has no
 * coordinates. All three kiosks are due that day on their schedule.
 */
describe("the day's plan API", () => {
  const DAY = "2026-12-07";
  let ctx: TestContext;
  let admin: string;
  let secondAdmin: string;
  let asha: { id: string; cookie: string };
  let bhavin: { id: string; cookie: string };
  let ownerA: string;
  const kiosks: Record<string, string> = {};
  const call = (method: Method, url: string, body?: unknown, cookie = admin) =>
    injectJson(ctx.app, method, url, body, cookie);
  const db = () => ctx.database.db;
  const signIn = async (role: "admin" | "collector", name: string) => {
    const login = await aLogin(db(), { role, name });
    return { id: login.id, cookie: await sessionCookieFor(ctx.app, login.email, login.password) };
  };

  beforeAll(async () => {
    ctx = await createTestContext({ env: { DEPOT_LATITUDE: "23", DEPOT_LONGITUDE: "72.5" } });
    admin = (await signIn("admin", "Staff One")).cookie;
    secondAdmin = (await signIn("admin", "Staff Two")).cookie;
    asha = await signIn("collector", "Asha");
    bhavin = await signIn("collector", "Bhavin");
    const places = { A: [23.01, 72.5], B: [23.02, 72.5], C: null } as const;
    for (const [name, place] of Object.entries(places)) {
      const customer = await aCustomer(db(), {
        name: `Business ${name}`,
        ...(place ? { latitude: place[0], longitude: place[1] } : {}),
      });
      // Installed the Monday before: its 15-day visits fall on 30 Nov and 15 Dec, not on the 7th.
      const kiosk = await aKiosk(db(), customer, {
        label: `Kiosk ${name}`,
        installedOn: "2026-11-30",
      });
      kiosks[name] = kiosk.id;
      await db()
        .insert(pickups)
        .values({ kioskId: kiosk.id, customerId: customer.id, plannedOn: DAY });
      if (name === "A") {
        const owner = await aLogin(db(), { role: "customer", customerId: customer.id });
        ownerA = await sessionCookieFor(ctx.app, owner.email, owner.password);
      }
    }
  });
  afterAll(() => ctx.close());

  it("proposes the day: one collector rides out to B and back by A, C needs coordinates", async () => {
    const res = await call("GET", `/api/admin/plans/${DAY}`);
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan).toMatchObject({ date: DAY, status: "proposal", version: 1, publishedAt: null });
    expect(plan.routes.map((r: { collectorName: string }) => r.collectorName)).toEqual([
      "Asha",
      "Bhavin",
    ]);
    const [first, second] = plan.routes;
    expect(first.start).toEqual({ latitude: 23, longitude: 72.5 });
    expect(first.shift).toEqual({ start: "09:00", end: "17:00" });
    // Either way round is 6,227 m: 3,113 m (623 s) to B, 300 s there, 1,557 m (311 s) to A.
    expect(
      first.stops.map((s: Record<string, unknown>) => [
        s.kioskLabel,
        s.businessName,
        s.latitude,
        s.arrival,
        s.distanceMetres,
      ]),
    ).toEqual([
      ["Kiosk B", "Business B", 23.02, "09:10", 3113],
      ["Kiosk A", "Business A", 23.01, "09:21", 1557],
    ]);
    expect([first.distanceMetres, first.returnAt]).toEqual([6227, "09:31"]);
    expect(second.stops).toEqual([]);
    expect(plan.unplanned).toEqual([
      expect.objectContaining({ kioskLabel: "Kiosk C", why: "fixed", reason: "needsCoordinates" }),
    ]);
    // Read again: the same proposal, not a new one.
    expect((await call("GET", `/api/admin/plans/${DAY}`)).json().version).toBe(1);
  });

  it("saves a stop moved to Bhavin, and answers the second editor 409 naming the newer version", async () => {
    const move = {
      version: 1,
      routes: [
        { collectorId: asha.id, kioskIds: [kiosks.A] },
        { collectorId: bhavin.id, kioskIds: [kiosks.B] },
      ],
    };
    const saved = await call("PUT", `/api/admin/plans/${DAY}`, move);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(
      saved.json().routes[1].stops.map((s: Record<string, unknown>) => [s.kioskLabel, s.arrival]),
    ).toEqual([["Kiosk B", "09:10"]]);
    const late = await call("PUT", `/api/admin/plans/${DAY}`, { ...move, routes: [] }, secondAdmin);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      `The plan of ${DAY} was changed by someone else: version 2 is newer than your version 1. Reload it and make your changes again.`,
    );
  });

  it("refuses a kiosk that does not exist, naming the field, and keeps the plan", async () => {
    const res = await call("PUT", `/api/admin/plans/${DAY}`, {
      version: 2,
      routes: [{ collectorId: asha.id, kioskIds: ["00000000-0000-4000-8000-000000000000"] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain("routes.0.kioskIds.0");
    expect((await call("GET", `/api/admin/plans/${DAY}`)).json().version).toBe(2);
  });

  it("publishes once: each business with a stop is told in the app and its mail is queued; again changes nothing", async () => {
    const first = await call("POST", `/api/admin/plans/${DAY}/publish`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "published", version: 2 });
    const again = await call("POST", `/api/admin/plans/${DAY}/publish`);
    expect(again.json().publishedAt).toBe(first.json().publishedAt);
    const notices = (await call("GET", "/api/notices", undefined, ownerA)).json().items;
    expect(notices).toEqual([
      expect.objectContaining({
        kind: "pickupPlanned",
        title: "Pickup planned for 7 Dec",
        lines: ["A collector will empty Kiosk A on 7 Dec, around 09:05."],
      }),
    ]);
    const [told] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from customer_notices where kind = 'pickupPlanned'`,
    );
    expect(told?.n).toBe(2);
    const [queued] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job where name = 'notice' and data->>'kind' = 'pickupPlanned'`,
    );
    expect(queued?.n).toBe(2);
  });

  it("gives each collector only their own published route, and keeps it while staff edit the next version", async () => {
    const mine = async (who: { cookie: string }) =>
      (await call("GET", `/api/admin/plans/${DAY}/mine`, undefined, who.cookie)).json();
    expect((await mine(asha)).route.stops.map((s: { kioskLabel: string }) => s.kioskLabel)).toEqual(
      ["Kiosk A"],
    );
    expect(
      (await mine(bhavin)).route.stops.map((s: { kioskLabel: string }) => s.kioskLabel),
    ).toEqual(["Kiosk B"]);
    const edited = await call("PUT", `/api/admin/plans/${DAY}`, {
      version: 2,
      routes: [{ collectorId: asha.id, kioskIds: [kiosks.A, kiosks.B] }],
    });
    expect(edited.json()).toMatchObject({ status: "proposal", version: 3 });
    expect((await mine(bhavin)).route.stops).toHaveLength(1);
  });

  it("makes a planned visit on the day for a stop the schedule did not plan, once", async () => {
    const shop = await aCustomer(db(), { name: "Business D", latitude: 23.005, longitude: 72.5 });
    const extra = await aKiosk(db(), shop, { label: "Kiosk D", installedOn: "2026-11-30" });
    const plan = (await call("GET", `/api/admin/plans/${DAY}`)).json();
    const put = await call("PUT", `/api/admin/plans/${DAY}`, {
      version: plan.version,
      routes: [
        { collectorId: asha.id, kioskIds: [kiosks.A, extra.id] },
        { collectorId: bhavin.id, kioskIds: [kiosks.B] },
      ],
    });
    expect(put.json().routes[0].stops[1]).toMatchObject({ kioskLabel: "Kiosk D", why: "added" });
    await call("POST", `/api/admin/plans/${DAY}/publish`);
    await call("POST", `/api/admin/plans/${DAY}/publish`);
    const [visits] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pickups where kiosk_id = ${extra.id} and planned_on = ${DAY} and status = 'planned'`,
    );
    expect(visits?.n).toBe(1);
  });

  it("takes one of two saves made at once with the same version, and publishes two publishes at once once", async () => {
    const newcomer = await aCustomer(db(), {
      name: "Business E",
      latitude: 23.004,
      longitude: 72.5,
    });
    const kioskE = await aKiosk(db(), newcomer, { label: "Kiosk E", installedOn: "2026-11-30" });
    const { version, routes } = (await call("GET", `/api/admin/plans/${DAY}`)).json();
    const body = {
      version,
      routes: routes.map((r: { collectorId: string; stops: { kioskId: string }[] }, i: number) => ({
        collectorId: r.collectorId,
        kioskIds: [...r.stops.map((s) => s.kioskId), ...(i === 0 ? [kioskE.id] : [])],
      })),
    };
    const saves = await Promise.all([
      call("PUT", `/api/admin/plans/${DAY}`, body),
      call("PUT", `/api/admin/plans/${DAY}`, body, secondAdmin),
    ]);
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const noticesBefore = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from customer_notices`,
    );
    const publishes = await Promise.all([
      call("POST", `/api/admin/plans/${DAY}/publish`),
      call("POST", `/api/admin/plans/${DAY}/publish`, undefined, secondAdmin),
    ]);
    expect(publishes.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(publishes[0]?.json().publishedAt).toBe(publishes[1]?.json().publishedAt);
    // Only Business E is new on the plan: told once, whichever publish came first.
    const noticesAfter = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from customer_notices`,
    );
    expect((noticesAfter[0]?.n ?? 0) - (noticesBefore[0]?.n ?? 0)).toBe(1);
  });

  it("lets no collector or customer read or change the whole plan", async () => {
    for (const cookie of [asha.cookie, ownerA]) {
      expect((await call("GET", `/api/admin/plans/${DAY}`, undefined, cookie)).statusCode).toBe(
        403,
      );
      expect(
        (await call("POST", `/api/admin/plans/${DAY}/publish`, undefined, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await call("GET", `/api/admin/plans/${DAY}/mine`, undefined, ownerA)).statusCode).toBe(
      403,
    );
  });
});
