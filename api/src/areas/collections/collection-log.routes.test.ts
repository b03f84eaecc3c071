import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";

/**
 * The kiosk table, the collection log and "Report a problem" on hand-computed figures.
 * FC-8001 earns ₹10 a kg. The period 15 March – 20 May 2026 starts mid-month:
 * - Bar: 2.000 kg on 10 Mar (before the period), 1.000 kg / 400 butts on 15 Mar, 2.000 kg /
 *   900 on 20 May, 5.000 kg on 25 May (after it), 0.500 kg on 5 Dec 2025 → 3 kg, 1,300 butts.
 * - Gate: 0.600 kg / 200 (estimated) on 2 Apr, 0.400 kg / 150 on 20 May → 1 kg, 350 butts.
 * - Patio (removed 1 Apr, so in place in the period): 0.400 kg on 10 Feb only → 0 kg.
 * - Old (removed 10 Mar, before the period): not listed.
 * Period: 4 kg, 1,650 butts; shares 0.75, 0.25, 0.
 */
describe("insight API", () => {
  let ctx: TestContext;
  let staff: string;
  let ownerA: string;
  let viewerA: string;
  let ownerB: string;
  let customerA: string;
  let kioskBar: { id: string; customerId: string };
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const period = "startDate=2026-03-15&endDate=2026-05-20";

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = ownerA) =>
    injectJson(ctx.app, method, url, body, cookie);
  /** Records collections of a kiosk at ₹10 a kg, with their credits. */
  const collect = (
    kiosk: { id: string; customerId: string },
    rows: {
      collectedOn: string;
      buttsKg: string;
      buttsCount: number;
      buttsCountEstimated?: boolean;
    }[],
  ) =>
    recordCollections(
      db(),
      kiosk,
      "10.00",
      rows.map((row) => ({ ...row, kioskId: kiosk.id })),
    );
  const idOf = async (kioskId: string, date: string) =>
    Number(
      (
        await queryRows<{ id: string }>(
          db(),
          sql`select id::text as id from collections where kiosk_id = ${kioskId} and collected_on = ${date}::date order by id`,
        )
      ).at(-1)?.id,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    const a = await createCustomer(db(), {
      code: "FC-8001",
      name: "Harbour Café",
      city: "Kochi",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const b = await createCustomer(db(), {
      code: "FC-8002",
      name: "Other Bar",
      city: "Pune",
      serviceType: "S",
      businessType: "B",
    });
    customerA = a.id;
    const kiosk = async (
      customerId: string,
      label: string,
      installedOn: string,
      removedOn?: string,
    ) => {
      const row = await addKiosk(db(), {
        customerId,
        label,
        installedOn,
        removedOn: removedOn ?? null,
        location: `${label} side`,
        serial: `S-${label}`,
      });
      return { id: row.id, customerId };
    };
    kioskBar = await kiosk(a.id, "Bar", "2025-12-01");
    const gate = await kiosk(a.id, "Gate", "2026-01-10");
    const patio = await kiosk(a.id, "Patio", "2025-11-01", "2026-04-01");
    const old = await kiosk(a.id, "Old", "2025-10-01", "2026-03-10");
    const other = await kiosk(b.id, "Elsewhere", "2025-10-01");
    const row = (collectedOn: string, buttsKg: string, buttsCount: number, estimated = false) => ({
      collectedOn,
      buttsKg,
      buttsCount,
      buttsCountEstimated: estimated,
    });
    await collect(kioskBar, [
      row("2025-12-05", "0.500", 200),
      row("2026-03-10", "2.000", 800),
      row("2026-03-15", "1.000", 400),
      row("2026-05-20", "2.000", 900),
      row("2026-05-25", "5.000", 2000),
    ]);
    await collect(gate, [row("2026-04-02", "0.600", 200, true), row("2026-05-20", "0.400", 150)]);
    await collect(patio, [row("2025-11-20", "0.300", 100), row("2026-02-10", "0.400", 150)]);
    await collect(old, [row("2026-03-01", "0.500", 200)]);
    await collect(other, [row("2026-04-01", "9.000", 3000)]);

    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    ownerA = (
      await signedInLogin(ctx, {
        email: "owner@harbour.example",
        name: "Meera Nair",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    await createLogin(db(), {
      email: "viewer@harbour.example",
      name: "Vik",
      password: "Correct-Horse-1",
      role: "customer",
      customerId: a.id,
      businessRole: "viewer",
    });
    viewerA = await sessionCookieFor(ctx.app, "viewer@harbour.example", "Correct-Horse-1");
    ownerB = (
      await signedInLogin(ctx, {
        email: "owner@other.example",
        name: "B",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  const zeroTrend = [
    "2025-12-01",
    "2026-01-01",
    "2026-02-01",
    "2026-03-01",
    "2026-04-01",
    "2026-05-01",
  ];
  const trend = (kg: number[]) => zeroTrend.map((month, i) => ({ month, buttsKg: kg[i] }));

  it("breaks the period down by kiosk: shares, last pickups and six months of kg", async () => {
    const res = await call("GET", `/api/kiosk_breakdown?${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      startDate: "2026-03-15",
      endDate: "2026-05-20",
      buttsCount: 1650,
      buttsKg: 4,
      kiosks: [
        {
          kioskId: kioskBar.id,
          label: "Bar",
          location: "Bar side",
          serial: "S-Bar",
          installedOn: "2025-12-01",
          removedOn: null,
          buttsCount: 1300,
          buttsKg: 3,
          share: 0.75,
          lastPickupOn: "2026-05-20",
          trend: trend([0.5, 0, 0, 3, 0, 2]),
        },
        expect.objectContaining({
          label: "Gate",
          buttsCount: 350,
          buttsKg: 1,
          share: 0.25,
          lastPickupOn: "2026-05-20",
          trend: trend([0, 0, 0, 0, 0.6, 0.4]),
        }),
        expect.objectContaining({
          label: "Patio",
          removedOn: "2026-04-01",
          buttsCount: 0,
          buttsKg: 0,
          share: 0,
          lastPickupOn: "2026-02-10",
          trend: trend([0, 0, 0.4, 0, 0, 0]),
        }),
      ],
    });
    // Staff in the support view see the same; a period with nothing gives shares of 0.
    const asStaff = await call(
      "GET",
      `/api/kiosk_breakdown?${period}&customerId=FC-8001`,
      undefined,
      staff,
    );
    expect(asStaff.json().buttsKg).toBe(4);
    const empty = await call("GET", "/api/kiosk_breakdown?startDate=2026-01-11&endDate=2026-01-31");
    expect(
      empty.json().kiosks.map((k: { label: string; share: number }) => [k.label, k.share]),
    ).toEqual([
      ["Bar", 0],
      ["Gate", 0],
      ["Old", 0],
      ["Patio", 0],
    ]);
    const bad = await call("GET", "/api/kiosk_breakdown?startDate=2026-05-20&endDate=2026-03-15");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("endDate");
  });

  it("writes the kiosk CSV's shares rounded as on screen, and unrounded in the plain layout", async () => {
    // 15 Mar – 30 Apr 2026: Bar 1.000 kg, Gate 0.600 kg, of 1.600 kg → 1/1.6 = 0.625 and
    // 0.6/1.6 = 0.375, shown 63% and 38% (half up; together 101%, as on screen).
    const spring = "startDate=2026-03-15&endDate=2026-04-30";
    const shares = async (query: string, layout: "spreadsheet" | "plain") => {
      const res = await call("GET", `/api/kiosk_breakdown.csv?${query}&layout=${layout}`);
      const lines: string[][] = parse(res.body.replace(/^\uFEFF/, ""), {
        relax_column_count: true,
      });
      const header = lines.findIndex((line) => line[0] === "Kiosk");
      return lines.slice(header + 1).map((line) => [line[0], line[7]]);
    };
    expect(await shares(spring, "spreadsheet")).toEqual([
      ["Bar", "63%"],
      ["Gate", "38%"],
      ["Patio", "0%"],
    ]);
    expect(await shares(spring, "plain")).toEqual([
      ["Bar", "0.625"],
      ["Gate", "0.375"],
      ["Patio", "0"],
    ]);
    // 21 May – 30 Jun 2026: Bar 5.000 kg (25 May) and Gate 0.020 kg (10 Jun), of 5.020 kg →
    // 5000/5020 = 0.99601… (100%) and 20/5020 = 0.00398… (below 1%: one decimal, 0.4%).
    const [gate] = await queryRows<{ id: string }>(
      db(),
      sql`select id from kiosks where label = 'Gate' and customer_id = ${customerA}`,
    );
    await collect({ id: String(gate?.id), customerId: customerA }, [
      { collectedOn: "2026-06-10", buttsKg: "0.020", buttsCount: 8 },
    ]);
    const june = "startDate=2026-05-21&endDate=2026-06-30";
    expect(await shares(june, "spreadsheet")).toEqual([
      ["Bar", "100%"],
      ["Gate", "0.4%"],
    ]);
    expect(await shares(june, "plain")).toEqual([
      ["Bar", "0.9960159362549801"],
      ["Gate", "0.00398406374501992"],
    ]);
    // The screen's figures are the JSON's shares, rounded the same way.
    const json = (await call("GET", `/api/kiosk_breakdown?${june}`)).json();
    expect(json.kiosks.map((k: { share: number }) => k.share)).toEqual([
      0.9960159362549801, 0.00398406374501992,
    ]);
  });

  it("exports the kiosk table as CSV and Excel with the JSON's figures", async () => {
    const csv = await call("GET", `/api/kiosk_breakdown.csv?${period}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="kiosks-FC-8001-2026-03-15-2026-05-20.csv"',
    );
    const lines: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), { relax_column_count: true });
    expect(lines[1]).toEqual(["Business", "Harbour Café (FC-8001)"]);
    expect(lines[2]).toEqual(["Period", "2026-03-15 to 2026-05-20"]);
    const header = lines.findIndex((line) => line[0] === "Kiosk");
    expect(lines.slice(header)).toEqual([
      [
        "Kiosk",
        "Location",
        "Serial",
        "Installed",
        "Removed",
        "Butts",
        "kg",
        "Share",
        "Last pickup",
      ],
      // Shares rounded as the dashboard shows them (issue 30); the plain file below keeps 0.75.
      ["Bar", "Bar side", "S-Bar", "2025-12-01", "", "1300", "3", "75%", "2026-05-20"],
      ["Gate", "Gate side", "S-Gate", "2026-01-10", "", "350", "1", "25%", "2026-05-20"],
      ["Patio", "Patio side", "S-Patio", "2025-11-01", "2026-04-01", "0", "0", "0%", "2026-02-10"],
    ]);
    // The plain layout, for programs (issue 30): no byte-order mark, no title lines.
    const plain = await call("GET", `/api/kiosk_breakdown.csv?${period}&layout=plain`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-disposition"]).toBe(
      'attachment; filename="kiosks-FC-8001-2026-03-15-2026-05-20.csv"',
    );
    expect(plain.body).toBe(
      "Kiosk,Location,Serial,Installed,Removed,Butts,kg,Share,Last pickup\r\n" +
        "Bar,Bar side,S-Bar,2025-12-01,,1300,3,0.75,2026-05-20\r\n" +
        "Gate,Gate side,S-Gate,2026-01-10,,350,1,0.25,2026-05-20\r\n" +
        "Patio,Patio side,S-Patio,2025-11-01,2026-04-01,0,0,0,2026-02-10\r\n",
    );

    const xlsx = await ctx.app.inject({
      method: "GET",
      url: `/api/kiosk_breakdown.xlsx?${period}`,
      headers: { cookie: ownerA },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Kiosks");
    if (!sheet) throw new Error("no Kiosks sheet");
    const rowOf = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(rowOf(header + 1)[0]).toBe("Kiosk");
    expect(rowOf(header + 2)).toEqual([
      "Bar",
      "Bar side",
      "S-Bar",
      new Date("2025-12-01T00:00:00Z"),
      undefined,
      1300,
      3,
      0.75,
      new Date("2026-05-20T00:00:00Z"),
    ]);
    expect(rowOf(header + 3).slice(5, 8)).toEqual([350, 1, 0.25]);
  });

  it("lists the period's collections newest first (ties: newest id), paged, with credits", async () => {
    const barMay = await idOf(kioskBar.id, "2026-05-20");
    const first = await call("GET", `/api/collections?${period}&page=1&pageSize=3`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(4);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(3);
    expect(
      body.items.map((i: Record<string, unknown>) => [
        i.date,
        i.kioskLabel,
        i.buttsCount,
        i.buttsKg,
        i.estimated,
        i.credit,
        i.canReport,
        i.reportedAt,
      ]),
    ).toEqual([
      ["2026-05-20", "Gate", 150, 0.4, false, 4, false, null],
      ["2026-05-20", "Bar", 900, 2, false, 20, false, null],
      ["2026-04-02", "Gate", 200, 0.6, true, 6, false, null],
    ]);
    expect(body.items[1].id).toBe(barMay);
    expect(body.items[0].id).toBeGreaterThan(barMay);
    const second = await call("GET", `/api/collections?${period}&page=2&pageSize=3`);
    expect(
      second.json().items.map((i: { date: string; kioskLabel: string }) => [i.date, i.kioskLabel]),
    ).toEqual([["2026-03-15", "Bar"]]);
    expect(second.json().total).toBe(4);

    // The other business sees only its own.
    const other = await call("GET", `/api/collections?${period}`, undefined, ownerB);
    expect(other.json().items.map((i: { kioskLabel: string }) => i.kioskLabel)).toEqual([
      "Elsewhere",
    ]);
    expect(other.json().total).toBe(1);
  });

  it("exports every collection of the period, unpaged, as CSV and Excel", async () => {
    const csv = await call("GET", `/api/collections.csv?${period}`);
    expect(csv.statusCode).toBe(200);
    const lines: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), { relax_column_count: true });
    const header = lines.findIndex((line) => line[0] === "Date");
    const ids = await Promise.all([
      idOf(kioskBar.id, "2026-05-20"),
      idOf(kioskBar.id, "2026-03-15"),
    ]);
    expect(lines.slice(header).map((line) => line.slice(0, 6))).toEqual([
      ["Date", "Kiosk", "Butts", "Estimated", "kg", "Credit (₹)"],
      ["2026-05-20", "Gate", "150", "No", "0.4", "4.00"],
      ["2026-05-20", "Bar", "900", "No", "2", "20.00"],
      ["2026-04-02", "Gate", "200", "Yes", "0.6", "6.00"],
      ["2026-03-15", "Bar", "400", "No", "1", "10.00"],
    ]);
    expect(lines[header + 2]?.[6]).toBe(String(ids[0]));
    expect(lines[header + 4]?.[6]).toBe(String(ids[1]));
    // Entered without a pickup's bag code: nothing to follow (custody-wording.ts).
    expect(lines[header]?.[7]).toBe("Where it is now");
    expect(lines[header + 1]?.[7]).toBe("Recorded without a bag code");

    const xlsx = await ctx.app.inject({
      method: "GET",
      url: `/api/collections.xlsx?${period}`,
      headers: { cookie: ownerA },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Collections");
    if (!sheet) throw new Error("no Collections sheet");
    expect((sheet.getRow(header + 3).values as unknown[]).slice(1, 7)).toEqual([
      new Date("2026-05-20T00:00:00Z"),
      "Bar",
      900,
      false,
      2,
      20,
    ]);
    expect(sheet?.rowCount).toBe(header + 5);
  });

  describe("Report a problem", () => {
    let day30: number;
    let day31: number;
    const recent = () => `startDate=${addDays(today, -31)}&endDate=${today}`;

    beforeEach(async () => {
      const kiosk = await addKiosk(db(), {
        customerId: customerA,
        label: "Terrace",
        installedOn: addDays(today, -60),
      });
      const ref = { id: kiosk.id, customerId: customerA };
      await collect(ref, [
        { collectedOn: addDays(today, -31), buttsKg: "1.250", buttsCount: 500 },
        { collectedOn: addDays(today, -30), buttsKg: "0.750", buttsCount: 300 },
      ]);
      day31 = await idOf(kiosk.id, addDays(today, -31));
      day30 = await idOf(kiosk.id, addDays(today, -30));
    });

    it("may be reported up to day 30; the report reaches the staff inbox with the collection", async () => {
      const log = (await call("GET", `/api/collections?${recent()}`)).json();
      expect(log.items.map((i: { id: number; canReport: boolean }) => [i.id, i.canReport])).toEqual(
        [
          [day30, true],
          [day31, false],
        ],
      );

      const res = await call("POST", `/api/collections/${day30}/problem`, {
        message: "Only one of our two bags was taken.",
      });
      expect(res.statusCode).toBe(201);
      const { id, reportedAt } = res.json();

      const after = (await call("GET", `/api/collections?${recent()}`)).json();
      expect(after.items[0].reportedAt).toBe(reportedAt);
      expect(after.items[1].reportedAt).toBeNull();
      // A viewer of the business sees the report too; the other business never does.
      const asViewer = (
        await call("GET", `/api/collections?${recent()}`, undefined, viewerA)
      ).json();
      expect(asViewer.items[0].reportedAt).toBe(reportedAt);

      const inbox = await call("GET", "/api/admin/inbox?kind=collection", undefined, staff);
      expect(inbox.statusCode).toBe(200);
      expect(inbox.json().items).toEqual([
        {
          kind: "collection",
          id,
          receivedAt: reportedAt,
          handledAt: null,
          email: "owner@harbour.example",
          phone: null,
          message: "Only one of our two bags was taken.",
          reporterName: "Meera Nair",
          customerCode: "FC-8001",
          customerName: "Harbour Café",
          collection: {
            id: day30,
            date: addDays(today, -30),
            kioskLabel: "Terrace",
            buttsCount: 300,
            buttsKg: 0.75,
            credit: 7.5,
          },
        },
      ]);
      expect(inbox.json().openCount).toBe(1);
      const other = await call("GET", "/api/admin/inbox?kind=contact", undefined, staff);
      expect(other.json().items).toEqual([]);

      const handled = await call("PATCH", `/api/admin/inbox/${id}`, { handled: true }, staff);
      expect(handled.statusCode).toBe(200);
      expect(handled.json().kind).toBe("collection");
      expect(handled.json().collection.credit).toBe(7.5);
      expect(handled.json().handledAt).not.toBeNull();
      const open = await call("GET", "/api/admin/inbox?status=open", undefined, staff);
      expect(open.json().openCount).toBe(0);
    });

    it("keeps one open report per collection: a second is answered 200 with the first; once handled, a new one is stored", async () => {
      const first = await call("POST", `/api/collections/${day30}/problem`, {
        message: "Only one of our two bags was taken.",
      });
      expect(first.statusCode).toBe(201);
      const second = await call("POST", `/api/collections/${day30}/problem`, {
        message: "Still waiting for the second bag.",
      });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const stored = async () =>
        queryRows<{ message: string; open: boolean }>(
          db(),
          sql`select message, handled_at is null as open from collection_problem_reports order by created_at`,
        );
      expect(await stored()).toEqual([
        { message: "Only one of our two bags was taken.", open: true },
      ]);

      const handled = await call(
        "PATCH",
        `/api/admin/inbox/${first.json().id}`,
        { handled: true },
        staff,
      );
      expect(handled.statusCode).toBe(200);
      const third = await call("POST", `/api/collections/${day30}/problem`, {
        message: "The bag is missing again.",
      });
      expect(third.statusCode).toBe(201);
      expect(third.json().id).not.toBe(first.json().id);
      expect(await stored()).toEqual([
        { message: "Only one of our two bags was taken.", open: false },
        { message: "The bag is missing again.", open: true },
      ]);
    });

    it("refuses day 31 (409), viewers and staff (403), another business's collection (404), an empty message (400)", async () => {
      const count = async () =>
        (
          await queryRows<{ n: number }>(
            db(),
            sql`select count(*)::int as n from collection_problem_reports`,
          )
        )[0]?.n;
      const message = { message: "Wrong weight" };
      const old = await call("POST", `/api/collections/${day31}/problem`, message);
      expect(old.statusCode).toBe(409);
      expect(old.json().detail).toBe(
        `This collection (${addDays(today, -31)}) is more than 30 days old: problems can be reported within 30 days. Contact Filtercycle support about it.`,
      );
      const viewer = await call("POST", `/api/collections/${day30}/problem`, message, viewerA);
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json().detail).toBe("Only an owner of this business can do this.");
      const asStaff = await call(
        "POST",
        `/api/collections/${day30}/problem?customerId=FC-8001`,
        message,
        staff,
      );
      expect(asStaff.statusCode).toBe(403);
      const other = await call("POST", `/api/collections/${day30}/problem`, message, ownerB);
      expect(other.statusCode).toBe(404);
      expect(other.json().detail).toBe("No collection of your business has this id.");
      const empty = await call("POST", `/api/collections/${day30}/problem`, { message: "  " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors[0].field).toBe("message");
      expect(await count()).toBe(0);
    });
  });
});
