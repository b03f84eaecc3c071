import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { signedInLogin } from "#api-test/console-calls.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";

/**
 * The one-statement session lookup (cookie-session.ts) answers the same as better-auth's: a
 * session ended anywhere is refused on the very next request, a forged cookie is refused, a
 * deactivated business's login is signed out, and a session due for renewal is still renewed.
 */
describe("session cookie lookup", () => {
  let ctx: TestContext;
  let cookie: string;
  let customerId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    const customer = await createCustomer(ctx.database.db, {
      code: "FC-3001",
      name: "Chai Corner",
      serviceType: "Kiosk Collection",
      businessType: "Café",
    });
    customerId = customer.id;
    ({ cookie } = await signedInLogin(ctx, {
      email: "owner@chai.example",
      name: "Asha",
      role: "customer",
      customerId,
    }));
  });

  const dashboard = (headers: Record<string, string>) =>
    ctx.app.inject({ url: "/api/get_green_impact", headers });

  it("lets the session's cookie in, and refuses it at once after logout", async () => {
    expect((await dashboard({ cookie })).statusCode).toBe(200);
    const out = await ctx.app.inject({ url: "/api/customer_logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await dashboard({ cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(ACCOUNT_MESSAGES.sessionEnded);
  });

  it("refuses the cookie at once when its session row is gone (ended on another instance)", async () => {
    expect((await dashboard({ cookie })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from sessions`);
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });

  it("refuses a cookie whose signature does not match its token", async () => {
    const [name, value] = cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    // The token's last character changed to another one: always "x" failed once in 64 runs,
    // when the token already ended in "x" and the cookie was the real one.
    const last = decoded[dot - 1];
    const forged = `${decoded.slice(0, dot - 1)}${last === "x" ? "y" : "x"}${decoded.slice(dot)}`;
    expect(forged).not.toBe(decoded);
    const res = await dashboard({ cookie: `${name}=${encodeURIComponent(forged)}` });
    expect(res.statusCode).toBe(401);
  });

  it("signs out a deactivated business's login from its next request", async () => {
    await ctx.database.db.execute(
      sql`update customers set deactivated_at = now() where id = ${customerId}`,
    );
    expect((await dashboard({ cookie })).statusCode).toBe(401);
    await ctx.database.db.execute(
      sql`update customers set deactivated_at = null where id = ${customerId}`,
    );
    expect((await dashboard({ cookie })).statusCode).toBe(200);
  });

  it("refuses an expired session", async () => {
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute'`,
    );
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });

  it("renews a session used after a day: 30 more days and a new cookie", async () => {
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() + interval '28 days', updated_at = now() - interval '2 days'`,
    );
    const res = await dashboard({ cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(
      /filtercycle\.session_token=.+Max-Age=2592000/,
    );
    const [row] = await queryRows<{ days: number }>(
      ctx.database.db,
      sql`select round(extract(epoch from expires_at - now()) / 86400)::int as days from sessions`,
    );
    expect(row?.days).toBe(30);
  });

  it("looks no session up on a public route: a session due for renewal is renewed by the next signed-in call", async () => {
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() + interval '28 days', updated_at = now() - interval '2 days'`,
    );
    // Public routes read no session (docs/decisions/0080): nothing is renewed or sent there.
    const health = await ctx.app.inject({ url: "/api/health", headers: { cookie } });
    expect(health.statusCode).toBe(200);
    expect(health.headers["set-cookie"]).toBeUndefined();
    const days = async () =>
      (
        await queryRows<{ days: number }>(
          ctx.database.db,
          sql`select round(extract(epoch from expires_at - now()) / 86400)::int as days from sessions`,
        )
      )[0]?.days;
    expect(await days()).toBe(28);
    const res = await dashboard({ cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(
      /filtercycle\.session_token=.+Max-Age=2592000/,
    );
    expect(await days()).toBe(30);
  });
});
