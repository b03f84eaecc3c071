import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionCredits } from "#api/areas/money/index.ts";
import { openDatabase, queryRows } from "#api/db/database.ts";
import { createJobQueue, type JobQueue } from "#api/jobs/job-queue.ts";
import { untilNoticesSent } from "#api-test/job-queue-idle.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import type { TestDatabase } from "#api-test/test-database.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { listCollections } from "../collections/collections.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createNotifications } from "./notifications.jobs.ts";

const EMAIL = "owner@two-instances.example";
const FAST = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

/**
 * Two app instances on one PostgreSQL database (a scaled-out deployment), each with its queue's
 * workers: the same pickup's receipt, queued by both, is one job and one e-mail. PostgreSQL only:
 * PGlite belongs to one process.
 */
describe("two app instances on one PostgreSQL database", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let first: TestContext;
  let second: TestContext;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" };
    first = await createTestContext({ env, jobQueue: FAST });
    const url = (first.database as TestDatabase).url as string;
    const shared = await openDatabase({ driver: "postgres", url, poolMax: 4 });
    const secondDatabase: TestDatabase = { ...shared, url, reset: async () => {} };
    second = await createTestContext({ env, jobQueue: FAST, database: secondDatabase });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await second.close();
    await second.database.close();
    await first.close();
    await smtp.close();
  });

  it("sends one receipt for a pickup both instances notify at once", async () => {
    const db = first.database.db;
    const customer = await createCustomer(db, {
      code: "FC-3101",
      name: "Lakeside Café",
      serviceType: "Kiosk Collection",
      businessType: "Café & Restaurant",
      benefitRatePerKg: "300.00",
    });
    await createLogin(db, {
      email: EMAIL,
      name: "Owner",
      password: "Correct-Horse-1",
      role: "customer",
      customerId: customer.id,
    });
    const kiosk = await addKiosk(db, {
      customerId: customer.id,
      label: "Terrace",
      installedOn: "2026-01-01",
    });
    await recordCollections(db, kiosk, "300.00", [
      { kioskId: kiosk.id, collectedOn: "2026-11-12", buttsKg: "0.620", buttsCount: 2232 },
    ]);
    const { items } = await listCollections(
      db,
      collectionCredits,
      { customerId: customer.id },
      1,
      1,
    );
    // A done visit as the pickups area stores it (its complete endpoint: pickups.routes.test.ts).
    const [pickup] = await queryRows<{ id: string }>(
      db,
      sql`insert into pickups (kiosk_id, customer_id, planned_on, status, collection_id)
          values (${kiosk.id}, ${customer.id}, '2026-11-12', 'done', ${items[0]?.id})
          returning id`,
    );
    const pickupId = (pickup as { id: string }).id;

    // Each instance queues the notice through its own connection, at the same moment.
    const notifies = [first, second].map((instance) => {
      const queue = createJobQueue({ database: instance.database, log: instance.app.log });
      queues.push(queue);
      return { queue, instance };
    });
    await Promise.all(notifies.map(({ queue }) => queue.start()));
    await Promise.all(
      notifies.map(({ queue, instance }) =>
        createNotifications({
          db: instance.database.db,
          jobs: queue,
          mailer: {} as Mailer,
          publicUrl: instance.config.publicUrl,
          secret: "unused",
          businessTimeZone: "Asia/Kolkata",
        }).notify(instance.database.db, { kind: "pickupDone", pickupId }),
      ),
    );

    const mail = await smtp.nextMailTo(EMAIL);
    expect(Buffer.from(mail.text, "latin1").toString("utf8")).toContain(
      "Collected 0.62 kg at Terrace on 12 Nov; ₹186.00 credited",
    );
    // Both instances' workers keep polling: still one mail once neither has a job left to run
    // (a second copy of the notice, had it been queued, would have been sent by then).
    await untilNoticesSent(db);
    expect(smtp.mails.filter((m) => m.to.includes(EMAIL))).toHaveLength(1);
  });
});
