import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/**
 * Issue 16, finding 2: with every hop trusted, the left-most X-Forwarded-For (which the client
 * writes) became the client's address, and each spoofed value got its own limit. Behind one
 * proxy (`TRUST_PROXY=1`) the address is the one that proxy saw: the right-most.
 */
const PROXY = "127.0.0.1";
const CLIENT = `203.0.113.${randomBytes(1)[0]}`;
const OTHER_CLIENT = `192.0.2.${randomBytes(1)[0]}`;
const spoofed = (i: number, client = CLIENT) => `198.51.100.${i}, ${client}`;

describe.each([
  ["a hop count", "1"],
  ["the proxy's address", "127.0.0.0/8,10.0.0.0/8"],
])("TRUST_PROXY as %s", (_label, trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => ctx.close());

  it("counts failed logins with spoofed X-Forwarded-For values against the address the proxy saw", async () => {
    const attempt = (i: number, client = CLIENT) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/customer_login",
        remoteAddress: PROXY,
        headers: { "content-type": "application/json", "x-forwarded-for": spoofed(i, client) },
        payload: JSON.stringify({
          email: `guess${i}-${randomBytes(3).toString("hex")}@spoof.example`,
          password: "wrong-password",
        }),
      });
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
    const blocked = await attempt(20);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Another client behind the same proxy has its own count: the proxy's address is not used.
    expect((await attempt(21, OTHER_CLIENT)).statusCode).toBe(401);
  });

  it("limits contact messages with spoofed X-Forwarded-For values per real address", async () => {
    const send = (i: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/contact_messages",
        remoteAddress: PROXY,
        headers: { "content-type": "application/json", "x-forwarded-for": spoofed(i) },
        payload: JSON.stringify({
          name: "Ravi",
          email: "ravi@example.com",
          phone: "",
          message: `Message number ${i} about collections.`,
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send(i)).statusCode);
    // 5 messages per address in 10 minutes (PRODUCT.md), whatever the header says.
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
  });
});
