import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";

const ROUNDS = 20;
const LAST_OWNER = "A business keeps at least one owner: this is its last one.";

/**
 * Issue 25: two owners of one business remove each other at the same moment. On PostgreSQL the
 * two requests run on their own connections; without a lock both read "2 owners" and both
 * delete, leaving the business with none. Run many rounds: one lost race is enough to fail.
 */
describe("the last owner under concurrency (PostgreSQL)", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("keeps exactly one owner when two owners remove each other at once", async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const db = ctx.database.db;
      const customer = await createCustomer(db, {
        code: `FC-${7000 + round}`,
        name: `Race ${round}`,
        serviceType: "S",
        businessType: "B",
      });
      const first = await signedInLogin(ctx, {
        email: `first${round}@race.example`,
        name: "First",
        role: "customer",
        customerId: customer.id,
      });
      const second = await signedInLogin(ctx, {
        email: `second${round}@race.example`,
        name: "Second",
        role: "customer",
        customerId: customer.id,
      });
      const [a, b] = await Promise.all([
        injectJson(ctx.app, "DELETE", `/api/team/${second.id}`, undefined, first.cookie),
        injectJson(ctx.app, "DELETE", `/api/team/${first.id}`, undefined, second.cookie),
      ]);
      const owners = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where customer_id = ${customer.id}
            and business_role = 'owner'`,
      );
      outcomes.push(`${[a.statusCode, b.statusCode].sort().join("+")} owners=${owners[0]?.n}`);
      // One removal wins; the other is refused (the loser's own login is gone, or the winner
      // is now the last owner).
      const refused = [a, b].find((res) => res.statusCode !== 200);
      if (refused && refused.statusCode === 409) expect(refused.json().detail).toBe(LAST_OWNER);
    }
    expect(outcomes.filter((o) => !o.endsWith("owners=1"))).toEqual([]);
    expect(outcomes.every((o) => o.startsWith("200+"))).toBe(true);
  });
});
