import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin, TEST_PASSWORD } from "#api-test/console-calls.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCollection } from "../collections/collections.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { collectionCredits } from "./collection-credits.ts";
import { recordAdjustment, recordPayout } from "./ledger.service.ts";

/**
 * The money API on hand-computed figures. FC-8001 earns ₹300.00 a kg:
 *   28 Oct  1.250 kg  +₹375.00            (before the statement: its opening balance)
 *    3 Nov  0.620 kg  +₹186.00  → 561.00
 *    5 Nov  payout UTR123  −₹400.00 → 161.00
 *   10 Nov  adjustment     −₹25.50  → 135.50
 *   15 Nov  2.005 kg  +₹601.50  → 737.00
 */
describe("money API", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let viewer: string;
  let ownerB: string;
  let customerA: string;
  let collection3Nov: number;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const actor = { id: null, name: "Asha" };

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db(), sql.raw(`select count(*)::int as n from ${table}`)))[0]
      ?.n;
  const mailText = (mail: { text: string }) => Buffer.from(mail.text, "latin1").toString("utf8");

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
    // The last test's notices are sent first: a late one would land among this test's mails.
    await untilNoticesSent(db());
    await ctx.database.reset();
    const a = await createCustomer(db(), {
      code: "FC-8001",
      name: "Terrace Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "300.00",
    });
    const b = await createCustomer(db(), {
      code: "FC-8002",
      name: "Other Business",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    customerA = a.id;
    const kiosk = await addKiosk(db(), {
      customerId: a.id,
      label: "Terrace kiosk",
      installedOn: "2026-01-01",
    });
    const collect = (date: string, buttsKg: number) =>
      db().transaction((tx) =>
        createCollection(tx, collectionCredits, kiosk, { date, buttsKg }, actor),
      );
    await collect("2026-10-28", 1.25);
    collection3Nov = (await collect("2026-11-03", 0.62)).id;
    await recordPayout(
      db(),
      a,
      { amount: 400, date: "2026-11-05", reference: "UTR123", note: "" },
      actor,
    );
    await recordAdjustment(
      db(),
      a,
      { amount: -25.5, date: "2026-11-10", reason: "Scale read high on 3 Nov" },
      actor,
    );
    await collect("2026-11-15", 2.005);

    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, {
        email: "owner@terrace.example",
        name: "Ravi",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    await createLogin(db(), {
      email: "partner@terrace.example",
      name: "Meera",
      password: TEST_PASSWORD,
      role: "customer",
      customerId: a.id,
    });
    await createLogin(db(), {
      email: "viewer@terrace.example",
      name: "Vik",
      password: TEST_PASSWORD,
      role: "customer",
      customerId: a.id,
      businessRole: "viewer",
    });
    viewer = await sessionCookieFor(ctx.app, "viewer@terrace.example", TEST_PASSWORD);
    ownerB = (
      await signedInLogin(ctx, {
        email: "b@other.example",
        name: "B",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  const credit = (date: string, amount: number, balance: number, kg: string) => ({
    date,
    kind: "credit",
    amount,
    balance,
    description: `Collection at Terrace kiosk: ${kg} kg at ₹300.00/kg`,
    reference: "",
  });

  it("answers the balance: credits − payouts ± adjustments, today's rate and the last payout", async () => {
    const res = await call("GET", "/api/balance", undefined, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      balance: 737,
      ratePerKg: 300,
      credits: 1162.5,
      payouts: 400,
      adjustments: -25.5,
      lastPayout: { date: "2026-11-05", amount: 400, reference: "UTR123" },
    });
    // Staff read it in the support view; another business sees its own (nothing).
    const asStaff = await call("GET", "/api/balance?customerId=FC-8001");
    expect(asStaff.json().balance).toBe(737);
    const other = await call("GET", "/api/balance?customerId=FC-8001", undefined, ownerB);
    expect(other.json()).toEqual({
      balance: 0,
      ratePerKg: 10,
      credits: 0,
      payouts: 0,
      adjustments: 0,
      lastPayout: null,
    });
  });

  it("answers a statement from mid-month with its opening balance, running balances and totals", async () => {
    const res = await call(
      "GET",
      "/api/statement?startDate=2026-11-02&endDate=2026-11-30",
      undefined,
      owner,
    );
    expect(res.statusCode).toBe(200);
    const statement = res.json();
    expect(statement).toMatchObject({
      startDate: "2026-11-02",
      endDate: "2026-11-30",
      openingBalance: 375,
      credits: 787.5,
      payouts: 400,
      adjustments: -25.5,
      closingBalance: 737,
    });
    expect(statement.entries).toMatchObject([
      { ...credit("2026-11-03", 186, 561, "0.620"), collectionId: collection3Nov },
      {
        date: "2026-11-05",
        kind: "payout",
        amount: -400,
        balance: 161,
        description: "Payout: UTR123",
        collectionId: null,
        reference: "UTR123",
      },
      {
        date: "2026-11-10",
        kind: "adjustment",
        amount: -25.5,
        balance: 135.5,
        description: "Scale read high on 3 Nov",
        collectionId: null,
        reference: "",
      },
      credit("2026-11-15", 601.5, 737, "2.005"),
    ]);
    // A period before everything: nothing, from zero.
    const empty = await call(
      "GET",
      "/api/statement?startDate=2026-01-01&endDate=2026-01-31",
      undefined,
      owner,
    );
    expect(empty.json()).toMatchObject({ openingBalance: 0, closingBalance: 0, entries: [] });
    const bad = await call(
      "GET",
      "/api/statement?startDate=2026-11-30&endDate=2026-11-02",
      undefined,
      owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("endDate");
  });

  it("shows an edited collection's credit as it now is, at the rate kept from its day", async () => {
    // The business's rate rises after the credit; the edit keeps the 3 Nov rate (₹300.00).
    await db().execute(
      sql`update customers set benefit_rate_per_kg = 320.00 where id = ${customerA}`,
    );
    const edit = await call("PATCH", `/api/admin/collections/${collection3Nov}`, {
      buttsKg: 0.7,
    });
    expect(edit.statusCode).toBe(200);
    // 0.700 × 300 = 210.00 (was 186.00): every later balance is 24.00 higher.
    const statement = (
      await call("GET", "/api/statement?startDate=2026-11-02&endDate=2026-11-30", undefined, owner)
    ).json();
    expect(statement.entries).toMatchObject([
      credit("2026-11-03", 210, 585, "0.700"),
      { amount: -400, balance: 185 },
      { amount: -25.5, balance: 159.5 },
      credit("2026-11-15", 601.5, 761, "2.005"),
    ]);
    expect(statement).toMatchObject({ openingBalance: 375, credits: 811.5, closingBalance: 761 });
    // The balance card's rate is today's: a collection recorded now earns ₹320.00 a kg.
    expect((await call("GET", "/api/balance", undefined, owner)).json()).toMatchObject({
      balance: 761,
      ratePerKg: 320,
    });
  });

  it("exports the statement as CSV and Excel with the endpoint's figures", async () => {
    const query = "startDate=2026-11-02&endDate=2026-11-30";
    const statement = (await call("GET", `/api/statement?${query}`, undefined, owner)).json();

    const csv = await call("GET", `/api/statement.csv?${query}`, undefined, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="statement-FC-8001-2026-11-02-2026-11-30.csv"',
    );
    const lines: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), {
      relax_column_count: true,
    });
    expect(lines.slice(0, 2)).toEqual([
      ["Filtercycle — Statement"],
      ["Business", "Terrace Café (FC-8001)"],
    ]);
    expect(lines[2]).toEqual(["Period", "2026-11-02 to 2026-11-30"]);
    expect(lines[3]?.[0]).toBe("Generated");
    expect(lines[3]?.[1]).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m \(Asia\/Kolkata\)$/,
    );
    expect(lines.slice(4, 9)).toEqual([
      ["Opening balance", "375"],
      ["Credits", "787.5"],
      ["Payouts", "400"],
      ["Adjustments", "-25.5"],
      ["Closing balance", "737"],
    ]);
    expect(lines[10]).toEqual([
      "Date",
      "Type",
      "Description",
      "Reference",
      "Amount (₹)",
      "Balance (₹)",
    ]);
    expect(lines.slice(11)).toEqual([
      [
        "2026-11-03",
        "Credit",
        "Collection at Terrace kiosk: 0.620 kg at ₹300.00/kg",
        "",
        "186.00",
        "561.00",
      ],
      ["2026-11-05", "Payout", "Payout: UTR123", "UTR123", "-400.00", "161.00"],
      ["2026-11-10", "Adjustment", "Scale read high on 3 Nov", "", "-25.50", "135.50"],
      [
        "2026-11-15",
        "Credit",
        "Collection at Terrace kiosk: 2.005 kg at ₹300.00/kg",
        "",
        "601.50",
        "737.00",
      ],
    ]);
    const csvEntries = lines.slice(11);
    expect(csvEntries.map((l) => Number(l[5]))).toEqual(
      statement.entries.map((e: { balance: number }) => e.balance),
    );

    // The plain layout, for programs (issue 30): the header row and the rows, nothing else.
    const plain = await call("GET", `/api/statement.csv?${query}&layout=plain`, undefined, owner);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(plain.body).toBe(
      "Date,Type,Description,Reference,Amount (₹),Balance (₹)\r\n" +
        "2026-11-03,Credit,Collection at Terrace kiosk: 0.620 kg at ₹300.00/kg,,186.00,561.00\r\n" +
        "2026-11-05,Payout,Payout: UTR123,UTR123,-400.00,161.00\r\n" +
        "2026-11-10,Adjustment,Scale read high on 3 Nov,,-25.50,135.50\r\n" +
        "2026-11-15,Credit,Collection at Terrace kiosk: 2.005 kg at ₹300.00/kg,,601.50,737.00\r\n",
    );
    // The default is the spreadsheet form; an unknown layout is refused naming it.
    const spreadsheet = await call(
      "GET",
      `/api/statement.csv?${query}&layout=spreadsheet`,
      undefined,
      owner,
    );
    expect(spreadsheet.body).toBe(
      csv.body.replace(/Generated,"[^"]*"/, spreadsheet.body.match(/Generated,"[^"]*"/)?.[0] ?? ""),
    );
    const unknown = await call("GET", `/api/statement.csv?${query}&layout=json`, undefined, owner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toEqual(["layout"]);

    const xlsx = await call("GET", `/api/statement.xlsx?${query}`, undefined, owner);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toBe(
      'attachment; filename="statement-FC-8001-2026-11-02-2026-11-30.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Statement");
    expect(sheet?.getCell("B2").value).toBe("Terrace Café (FC-8001)");
    expect([5, 6, 7, 8, 9].map((r) => sheet?.getCell(`B${r}`).value)).toEqual([
      375, 787.5, 400, -25.5, 737,
    ]);
    expect(sheet?.getCell("A12").value).toEqual(new Date("2026-11-03T00:00:00Z"));
    expect([12, 13, 14, 15].map((r) => sheet?.getCell(`E${r}`).value)).toEqual([
      186, -400, -25.5, 601.5,
    ]);
    expect([12, 13, 14, 15].map((r) => sheet?.getCell(`F${r}`).value)).toEqual(
      statement.entries.map((e: { balance: number }) => e.balance),
    );

    // Another business's export is its own, whatever it names.
    const other = await call(
      "GET",
      `/api/statement.csv?${query}&customerId=FC-8001`,
      undefined,
      ownerB,
    );
    expect(other.headers["content-disposition"]).toBe(
      'attachment; filename="statement-FC-8002-2026-11-02-2026-11-30.csv"',
    );
    expect(other.body).not.toContain("Terrace");
    expect(other.body).not.toContain("UTR123");
  });

  it("takes an owner's request through approve and pay: ledger, balance and the e-mail", async () => {
    const asked = await call(
      "POST",
      "/api/payout_requests",
      { amount: 500, note: "For Diwali" },
      owner,
    );
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id;
    expect(asked.json()).toMatchObject({
      amount: 500,
      status: "requested",
      requestedBy: "Ravi",
      note: "For Diwali",
      paidOn: null,
      reference: "",
    });

    const open = await call("GET", "/api/admin/payout_requests");
    expect(open.json()).toMatchObject({
      total: 1,
      items: [
        { id, amount: 500, customerCode: "FC-8001", customerName: "Terrace Café", balance: 737 },
      ],
    });

    const approved = await call("POST", `/api/admin/payout_requests/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe("approved");
    expect((await call("POST", `/api/admin/payout_requests/${id}/approve`)).statusCode).toBe(409);

    const future = await call("POST", `/api/admin/payout_requests/${id}/pay`, {
      date: "2999-01-01",
      reference: "UTR-9981",
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe("date");

    const since = smtp.mails.length;
    const paid = await call("POST", `/api/admin/payout_requests/${id}/pay`, {
      date: today,
      reference: "UTR-9981",
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "paid",
      paidOn: today,
      reference: "UTR-9981",
      balance: 237,
    });

    const mine = (await call("GET", "/api/payout_requests", undefined, owner)).json();
    expect(mine.items).toMatchObject([
      { id, status: "paid", paidOn: today, reference: "UTR-9981", amount: 500 },
    ]);
    expect((await call("GET", "/api/balance", undefined, owner)).json()).toMatchObject({
      balance: 237,
      payouts: 900,
      lastPayout: { date: today, amount: 500, reference: "UTR-9981" },
    });
    const ledger = (
      await call("GET", "/api/admin/payouts?customerCode=FC-8001&kind=redemption")
    ).json();
    expect(ledger.items[0]).toMatchObject({ amount: 500, reference: "UTR-9981", date: today });
    const [audit] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where entity = 'payout' and action = 'create'`,
    );
    expect(audit?.n).toBe(2);

    // The requester and the other owner get the mail; the viewer does not.
    for (const to of ["owner@terrace.example", "partner@terrace.example"]) {
      const text = mailText(await smtp.nextMailTo(to, since));
      // The subject is an RFC 2047 encoded word (₹ is not ASCII): "Payout of ₹500.00 paid".
      expect(text).toMatch(/^Subject: =\?UTF-8\?Q\?Payout_of_₹500\.00_paid\?/m);
      expect(text).toContain("We paid ₹500.00 on ");
      expect(text).toContain("Reference: UTR-9981.");
      expect(text).toContain("Your balance is now ₹237.00.");
      expect(text).toContain("http://portal.test/dashboard");
      expect(text).not.toContain("Unsubscribe");
    }
    await untilNoticesSent(ctx.database.db);
    expect(smtp.mails.slice(since).filter((m) => m.to.includes("viewer@terrace.example"))).toEqual(
      [],
    );
    // Paid is final.
    const again = await call("POST", `/api/admin/payout_requests/${id}/decline`, { reason: "x" });
    expect(again.statusCode).toBe(409);
  });

  it("declines with a reason, and the business may then ask again", async () => {
    const id = (await call("POST", "/api/payout_requests", { amount: 100 }, owner)).json().id;
    const declined = await call("POST", `/api/admin/payout_requests/${id}/decline`, {
      reason: "Bank details missing",
    });
    expect(declined.statusCode).toBe(200);
    const mine = (await call("GET", "/api/payout_requests", undefined, owner)).json();
    expect(mine.items).toMatchObject([
      { id, status: "declined", declineReason: "Bank details missing", paidOn: null },
    ]);
    expect(
      (await call("POST", `/api/admin/payout_requests/${id}/pay`, { date: today, reference: "R" }))
        .statusCode,
    ).toBe(409);
    expect((await call("POST", "/api/payout_requests", { amount: 50 }, owner)).statusCode).toBe(
      201,
    );
    const declinedList = (await call("GET", "/api/admin/payout_requests?status=declined")).json();
    expect(declinedList.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await call("GET", "/api/balance", undefined, owner)).json().balance).toBe(737);
  });

  it("refuses viewers, staff, amounts over the balance and a second open request", async () => {
    const viewerTry = await call("POST", "/api/payout_requests", { amount: 10 }, viewer);
    expect(viewerTry.statusCode).toBe(403);
    const staffTry = await call("POST", "/api/payout_requests?customerId=FC-8001", { amount: 10 });
    expect(staffTry.statusCode).toBe(403);

    const over = await call("POST", "/api/payout_requests", { amount: 737.01 }, owner);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      { field: "amount", message: "must not be more than your balance of ₹737.00" },
    ]);
    expect(await count("payout_requests")).toBe(0);

    expect((await call("POST", "/api/payout_requests", { amount: 737 }, owner)).statusCode).toBe(
      201,
    );
    const second = await call("POST", "/api/payout_requests", { amount: 5 }, owner);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain("open payout request of ₹737.00");
    expect(await count("payout_requests")).toBe(1);

    // Another business sees none of it and cannot act on it.
    expect((await call("GET", "/api/payout_requests", undefined, ownerB)).json()).toEqual({
      items: [],
      page: 1,
      pageSize: 50,
      total: 0,
    });
    expect((await call("GET", "/api/admin/payout_requests", undefined, ownerB)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/api/admin/payout_requests/999999/approve")).statusCode).toBe(404);
  });
});
