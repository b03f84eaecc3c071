import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { loadConfig } from "../../config/config.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { createLogin } from "./accounts.service.ts";
import {
  hashPassword,
  passwordHashingLoad,
  usePasswordHashCost,
  verifyPassword,
} from "./password.ts";

/**
 * Issue 16, finding 1: a flood of logins ran one argon2 hash per login at once and took every
 * thread of libuv's pool from media streaming. PASSWORD_HASH_CONCURRENCY caps them.
 */
const PASSWORD = "Correct-Horse-1";

describe("password hashing under a flood of logins", () => {
  let ctx: TestContext;
  const emails: string[] = [];
  beforeAll(async () => {
    // 3, not the default 2: a fresh limit for this file, whatever ran before in this process.
    ctx = await createTestContext({ env: { PASSWORD_HASH_CONCURRENCY: "3" } });
    // These logins' hashes are made at the production cost, so each verification lasts tens of
    // milliseconds and the 20 logins overlap: with the tests' cheap hash a verification could end
    // before the next began, and the limit was never reached (peak 2 once in CI).
    usePasswordHashCost("owasp");
    for (let i = 0; i < 20; i++) {
      const customer = await createCustomer(ctx.database.db, {
        code: `FC-${randomBytes(3).toString("hex")}`,
        name: `Flood Café ${i}`,
        serviceType: "Kiosk Collection",
        businessType: "Café",
      });
      const email = `flood${i}-${randomBytes(3).toString("hex")}@hashing.example`;
      await createLogin(ctx.database.db, {
        email,
        name: "Owner",
        password: PASSWORD,
        role: "customer",
        customerId: customer.id,
      });
      emails.push(email);
    }
    usePasswordHashCost("test");
  });
  afterAll(() => ctx.close());

  it("verifies at most PASSWORD_HASH_CONCURRENCY passwords at once; every login still gets in", async () => {
    const answers = await Promise.all(
      emails.map((email, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/customer_login",
          remoteAddress: `10.20.0.${i + 1}`,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ email, password: PASSWORD }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0, peak: 3, max: 3 });
  });

  it("still reads a malformed stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", PASSWORD)).toBe(false);
    expect(passwordHashingLoad().running).toBe(0);
  });
});

/**
 * Tests hash with a cheap argon2id cost (NODE_ENV=test, decision 0081); this is the one test
 * that proves every other setting hashes at OWASP's baseline: 19 MiB, 2 passes, 1 lane.
 */
describe("the password hash's cost", () => {
  const production = {
    NODE_ENV: "production",
    AUTH_SECRET: "a-secret-of-at-least-32-characters!!",
    SMTP_URL: "smtp://127.0.0.1:2525",
  };

  it("is OWASP's argon2id baseline in production and development, cheap only under NODE_ENV=test", () => {
    expect(loadConfig(production).passwordHashCost).toBe("owasp");
    expect(loadConfig({ NODE_ENV: "development" }).passwordHashCost).toBe("owasp");
    expect(loadConfig({}).passwordHashCost).toBe("owasp");
    expect(loadConfig({ NODE_ENV: "test" }).passwordHashCost).toBe("test");
  });

  it("stores m=19456,t=2,p=1 argon2id hashes at the production cost, and verifies both costs", async () => {
    usePasswordHashCost(loadConfig(production).passwordHashCost);
    try {
      const strong = await hashPassword(PASSWORD);
      expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(strong, PASSWORD)).toBe(true);
      expect(await verifyPassword(strong, "Wrong-Horse-1")).toBe(false);
    } finally {
      usePasswordHashCost("test");
    }
    const cheap = await hashPassword(PASSWORD);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(cheap, PASSWORD)).toBe(true);
  });
});
