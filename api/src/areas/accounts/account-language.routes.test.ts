import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { injectJson, type Method } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

/** Issue 29: the language each login chose, GET and PATCH /api/account. */
describe("a login's language (GET and PATCH /api/account)", () => {
  let ctx: TestContext;
  let owner: string;
  let colleague: string;

  const call = (method: Method, body?: unknown, cookie = owner) =>
    injectJson(ctx.app, method, "/api/account", body, cookie);

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    const customer = await aCustomer(ctx.database.db, { name: "Chai Corner" });
    const a = await aLogin(ctx.database.db, {
      role: "customer",
      customerId: customer.id,
      email: "asha@chai.example",
      name: "Asha Patel",
    });
    const b = await aLogin(ctx.database.db, {
      role: "customer",
      customerId: customer.id,
      businessRole: "viewer",
      email: "ravi@chai.example",
      name: "Ravi Shah",
    });
    owner = await sessionCookieFor(ctx.app, a.email, a.password);
    colleague = await sessionCookieFor(ctx.app, b.email, b.password);
  });

  it("answers null until the login chooses, then the choice, for that login only", async () => {
    const before = await call("GET");
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.json()).toEqual({
      email: "asha@chai.example",
      name: "Asha Patel",
      language: null,
    });

    const changed = await call("PATCH", { language: "gu" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      email: "asha@chai.example",
      name: "Asha Patel",
      language: "gu",
    });
    expect((await call("GET")).json()).toMatchObject({ language: "gu" });
    // A viewer chooses too, and the colleague's choice stays theirs.
    expect((await call("PATCH", { language: "hi" }, colleague)).json()).toMatchObject({
      email: "ravi@chai.example",
      language: "hi",
    });
    expect((await call("GET")).json()).toMatchObject({ language: "gu" });
    expect((await call("PATCH", { language: "en" })).json()).toMatchObject({ language: "en" });
  });

  it("answers 400 naming the field for a language it does not offer, and changes nothing", async () => {
    await call("PATCH", { language: "hi" });
    for (const body of [{ language: "fr" }, { language: "GU" }, { language: null }, {}]) {
      const res = await call("PATCH", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([
        { field: "language", message: expect.stringContaining('"en", "gu", "hi"') },
      ]);
    }
    // An unknown field is refused too (a typo must not look saved).
    const extra = await call("PATCH", { language: "gu", theme: "dark" });
    expect(extra.statusCode).toBe(400);
    expect((await call("GET")).json()).toMatchObject({ language: "hi" });
  });

  it("is the signed-in login's own: without a session, 401", async () => {
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ language: "gu" }),
    });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/account" })).statusCode).toBe(401);
  });

  it("lets staff and collectors choose theirs", async () => {
    const collector = await aLogin(ctx.database.db, { role: "collector", email: "c@fc.example" });
    const cookie = await sessionCookieFor(ctx.app, collector.email, collector.password);
    expect((await call("PATCH", { language: "gu" }, cookie)).json()).toMatchObject({
      email: "c@fc.example",
      language: "gu",
    });
  });
});
