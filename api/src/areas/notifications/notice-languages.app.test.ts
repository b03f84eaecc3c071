import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionCredits } from "#api/areas/money/index.ts";
import { queryRows } from "#api/db/database.ts";
import { createJobQueue, type JobQueue } from "#api/jobs/job-queue.ts";
import { aCustomer, aKiosk, aLogin } from "#api-test/builders.ts";
import { injectJson } from "#api-test/console-calls.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { readMail, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { listCollections } from "../collections/collections.service.ts";
import { recordCollections } from "../impact/impact.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createNotifications } from "./notifications.jobs.ts";

const GUJARATI = "asha@terrace.example";
const HINDI = "ravi@terrace.example";
const UNCHOSEN = "meera@terrace.example";

/**
 * Issue 29: each login gets its notices in the language it chose (PATCH /api/account), read back
 * from a real SMTP server; a login that never chose gets English.
 */
describe("e-mailed notices in the recipient's language", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let queue: JobQueue;
  let notify: ReturnType<typeof createNotifications>["notify"];
  let kiosk: { id: string; customerId: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
      jobQueue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    const db = ctx.database.db;
    const customer = await aCustomer(db, { name: "Terrace Café", benefitRatePerKg: 12.5 });
    for (const [email, language] of [
      [GUJARATI, "gu"],
      [HINDI, "hi"],
      [UNCHOSEN, null],
    ] as const) {
      const login = await aLogin(db, { role: "customer", customerId: customer.id, email });
      if (language === null) continue;
      const cookie = await sessionCookieFor(ctx.app, login.email, login.password);
      const res = await injectJson(ctx.app, "PATCH", "/api/account", { language }, cookie);
      expect(res.statusCode).toBe(200);
    }
    kiosk = await aKiosk(db, customer, { label: "ટેરેસ કિઓસ્ક", installedOn: "2026-01-01" });
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

  /** A done pickup of `kg` on `date`, with its collection and credit (as in notifications.app.test.ts). */
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
    const [p] = await queryRows<{ id: string }>(
      db,
      sql`insert into pickups (kiosk_id, customer_id, planned_on, status, collection_id)
          values (${kiosk.id}, ${kiosk.customerId}, ${date}, 'done', ${items[0]?.id})
          returning id`,
    );
    return (p as { id: string }).id;
  }

  it("e-mails the receipt in Gujarati to the login that chose Gujarati, in Hindi to Hindi's, English to the rest", async () => {
    const pickupId = await donePickup("0.620", "2026-11-12");
    await notify(ctx.database.db, { kind: "pickupDone", pickupId });

    const gu = readMail(await smtp.nextMailTo(GUJARATI));
    expect(gu.subject).toBe("પિકઅપની રસીદ: ટેરેસ કિઓસ્ક");
    expect(gu.text).toContain("પિકઅપ થઈ ગયું");
    expect(gu.text).toContain(
      "12 નવેમ્બર 2026ના રોજ ટેરેસ કિઓસ્ક પરથી 0.62 કિલો એકત્ર કર્યું; ₹7.75 જમા થયા",
    );
    expect(gu.text).toMatch(/આ ઈ-મેલ મેળવવાનું બંધ કરવા: http:\/\/portal\.test\/unsubscribe\?token=/);
    expect(gu.html).toContain('<html lang="gu">');
    expect(gu.html).toContain(">તમારું ડેશબોર્ડ ખોલો</a>");
    expect(gu.html).toContain(
      '<p style="margin:0 0 16px;line-height:1.5">12 નવેમ્બર 2026ના રોજ ટેરેસ કિઓસ્ક પરથી 0.62 કિલો એકત્ર કર્યું; ₹7.75 જમા થયા</p>',
    );

    const hi = readMail(await smtp.nextMailTo(HINDI));
    expect(hi.subject).toBe("पिकअप की रसीद: ટેરેસ કિઓસ્ક");
    expect(hi.text).toContain(
      "12 नवंबर 2026 को ટેરેસ કિઓસ્ક से 0.62 किलो इकट्ठा किया गया; ₹7.75 जमा किए गए",
    );
    expect(hi.html).toContain('<html lang="hi">');

    const en = readMail(await smtp.nextMailTo(UNCHOSEN));
    expect(en.subject).toBe("Pickup receipt: ટેરેસ કિઓસ્ક");
    expect(en.text).toContain("Collected 0.62 kg at ટેરેસ કિઓસ્ક on 12 Nov; ₹7.75 credited");
    expect(en.html).toContain('<html lang="en">');
    await untilNoticesSent(ctx.database.db);
    expect(smtp.mails).toHaveLength(3);
  });

  it("e-mails a missed pickup in Gujarati with its reason and the new date in Gujarati", async () => {
    const before = smtp.mails.length;
    const [p] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into pickups (kiosk_id, customer_id, planned_on, status, miss_reason, miss_note, rescheduled_to)
          values (${kiosk.id}, ${kiosk.customerId}, '2026-11-20', 'missed', 'site_closed', '', '2026-11-23')
          returning id`,
    );
    await notify(ctx.database.db, { kind: "pickupMissed", pickupId: (p as { id: string }).id });
    const gu = readMail(await smtp.nextMailTo(GUJARATI, before));
    expect(gu.subject).toBe("પિકઅપ થઈ શક્યું નથી: ટેરેસ કિઓસ્ક");
    expect(gu.text).toContain("20 નવેમ્બર 2026નું ટેરેસ કિઓસ્ક ખાતેનું પિકઅપ થઈ શક્યું નથી. કારણ: જગ્યા બંધ હતી.");
    expect(gu.text).toContain("અમે 23 નવેમ્બર 2026ના રોજ ફરી આવીશું.");
    const hi = readMail(await smtp.nextMailTo(HINDI, before));
    expect(hi.text).toContain("20 नवंबर 2026 को ટેરેસ કિઓસ્ક पर पिकअप नहीं हो सका। कारण: जगह बंद थी।");
    expect(hi.text).toContain("हम 23 नवंबर 2026 को फिर आएँगे।");
  });
});
