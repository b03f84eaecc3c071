import { overviewSchema } from "@filtercycle/contract/overview";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { area } from "#api/http/scopes.ts";
import { createAreaTestApp, registerTestApi, testUser } from "#api-test/area-app.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createCustomer } from "../customers/customers.service.ts";
import {
  createContactMessage,
  createPartnerApplication,
  setInboxItemHandled,
} from "../enquiries/enquiries.service.ts";
import { addKiosk, recordCollections, recordRedemption } from "../impact/impact.service.ts";
import { createRequest } from "../pickups/pickup-requests.service.ts";
import { clearStoredSettings, writeSetting } from "../settings/settings.service.ts";
import { overviewRoutes } from "./overview.routes.ts";
import { mondayOf } from "./overview.service.ts";

/**
 * "Now" is Thursday 19 November 2026, 10:00 in Ahmedabad (04:30 UTC): the week is Monday 16 to
 * Thursday 19 November; idle since 20 October (30 days back).
 *
 * The fixture, and what each part should show (worked out by hand):
 * - Chai Corner FC-2001 (₹10/kg): kiosk "Terrace" A-1 collected on 1 Oct (50.000 kg → ₹500),
 *   Sun 15 Nov (5,000 butts, 12.000 kg → ₹120; the week before), Mon 16 Nov (1,000, 2.500 kg →
 *   ₹25) and Thu 19 Nov (400, 1.000 kg → ₹10); ₹100 paid out on 15 Oct. Balance 655 − 100 = ₹555.
 *   Kiosk "Lobby" A-2 was removed in June: never idle.
 * - Riverside Hotel FC-2002 (₹20/kg): kiosk "Gate" B-1, last collected 19 Oct (60.000 kg →
 *   ₹1,200), the day before the idle window: idle. Balance ₹1,200.
 * - Quiet Café FC-2003 (₹10/kg): "Back room" C-2 (installed in February, never collected: idle),
 *   "Counter" C-1 (installed 10 Nov: too new to be idle), "Window" C-3 collected on 20 Oct, the
 *   window's first day (1.000 kg → ₹10): not idle. Balance ₹10.
 * - Threshold Stall FC-2004 (₹20/kg): "Stall" D-1 collected on Wed 18 Nov (2,000 butts, 25.000
 *   kg → ₹500). Balance exactly ₹500: not above the ₹500 threshold.
 * This week: 3 collections (16, 18, 19 Nov), 1,000 + 2,000 + 400 = 3,400 butts, 2.5 + 25 + 1 =
 * 28.5 kg. Payouts due: 2 (Riverside Hotel ₹1,200, then Chai Corner ₹555). Idle kiosks: 2 ("Back
 * room", never collected, first; then "Gate", 19 Oct). Open enquiries: 3 sent, 1 handled → 2.
 */
const NOW = new Date("2026-11-19T04:30:00Z");

describe("GET /api/admin/overview", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  type Kiosk = { id: string; customerId: string };
  /** Two kiosks in service whose businesses ask for a pickup in one test. */
  const asked: { terrace: Kiosk; gate: Kiosk } = {
    terrace: { id: "", customerId: "" },
    gate: { id: "", customerId: "" },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    app = createAreaTestApp();
    await registerTestApi(
      app,
      [area(overviewRoutes, { db: database.db, clock: () => NOW })],
      (r) => {
        const role = r.headers["x-test-role"];
        return role === "admin" || role === "customer" ? testUser(role) : null;
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  beforeEach(async () => {
    await database.reset();
    await clearStoredSettings(database.db);
    const db = database.db;
    const customer = (code: string, name: string, rate: string) =>
      createCustomer(db, {
        code,
        name,
        serviceType: "Kiosk Collection",
        businessType: "Café",
        benefitRatePerKg: rate,
      });
    const a = await customer("FC-2001", "Chai Corner", "10");
    const b = await customer("FC-2002", "Riverside Hotel", "20");
    const c = await customer("FC-2003", "Quiet Café", "10");
    const d = await customer("FC-2004", "Threshold Stall", "20");
    const kiosk = (
      customerId: string,
      label: string,
      serial: string,
      installedOn: string,
      removedOn: string | null = null,
    ) => addKiosk(db, { customerId, label, serial, installedOn, removedOn });
    const collect = (
      k: { id: string; customerId: string },
      rate: string,
      rows: [string, number, string][],
    ) =>
      recordCollections(
        db,
        k,
        rate,
        rows.map(([collectedOn, buttsCount, buttsKg]) => ({
          kioskId: k.id,
          collectedOn,
          buttsCount,
          buttsKg,
        })),
      );

    const a1 = await kiosk(a.id, "Terrace", "A-1", "2026-01-01");
    asked.terrace = a1;
    await kiosk(a.id, "Lobby", "A-2", "2026-01-01", "2026-06-01");
    await collect(a1, "10", [
      ["2026-10-01", 20_000, "50.000"],
      ["2026-11-15", 5_000, "12.000"],
      ["2026-11-16", 1_000, "2.500"],
      ["2026-11-19", 400, "1.000"],
    ]);
    await recordRedemption(db, {
      customerId: a.id,
      occurredOn: "2026-10-15",
      amount: "100.00",
      reference: "UTR 1",
    });

    const b1 = await kiosk(b.id, "Gate", "B-1", "2026-01-01");
    asked.gate = b1;
    await collect(b1, "20", [["2026-10-19", 30_000, "60.000"]]);

    await kiosk(c.id, "Back room", "C-2", "2026-02-01");
    await kiosk(c.id, "Counter", "C-1", "2026-11-10");
    const c3 = await kiosk(c.id, "Window", "C-3", "2026-01-01");
    await collect(c3, "10", [["2026-10-20", 500, "1.000"]]);

    const d1 = await kiosk(d.id, "Stall", "D-1", "2026-01-01");
    await collect(d1, "20", [["2026-11-18", 2_000, "25.000"]]);

    await createContactMessage(db, { name: "Meera", email: "m@example.com", message: "Hello" });
    const handled = await createContactMessage(db, {
      name: "Old",
      email: "o@example.com",
      message: "Done",
    });
    await setInboxItemHandled(db, handled.id, true);
    await createPartnerApplication(db, {
      businessName: "Tea House",
      contactName: "Ravi",
      email: "r@example.com",
      phone: "+91 98250 55555",
      city: "Gandhinagar",
      businessType: "hotel",
      expectedSmokersPerDay: 80,
      message: "",
    });
  });

  const get = (role?: "admin" | "customer") =>
    app.inject({ url: "/api/admin/overview", headers: role ? { "x-test-role": role } : {} });

  it("answers the hand-computed figures", async () => {
    const res = await get("admin");
    expect(res.statusCode).toBe(200);
    const body = overviewSchema.parse(res.json());
    expect(body).toEqual({
      today: "2026-11-19",
      openEnquiries: 2,
      flaggedBags: { count: 0, tolerancePercent: 5 },
      collectionsThisWeek: {
        from: "2026-11-16",
        to: "2026-11-19",
        collections: 3,
        butts: 3_400,
        kg: 28.5,
      },
      payoutsDue: {
        threshold: 500,
        count: 2,
        top: [
          { customerCode: "FC-2002", customerName: "Riverside Hotel", balance: 1200 },
          { customerCode: "FC-2001", customerName: "Chai Corner", balance: 555 },
        ],
      },
      payoutRequests: { count: 0, items: [] },
      pickupRequests: { count: 0, items: [] },
      missedYesterday: { date: "2026-11-18", count: 0, items: [] },
      idleKiosks: {
        since: "2026-10-20",
        count: 2,
        items: [
          {
            customerCode: "FC-2003",
            customerName: "Quiet Café",
            kioskId: expect.any(String),
            label: "Back room",
            serial: "C-2",
            lastCollectedOn: null,
          },
          {
            customerCode: "FC-2002",
            customerName: "Riverside Hotel",
            kioskId: expect.any(String),
            label: "Gate",
            serial: "B-1",
            lastCollectedOn: "2026-10-19",
          },
        ],
      },
    });
  });

  it("lists the pickup requests waiting to be scheduled, oldest first", async () => {
    const [terrace, gate] = [asked.terrace, asked.gate] as const;
    const notify = async () => {};
    const ask = (kiosk: Kiosk, reason: "kiosk_full" | "damaged") =>
      createRequest(
        database.db,
        kiosk.customerId,
        { kioskId: kiosk.id, reason, note: "", preferredOn: null },
        "owner",
        "2026-11-19",
        notify,
      );
    const first = await ask(gate, "damaged");
    const second = await ask(terrace, "kiosk_full");
    const body = overviewSchema.parse((await get("admin")).json());
    expect(body.pickupRequests).toEqual({
      count: 2,
      items: [
        {
          id: first.id,
          customerCode: "FC-2002",
          customerName: "Riverside Hotel",
          kioskLabel: "Gate",
          reason: "damaged",
          preferredOn: null,
          requestedAt: first.createdAt.toISOString(),
        },
        {
          id: second.id,
          customerCode: "FC-2001",
          customerName: "Chai Corner",
          kioskLabel: "Terrace",
          reason: "kiosk_full",
          preferredOn: null,
          requestedAt: second.createdAt.toISOString(),
        },
      ],
    });
  });

  it("follows the payout threshold in settings", async () => {
    await writeSetting(database.db, "payoutThreshold", 554.99);
    const body = (await get("admin")).json();
    expect(body.payoutsDue).toEqual({
      threshold: 554.99,
      count: 2,
      top: [
        { customerCode: "FC-2002", customerName: "Riverside Hotel", balance: 1200 },
        { customerCode: "FC-2001", customerName: "Chai Corner", balance: 555 },
      ],
    });
    await writeSetting(database.db, "payoutThreshold", 555);
    expect((await get("admin")).json().payoutsDue.count).toBe(1);
    await writeSetting(database.db, "payoutThreshold", 0);
    // Every business with a positive balance: 1,200, 555, 500 and 10.
    expect((await get("admin")).json().payoutsDue.count).toBe(4);
  });

  it("is for staff only: a customer gets 403, a visitor 401", async () => {
    expect((await get("customer")).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});

describe("mondayOf", () => {
  it("gives the Monday of the week, Monday to Sunday", () => {
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
    expect(mondayOf("2026-11-19")).toBe("2026-11-16");
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
  });
});
