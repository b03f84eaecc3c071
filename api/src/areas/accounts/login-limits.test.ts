import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { createLogin } from "./accounts.service.ts";

const PASSWORD = "Correct-Horse-1";
const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@limits.example`;

async function addLogin(ctx: { database: TestDatabase }, email: string) {
  const customer = await createCustomer(ctx.database.db, {
    code: `FC-${randomBytes(3).toString("hex")}`,
    name: "Rate Café",
    serviceType: "Kiosk Collection",
    businessType: "Café",
  });
  await createLogin(ctx.database.db, {
    email,
    name: "Owner",
    password: PASSWORD,
    role: "customer",
    customerId: customer.id,
  });
}

const attempt = (ctx: TestContext, email: string, password: string, ip = "10.0.0.1") =>
  ctx.app.inject({
    method: "POST",
    url: "/api/customer_login",
    remoteAddress: ip,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ email, password }),
  });

describe("login rate limits (in memory)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("allows 5 failed attempts a minute per account, then answers 429 with Retry-After, even with the right password", async () => {
    const email = unique("owner");
    await addLogin(ctx, email);
    for (let i = 0; i < 5; i++)
      expect((await attempt(ctx, email, "wrong-password")).statusCode).toBe(401);
    const blocked = await attempt(ctx, email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().detail).toBe(
      `Too many attempts. Please wait ${retryAfter} second${retryAfter === 1 ? "" : "s"} and try again.`,
    );
  });

  it("does not count successful logins, so an office behind one address is not locked out", async () => {
    const email = unique("office");
    await addLogin(ctx, email);
    for (let i = 0; i < 8; i++)
      expect((await attempt(ctx, email, PASSWORD, "10.0.0.2")).statusCode).toBe(200);
  });

  it("allows 20 failed attempts a minute per client address across accounts", async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (await attempt(ctx, unique(`guess${i}`), "wrong-password", "10.0.0.3")).statusCode,
      ).toBe(401);
    }
    expect((await attempt(ctx, unique("another"), "wrong-password", "10.0.0.3")).statusCode).toBe(
      429,
    );
    // Another address is not affected.
    expect((await attempt(ctx, unique("another"), "wrong-password", "10.0.0.4")).statusCode).toBe(
      401,
    );
  });

  it("limits the forgot-password form the same way", async () => {
    const email = unique("forgetful");
    const forgot = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/forgot_password",
        remoteAddress: "10.0.0.5",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email }),
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });
});

describe("login rate limits in Redis, shared by two app instances", () => {
  let database: TestDatabase;
  let first: TestContext;
  let second: TestContext;
  // A high per-address limit: other test files share the machine's Redis and the test address.
  const env = { REDIS_URL: "redis://127.0.0.1:6379", LOGIN_LIMIT_PER_ADDRESS: "1000" };
  beforeAll(async () => {
    database = await openTestDatabase();
    first = await createTestContext({ env, database });
    second = await createTestContext({ env, database });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it("counts failures on either instance against the same limit", async () => {
    const email = unique("shared");
    await addLogin(first, email);
    for (let i = 0; i < 3; i++)
      expect((await attempt(first, email, "wrong-password")).statusCode).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await attempt(second, email, "wrong-password")).statusCode).toBe(401);
    expect((await attempt(first, email, PASSWORD)).statusCode).toBe(429);
    const fromSecond = await attempt(second, email, PASSWORD);
    expect(fromSecond.statusCode).toBe(429);
    expect(Number(fromSecond.headers["retry-after"])).toBeGreaterThan(0);
  });
});
