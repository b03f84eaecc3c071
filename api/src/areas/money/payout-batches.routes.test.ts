import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, type Method } from "#api-test/console-calls.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import {
  approvedRequest,
  savePayees,
  seedPayoutBusinesses,
} from "#api-test/payout-batch-fixtures.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { writeSetting } from "../settings/settings.service.ts";

/**
 * Payee details and payouts in batches (issue 25), on the hand-computed businesses of
 * test/payout-batch-fixtures.ts: Terrace ₹601.50 (asks ₹500.00, bank), Sum Café ₹308.50 (asks
 * ₹300.25, UPI), Corner Stall ₹150.00 (asks ₹100.00, no payee details).
 */
describe("payee details and payout batches", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let biz: Awaited<ReturnType<typeof seedPayoutBusinesses>>;

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = biz.staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const mailText = (mail: { text: string }) => Buffer.from(mail.text, "latin1").toString("utf8");
  /** Mails received so far to `to` (after a moment for the queue). */
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));
  /** The text of the first mail to `to` that says `words`, once the queue has sent it. */
  const mailWith = async (to: string, words: string) => {
    for (let waited = 0; waited < 15_000; waited += 100) {
      const mail = mailsTo(to).find((m) => mailText(m).includes(words));
      if (mail) return mailText(mail);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} says "${words}"`);
  };

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
    smtp.mails.length = 0;
    biz = await seedPayoutBusinesses(ctx);
  });

  describe("payee details", () => {
    it("are read and replaced by admins; a customer gets 403 on both", async () => {
      expect((await call("GET", "/api/admin/customers/FC-8101/payee")).json()).toEqual({
        accountHolderName: "",
        bankAccountNumber: "",
        ifsc: "",
        upiId: "",
        pan: "",
        gstin: "",
        updatedAt: null,
        updatedBy: null,
      });
      const put = await call("PUT", "/api/admin/customers/fc-8101/payee", {
        accountHolderName: "Terrace Café LLP",
        bankAccountNumber: "50100123456789",
        ifsc: "hdfc0001234",
        pan: "AAPFU0939F",
        gstin: "27AAPFU0939F1ZV",
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        accountHolderName: "Terrace Café LLP",
        bankAccountNumber: "50100123456789",
        ifsc: "HDFC0001234",
        upiId: "",
        pan: "AAPFU0939F",
        gstin: "27AAPFU0939F1ZV",
        updatedBy: "Asha",
      });
      expect((await call("GET", "/api/admin/customers/FC-8101/payee")).json()).toEqual(put.json());

      const owner = biz.terrace.owner;
      const read = await call("GET", "/api/admin/customers/FC-8101/payee", undefined, owner);
      expect(read.statusCode).toBe(403);
      const write = await call("PUT", "/api/admin/customers/FC-8101/payee", {}, owner);
      expect(write.statusCode).toBe(403);
      expect((await call("GET", "/api/admin/customers/FC-8101/payee")).json().pan).toBe(
        "AAPFU0939F",
      );
    });

    it("audits each change with the account number masked and mails the owners which fields changed", async () => {
      await call("PUT", "/api/admin/customers/FC-8101/payee", {
        accountHolderName: "Terrace Café LLP",
        bankAccountNumber: "50100123456789",
        ifsc: "HDFC0001234",
      });
      await call("PUT", "/api/admin/customers/FC-8101/payee", {
        accountHolderName: "Terrace Café LLP",
        bankAccountNumber: "50100987654321",
        ifsc: "HDFC0001234",
        upiId: "terrace@okhdfcbank",
      });
      // The same details again: no entry, no mail.
      await call("PUT", "/api/admin/customers/FC-8101/payee", {
        accountHolderName: "Terrace Café LLP",
        bankAccountNumber: "50100987654321",
        ifsc: "HDFC0001234",
        upiId: "terrace@okhdfcbank",
      });
      const audit = await rows<{ action: string; before: unknown; after: unknown }>(
        sql`select action, before, after from audit_log where entity = 'payee details' order by id`,
      );
      expect(audit).toEqual([
        {
          action: "create",
          before: null,
          after: {
            accountHolderName: "Terrace Café LLP",
            bankAccountNumber: "••••6789",
            ifsc: "HDFC0001234",
            upiId: "",
            pan: "",
            gstin: "",
          },
        },
        {
          action: "update",
          before: {
            accountHolderName: "Terrace Café LLP",
            bankAccountNumber: "••••6789",
            ifsc: "HDFC0001234",
            upiId: "",
            pan: "",
            gstin: "",
          },
          after: {
            accountHolderName: "Terrace Café LLP",
            bankAccountNumber: "••••4321",
            ifsc: "HDFC0001234",
            upiId: "terrace@okhdfcbank",
            pan: "",
            gstin: "",
          },
        },
      ]);
      // No digit run of the full number anywhere in the audit log.
      const [stored] = await rows<{ n: number }>(
        sql`select count(*)::int as n from audit_log where after::text like '%50100%' or before::text like '%50100%'`,
      );
      expect(stored?.n).toBe(0);

      await mailWith(
        "owner1@biz.example",
        "Filtercycle changed where your payouts are paid: Account holder name, Bank account number, IFSC.",
      );
      const second = await mailWith(
        "owner1@biz.example",
        "where your payouts are paid: Bank account number, UPI ID.",
      );
      expect(second).not.toContain("50100");
      await untilNoticesSent(db());
      expect(mailsTo("owner1@biz.example")).toHaveLength(2);
      expect(mailsTo("owner2@biz.example")).toHaveLength(0);
    });

    it("refuses a GSTIN with a wrong check character and a half bank account, naming the fields, and keeps what was stored", async () => {
      await call("PUT", "/api/admin/customers/FC-8101/payee", { upiId: "terrace@okhdfcbank" });
      const wrong = await call("PUT", "/api/admin/customers/FC-8101/payee", {
        upiId: "other@okicici",
        bankAccountNumber: "50100123456789",
        gstin: "27AAPFU0939F1ZW",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers["content-type"]).toContain("application/problem+json");
      expect(wrong.json().errors).toEqual([
        {
          field: "gstin",
          message:
            "is not a valid GSTIN: its check character (the 15th) should be V; check for a typing mistake",
        },
        {
          field: "accountHolderName",
          message: "is required with a bank account (holder name, account number and IFSC)",
        },
        {
          field: "ifsc",
          message: "is required with a bank account (holder name, account number and IFSC)",
        },
      ]);
      expect((await call("GET", "/api/admin/customers/FC-8101/payee")).json().upiId).toBe(
        "terrace@okhdfcbank",
      );
      expect((await call("PUT", "/api/admin/customers/FC-9999/payee", {})).statusCode).toBe(404);
    });
  });

  describe("payout batches", () => {
    let requests: { terrace: number; sum: number; corner: number };
    beforeEach(async () => {
      await savePayees(ctx, biz.staff);
      requests = {
        terrace: await approvedRequest(ctx, biz.terrace.owner, biz.staff, 500),
        sum: await approvedRequest(ctx, biz.sum.owner, biz.staff, 300.25),
        corner: await approvedRequest(ctx, biz.corner.owner, biz.staff, 100),
      };
    });
    const makeBatch = () =>
      call("POST", "/api/admin/payout_batches", {
        source: "requests",
        requestIds: [requests.corner, requests.sum, requests.terrace],
      });

    it("lists each approved request's line, the business without payee details as blocked, and writes the exact bank file and UPI list", async () => {
      const made = await makeBatch();
      expect(made.statusCode).toBe(201);
      const batch = made.json();
      expect(batch).toMatchObject({
        id: 1,
        source: "requests",
        status: "open",
        createdBy: "Asha",
        paidOn: null,
        total: 800.25,
        payable: 2,
        blocked: 1,
      });
      expect(batch.items).toEqual([
        {
          id: expect.any(Number),
          customerCode: "FC-8101",
          customerName: "Terrace Café",
          requestId: requests.terrace,
          amount: 500,
          state: "pending",
          blockedReason: "",
          channel: "bank",
          beneficiaryName: "Terrace Café, LLP",
          bankAccount: "••••6789",
          ifsc: "HDFC0001234",
          upiId: "",
          reference: "FCB1-FC-8101",
        },
        {
          id: expect.any(Number),
          customerCode: "FC-8102",
          customerName: "@Sum Café",
          requestId: requests.sum,
          amount: 300.25,
          state: "pending",
          blockedReason: "",
          channel: "upi",
          beneficiaryName: "@Sum Café",
          bankAccount: "",
          ifsc: "",
          upiId: "sumcafe@okicici",
          reference: "FCB1-FC-8102",
        },
        {
          id: expect.any(Number),
          customerCode: "FC-8103",
          customerName: "Corner Stall",
          requestId: requests.corner,
          amount: 100,
          state: "blocked",
          blockedReason: "No payee details: add a bank account or a UPI ID on the customer's page.",
          channel: "",
          beneficiaryName: "Corner Stall",
          bankAccount: "",
          ifsc: "",
          upiId: "",
          reference: "FCB1-FC-8103",
        },
      ]);

      const bank = await call("GET", "/api/admin/payout_batches/1/bank.csv");
      expect(bank.statusCode).toBe(200);
      expect(bank.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(bank.headers["content-disposition"]).toBe(
        'attachment; filename="payout-batch-1-bank.csv"',
      );
      expect(bank.body).toBe(
        "Beneficiary name,Account number,IFSC,Amount,Reference\r\n" +
          '"Terrace Café, LLP",50100123456789,HDFC0001234,500.00,FCB1-FC-8101\r\n',
      );
      const upi = await call("GET", "/api/admin/payout_batches/1/upi.csv");
      // A name starting with @ would run as a formula in a spreadsheet: it gets an apostrophe.
      expect(upi.body).toBe(
        "Beneficiary name,UPI ID,Amount,Reference\r\n'@Sum Café,sumcafe@okicici,300.25,FCB1-FC-8102\r\n",
      );
      const customer = await call(
        "GET",
        "/api/admin/payout_batches/1/bank.csv",
        undefined,
        biz.terrace.owner,
      );
      expect(customer.statusCode).toBe(403);
    });

    it("carries a UPI ID unchanged: one starting with a sign is refused, and one stored under the older rule is blocked", async () => {
      const refused = await call("PUT", "/api/admin/customers/FC-8102/payee", {
        upiId: "-biz.0@oksbi",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        {
          field: "upiId",
          message:
            "must be a UPI ID: name@handle, the name starting with a letter or digit (e.g. terracecafe@okhdfcbank)",
        },
      ]);
      expect((await call("GET", "/api/admin/customers/FC-8102/payee")).json().upiId).toBe(
        "sumcafe@okicici",
      );
      // Saved before the rule refused a leading sign: no payment file may carry it changed.
      await db().execute(
        sql`update payee_details set upi_id = '-biz.0@oksbi' where customer_id = (select id from customers where code = 'FC-8102')`,
      );
      const batch = (await makeBatch()).json();
      expect(
        batch.items.map((i: { customerCode: string; state: string; blockedReason: string }) => [
          i.customerCode,
          i.state,
          i.blockedReason,
        ]),
      ).toEqual([
        ["FC-8101", "pending", ""],
        [
          "FC-8102",
          "blocked",
          "The payee details do not match their formats: correct them on the customer's page.",
        ],
        [
          "FC-8103",
          "blocked",
          "No payee details: add a bank account or a UPI ID on the customer's page.",
        ],
      ]);
      const upi = await call("GET", `/api/admin/payout_batches/${batch.id}/upi.csv`);
      expect(upi.body).toBe("Beneficiary name,UPI ID,Amount,Reference\r\n");
    });

    it("marking it paid records each payout with its reference once, pays the requests and mails each receipt once; again changes nothing", async () => {
      await makeBatch();
      const paid = await call("POST", "/api/admin/payout_batches/1/pay", { date: "2026-11-20" });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: "paid", paidOn: "2026-11-20", paidBy: "Asha" });
      expect(paid.json().items.map((i: { state: string }) => i.state)).toEqual([
        "paid",
        "paid",
        "blocked",
      ]);
      const again = await call("POST", "/api/admin/payout_batches/1/pay", { date: "2026-11-21" });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(paid.json());

      const payouts = await rows<{
        code: string;
        amount: string;
        occurred_on: string;
        reference: string;
      }>(
        sql`select c.code, b.amount::text as amount, b.occurred_on::text as occurred_on, b.reference
            from benefit_transactions b join customers c on c.id = b.customer_id
            where b.kind = 'redemption' order by c.code`,
      );
      expect(payouts).toEqual([
        { code: "FC-8101", amount: "500.00", occurred_on: "2026-11-20", reference: "FCB1-FC-8101" },
        { code: "FC-8102", amount: "300.25", occurred_on: "2026-11-20", reference: "FCB1-FC-8102" },
      ]);
      // 601.50 − 500.00 = 101.50; 308.50 − 300.25 = 8.25; Corner Stall keeps 150.00.
      const balance = async (code: string) =>
        (await call("GET", `/api/admin/customers/${code}/balance`)).json().balance;
      expect([
        await balance("FC-8101"),
        await balance("FC-8102"),
        await balance("FC-8103"),
      ]).toEqual([101.5, 8.25, 150]);
      const statuses = await call("GET", "/api/admin/payout_requests?status=all");
      expect(
        statuses
          .json()
          .items.map((r: { customerCode: string; status: string; reference: string }) => [
            r.customerCode,
            r.status,
            r.reference,
          ]),
      ).toEqual([
        ["FC-8103", "approved", ""],
        ["FC-8102", "paid", "FCB1-FC-8102"],
        ["FC-8101", "paid", "FCB1-FC-8101"],
      ]);

      const receipt = await mailWith(
        "owner1@biz.example",
        "We paid ₹500.00 on 20 Nov 2026. Reference: FCB1-FC-8101.",
      );
      expect(receipt).toContain("Your balance is now ₹101.50.");
      await mailWith(
        "owner2@biz.example",
        "We paid ₹300.25 on 20 Nov 2026. Reference: FCB1-FC-8102.",
      );
      await untilNoticesSent(db());
      const receipts = smtp.mails.filter((m) => mailText(m).includes("We paid"));
      expect(receipts.map((m) => m.to.join()).sort()).toEqual([
        "owner1@biz.example",
        "owner2@biz.example",
      ]);
    });

    it("holds a business waiting in an unpaid batch: no single payout, no second batch, until the batch is paid or cancelled", async () => {
      await makeBatch();
      const single = await call("POST", "/api/admin/payouts", {
        customerCode: "FC-8101",
        amount: 100,
        date: "2026-11-20",
        reference: "UTR999",
      });
      expect(single.statusCode).toBe(409);
      expect(single.json().detail).toBe(
        "FC-8101 waits in payout batch 1, which is not marked paid yet: mark that batch paid or cancel it before paying FC-8101 another way.",
      );
      const viaRequest = await call("POST", `/api/admin/payout_requests/${requests.terrace}/pay`, {
        date: "2026-11-20",
        reference: "UTR999",
      });
      expect(viaRequest.statusCode).toBe(409);
      expect(viaRequest.json().detail).toBe(
        "This payout request waits in payout batch 1: mark that batch paid, or cancel it first.",
      );
      const second = await call("POST", "/api/admin/payout_batches", {
        source: "requests",
        requestIds: [requests.terrace],
      });
      // Its only line would be blocked: a batch with nothing to pay (₹0.00) is not made.
      expect(second.statusCode).toBe(409);
      expect(second.json().detail).toBe(
        "No payout in this batch could be paid, so no batch was made. FC-8101: Already waits in payout batch 1, not yet marked paid.",
      );
      const [batches] = await rows<{ n: number }>(
        sql`select count(*)::int as n from payout_batches`,
      );
      expect(batches?.n).toBe(1);
      // The approved request waiting in batch 1 says so, for the console not to offer it again.
      const approved = await call("GET", "/api/admin/payout_requests?status=approved");
      expect(
        approved
          .json()
          .items.map((r: { id: number; waitsInBatch: number | null }) => [r.id, r.waitsInBatch]),
      ).toContainEqual([requests.terrace, 1]);
      const [ledger] = await rows<{ n: number }>(
        sql`select count(*)::int as n from benefit_transactions where kind = 'redemption'`,
      );
      expect(ledger?.n).toBe(0);

      const cancelled = await call("POST", "/api/admin/payout_batches/1/cancel");
      expect(cancelled.json()).toMatchObject({ status: "cancelled" });
      expect(
        (await call("POST", "/api/admin/payout_batches/1/pay", { date: "2026-11-20" })).statusCode,
      ).toBe(409);
      const nowSingle = await call("POST", "/api/admin/payouts", {
        customerCode: "FC-8101",
        amount: 100,
        date: "2026-11-20",
        reference: "UTR999",
      });
      expect(nowSingle.statusCode).toBe(201);
    });

    it("pays every balance above the threshold (₹200.00): Terrace's ₹601.50 and Sum Café's ₹308.50, not Corner Stall's ₹150.00", async () => {
      // Open requests would be paid twice over by a balance line: decline them first.
      for (const id of Object.values(requests))
        await call("POST", `/api/admin/payout_requests/${id}/decline`, { reason: "Batch" });
      await writeSetting(db(), "payoutThreshold", 200);
      const made = await call("POST", "/api/admin/payout_batches", { source: "threshold" });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ total: 910, payable: 2, blocked: 0 });
      expect(
        made
          .json()
          .items.map((i: { customerCode: string; amount: number; requestId: null }) => [
            i.customerCode,
            i.amount,
            i.requestId,
          ]),
      ).toEqual([
        ["FC-8101", 601.5, null],
        ["FC-8102", 308.5, null],
      ]);
      await call("POST", "/api/admin/payout_batches/1/pay", { date: "2026-11-20" });
      const receipt = await mailWith(
        "owner2@biz.example",
        "We paid ₹308.50 on 20 Nov 2026. Reference: FCB1-FC-8102.",
      );
      expect(receipt).toContain("Your balance is now ₹0.00.");
    });

    it("blocks a threshold line above the ₹1,00,00,000 limit for one payout, and Mark paid refuses such a line listed earlier, recording nothing", async () => {
      for (const id of Object.values(requests))
        await call("POST", `/api/admin/payout_requests/${id}/decline`, { reason: "Batch" });
      // Terrace: ₹601.50 + 3 × ₹1,00,00,000.00 + ₹50,05,445.68 = ₹3,50,06,047.18.
      for (const amount of [10_000_000, 10_000_000, 10_000_000, 5_005_445.68]) {
        const adjusted = await call("POST", "/api/admin/adjustments", {
          customerCode: "FC-8101",
          amount,
          date: "2026-11-19",
          reason: "Credits to check",
        });
        expect(adjusted.statusCode).toBe(201);
      }
      // The manual payout endpoint refuses the same amount.
      const single = await call("POST", "/api/admin/payouts", {
        customerCode: "FC-8101",
        amount: 35_006_047.18,
        date: "2026-11-20",
        reference: "UTR1",
      });
      expect(single.statusCode).toBe(400);
      expect(single.json().errors).toEqual([
        { field: "amount", message: "must be at most ₹1,00,00,000" },
      ]);

      await writeSetting(db(), "payoutThreshold", 200);
      const made = await call("POST", "/api/admin/payout_batches", { source: "threshold" });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ total: 308.5, payable: 1, blocked: 1 });
      expect(
        made
          .json()
          .items.map(
            (i: { customerCode: string; amount: number; state: string; blockedReason: string }) => [
              i.customerCode,
              i.amount,
              i.state,
              i.blockedReason,
            ],
          ),
      ).toEqual([
        [
          "FC-8101",
          35_006_047.18,
          "blocked",
          "The amount of ₹3,50,06,047.18 is above the limit of ₹1,00,00,000.00 for one payout: check its credits, then pay it in parts with single payouts.",
        ],
        ["FC-8102", 308.5, "pending", ""],
      ]);
      const bank = await call("GET", "/api/admin/payout_batches/1/bank.csv");
      expect(bank.body).toBe("Beneficiary name,Account number,IFSC,Amount,Reference\r\n");

      // A batch listed by a version without the limit: its line waits with the whole balance.
      await call("POST", "/api/admin/payout_batches/1/cancel");
      await writeSetting(db(), "payoutThreshold", 300);
      await call("POST", "/api/admin/payout_batches", { source: "threshold" });
      await db().execute(
        sql`update payout_batch_items set state = 'pending', blocked_reason = '', channel = 'bank',
              bank_account_number = '50100123456789', ifsc = 'HDFC0001234'
            where batch_id = 2`,
      );
      const pay = await call("POST", "/api/admin/payout_batches/2/pay", { date: "2026-11-20" });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().detail).toBe(
        "Line FCB2-FC-8101 of ₹3,50,06,047.18 is above the limit of ₹1,00,00,000.00 for one payout: cancel this batch and make it again (that line is then blocked).",
      );
      const [payouts] = await rows<{ n: number }>(
        sql`select count(*)::int as n from benefit_transactions where kind = 'redemption'`,
      );
      expect(payouts?.n).toBe(0);
      expect((await call("GET", "/api/admin/payout_batches/2")).json().status).toBe("open");
    });

    it("lists a business with an open request as blocked in a threshold batch", async () => {
      await writeSetting(db(), "payoutThreshold", 200);
      const made = await call("POST", "/api/admin/payout_batches", { source: "threshold" });
      // Both lines blocked: no ₹0.00 batch, and the answer names each business's reason.
      expect(made.statusCode).toBe(409);
      expect(made.json().detail).toBe(
        `No payout in this batch could be paid, so no batch was made. FC-8101: Has an open payout request (${requests.terrace}, approved): pay it in a batch of requests, or decline it. FC-8102: Has an open payout request (${requests.sum}, approved): pay it in a batch of requests, or decline it.`,
      );
      expect((await call("GET", "/api/admin/payout_batches")).json().total).toBe(0);
    });

    it("records a line the bank has paid even when an adjustment lowered the balance meanwhile, saying so in its note", async () => {
      await makeBatch();
      // Sum Café: 308.50 − 50.00 = 258.50, below its line of 300.25.
      const adjusted = await call("POST", "/api/admin/adjustments", {
        customerCode: "FC-8102",
        amount: -50,
        date: "2026-11-19",
        reason: "Wet bag re-weighed",
      });
      expect(adjusted.statusCode).toBe(201);
      expect(
        (await call("POST", "/api/admin/payout_batches/1/pay", { date: "2026-11-20" })).statusCode,
      ).toBe(200);
      const [payout] = await rows<{ amount: string; note: string }>(
        sql`select b.amount::text as amount, b.note from benefit_transactions b
            join customers c on c.id = b.customer_id where c.code = 'FC-8102' and b.kind = 'redemption'`,
      );
      expect(payout).toEqual({
        amount: "300.25",
        note: "Payout batch 1 · Override: paid by the bank in payout batch 1, listed when the balance covered it",
      });
      // 258.50 − 300.25 = −41.75: the ledger shows what was paid.
      expect((await call("GET", "/api/admin/customers/FC-8102/balance")).json().balance).toBe(
        -41.75,
      );
    });

    it("refuses requests that are not approved and a future date, naming the field, storing nothing", async () => {
      await call("POST", `/api/admin/payout_requests/${requests.corner}/decline`, { reason: "No" });
      const res = await call("POST", "/api/admin/payout_batches", {
        source: "requests",
        requestIds: [requests.terrace, requests.corner, 999],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          field: "requestIds",
          message: `must be approved payout requests: request ${requests.corner} is declined, not approved; there is no payout request 999`,
        },
      ]);
      const [batches] = await rows<{ n: number }>(
        sql`select count(*)::int as n from payout_batches`,
      );
      expect(batches?.n).toBe(0);

      await call("POST", "/api/admin/payout_batches", {
        source: "requests",
        requestIds: [requests.terrace],
      });
      const future = await call("POST", "/api/admin/payout_batches/1/pay", { date: "2999-01-01" });
      expect(future.statusCode).toBe(400);
      expect(future.json().errors[0].field).toBe("date");
      expect((await call("GET", "/api/admin/payout_batches/1")).json().status).toBe("open");
      expect((await call("GET", "/api/admin/payout_batches/99")).statusCode).toBe(404);
    });
  });

  describe("a payout recorded on its own", () => {
    it("mails each owner its receipt once, in the owner's language; a refused payout mails nothing", async () => {
      // Terrace's owner reads Gujarati; @Sum Café's has not chosen (English).
      const chosen = await call("PATCH", "/api/account", { language: "gu" }, biz.terrace.owner);
      expect(chosen.statusCode).toBe(200);
      const pay = (customerCode: string, amount: number, reference: string) =>
        call("POST", "/api/admin/payouts", { customerCode, amount, date: "2026-11-20", reference });
      expect((await pay("FC-8101", 200, "UTR-4411")).statusCode).toBe(201);
      expect((await pay("FC-8102", 8.5, "UTR-4412")).statusCode).toBe(201);
      // Above Corner Stall's ₹150.00 without an override: refused, nothing recorded or mailed.
      expect((await pay("FC-8103", 150.01, "UTR-4413")).statusCode).toBe(400);

      // ₹601.50 − ₹200.00 = ₹401.50; ₹308.50 − ₹8.50 = ₹300.00.
      const gujarati = await mailWith(
        "owner1@biz.example",
        "અમે 20 નવેમ્બર 2026ના રોજ ₹200.00 ચૂકવ્યા. સંદર્ભ: UTR-4411.",
      );
      expect(gujarati).toContain("હવે તમારું બેલેન્સ ₹401.50 છે.");
      const english = await mailWith(
        "owner2@biz.example",
        "We paid ₹8.50 on 20 Nov 2026. Reference: UTR-4412.",
      );
      expect(english).toContain("Your balance is now ₹300.00.");
      await untilNoticesSent(db());
      expect(smtp.mails.map((m) => m.to.join()).sort()).toEqual([
        "owner1@biz.example",
        "owner2@biz.example",
      ]);
    });
  });
});
