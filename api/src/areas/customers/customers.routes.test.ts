import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "./customers.service.ts";

const STAFF = {
  email: "ravi@filtercycle.example",
  password: "Staff-Password-1",
  name: "Ravi Staff",
};
const OWNER = { email: "asha@alpha.example", password: "Owner-Password-1", name: "Asha Patel" };

/** A valid body for POST /api/admin/customers. */
const NEW_CUSTOMER = {
  name: "Delta Dhaba",
  addressLine1: "4, Highway Road",
  addressLine2: "",
  city: "Rajkot",
  state: "Gujarat",
  pincode: "360001",
  serviceType: "Kiosk Collection",
  businessType: "Restaurant",
  benefitRatePerKg: 11.5,
};

type AuditRow = {
  actor_name: string;
  entity: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe("customers API (console)", () => {
  let ctx: TestContext;
  let staffCookie: string;

  const call = (method: Method, url: string, body?: unknown, cookie = staffCookie) =>
    injectJson(ctx.app, method, url, body, cookie);
  const codes = (res: { json(): { items: { code: string }[] } }) =>
    res.json().items.map((i) => i.code);
  const customerCount = async () =>
    (
      await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from customers`)
    )[0]?.n;
  const auditRows = () =>
    queryRows<AuditRow>(
      ctx.database.db,
      sql`select actor_name, entity, entity_id, action, before, after from audit_log order by id`,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    staffCookie = (await signedInLogin(ctx, { ...STAFF, role: "admin" })).cookie;
  });

  describe("codes", () => {
    it("starts at FC-1001 on an empty database", async () => {
      const res = await call("POST", "/api/admin/customers", NEW_CUSTOMER);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ code: "FC-1001", name: "Delta Dhaba", active: true });
    });

    it("gives FC-1004 after the seed's FC-1001..FC-1003", async () => {
      for (const code of ["FC-1001", "FC-1002", "FC-1003"]) {
        await createCustomer(ctx.database.db, {
          code,
          name: `Seed ${code}`,
          serviceType: "Kiosk Collection",
          businessType: "Café",
        });
      }
      const res = await call("POST", "/api/admin/customers", NEW_CUSTOMER);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        code: "FC-1004",
        ...NEW_CUSTOMER,
        // No site contact phone given (issue 28): empty; no coordinates: null.
        siteContactPhone: "",
        latitude: null,
        longitude: null,
        // A new business is planned by fill.
        planningMode: "fill",
        active: true,
        deactivatedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it("gives concurrent creates distinct codes", async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call("POST", "/api/admin/customers", { ...NEW_CUSTOMER, name: `Concurrent ${i}` }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      const given = answers.map((r) => r.json().code as string).sort();
      expect(given).toEqual(["FC-1001", "FC-1002", "FC-1003", "FC-1004", "FC-1005", "FC-1006"]);
    });
  });

  describe("validation: a 400 names the field and nothing is stored", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["no name", { name: undefined }, "name"],
      ["a blank name", { name: "   " }, "name"],
      ["a name of 121 characters", { name: "n".repeat(121) }, "name"],
      ["no city", { city: undefined }, "city"],
      ["no state", { state: "" }, "state"],
      ["a 5-digit pincode", { pincode: "38000" }, "pincode"],
      ["a pincode starting with 0", { pincode: "080006" }, "pincode"],
      ["a pincode with letters", { pincode: "38OOO6" }, "pincode"],
      ["no service type", { serviceType: "" }, "serviceType"],
      ["no business type", { businessType: undefined }, "businessType"],
      ["a negative rate", { benefitRatePerKg: -0.01 }, "benefitRatePerKg"],
      ["a rate with 3 decimals", { benefitRatePerKg: 12.345 }, "benefitRatePerKg"],
      ["a rate as text", { benefitRatePerKg: "12" }, "benefitRatePerKg"],
      ["an address line of 161 characters", { addressLine1: "a".repeat(161) }, "addressLine1"],
      ["a NUL in the address", { addressLine2: "a\u0000b" }, "addressLine2"],
      ["a latitude of 91", { latitude: 91, longitude: 72.5 }, "latitude"],
      ["a longitude of -180.5", { latitude: 23, longitude: -180.5 }, "longitude"],
      ["a latitude as text", { latitude: "23.02", longitude: 72.5 }, "latitude"],
      ["a latitude without a longitude", { latitude: 23.0225 }, "longitude"],
      ["a longitude without a latitude", { longitude: 72.5714, latitude: null }, "latitude"],
    ];
    for (const [what, change, field] of cases) {
      it(`refuses ${what} (${field})`, async () => {
        const res = await call("POST", "/api/admin/customers", { ...NEW_CUSTOMER, ...change });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
        expect(await customerCount()).toBe(0);
        expect(await auditRows()).toEqual([]);
      });
    }

    it("accepts a rate of 0 and of two decimals", async () => {
      const zero = await call("POST", "/api/admin/customers", {
        ...NEW_CUSTOMER,
        benefitRatePerKg: 0,
      });
      expect(zero.json().benefitRatePerKg).toBe(0);
      const paise = await call("POST", "/api/admin/customers", {
        ...NEW_CUSTOMER,
        benefitRatePerKg: 0.07,
      });
      expect(paise.json().benefitRatePerKg).toBe(0.07);
    });

    it("refuses a PATCH of the code or of a bad field, and changes nothing", async () => {
      await call("POST", "/api/admin/customers", NEW_CUSTOMER);
      const code = await call("PATCH", "/api/admin/customers/FC-1001", { code: "FC-9999" });
      expect(code.statusCode).toBe(400);
      const rate = await call("PATCH", "/api/admin/customers/FC-1001", { benefitRatePerKg: -1 });
      expect(rate.statusCode).toBe(400);
      expect(rate.json().errors[0].field).toBe("benefitRatePerKg");
      const pin = await call("PATCH", "/api/admin/customers/FC-1001", { pincode: "1234567" });
      expect(pin.json().errors[0].field).toBe("pincode");
      const now = (await call("GET", "/api/admin/customers/FC-1001")).json();
      expect(now).toMatchObject({ code: "FC-1001", benefitRatePerKg: 11.5, pincode: "360001" });
      expect((await auditRows()).map((r) => r.action)).toEqual(["create"]);
    });

    it("saves a site's coordinates (both or neither), shows them, and clears them", async () => {
      const made = await call("POST", "/api/admin/customers", {
        ...NEW_CUSTOMER,
        latitude: 23.022505,
        longitude: 72.571365,
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ latitude: 23.022505, longitude: 72.571365 });
      const one = await call("PATCH", "/api/admin/customers/FC-1001", { latitude: 23.1 });
      expect(one.statusCode).toBe(400);
      expect(one.json().errors).toEqual([
        {
          field: "longitude",
          message: "must be given with the other coordinate (both or neither)",
        },
      ]);
      const moved = await call("PATCH", "/api/admin/customers/FC-1001", {
        latitude: -33.8688,
        longitude: 151.2093,
      });
      expect(moved.json()).toMatchObject({ latitude: -33.8688, longitude: 151.2093 });
      const cleared = await call("PATCH", "/api/admin/customers/FC-1001", {
        latitude: null,
        longitude: null,
      });
      expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
      const plain = await call("POST", "/api/admin/customers", NEW_CUSTOMER);
      expect(plain.json()).toMatchObject({ latitude: null, longitude: null });
    });

    it("answers 404 for an unknown code", async () => {
      for (const [method, url, body] of [
        ["GET", "/api/admin/customers/FC-4040", undefined],
        ["PATCH", "/api/admin/customers/FC-4040", { name: "X" }],
        ["POST", "/api/admin/customers/FC-4040/deactivate", undefined],
        ["POST", "/api/admin/customers/FC-4040/reactivate", undefined],
      ] as const) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    });
  });

  describe("list, figures and CSV on a hand-made fixture", () => {
    /**
     * FC-1001 Alpha Chai (Ahmedabad): kiosks K1, K2 in service and K3 removed; a collection of
     * 500 butts, 1.250 kg; credits 100.00, a payout of 30.00, an adjustment of −5.50: 64.50.
     * FC-1002 Bravo Labs (Surat): one kiosk, credits 20.00: 20.00; deactivated.
     * FC-1003 Charlie Hotel (Vadodara): nothing: 0.
     */
    beforeEach(async () => {
      const db = ctx.database.db;
      const make = async (name: string, city: string, serviceType: string, businessType: string) =>
        (
          await call("POST", "/api/admin/customers", {
            ...NEW_CUSTOMER,
            name,
            city,
            serviceType,
            businessType,
          })
        ).json();
      await make("Alpha Chai", "Ahmedabad", "Kiosk Collection", "Café");
      await make("Bravo Labs", "Surat", "Corporate Programme", "IT Office");
      await make("Charlie Hotel", "Vadodara", "Awareness Only", "Hotel");
      const [alpha, bravo] = await queryRows<{ id: string }>(
        db,
        sql`select id from customers order by code`,
      );
      if (!alpha || !bravo) throw new Error("fixture customers missing");
      await db.execute(sql`insert into kiosks (customer_id, label, serial, installed_on, removed_on) values
        (${alpha.id}, 'K1', 'S-A1', '2025-01-01', null),
        (${alpha.id}, 'K2', 'S-A2', '2025-01-01', null),
        (${alpha.id}, 'K3', 'S-A3', '2025-01-01', '2025-02-01'),
        (${bravo.id}, 'B1', 'S-B1', '2025-01-01', null)`);
      await db.execute(sql`insert into collections (kiosk_id, customer_id, collected_on, butts_count, butts_kg)
        select id, customer_id, '2025-03-03', 500, 1.250 from kiosks where serial = 'S-A1'`);
      await db.execute(sql`insert into benefit_transactions (customer_id, occurred_on, kind, amount) values
        (${alpha.id}, '2025-03-03', 'collection_credit', 100.00),
        (${alpha.id}, '2025-03-10', 'redemption', 30.00),
        (${alpha.id}, '2025-03-11', 'adjustment', -5.50),
        (${bravo.id}, '2025-03-03', 'collection_credit', 20.00)`);
      await call("POST", "/api/admin/customers/FC-1002/deactivate");
    });

    it("lists every column with hand-computed kiosks and balances", async () => {
      const res = await call("GET", "/api/admin/customers");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        items: [
          {
            code: "FC-1001",
            name: "Alpha Chai",
            city: "Ahmedabad",
            serviceType: "Kiosk Collection",
            businessType: "Café",
            kiosks: 2,
            balance: 64.5,
            active: true,
            planningMode: "fill",
          },
          {
            code: "FC-1002",
            name: "Bravo Labs",
            city: "Surat",
            serviceType: "Corporate Programme",
            businessType: "IT Office",
            kiosks: 1,
            balance: 20,
            active: false,
            planningMode: "fill",
          },
          {
            code: "FC-1003",
            name: "Charlie Hotel",
            city: "Vadodara",
            serviceType: "Awareness Only",
            businessType: "Hotel",
            kiosks: 0,
            balance: 0,
            active: true,
            planningMode: "fill",
          },
        ],
        page: 1,
        pageSize: 50,
        total: 3,
      });
    });

    it("sorts by every column both ways", async () => {
      const sorted = async (sort: string, dir: string) =>
        codes(await call("GET", `/api/admin/customers?sort=${sort}&dir=${dir}`));
      expect(await sorted("balance", "desc")).toEqual(["FC-1001", "FC-1002", "FC-1003"]);
      expect(await sorted("balance", "asc")).toEqual(["FC-1003", "FC-1002", "FC-1001"]);
      expect(await sorted("kiosks", "asc")).toEqual(["FC-1003", "FC-1002", "FC-1001"]);
      expect(await sorted("name", "desc")).toEqual(["FC-1003", "FC-1002", "FC-1001"]);
      expect(await sorted("code", "desc")).toEqual(["FC-1003", "FC-1002", "FC-1001"]);
      expect(await sorted("city", "asc")).toEqual(["FC-1001", "FC-1002", "FC-1003"]);
      expect(await sorted("serviceType", "asc")).toEqual(["FC-1003", "FC-1002", "FC-1001"]);
      expect(await sorted("businessType", "asc")).toEqual(["FC-1001", "FC-1003", "FC-1002"]);
      // Inactive first ascending (false < true), then by code.
      expect(await sorted("active", "asc")).toEqual(["FC-1002", "FC-1001", "FC-1003"]);
    });

    it("searches name, code and city, filters by active and pages", async () => {
      expect(codes(await call("GET", "/api/admin/customers?q=chai"))).toEqual(["FC-1001"]);
      expect(codes(await call("GET", "/api/admin/customers?q=fc-1002"))).toEqual(["FC-1002"]);
      expect(codes(await call("GET", "/api/admin/customers?q=VADO"))).toEqual(["FC-1003"]);
      expect(codes(await call("GET", "/api/admin/customers?q=%25"))).toEqual([]);
      expect(codes(await call("GET", "/api/admin/customers?active=inactive"))).toEqual(["FC-1002"]);
      expect(codes(await call("GET", "/api/admin/customers?active=active"))).toEqual([
        "FC-1001",
        "FC-1003",
      ]);
      const page2 = await call("GET", "/api/admin/customers?sort=code&pageSize=2&page=2");
      expect(page2.json()).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(codes(page2)).toEqual(["FC-1003"]);
      const filteredTotal = await call("GET", "/api/admin/customers?active=active&pageSize=1");
      expect(filteredTotal.json()).toMatchObject({ total: 2 });
      const bad = await call("GET", "/api/admin/customers?sort=secret");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe("sort");
    });

    it("shows a customer's details and figures", async () => {
      const res = await call("GET", "/api/admin/customers/fc-1001");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: "FC-1001",
        ...NEW_CUSTOMER,
        name: "Alpha Chai",
        city: "Ahmedabad",
        serviceType: "Kiosk Collection",
        businessType: "Café",
        siteContactPhone: "",
        latitude: null,
        longitude: null,
        planningMode: "fill",
        active: true,
        deactivatedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        figures: {
          butts: 500,
          kg: 1.25,
          credits: 100,
          payouts: 30,
          adjustments: -5.5,
          balance: 64.5,
          kiosks: 2,
          logins: 0,
        },
      });
      const bravo = (await call("GET", "/api/admin/customers/FC-1002")).json();
      expect(bravo.active).toBe(false);
      expect(bravo.deactivatedAt).toEqual(expect.any(String));
    });

    it("exports the filtered list as CSV, every row, formula-safe", async () => {
      await call("PATCH", "/api/admin/customers/FC-1003", { name: '=HYPERLINK("x")' });
      const res = await call("GET", "/api/admin/customers.csv?sort=code&active=all");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="customers.csv"');
      expect(res.body).toBe(
        [
          "Code,Name,City,Service type,Business type,Kiosks,Balance (INR),Active",
          "FC-1001,Alpha Chai,Ahmedabad,Kiosk Collection,Café,2,64.5,Yes",
          "FC-1002,Bravo Labs,Surat,Corporate Programme,IT Office,1,20,No",
          `FC-1003,"'=HYPERLINK(""x"")",Vadodara,Awareness Only,Hotel,0,0,Yes`,
          "",
        ].join("\r\n"),
      );
      const inactive = await call("GET", "/api/admin/customers.csv?active=inactive");
      expect(inactive.body.split("\r\n")).toEqual([
        "Code,Name,City,Service type,Business type,Kiosks,Balance (INR),Active",
        "FC-1002,Bravo Labs,Surat,Corporate Programme,IT Office,1,20,No",
        "",
      ]);
    });
  });

  describe("deactivation", () => {
    beforeEach(async () => {
      await call("POST", "/api/admin/customers", NEW_CUSTOMER);
      const [row] = await queryRows<{ id: string }>(ctx.database.db, sql`select id from customers`);
      await createLogin(ctx.database.db, {
        ...OWNER,
        role: "customer",
        customerId: row?.id as string,
      });
    });

    it("ends the business's sessions and API tokens and refuses login; reactivation brings none back", async () => {
      const ownerCookie = await sessionCookieFor(ctx.app, OWNER.email, OWNER.password);
      const made = await ctx.app.inject({
        method: "POST",
        url: "/api/account/api_tokens",
        headers: { cookie: ownerCookie, "content-type": "application/json" },
        payload: JSON.stringify({ name: "Reporting script", currentPassword: OWNER.password }),
      });
      expect(made.statusCode).toBe(201);
      const bearer = { authorization: `Bearer ${made.json().token}` };
      const impact = () => call("GET", "/api/get_green_impact", undefined, ownerCookie);
      const byToken = () =>
        ctx.app.inject({ method: "GET", url: "/api/get_green_impact", headers: bearer });
      expect((await impact()).statusCode).toBe(200);
      expect((await byToken()).statusCode).toBe(200);

      const off = await call("POST", "/api/admin/customers/FC-1001/deactivate");
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ active: false, deactivatedAt: expect.any(String) });

      expect((await impact()).statusCode).toBe(401);
      expect((await byToken()).statusCode).toBe(401);
      const login = await ctx.app.inject({
        method: "POST",
        url: "/api/customer_login",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().detail).toBe(ACCOUNT_MESSAGES.businessDeactivated);
      expect(login.headers["set-cookie"]).toBeUndefined();
      // The owner's session ended with the deactivation and the refused login left none behind:
      // only the staff one is left.
      const [sessions] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from sessions`,
      );
      expect(sessions?.n).toBe(1);
      // Staff still see the business's data.
      expect((await call("GET", "/api/admin/customers/FC-1001")).statusCode).toBe(200);

      const on = await call("POST", "/api/admin/customers/FC-1001/reactivate");
      expect(on.json()).toMatchObject({ active: true, deactivatedAt: null });
      // What the deactivation ended stays ended: the old cookie and token are refused.
      expect((await impact()).statusCode).toBe(401);
      expect((await byToken()).statusCode).toBe(401);
      const again = await sessionCookieFor(ctx.app, OWNER.email, OWNER.password);
      expect((await call("GET", "/api/get_green_impact", undefined, again)).statusCode).toBe(200);
      const tokens = await call("GET", "/api/account/api_tokens", undefined, again);
      expect(tokens.json().revoked).toEqual([
        expect.objectContaining({
          name: "Reporting script",
          revokedReason: "business deactivated",
        }),
      ]);
    });

    it("stamps the last sign-in at every successful login", async () => {
      await sessionCookieFor(ctx.app, OWNER.email, OWNER.password);
      const [row] = await queryRows<{ last_sign_in_at: Date | string | null }>(
        ctx.database.db,
        sql`select last_sign_in_at from users where email = ${OWNER.email}`,
      );
      expect(row?.last_sign_in_at).not.toBeNull();
    });
  });

  describe("audit", () => {
    it("records create, update, deactivate and reactivate with before and after", async () => {
      await call("POST", "/api/admin/customers", NEW_CUSTOMER);
      await call("PATCH", "/api/admin/customers/FC-1001", { city: "Morbi", benefitRatePerKg: 9 });
      await call("POST", "/api/admin/customers/FC-1001/deactivate");
      // Deactivating again changes nothing and logs nothing.
      await call("POST", "/api/admin/customers/FC-1001/deactivate");
      await call("POST", "/api/admin/customers/FC-1001/reactivate");
      const rows = await auditRows();
      expect(rows.map((r) => [r.actor_name, r.entity, r.entity_id, r.action])).toEqual([
        ["Ravi Staff", "customer", "FC-1001", "create"],
        ["Ravi Staff", "customer", "FC-1001", "update"],
        ["Ravi Staff", "customer", "FC-1001", "deactivate"],
        ["Ravi Staff", "customer", "FC-1001", "reactivate"],
      ]);
      const [create, update, deactivate, reactivate] = rows;
      expect(create?.before).toBeNull();
      expect(create?.after).toMatchObject({ ...NEW_CUSTOMER, code: "FC-1001", active: true });
      expect(update?.before).toMatchObject({ city: "Rajkot", benefitRatePerKg: 11.5 });
      expect(update?.after).toMatchObject({ city: "Morbi", benefitRatePerKg: 9 });
      expect(deactivate?.before).toMatchObject({ active: true, deactivatedAt: null });
      expect(deactivate?.after).toMatchObject({ active: false });
      expect(reactivate?.before).toMatchObject({ active: false });
      expect(reactivate?.after).toMatchObject({ active: true, deactivatedAt: null });
    });
  });
});
