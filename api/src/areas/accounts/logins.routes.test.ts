import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { resetLinkIn, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { createLogin } from "./accounts.service.ts";

const STAFF = {
  email: "ravi@filtercycle.example",
  password: "Staff-Password-1",
  name: "Ravi Staff",
};
const NEW_PASSWORD = "Invitee-Password-1";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

describe("logins API (console)", () => {
  let ctx: TestContext;
  let smtp: Smtp;
  let staffCookie: string;
  let staffId: string;

  const call = (method: Method, url: string, body?: unknown, cookie = staffCookie) =>
    injectJson(ctx.app, method, url, body, cookie);
  const resetPassword = (token: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/reset_password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token, newPassword: NEW_PASSWORD }),
    });
  const tokenOf = async (email: string, since: number) =>
    resetLinkIn(await smtp.nextMailTo(email, since)).searchParams.get("token") as string;
  const audit = () =>
    queryRows<{ entity: string; action: string; before: unknown; after: unknown }>(
      ctx.database.db,
      sql`select entity, action, before, after from audit_log where entity = 'login' order by id`,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    await createCustomer(ctx.database.db, {
      code: "FC-1001",
      name: "Alpha Chai",
      serviceType: "Kiosk Collection",
      businessType: "Café",
    });
    ({ id: staffId, cookie: staffCookie } = await signedInLogin(ctx, { ...STAFF, role: "admin" }));
  });

  it("invites a customer login, mails the link, lists it pending until the password is set", async () => {
    const since = smtp.mails.length;
    const res = await call("POST", "/api/admin/customers/FC-1001/logins", {
      email: "Asha@Alpha.example",
      name: "Asha Patel",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: "Asha Patel",
      email: "asha@alpha.example",
      lastSignInAt: null,
      invitationPending: true,
      createdAt: expect.any(String),
      // The business's first login is its owner (decision 0065).
      businessRole: "owner",
    });
    const token = await tokenOf("asha@alpha.example", since);
    const mail = smtp.mails.at(-1);
    expect(mail?.text).toContain("Alpha Chai");

    const list = await call("GET", "/api/admin/customers/FC-1001/logins");
    expect(list.json()).toMatchObject({ total: 1, page: 1, items: [{ invitationPending: true }] });

    expect((await resetPassword(token)).statusCode).toBe(200);
    const after = (await call("GET", "/api/admin/customers/FC-1001/logins")).json();
    expect(after.items[0]).toMatchObject({
      invitationPending: false,
      lastSignInAt: expect.any(String),
    });
    // Staff are not in a customer's list, nor the customer in staff's.
    const staff = (await call("GET", "/api/admin/staff-logins")).json();
    expect(staff.items.map((i: { email: string }) => i.email)).toEqual([STAFF.email]);
    expect(staff.items[0].lastSignInAt).toEqual(expect.any(String));
    // Staff have no role in a business.
    expect(staff.items[0]).not.toHaveProperty("businessRole");
    expect((await call("GET", "/api/admin/customers/FC-1001")).json().figures.logins).toBe(1);

    // A later login staff invite is a viewer; the list shows each role.
    await call("POST", "/api/admin/customers/FC-1001/logins", {
      email: "kiran@alpha.example",
      name: "Kiran Rao",
    });
    const roles = (await call("GET", "/api/admin/customers/FC-1001/logins")).json();
    expect(
      roles.items.map((i: { email: string; businessRole: string }) => [i.email, i.businessRole]),
    ).toEqual([
      ["asha@alpha.example", "owner"],
      ["kiran@alpha.example", "viewer"],
    ]);
  });

  it("refuses a bad e-mail, a taken e-mail and an unknown code", async () => {
    const bad = await call("POST", "/api/admin/customers/FC-1001/logins", {
      email: "x",
      name: "X",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("email");
    const noName = await call("POST", "/api/admin/staff-logins", {
      email: "a@b.example",
      name: " ",
    });
    expect(noName.json().errors[0].field).toBe("name");
    const taken = await call("POST", "/api/admin/customers/FC-1001/logins", {
      email: STAFF.email,
      name: "X",
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await call("POST", "/api/admin/customers/FC-4040/logins", {
      email: "a@b.example",
      name: "X",
    });
    expect(unknown.statusCode).toBe(404);
    const [users] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from users`,
    );
    expect(users?.n).toBe(1);
    expect(await audit()).toEqual([]);
  });

  it("invites a staff login, which signs in as staff", async () => {
    const since = smtp.mails.length;
    const res = await call("POST", "/api/admin/staff-logins", {
      email: "meera@filtercycle.example",
      name: "Meera Ops",
    });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.nextMailTo("meera@filtercycle.example", since);
    expect(mail.text).toContain("staff login");
    const token = await tokenOf("meera@filtercycle.example", since);
    const accepted = await resetPassword(token);
    expect(accepted.json().session).toMatchObject({ role: "admin", customerId: null });
    const staff = (await call("GET", "/api/admin/staff-logins")).json();
    expect(staff.items.map((i: { email: string }) => i.email)).toEqual([
      "meera@filtercycle.example",
      STAFF.email,
    ]);
  });

  it("resends an invitation: a new link works, the old one is dead", async () => {
    const since = smtp.mails.length;
    const { id } = (
      await call("POST", "/api/admin/customers/FC-1001/logins", {
        email: "asha@alpha.example",
        name: "Asha",
      })
    ).json();
    const oldToken = await tokenOf("asha@alpha.example", since);
    const again = smtp.mails.length;
    const resent = await call("POST", `/api/admin/logins/${id}/resend-invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id, invitationPending: true });
    const newToken = await tokenOf("asha@alpha.example", again);
    expect(newToken).not.toBe(oldToken);
    expect((await resetPassword(oldToken)).statusCode).toBe(400);
    expect((await resetPassword(newToken)).statusCode).toBe(200);
    // Accepted: no more invitations (a password reset is the way now).
    expect((await call("POST", `/api/admin/logins/${id}/resend-invitation`)).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/logins/nobody/resend-invitation")).statusCode).toBe(404);
    expect((await audit()).map((r) => r.action)).toEqual(["invite", "resend-invitation"]);
  });

  it("revokes a login: its sessions end, it is gone from the list; staff cannot revoke themselves", async () => {
    const [customer] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from customers`,
    );
    const { id } = await createLogin(ctx.database.db, {
      email: "asha@alpha.example",
      password: NEW_PASSWORD,
      name: "Asha",
      role: "customer",
      customerId: customer?.id as string,
    });
    const cookie = await sessionCookieFor(ctx.app, "asha@alpha.example", NEW_PASSWORD);
    expect((await call("GET", "/api/get_green_impact", undefined, cookie)).statusCode).toBe(200);

    const self = await call("DELETE", `/api/admin/logins/${staffId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe("You cannot revoke your own login. Ask another staff member.");

    const revoked = await call("DELETE", `/api/admin/logins/${id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await call("GET", "/api/get_green_impact", undefined, cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/customers/FC-1001/logins")).json()).toMatchObject({
      items: [],
      total: 0,
    });
    const [left] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = 'asha@alpha.example'`,
    );
    expect(left?.n).toBe(0);
    expect((await call("DELETE", `/api/admin/logins/${id}`)).statusCode).toBe(404);
    expect(await audit()).toEqual([
      {
        entity: "login",
        action: "revoke",
        before: { email: "asha@alpha.example", name: "Asha", role: "customer" },
        after: null,
      },
    ]);
  });
});
