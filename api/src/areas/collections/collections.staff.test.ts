import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { writeSetting } from "../settings/settings.service.ts";

const TEMPLATE = "customer_code,kiosk_serial,date,butts_number,butts_kg";

describe("console: kiosks and collections", () => {
  let ctx: TestContext;
  let staff: string;
  let customerCookie: string;
  let alpha: string;

  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, `/api${url}`, body, cookie);
  const importCsv = (csv: string, dryRun = false) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/admin/collections/import${dryRun ? "?dryRun=true" : ""}`,
      headers: { cookie: staff, "content-type": "text/csv" },
      payload: csv,
    });
  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        ctx.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
    )[0]?.n;
  const auditRows = () =>
    queryRows<{ entity: string; action: string; before: unknown; after: unknown; actor: string }>(
      ctx.database.db,
      sql`select entity, action, before, after, actor_name as actor from audit_log order by id`,
    );
  const credits = () =>
    queryRows<{ amount: string; rate: string; on: string }>(
      ctx.database.db,
      sql`select amount::text, rate_per_kg::text as rate, to_char(occurred_on, 'YYYY-MM-DD') as on
          from benefit_transactions where kind = 'collection_credit' order by id`,
    );
  const monthCredited = async () =>
    (
      await queryRows<{ total: string | null }>(
        ctx.database.db,
        sql`select sum(credited)::text as total from customer_month_totals`,
      )
    )[0]?.total;

  const addKiosk = async (code: string, body: Record<string, unknown>) => {
    const res = await call("POST", `/admin/customers/${code}/kiosks`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; serial: string };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    const db = ctx.database.db;
    alpha = (
      await createCustomer(db, {
        code: "FC-5001",
        name: "Alpha Café",
        serviceType: "S",
        businessType: "B",
        benefitRatePerKg: "12.50",
      })
    ).id;
    await createCustomer(db, {
      code: "FC-5002",
      name: "=Beta Hotel",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "8.00",
    });
    staff = (
      await signedInLogin(ctx, { email: "staff@fc.example", name: "Sam Staff", role: "admin" })
    ).cookie;
    customerCookie = (
      await signedInLogin(ctx, {
        email: "a@alpha.example",
        name: "A",
        role: "customer",
        customerId: alpha,
      })
    ).cookie;
  });

  describe("kiosks", () => {
    it("adds, lists and edits a customer's kiosks, audited", async () => {
      const created = await call("POST", "/admin/customers/fc-5001/kiosks", {
        label: "Terrace",
        serial: "k-100",
        location: "Roof, by the stairs",
        installedOn: "2025-01-01",
      });
      expect(created.statusCode).toBe(201);
      const kiosk = created.json();
      expect(kiosk).toMatchObject({
        customerCode: "FC-5001",
        label: "Terrace",
        serial: "K-100",
        location: "Roof, by the stairs",
        installedOn: "2025-01-01",
        removedOn: null,
        collections: 0,
        lastCollectedOn: null,
      });
      const list = await call("GET", "/admin/customers/FC-5001/kiosks");
      expect(list.json().items.map((k: { serial: string }) => k.serial)).toEqual(["K-100"]);

      const edited = await call("PATCH", `/admin/kiosks/${kiosk.id}`, {
        label: "Rooftop",
        removedOn: "2025-06-30",
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ label: "Rooftop", removedOn: "2025-06-30" });

      const audit = await auditRows();
      expect(audit.map((a) => [a.entity, a.action, a.actor])).toEqual([
        ["kiosk", "create", "Sam Staff"],
        ["kiosk", "remove", "Sam Staff"],
      ]);
      expect(audit[1]?.before).toMatchObject({ label: "Terrace", removedOn: null });
      expect(audit[1]?.after).toMatchObject({ label: "Rooftop", removedOn: "2025-06-30" });
    });

    it("refuses a duplicate serial (409 naming serial), nothing stored", async () => {
      await addKiosk("FC-5001", { label: "A", serial: "K-1", installedOn: "2025-01-01" });
      const res = await call("POST", "/admin/customers/FC-5002/kiosks", {
        label: "B",
        serial: "k-1",
        installedOn: "2025-01-01",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        { field: "serial", message: "is already used by another kiosk" },
      ]);
      expect(await count("kiosks")).toBe(1);
      const other = await addKiosk("FC-5002", {
        label: "B",
        serial: "K-2",
        installedOn: "2025-01-01",
      });
      const patch = await call("PATCH", `/admin/kiosks/${other.id}`, { serial: "K-1" });
      expect(patch.statusCode).toBe(409);
      expect(patch.json().errors[0].field).toBe("serial");
    });

    it("refuses a look-alike serial (full-width, zero-width space, case) as a duplicate: 409, nothing stored", async () => {
      await addKiosk("FC-5001", { label: "A", serial: "K-1", installedOn: "2025-01-01" });
      for (const serial of ["\uFF2B-\uFF11", "K\u200B-1", "\uFF4B-1", " k\u2060-1 "]) {
        const res = await call("POST", "/admin/customers/FC-5002/kiosks", {
          label: "B",
          serial,
          installedOn: "2025-01-01",
        });
        expect(res.statusCode, JSON.stringify(serial)).toBe(409);
        expect(res.json().detail).toBe('Another kiosk already has the serial "K-1".');
        expect(res.json().errors).toEqual([
          { field: "serial", message: "is already used by another kiosk" },
        ]);
      }
      expect(await count("kiosks")).toBe(1);
      const other = await addKiosk("FC-5002", {
        label: "B",
        serial: "K-2",
        installedOn: "2025-01-01",
      });
      const patch = await call("PATCH", `/admin/kiosks/${other.id}`, { serial: "\uFF2B-1" });
      expect(patch.statusCode).toBe(409);
      // A collection typed with a look-alike serial is the kiosk's own.
      const collected = await call("POST", "/admin/collections", {
        kioskSerial: "\uFF2B\u200B-\uFF12",
        date: "2025-03-01",
        buttsKg: 1,
      });
      expect(collected.statusCode).toBe(201);
      expect(collected.json().kioskSerial).toBe("K-2");
    });

    it("stores a serial typed in full-width characters in its plain form", async () => {
      const res = await call("POST", "/admin/customers/FC-5001/kiosks", {
        label: "A",
        serial: "\uFF4B-\uFF17",
        installedOn: "2025-01-01",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().serial).toBe("K-7");
    });

    it("refuses a removal before the install date and a window that leaves collections out", async () => {
      const kiosk = await addKiosk("FC-5001", {
        label: "A",
        serial: "K-1",
        installedOn: "2025-01-10",
      });
      const early = await call("PATCH", `/admin/kiosks/${kiosk.id}`, { removedOn: "2025-01-09" });
      expect(early.statusCode).toBe(400);
      expect(early.json().errors[0].field).toBe("removedOn");

      await call("POST", "/admin/collections", {
        kioskSerial: "K-1",
        date: "2025-03-01",
        buttsKg: 1,
      });
      const later = await call("PATCH", `/admin/kiosks/${kiosk.id}`, { installedOn: "2025-03-02" });
      expect(later.statusCode).toBe(400);
      expect(later.json().errors[0].field).toBe("installedOn");
      const removed = await call("PATCH", `/admin/kiosks/${kiosk.id}`, { removedOn: "2025-02-28" });
      expect(removed.statusCode).toBe(400);
      expect(removed.json().errors[0].field).toBe("removedOn");
      const [row] = await queryRows<{ installed: string; removed: string | null }>(
        ctx.database.db,
        sql`select to_char(installed_on, 'YYYY-MM-DD') as installed, removed_on::text as removed from kiosks`,
      );
      expect(row).toEqual({ installed: "2025-01-10", removed: null });
      expect((await auditRows()).filter((a) => a.entity === "kiosk")).toHaveLength(1);
    });

    it("answers 404 for an unknown customer, and a customer login gets 403", async () => {
      expect((await call("GET", "/admin/customers/FC-9999/kiosks")).statusCode).toBe(404);
      expect(
        (await call("GET", "/admin/customers/FC-5001/kiosks", undefined, customerCookie))
          .statusCode,
      ).toBe(403);
    });
  });

  describe("collections", () => {
    beforeEach(async () => {
      await addKiosk("FC-5001", { label: "Terrace", serial: "K-A1", installedOn: "2025-01-01" });
      await addKiosk("FC-5002", {
        label: "Lobby",
        serial: "K-B1",
        installedOn: "2025-02-01",
      });
    });

    it("records a collection with its credit at the customer's rate; edits and deletes follow", async () => {
      const created = await call("POST", "/admin/collections", {
        kioskSerial: "k-a1",
        date: "2025-03-05",
        buttsKg: 2.345,
        buttsNumber: 700,
      });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      // 2.345 kg × ₹12.50 = ₹29.3125 → ₹29.31
      expect(item).toMatchObject({
        customerCode: "FC-5001",
        customerName: "Alpha Café",
        kioskLabel: "Terrace",
        kioskSerial: "K-A1",
        date: "2025-03-05",
        buttsNumber: 700,
        estimated: false,
        buttsKg: 2.345,
        credit: 29.31,
        ratePerKg: 12.5,
      });
      expect(await credits()).toEqual([{ amount: "29.31", rate: "12.50", on: "2025-03-05" }]);
      expect(await monthCredited()).toBe("29.31");

      // The rate changes; the edit keeps the collection's own rate: 4.2 kg × ₹12.50 = ₹52.50.
      await ctx.database.db.execute(
        sql`update customers set benefit_rate_per_kg = 20 where id = ${alpha}`,
      );
      const edited = await call("PATCH", `/admin/collections/${item.id}`, {
        buttsKg: 4.2,
        date: "2025-04-01",
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ buttsKg: 4.2, credit: 52.5, date: "2025-04-01" });
      expect(await credits()).toEqual([{ amount: "52.50", rate: "12.50", on: "2025-04-01" }]);
      expect(await monthCredited()).toBe("52.50");

      const deleted = await call("DELETE", `/admin/collections/${item.id}`);
      expect(deleted.statusCode).toBe(204);
      expect(await count("collections")).toBe(0);
      expect(await credits()).toEqual([]);
      expect(await monthCredited()).toBe("0.00");

      const audit = (await auditRows()).filter((a) => a.entity === "collection");
      expect(audit.map((a) => a.action)).toEqual(["create", "update", "delete"]);
      expect(audit[1]?.before).toMatchObject({ buttsKg: 2.345, credit: 29.31, date: "2025-03-05" });
      expect(audit[1]?.after).toMatchObject({ buttsKg: 4.2, credit: 52.5, date: "2025-04-01" });
      expect(audit[2]?.after).toBeNull();
      expect((await call("DELETE", `/admin/collections/${item.id}`)).statusCode).toBe(404);
    });

    it("estimates the number from the kg when it is left out (settings buttsPerKgEstimate)", async () => {
      const res = await call("POST", "/admin/collections", {
        kioskSerial: "K-A1",
        date: "2025-03-05",
        buttsKg: 2.5,
      });
      // 2.5 kg × 3,600 butts/kg = 9,000
      expect(res.json()).toMatchObject({ buttsNumber: 9000, estimated: true });
      await writeSetting(ctx.database.db, "buttsPerKgEstimate", 4000);
      const edited = await call("PATCH", `/admin/collections/${res.json().id}`, { buttsKg: 1.25 });
      expect(edited.json()).toMatchObject({ buttsNumber: 5000, estimated: true });
      const counted = await call("PATCH", `/admin/collections/${res.json().id}`, {
        buttsNumber: 4321,
      });
      expect(counted.json()).toMatchObject({ buttsNumber: 4321, estimated: false });
    });

    it.each([
      [{ date: "2024-12-31" }, "date", "is before the kiosk was installed (2025-01-01)"],
      [{ date: "2099-01-01" }, "date", undefined],
      [{ buttsKg: -1 }, "buttsKg", "must not be negative"],
      [{ buttsKg: "lots" }, "buttsKg", "must be a number"],
      [{ buttsNumber: -3 }, "buttsNumber", "must not be negative"],
      [{ buttsNumber: 2.5 }, "buttsNumber", "must be a whole number"],
      [{ kioskSerial: "K-NONE" }, "kioskSerial", "no such kiosk"],
    ])("refuses %j with a 400 naming %s, nothing stored", async (change, field, message) => {
      const res = await call("POST", "/admin/collections", {
        kioskSerial: "K-A1",
        date: "2025-03-05",
        buttsKg: 1,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error).toBeDefined();
      if (message) expect(error.message).toBe(message);
      expect(await count("collections")).toBe(0);
      expect(await count("benefit_transactions")).toBe(0);
      expect(await count("audit_log where entity = 'collection'")).toBe(0);
    });

    it("refuses a date after the kiosk's removal, on create and on edit", async () => {
      const kiosks = (await call("GET", "/admin/customers/FC-5001/kiosks")).json().items;
      const ok = await call("POST", "/admin/collections", {
        kioskId: kiosks[0].id,
        date: "2025-05-01",
        buttsKg: 1,
      });
      expect(ok.statusCode).toBe(201);
      await call("PATCH", `/admin/kiosks/${kiosks[0].id}`, { removedOn: "2025-05-31" });
      const after = await call("POST", "/admin/collections", {
        kioskId: kiosks[0].id,
        date: "2025-06-01",
        buttsKg: 1,
      });
      expect(after.statusCode).toBe(400);
      expect(after.json().errors).toEqual([
        { field: "date", message: "is after the kiosk was removed (2025-05-31)" },
      ]);
      const edit = await call("PATCH", `/admin/collections/${ok.json().id}`, {
        date: "2025-06-02",
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().errors[0].field).toBe("date");
      expect(await count("collections")).toBe(1);
    });

    it("lists newest first with filters and pages, total counted", async () => {
      for (const [serial, date, kg] of [
        ["K-A1", "2025-03-01", 1],
        ["K-A1", "2025-03-03", 2],
        ["K-B1", "2025-03-02", 3],
        ["K-A1", "2025-03-04", 4],
      ] as const) {
        await call("POST", "/admin/collections", { kioskSerial: serial, date, buttsKg: kg });
      }
      const all = (await call("GET", "/admin/collections?pageSize=2")).json();
      expect(all.total).toBe(4);
      expect(all.items.map((i: { date: string }) => i.date)).toEqual(["2025-03-04", "2025-03-03"]);
      const page2 = (await call("GET", "/admin/collections?pageSize=2&page=2")).json();
      expect(page2.items.map((i: { date: string }) => i.date)).toEqual([
        "2025-03-02",
        "2025-03-01",
      ]);
      const alphaOnly = (
        await call("GET", "/admin/collections?customerCode=fc-5001&from=2025-03-02&to=2025-03-03")
      ).json();
      expect(alphaOnly).toMatchObject({ total: 1, page: 1, pageSize: 50 });
      expect(alphaOnly.items[0]).toMatchObject({ date: "2025-03-03", buttsKg: 2, credit: 25 });
      const unknown = (await call("GET", "/admin/collections?customerCode=FC-0000")).json();
      expect(unknown).toMatchObject({ items: [], total: 0 });
      const bad = await call("GET", "/admin/collections?from=2025-03-05&to=2025-03-01");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe("to");
    });

    it("exports the filtered list as CSV, exactly", async () => {
      await call("POST", "/admin/collections", {
        kioskSerial: "K-A1",
        date: "2025-03-01",
        buttsKg: 1.5,
      });
      await call("POST", "/admin/collections", {
        kioskSerial: "K-B1",
        date: "2025-03-02",
        buttsKg: 0.125,
        buttsNumber: 400,
      });
      const ids = (
        await queryRows<{ id: string }>(
          ctx.database.db,
          sql`select id::text from collections order by id`,
        )
      ).map((r) => r.id);
      const res = await call("GET", "/admin/collections.csv");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.body).toBe(
        [
          "id,customer_code,customer_name,kiosk_serial,kiosk_label,date,butts_number,butts_number_estimated,butts_kg,credit_rupees",
          // ₹8.00 × 0.125 kg = ₹1.00; the name starting with "=" is made safe.
          `${ids[1]},FC-5002,'=Beta Hotel,K-B1,Lobby,2025-03-02,400,No,0.125,1.00`,
          // 1.5 kg × 3,600 = 5,400 butts (estimated); ₹12.50 × 1.5 = ₹18.75
          `${ids[0]},FC-5001,Alpha Café,K-A1,Terrace,2025-03-01,5400,Yes,1.500,18.75`,
          "",
        ].join("\r\n"),
      );
      const filtered = await call("GET", "/admin/collections.csv?customerCode=FC-5001");
      expect(filtered.body.trim().split("\r\n")).toHaveLength(2);
    });
  });

  describe("import", () => {
    beforeEach(async () => {
      await addKiosk("FC-5001", { label: "Terrace", serial: "K-A1", installedOn: "2025-01-01" });
      await addKiosk("FC-5002", { label: "Lobby", serial: "K-B1", installedOn: "2025-02-01" });
    });

    const clean = [
      TEMPLATE,
      "FC-5001,K-A1,2025-03-01,500,1.250",
      "fc-5002,k-b1,2025-03-02,,2",
      "FC-5001,K-A1,2025-03-03,10,0.010",
    ].join("\n");

    it("offers the template", async () => {
      const res = await call("GET", "/admin/collections/import-template.csv");
      expect(res.statusCode).toBe(200);
      const [header, example, dayFirst] = res.body.split("\r\n");
      expect(header).toBe(`${TEMPLATE},visit`);
      expect(example).toMatch(/^FC-1001,K-EXAMPLE1,\d{4}-\d\d-\d\d,,2\.500,1$/);
      // The second example writes its date day first, as a spreadsheet in India does.
      expect(dayFirst).toMatch(/^FC-1001,K-EXAMPLE1,\d\d\/\d\d\/\d{4},1200,0\.300,2$/);
    });

    it("lists every bad row with its column and reason, and imports nothing", async () => {
      const bad = [
        TEMPLATE,
        "FC-5001,K-A1,2025-03-01,500,1.250",
        "FC-0000,K-A1,2025-03-01,1,1",
        "FC-5001,K-ZZ,2025-03-01,1,1",
        "FC-5001,K-B1,2025-03-01,1,1",
        "FC-5001,K-A1,2024-12-31,1,1",
        "FC-5001,K-A1,2099-01-01,1,1",
        "FC-5001,K-A1,2025-02-30,-4,abc",
        "FC-5001,K-A1,2025-03-01,1,-1",
      ].join("\n");
      for (const dryRun of [true, false]) {
        const res = await importCsv(bad, dryRun);
        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body.detail).toBe(
          "The file has 9 problem(s); nothing was imported. Fix every row listed and try again.",
        );
        expect([body.problemCount, body.problemRows]).toEqual([9, 7]);
        expect(body.problems).toEqual([
          { row: 3, column: "customer_code", reason: 'no customer has the code "FC-0000"' },
          { row: 4, column: "kiosk_serial", reason: 'no kiosk has the serial "K-ZZ"' },
          {
            row: 5,
            column: "kiosk_serial",
            reason: 'kiosk "K-B1" belongs to customer FC-5002, not to this row\'s customer',
          },
          { row: 6, column: "date", reason: "is before the kiosk was installed (2025-01-01)" },
          { row: 7, column: "date", reason: expect.stringMatching(/^is in the future/) },
          {
            row: 8,
            column: "date",
            reason: '"2025-02-30" is not a day of the calendar: February 2025 has 28 days',
          },
          { row: 8, column: "butts_number", reason: "must not be negative" },
          { row: 8, column: "butts_kg", reason: "must be a number" },
          { row: 9, column: "butts_kg", reason: "must not be negative" },
        ]);
      }
      expect(await count("collections")).toBe(0);
      expect(await count("collection_imports")).toBe(0);
      expect(await count("audit_log where entity = 'collection_import'")).toBe(0);
    });

    it("refuses a file without the template's header", async () => {
      const res = await importCsv("code,serial,day\nFC-5001,K-A1,2025-03-01");
      expect(res.statusCode).toBe(422);
      expect(res.json().problems).toEqual([
        {
          row: 0,
          column: "header",
          reason: `must be exactly ${TEMPLATE},visit (the visit column may be left out)`,
        },
      ]);
    });

    it("dry-runs a clean file, imports it with credits in one go, and finds its rows recorded the second time", async () => {
      const dry = await importCsv(clean, true);
      expect(dry.statusCode).toBe(200);
      // Credits: 1.25 × 12.50 = 15.625 → 15.63; 2 × 8.00 = 16.00; 0.01 × 12.50 = 0.125 → 0.13
      expect(dry.json()).toEqual({
        dryRun: true,
        rowCount: 3,
        alreadyRecorded: 0,
        alreadyRecordedRows: [],
        totalCredit: 31.76,
        totalKg: 3.26,
        importId: null,
        held: 0,
        heldRows: [],
      });
      expect(await count("collections")).toBe(0);

      const done = await importCsv(clean);
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json()).toMatchObject({ dryRun: false, rowCount: 3, totalCredit: 31.76 });
      const rows = await queryRows<{ n: number; est: boolean; kg: string; credit: string }>(
        ctx.database.db,
        sql`select c.butts_count as n, c.butts_count_estimated as est, c.butts_kg::text as kg,
              b.amount::text as credit
            from collections c join benefit_transactions b on b.collection_id = c.id
            where c.import_id is not null order by c.collected_on`,
      );
      expect(rows).toEqual([
        { n: 500, est: false, kg: "1.250", credit: "15.63" },
        { n: 7200, est: true, kg: "2.000", credit: "16.00" },
        { n: 10, est: false, kg: "0.010", credit: "0.13" },
      ]);
      expect(await monthCredited()).toBe("31.76");
      const audit = (await auditRows()).filter((a) => a.entity === "collection_import");
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "import", after: { rowCount: 3 } });

      const again = await importCsv(clean);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(
        "Every row of this file (3) is already recorded; importing it again would count its collections twice. Nothing was imported.",
      );
      expect(await count("collections")).toBe(3);
    });

    it("records a file whose dates are written day first (21/11/2026, 21-11-2026) as those days", async () => {
      const dayFirst = [
        `${TEMPLATE},visit`,
        "FC-5001,K-A1,21/11/2026,500,1.250,1",
        "FC-5002,K-B1,21-11-2026,,2,1",
        "FC-5001,K-A1,2026-11-21,10,0.010,2",
      ].join("\n");
      const done = await importCsv(dayFirst);
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json()).toMatchObject({ rowCount: 3, totalCredit: 31.76 });
      const rows = await queryRows<{ day: string; visit: number; kg: string }>(
        ctx.database.db,
        sql`select to_char(collected_on, 'YYYY-MM-DD') as day, visit, butts_kg::text as kg
            from collections order by butts_kg`,
      );
      expect(rows).toEqual([
        { day: "2026-11-21", visit: 2, kg: "0.010" },
        { day: "2026-11-21", visit: 1, kg: "1.250" },
        { day: "2026-11-21", visit: 1, kg: "2.000" },
      ]);
    });

    it("refuses an impossible or month-first date on its row, and imports nothing", async () => {
      const res = await importCsv(
        [
          TEMPLATE,
          "FC-5001,K-A1,21/11/2026,500,1.250",
          "FC-5001,K-A1,31/02/2026,500,1.250",
          "FC-5001,K-A1,11/21/2026,500,1.250",
          "FC-5001,K-A1,21/11/26,500,1.250",
        ].join("\n"),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().problems).toEqual([
        {
          row: 3,
          column: "date",
          reason: '"31/02/2026" is not a day of the calendar: February 2026 has 28 days',
        },
        {
          row: 4,
          column: "date",
          reason: '"11/21/2026" names month 21: dates are written day first (DD/MM/YYYY)',
        },
        { row: 5, column: "date", reason: "must give the year in four digits, e.g. 21/11/2026" },
      ]);
      expect(await count("collections")).toBe(0);
    });

    const importedCredits = async () =>
      (
        await queryRows<{ n: number; total: string | null }>(
          ctx.database.db,
          sql`select count(*)::int as n, sum(amount)::text as total from benefit_transactions
              where kind = 'collection_credit'`,
        )
      )[0];

    it("recognises a re-saved file's rows (CRLF, byte-order mark, quotes, lower case): 409, nothing credited again", async () => {
      expect((await importCsv(clean)).statusCode).toBe(201);
      const resaved = [
        `\uFEFF${TEMPLATE}`,
        '"fc-5001","k-a1","2025-03-01","500","1.25"',
        "FC-5002 , K-B1 ,2025-03-02,,2.000",
        'fc-5001,"K-A1",2025-03-03,10,0.01',
      ].join("\r\n");
      for (const dryRun of [true, false]) {
        const res = await importCsv(`${resaved}\r\n`, dryRun);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().detail).toBe(
          "Every row of this file (3) is already recorded; importing it again would count its collections twice. Nothing was imported.",
        );
      }
      expect(await count("collections")).toBe(3);
      expect(await importedCredits()).toEqual({ n: 3, total: "31.76" });
    });

    it("recognises a row whose serial is a look-alike (full-width, zero-width space) as the kiosk's", async () => {
      expect((await importCsv(clean)).statusCode).toBe(201);
      // "Ｋ-Ａ１" is K-A1 in full-width letters and digits; "K-\u200BA1" hides a zero-width space.
      const lookAlike = [
        TEMPLATE,
        "FC-5001,Ｋ-Ａ１,2025-03-01,500,1.25",
        "FC-5001,K-\u200BA1,2025-03-03,10,0.01",
      ].join("\n");
      const res = await importCsv(lookAlike);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toBe(
        "Every row of this file (2) is already recorded; importing it again would count its collections twice. Nothing was imported.",
      );
      expect(await count("collections")).toBe(3);
    });

    it("imports a file's new rows and reports each row already recorded on its line", async () => {
      expect((await importCsv(clean)).statusCode).toBe(201);
      const ids = await queryRows<{ id: string }>(
        ctx.database.db,
        sql`select id::text from collections order by collected_on`,
      );
      const extended = [
        TEMPLATE,
        "FC-5001,K-A1,2025-03-01,500,1.250",
        "FC-5001,K-A1,2025-03-04,,3",
        "FC-5001,K-A1,2025-03-03,10,0.010",
      ].join("\n");
      const dry = await importCsv(extended, true);
      expect(dry.statusCode).toBe(200);
      // 3 kg × ₹12.50 = ₹37.50
      const expected = {
        rowCount: 1,
        totalKg: 3,
        totalCredit: 37.5,
        alreadyRecorded: 2,
        alreadyRecordedRows: [
          { row: 2, collectionId: Number(ids[0]?.id) },
          { row: 4, collectionId: Number(ids[2]?.id) },
        ],
      };
      expect(dry.json()).toMatchObject({ dryRun: true, ...expected });
      const done = await importCsv(extended);
      expect(done.statusCode).toBe(201);
      expect(done.json()).toMatchObject({ dryRun: false, ...expected });
      expect(await count("collections")).toBe(4);
      expect(await importedCredits()).toEqual({ n: 4, total: "69.26" });
    });

    it("reports a row repeated inside one file on its line; a second visit of the day imports", async () => {
      const repeated = [
        TEMPLATE,
        "FC-5001,K-A1,2025-03-01,500,1.250",
        "FC-5002,K-B1,2025-03-02,,2",
        "fc-5001,k-a1,2025-03-01,,1.25",
        "FC-5001,K-A1,2025-03-01,500,1.250",
      ].join("\n");
      const res = await importCsv(repeated);
      expect(res.statusCode).toBe(422);
      const repeat =
        "repeats line 2 (same kiosk, date, visit and kg): delete it, or if the kiosk was emptied twice that day give it visit 2";
      expect(res.json().problems).toEqual([
        { row: 4, column: "visit", reason: repeat },
        { row: 5, column: "visit", reason: repeat },
      ]);
      expect(await count("collections")).toBe(0);

      const visits = [
        `${TEMPLATE},visit`,
        "FC-5001,K-A1,2025-03-01,500,1.250,",
        "FC-5001,K-A1,2025-03-01,480,1.250,2",
        "FC-5001,K-A1,2025-03-02,480,1.250,1",
      ].join("\n");
      const done = await importCsv(visits);
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json()).toMatchObject({ rowCount: 3, totalKg: 3.75, alreadyRecorded: 0 });
      const list = await call("GET", "/admin/collections?customerCode=FC-5001");
      expect(
        list.json().items.map((i: { date: string; visit: number }) => [i.date, i.visit]),
      ).toEqual([
        ["2025-03-02", 1],
        ["2025-03-01", 2],
        ["2025-03-01", 1],
      ]);
      const bad = await importCsv(`${TEMPLATE},visit\nFC-5001,K-A1,2025-03-05,1,1,0`);
      expect(bad.json().problems).toEqual([
        { row: 2, column: "visit", reason: "must be a whole number from 1 to 99 (empty: 1)" },
      ]);
    });

    it("knows a collection recorded in the console form, whichever writer comes first", async () => {
      const form = await call("POST", "/admin/collections", {
        kioskSerial: "K-A1",
        date: "2025-03-01",
        buttsKg: 1.25,
      });
      expect(form.statusCode).toBe(201);
      const id = form.json().id;
      const res = await importCsv(clean);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        rowCount: 2,
        alreadyRecorded: 1,
        alreadyRecordedRows: [{ row: 2, collectionId: id }],
      });
      const again = await call("POST", "/admin/collections", {
        kioskSerial: "k-b1",
        date: "2025-03-02",
        buttsKg: 2,
        buttsNumber: 100,
      });
      expect(again.statusCode).toBe(409);
      const imported = await queryRows<{ id: string }>(
        ctx.database.db,
        sql`select c.id::text from collections c join kiosks k on k.id = c.kiosk_id
            where k.serial = 'K-B1'`,
      );
      expect(again.json().detail).toBe(
        `This collection is already recorded: kiosk K-B1 on 2025-03-02, visit 1, 2.000 kg (collection ${imported[0]?.id}). If the kiosk was emptied again that day, record it as visit 2.`,
      );
      const second = await call("POST", "/admin/collections", {
        kioskSerial: "k-b1",
        date: "2025-03-02",
        buttsKg: 2,
        visit: 2,
      });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ visit: 2, credit: 16 });
      // 15.63 + 16.00 + 0.13 + 16.00
      expect(await importedCredits()).toEqual({ n: 4, total: "47.76" });

      // An edit onto another collection's identity is refused too, and changes nothing.
      const moved = await call("PATCH", `/admin/collections/${second.json().id}`, { visit: 1 });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().detail).toBe(again.json().detail);
      expect(
        (await call("PATCH", `/admin/collections/${second.json().id}`, { visit: 3 })).json(),
      ).toMatchObject({ visit: 3 });
    });

    it("still imports a file made from the older template (no visit column)", async () => {
      const old = `${TEMPLATE}\nFC-5001,K-A1,2025-03-01,500,1.250\n`;
      const res = await importCsv(old);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ rowCount: 1, totalCredit: 15.63 });
      const template = await call("GET", "/admin/collections/import-template.csv");
      expect(template.body.split("\r\n")[0]).toBe(`${TEMPLATE},visit`);
    });

    it("lists the problems of the first 100 bad rows and counts them all", async () => {
      const lines = [TEMPLATE];
      for (let i = 0; i < 150; i += 1) lines.push("FC-0000,K-A1,2025-03-01,,-1");
      const res = await importCsv(lines.join("\n"), true);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.detail).toBe(
        "The file has 300 problem(s) in 150 rows; nothing was imported. The first 100 rows with problems are listed; fix every bad row and try again.",
      );
      expect(body.problems).toHaveLength(200);
      expect(body.problems.at(-1)).toEqual({
        row: 101,
        column: "butts_kg",
        reason: "must not be negative",
      });
      expect([body.problemCount, body.problemRows]).toEqual([300, 150]);
    });

    it("refuses a file over the row limit at once, with the limit in the message", async () => {
      const row = "FC-5001,K-A1,2025-03-01,,1\n";
      const res = await importCsv(`${TEMPLATE}\n${row.repeat(200_001)}`, true);
      expect(res.statusCode).toBe(422);
      expect(res.json().problems).toEqual([
        {
          row: 0,
          column: "file",
          reason:
            "has 2,00,001 rows; the limit is 2,00,000 rows per file: split it into smaller files",
        },
      ]);
    });

    it.each([
      ["customer_code", "FC-50\u000001,K-A1,2025-03-02,,1"],
      ["kiosk_serial", "FC-5001,K-\u0000A1,2025-03-02,,1"],
      ["butts_kg", "FC-5001,K-A1,2025-03-02,,1\u0000"],
    ])("answers a NUL character in %s with a 400 naming the row", async (column, line) => {
      const res = await importCsv(`${TEMPLATE}\nFC-5001,K-A1,2025-03-01,,1\n${line}\n`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail: `Line 3 has a NUL character in ${column}; nothing was imported. Save the file again as plain CSV text and try again.`,
        errors: [{ field: column, message: "line 3: must not contain a NUL character" }],
      });
      expect(await count("collections")).toBe(0);
    });

    it("refuses a JSON body (415) and is staff only", async () => {
      const json = await call("POST", "/admin/collections/import", { rows: [] });
      expect(json.statusCode).toBe(415);
      const asCustomer = await ctx.app.inject({
        method: "POST",
        url: "/api/admin/collections/import",
        headers: { cookie: customerCookie, "content-type": "text/csv" },
        payload: clean,
      });
      expect(asCustomer.statusCode).toBe(403);
    });
  });
});
