import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson } from "#api-test/console-calls.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import {
  approvedRequest,
  savePayees,
  seedPayoutBusinesses,
} from "#api-test/payout-batch-fixtures.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/**
 * Payout batches under concurrency, on the PostgreSQL server (PGlite runs one statement at a
 * time, so nothing there is ever concurrent). Terrace asks ₹500.00 (bank), Sum Café ₹300.25 (UPI).
 */
describe("payout batches at the same moment (PostgreSQL)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let biz: Awaited<ReturnType<typeof seedPayoutBusinesses>>;
  let requestIds: number[];

  const call = (method: "GET" | "POST", url: string, body?: unknown) =>
    injectJson(ctx.app, method, url, body, biz.staff);
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(ctx.database.db, query))[0]?.n;

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
    await ctx.database.reset();
    biz = await seedPayoutBusinesses(ctx);
    await savePayees(ctx, biz.staff);
    requestIds = [
      await approvedRequest(ctx, biz.terrace.owner, biz.staff, 500),
      await approvedRequest(ctx, biz.sum.owner, biz.staff, 300.25),
    ];
  });

  it("records each payout once when the same batch is marked paid five times at once", async () => {
    await call("POST", "/api/admin/payout_batches", { source: "requests", requestIds });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/api/admin/payout_batches/1/pay", { date: "2026-11-20" }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(
      await queryRows<{ reference: string; amount: string }>(
        ctx.database.db,
        sql`select reference, amount::text as amount from benefit_transactions
            where kind = 'redemption' order by reference`,
      ),
    ).toEqual([
      { reference: "FCB1-FC-8101", amount: "500.00" },
      { reference: "FCB1-FC-8102", amount: "300.25" },
    ]);
    // One receipt job per paid request, whatever the number of calls.
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where entity = 'payout request' and action = 'pay'`,
      ),
    ).toBe(2);
    // Every receipt the queue would send is sent once no notice or mail job is left to run.
    await untilNoticesSent(ctx.database.db);
    const receipts = smtp.mails.filter((m) =>
      Buffer.from(m.text, "latin1").toString("utf8").includes("We paid"),
    );
    expect(receipts.map((m) => m.to.join()).sort()).toEqual([
      "owner1@biz.example",
      "owner2@biz.example",
    ]);
  });

  it("lists a business in one batch only when two batches are made at once, and a single payout made meanwhile cannot pay it twice", async () => {
    const [first, second, single] = await Promise.all([
      call("POST", "/api/admin/payout_batches", { source: "requests", requestIds }),
      call("POST", "/api/admin/payout_batches", { source: "requests", requestIds }),
      call("POST", "/api/admin/payouts", {
        customerCode: "FC-8101",
        amount: 500,
        date: "2026-11-20",
        reference: "UTR777",
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    // Each business waits in exactly one batch.
    expect(
      await count(
        sql`select count(*)::int as n from payout_batch_items where state = 'pending' and customer_id = ${biz.terrace.id}`,
      ),
    ).toBeLessThanOrEqual(1);
    expect(
      await count(
        sql`select count(*)::int as n from payout_batch_items where state = 'pending' and customer_id = ${biz.sum.id}`,
      ),
    ).toBe(1);
    // Pay every batch. Terrace (₹601.50, asking ₹500.00) is paid ₹500.00 once, whichever came
    // first: the single payout (the batches then block the request, the balance of ₹101.50 being
    // below it) or a batch (the single payout is then refused).
    for (const id of [1, 2])
      await call("POST", `/api/admin/payout_batches/${id}/pay`, { date: "2026-11-20" });
    const paidOut = await queryRows<{ amount: string }>(
      ctx.database.db,
      sql`select coalesce(sum(amount), 0)::text as amount from benefit_transactions
          where kind = 'redemption' and customer_id = ${biz.terrace.id}`,
    );
    expect(paidOut[0]?.amount).toBe("500.00");
    expect([201, 409]).toContain(single.statusCode);
  });
});
