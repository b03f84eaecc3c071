import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";

/**
 * One open problem report per collection per business (issue 25, docs/decisions/0076), with
 * reports sent at the same moment: on the PostgreSQL server the requests run in parallel on the
 * pool's connections, and the partial unique index decides. PGlite has one connection.
 */
describe("problem reports sent at the same moment", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("stores one report; every answer names it (one 201, the rest 200)", async () => {
    const db = ctx.database.db;
    await ctx.database.reset();
    const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
    const customer = await createCustomer(db, {
      code: "FC-8101",
      name: "Harbour Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const owner = await signedInLogin(ctx, {
      email: "owner@harbour.example",
      name: "Meera",
      role: "customer",
      customerId: customer.id,
    });
    const kiosk = await addKiosk(db, {
      customerId: customer.id,
      label: "Terrace",
      installedOn: addDays(today, -60),
    });
    const ref = { id: kiosk.id, customerId: customer.id };
    await recordCollections(db, ref, "10.00", [
      { kioskId: kiosk.id, collectedOn: addDays(today, -3), buttsKg: "1.000", buttsCount: 400 },
    ]);
    const [collection] = await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from collections where kiosk_id = ${kiosk.id}`,
    );

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        injectJson(
          ctx.app,
          "POST",
          `/api/collections/${collection?.id}/problem`,
          { message: `Bag missing (${i + 1})` },
          owner.cookie,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from collection_problem_reports`,
    );
    expect(rows.map((r) => r.id)).toEqual([...ids]);
  });
});
