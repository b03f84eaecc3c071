import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { TEST_PASSWORD } from "#api-test/console-calls.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";

/**
 * Issue 16, finding 1: the limits used to be read before the work and counted after it, so
 * simultaneous attempts all saw the same count and got through. Each test fires its requests at
 * once and expects exactly the limit to get through.
 */
const PASSWORD = TEST_PASSWORD;
const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@races.example`;
/** A fresh client address per test: Redis counters outlive a run and other files share them. */
const uniqueAddress = () => `10.${[...randomBytes(3)].join(".")}`;

async function addLogin(ctx: { database: TestDatabase }, email: string) {
  const customer = await aCustomer(ctx.database.db, { name: "Race Café", businessType: "Café" });
  await aLogin(ctx.database.db, {
    email,
    name: "Owner",
    role: "customer",
    customerId: customer.id,
  });
}

const post = (ctx: TestContext, url: string, body: object, address: string) =>
  ctx.app.inject({
    method: "POST",
    url,
    remoteAddress: address,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe("simultaneous wrong passwords against one account (in memory)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("lets exactly 5 of 30 through to a 401; the rest get 429", async () => {
    const email = unique("target");
    await addLogin(ctx, email);
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(ctx, "/api/customer_login", { email, password: "wrong-password" }, address),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 25 });
    const refused = answers.find((a) => a.statusCode === 429);
    const seconds = Number(refused?.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(refused?.json().detail).toBe(
      `Too many attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
    );
    // The account stays locked for the window, even with the right password.
    expect(
      (await post(ctx, "/api/customer_login", { email, password: PASSWORD }, address)).statusCode,
    ).toBe(429);
  });

  it("holds over a real listening server with simultaneous fetches", async () => {
    const server = await createTestContext();
    try {
      const email = unique("listening");
      await addLogin(server, email);
      await server.app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = server.app.server.address() as AddressInfo;
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const res = await fetch(`http://127.0.0.1:${port}/api/customer_login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password: "wrong-password" }),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statusCounts(statuses)).toEqual({ 401: 5, 429: 25 });
    } finally {
      await server.close();
    }
  });

  it("gives successful logins back: rounds of 5 simultaneous right passwords all get in", async () => {
    const email = unique("office");
    await addLogin(ctx, email);
    const address = uniqueAddress();
    // An attempt in flight holds its place until it is known to have succeeded (decision 0048),
    // so a round may be as large as the limit; the rounds add up to more than the limit.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(ctx, "/api/customer_login", { email, password: PASSWORD }, address),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    }
    // …and they did not use up the failures: 5 wrong passwords still answer 401.
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(ctx, "/api/customer_login", { email, password: "wrong" }, address)).statusCode,
      ).toBe(401);
    }
  });
});

describe("simultaneous attempts with Redis shared by two app instances", () => {
  let database: TestDatabase;
  let first: TestContext;
  let second: TestContext;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await openTestDatabase();
    const env = { REDIS_URL: "redis://127.0.0.1:6379", SMTP_URL: smtp.url };
    first = await createTestContext({ env, database });
    second = await createTestContext({ env, database });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await smtp.close();
  });

  it("lets exactly 5 of 30 wrong passwords through across both instances", async () => {
    const email = unique("shared");
    await addLogin(first, email);
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i % 2 ? first : second, "/api/customer_login", { email, password: "wrong" }, address),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 25 });
    expect(
      Number(answers.find((a) => a.statusCode === 429)?.headers["retry-after"]),
    ).toBeGreaterThan(0);
  });

  it("sends exactly 5 reset e-mails for 20 simultaneous forgot-password requests", async () => {
    const email = unique("forgetful");
    await addLogin(first, email);
    const address = uniqueAddress();
    const before = smtp.mails.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? first : second, "/api/forgot_password", { email }, address),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: 5, 429: 15 });
    // The e-mails are sent after the answer: wait for the fifth; then a reset asked for another
    // login afterwards (another client) arrives, by when a sixth to the owner would have too.
    const toOwner = () => smtp.mails.slice(before).filter((m) => m.to.includes(email));
    await expect.poll(() => toOwner().length, { timeout: 10_000, interval: 50 }).toBe(5);
    const marker = unique("marker");
    await addLogin(first, marker);
    expect(
      (await post(second, "/api/forgot_password", { email: marker }, uniqueAddress())).statusCode,
    ).toBe(200);
    await smtp.nextMailTo(marker, before);
    expect(toOwner()).toHaveLength(5);
  });
});
