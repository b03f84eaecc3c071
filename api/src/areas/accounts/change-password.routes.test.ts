import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { API_TOKEN_MESSAGES } from "@filtercycle/contract/accounts/api-token-rules";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { createLogin } from "./accounts.service.ts";

const CUSTOMER = { email: "owner@cafe.example", password: "Correct-Horse-1", name: "Asha Patel" };
const STAFF = { email: "staff@filtercycle.example", password: "Staff-Password-1", name: "Ravi" };

describe("POST /api/account/password", () => {
  let ctx: TestContext;

  const login = (email: string, password: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/customer_login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email, password }),
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const cookie = res.cookies.find((c) => c.name.endsWith("filtercycle.session_token"));
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  };
  const change = (cookie: string | undefined, body: unknown) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const sessionStatus = async (cookie: string) =>
    (await ctx.app.inject({ url: "/api/session", headers: { cookie } })).statusCode;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    const customer = await createCustomer(ctx.database.db, {
      code: "FC-2001",
      name: "Chai Corner",
      serviceType: "Kiosk Collection",
      businessType: "Café",
    });
    await createLogin(ctx.database.db, { ...CUSTOMER, role: "customer", customerId: customer.id });
    await createLogin(ctx.database.db, { ...STAFF, role: "admin" });
  });

  it.each([
    ["a customer", CUSTOMER],
    ["staff", STAFF],
  ])(
    "lets %s change their password; other sessions end, this browser stays signed in",
    async (_who, account) => {
      const here = cookieOf(await login(account.email, account.password));
      const elsewhere = cookieOf(await login(account.email, account.password));

      const res = await change(here, {
        currentPassword: account.password,
        newPassword: "A-new-password-2",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordUpdated });
      expect(res.headers["cache-control"]).toBe("no-store");

      // The other browser's session has ended; this browser has a fresh one.
      expect(await sessionStatus(elsewhere)).toBe(401);
      expect(await sessionStatus(cookieOf(res))).toBe(200);
      // The old password no longer logs in; the new one does.
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, "A-new-password-2")).statusCode).toBe(200);
    },
  );

  it("revokes every API token of the login; the token list says the password changed", async () => {
    const here = cookieOf(await login(CUSTOMER.email, CUSTOMER.password));
    const elsewhere = cookieOf(await login(CUSTOMER.email, CUSTOMER.password));
    const tokens: { token: string; item: { id: string; name: string } }[] = [];
    for (const name of ["Power BI", "Nightly export"]) {
      const made = await ctx.app.inject({
        method: "POST",
        url: "/api/account/api_tokens",
        headers: { cookie: here, "content-type": "application/json" },
        payload: JSON.stringify({ name, currentPassword: CUSTOMER.password }),
      });
      expect(made.statusCode).toBe(201);
      tokens.push(made.json());
    }
    const withToken = (token: string) =>
      ctx.app.inject({ url: "/api/session", headers: { authorization: `Bearer ${token}` } });
    for (const { token } of tokens) expect((await withToken(token)).statusCode).toBe(200);

    const res = await change(here, {
      currentPassword: CUSTOMER.password,
      newPassword: "A-new-password-2",
    });
    expect(res.statusCode).toBe(200);

    for (const { token } of tokens) {
      const refused = await withToken(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe(API_TOKEN_MESSAGES.invalid);
    }
    expect(await sessionStatus(elsewhere)).toBe(401);
    const listed = await ctx.app.inject({
      url: "/api/account/api_tokens",
      headers: { cookie: cookieOf(res) },
    });
    expect(listed.statusCode).toBe(200);
    const body = listed.json() as {
      items: unknown[];
      revoked: { name: string; revokedReason: string; revokedAt: string }[];
    };
    expect(body.items).toEqual([]);
    expect(body.revoked.map((t) => [t.name, t.revokedReason]).sort()).toEqual([
      ["Nightly export", "password changed"],
      ["Power BI", "password changed"],
    ]);
    for (const t of body.revoked) expect(Date.now() - Date.parse(t.revokedAt)).toBeLessThan(60_000);
  });

  it("refuses a wrong current password with a 400 naming currentPassword, changing nothing", async () => {
    const here = cookieOf(await login(CUSTOMER.email, CUSTOMER.password));
    const elsewhere = cookieOf(await login(CUSTOMER.email, CUSTOMER.password));
    const res = await change(here, {
      currentPassword: "Not-the-password-1",
      newPassword: "A-new-password-2",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "currentPassword", message: ACCOUNT_MESSAGES.wrongCurrentPassword },
    ]);
    expect(res.json().detail).toBe("currentPassword: is not your current password");
    expect(await sessionStatus(here)).toBe(200);
    expect(await sessionStatus(elsewhere)).toBe(200);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
    expect((await login(CUSTOMER.email, "A-new-password-2")).statusCode).toBe(401);
  });

  it("refuses a new password shorter than 10 characters with a 400 naming newPassword", async () => {
    const here = cookieOf(await login(CUSTOMER.email, CUSTOMER.password));
    const res = await change(here, { currentPassword: CUSTOMER.password, newPassword: "short-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "newPassword", message: "must be at least 10 characters" },
    ]);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
  });

  it("refuses the red team's passwords for a customer and for staff, in the reader's language, and keeps the old one", async () => {
    const customer = cookieOf(await login(CUSTOMER.email, CUSTOMER.password));
    const staff = cookieOf(await login(STAFF.email, STAFF.password));
    for (const [cookie, account] of [
      [customer, CUSTOMER],
      [staff, STAFF],
    ] as const) {
      for (const newPassword of ["aaaaaaaaaa", "1234567890", "password12"]) {
        const res = await change(cookie, { currentPassword: account.password, newPassword });
        expect(res.statusCode, newPassword).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["newPassword"]);
      }
    }
    const inHindi = await ctx.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { "content-type": "application/json", "accept-language": "hi", cookie: staff },
      payload: JSON.stringify({ currentPassword: STAFF.password, newPassword: "password12" }),
    });
    expect(inHindi.json().errors).toEqual([
      {
        field: "newPassword",
        message: "स्टाफ लॉग इन का पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।",
      },
    ]);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
    expect((await login(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const res = await change(undefined, {
      currentPassword: CUSTOMER.password,
      newPassword: "A-new-password-2",
    });
    expect(res.statusCode).toBe(401);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
  });
});
