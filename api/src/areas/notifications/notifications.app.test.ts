import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionCredits } from "#api/areas/money/index.ts";
import { queryRows } from "#api/db/database.ts";
import { createJobQueue, type JobQueue } from "#api/jobs/job-queue.ts";
import { JOB_QUEUES } from "#api/jobs/job-queue-settings.ts";
import { pendingJobs, untilNoticesSent } from "#api-test/job-queue-idle.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { authSecret } from "../accounts/auth-secret.ts";
import { listCollections } from "../collections/collections.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createNotifications } from "./notifications.jobs.ts";
import { updatePreferences } from "./preferences.service.ts";
import { UNSUBSCRIBE_INVALID, unsubscribeToken } from "./unsubscribe-token.ts";

const EMAIL = "owner@terrace.example";

/** A real app with a real SMTP server: a notice queued becomes one e-mail. */
describe("e-mailed notices", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let queue: JobQueue;
  let notify: ReturnType<typeof createNotifications>["notify"];
  let userId: string;
  let kiosk: { id: string; customerId: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
      jobQueue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    const db = ctx.database.db;
    const customer = await createCustomer(db, {
      code: "FC-3001",
      name: "Terrace Café",
      serviceType: "Kiosk Collection",
      businessType: "Café & Restaurant",
      benefitRatePerKg: "12.50",
    });
    ({ id: userId } = await createLogin(db, {
      email: EMAIL,
      name: "Owner",
      password: "Correct-Horse-1",
      role: "customer",
      customerId: customer.id,
    }));
    kiosk = await addKiosk(db, {
      customerId: customer.id,
      label: "Terrace kiosk",
      installedOn: "2026-01-01",
    });
    // The test's own handle on the same queue, to queue notices as the pickups area will.
    queue = createJobQueue({ database: ctx.database, log: ctx.app.log });
    await queue.start();
    notify = createNotifications({
      db,
      jobs: queue,
      mailer: {} as Mailer,
      publicUrl: ctx.config.publicUrl,
      secret: "unused",
      businessTimeZone: "Asia/Kolkata",
    }).notify;
  });
  afterAll(async () => {
    await queue.stop();
    await ctx.close();
    await smtp.close();
  });

  /** A done pickup of `kg` on `date`, with its collection and credit. */
  async function donePickup(kg: string, date: string): Promise<string> {
    const db = ctx.database.db;
    await recordCollections(db, kiosk, "12.50", [
      { kioskId: kiosk.id, collectedOn: date, buttsKg: kg, buttsCount: 2000 },
    ]);
    const { items } = await listCollections(
      db,
      collectionCredits,
      { customerId: kiosk.customerId },
      1,
      1,
    );
    const collectionId = items[0]?.id;
    // A done visit as the pickups area stores it (its complete endpoint is tested in pickups.routes.test.ts).
    const [p] = await queryRows<{ id: string }>(
      db,
      sql`insert into pickups (kiosk_id, customer_id, planned_on, status, collection_id)
          values (${kiosk.id}, ${kiosk.customerId}, ${date}, 'done', ${collectionId})
          returning id`,
    );
    return (p as { id: string }).id;
  }

  it("e-mails a receipt once, with the figures and one-click unsubscribe headers", async () => {
    const pickupId = await donePickup("0.620", "2026-11-12");
    await ctx.database.db.transaction(async (tx) => {
      await notify(tx, { kind: "pickupDone", pickupId });
      // The same notice twice queues once.
      await notify(tx, { kind: "pickupDone", pickupId });
    });
    const mail = await smtp.nextMailTo(EMAIL);
    // The decoded quoted-printable bytes are UTF-8 (₹).
    const text = Buffer.from(mail.text, "latin1").toString("utf8");
    expect(text).toContain("Subject: Pickup receipt: Terrace kiosk");
    expect(text).toContain("Collected 0.62 kg at Terrace kiosk on 12 Nov; ₹7.75 credited");
    expect(mail.raw).toMatch(
      /List-Unsubscribe:\s+<http:\/\/portal\.test\/unsubscribe\?token=[A-Za-z0-9_.-]+>/,
    );
    expect(mail.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    await untilNoticesSent(ctx.database.db);
    expect(smtp.mails.filter((m) => m.to.includes(EMAIL))).toHaveLength(1);
  });

  it("retries while SMTP is down and sends the mail once it is back", async () => {
    const port = smtp.port;
    await smtp.close();
    const pickupId = await donePickup("2.000", "2026-11-14");
    await notify(ctx.database.db, { kind: "pickupDone", pickupId });
    // The first try fails (connection refused): the mail waits for its retry (1–2 s here).
    await expect
      .poll(() => pendingJobs(ctx.database.db, [JOB_QUEUES.mail]), { timeout: 15_000 })
      .toEqual([`${JOB_QUEUES.mail}:retry`]);
    smtp = await startSmtpServer(port);
    const mail = await smtp.nextMailTo(EMAIL);
    expect(Buffer.from(mail.text, "latin1").toString("utf8")).toContain(
      "Collected 2 kg at Terrace kiosk on 14 Nov; ₹25.00 credited",
    );
    await untilNoticesSent(ctx.database.db);
    expect(smtp.mails).toHaveLength(1);
  });

  it("unsubscribes with the mail's link, and then sends no receipt", async () => {
    const secret = authSecret(ctx.config);
    const token = unsubscribeToken(secret, userId, "pickupReceipts");
    const tampered = `${token.slice(0, -2)}xx`;
    const expired = unsubscribeToken(
      secret,
      userId,
      "pickupReceipts",
      new Date(Date.now() - 61 * 86_400_000),
    );
    for (const bad of [tampered, expired]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/unsubscribe?token=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail ?? res.json().title).toBe(UNSUBSCRIBE_INVALID);
    }
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: "pickupReceipts", email: EMAIL });
    }
    const before = smtp.mails.length;
    const pickupId = await donePickup("1.000", "2026-11-13");
    await notify(ctx.database.db, { kind: "pickupDone", pickupId });
    await untilNoticesSent(ctx.database.db);
    expect(smtp.mails.length).toBe(before);
  });

  it("e-mails a missed pickup with its reason and new date (receipts being off changes nothing)", async () => {
    const [missed] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into pickups (kiosk_id, customer_id, planned_on, status, miss_reason, rescheduled_to)
          values (${kiosk.id}, ${kiosk.customerId}, '2026-11-18', 'missed', 'site_closed', '2026-11-20')
          returning id`,
    );
    const since = smtp.mails.length;
    await notify(ctx.database.db, {
      kind: "pickupMissed",
      pickupId: (missed as { id: string }).id,
    });
    const mail = await smtp.nextMailTo(EMAIL, since);
    const text = Buffer.from(mail.text, "latin1").toString("utf8");
    expect(text).toContain("Subject: Missed pickup: Terrace kiosk");
    expect(text).toContain(
      "The pickup at Terrace kiosk on 18 Nov 2026 was missed. Reason: Site closed.",
    );
    expect(text).toContain("We will come again on 20 Nov 2026.");
  });

  it("mails a request's updates to the login that asked and the owners who chose them, never to another login", async () => {
    const db = ctx.database.db;
    const customerId = kiosk.customerId;
    const person = (email: string, businessRole: "owner" | "viewer") =>
      createLogin(db, {
        email,
        name: email,
        password: "Correct-Horse-1",
        role: "customer",
        customerId,
        businessRole,
      });
    const { id: askerId } = await person("asker@terrace.example", "viewer");
    await person("bystander@terrace.example", "viewer");
    const { id: quietOwner } = await person("quiet-owner@terrace.example", "owner");
    await updatePreferences(db, quietOwner, { requestUpdates: false });
    const [request] = await queryRows<{ id: string }>(
      db,
      sql`insert into pickup_requests (kiosk_id, customer_id, reason, status, scheduled_on, requested_by)
          values (${kiosk.id}, ${customerId}, 'kiosk_full', 'scheduled', '2026-11-27', ${askerId})
          returning id`,
    );
    const requestId = (request as { id: string }).id;
    const since = smtp.mails.length;
    await notify(db, { kind: "requestScheduled", requestId });
    const mail = await smtp.nextMailTo("asker@terrace.example", since);
    expect(Buffer.from(mail.text, "latin1").toString("utf8")).toContain(
      "The pickup you asked for at Terrace kiosk is scheduled for 27 Nov 2026.",
    );
    await untilNoticesSent(db);
    const to = smtp.mails.slice(since).flatMap((m) => m.to);
    expect(to.sort()).toEqual(["asker@terrace.example", EMAIL]);

    // A request whose asker is not recorded (made before logins were) goes to the owners only.
    await db.execute(sql`update pickup_requests set requested_by = null where id = ${requestId}`);
    const next = smtp.mails.length;
    await notify(db, { kind: "requestDeclined", requestId });
    await smtp.nextMailTo(EMAIL, next);
    await untilNoticesSent(db);
    expect(smtp.mails.slice(next).flatMap((m) => m.to)).toEqual([EMAIL]);
  });
});
