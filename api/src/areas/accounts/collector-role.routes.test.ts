import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { addDays, todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { readMail, resetLinkIn, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";

const NEW_PASSWORD = "Collector-Password-1";
const ADMIN_ONLY = "This area is for Filtercycle admins only. A collector uses the route screen.";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Issue 28: staff logins have a role, admin (the whole console) or collector (the route). */
describe("the collector role", () => {
  let ctx: TestContext;
  let smtp: Smtp;
  let admin: string;
  let customerId: string;
  let kioskId: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);

  const call = (method: Method, url: string, body?: unknown, cookie = admin) =>
    injectJson(ctx.app, method, url, body, cookie);
  const acceptInvitation = async (email: string, since: number) => {
    const token = resetLinkIn(await smtp.nextMailTo(email, since)).searchParams.get("token");
    return ctx.app.inject({
      method: "POST",
      url: "/api/reset_password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token, newPassword: NEW_PASSWORD }),
    });
  };
  /** A visit planned today at the test's kiosk (SQL: another area's table). */
  const plannedToday = async () =>
    (
      await queryRows<{ id: string }>(
        ctx.database.db,
        sql`insert into pickups (kiosk_id, customer_id, planned_on)
            values (${kioskId}, ${customerId}, ${today}) returning id`,
      )
    )[0]?.id as string;
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers["set-cookie"] ?? "")
      .split(";")[0]
      ?.trim() as string;

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
    const customer = await createCustomer(ctx.database.db, {
      code: "FC-7001",
      name: "Terrace Café",
      city: "Ahmedabad",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "12.50",
    });
    customerId = customer.id;
    kioskId = (
      await addKiosk(ctx.database.db, {
        customerId,
        label: "Terrace kiosk",
        installedOn: addDays(today, -30),
      })
    ).id;
    admin = (
      await signedInLogin(ctx, { email: "asha@fc.example", name: "Asha Admin", role: "admin" })
    ).cookie;
  });

  it("invites a collector: the list and the audit log say collector, and the invitee signs in as one", async () => {
    const since = smtp.mails.length;
    const res = await call("POST", "/api/admin/staff-logins", {
      email: "Ramesh@FC.example",
      name: "Ramesh Collector",
      role: "collector",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "ramesh@fc.example", staffRole: "collector" });
    const accepted = await acceptInvitation("ramesh@fc.example", since);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().session).toMatchObject({
      role: "collector",
      customerId: null,
      businessRole: null,
    });
    const list = (await call("GET", "/api/admin/staff-logins")).json();
    expect(
      list.items.map((i: { email: string; staffRole: string }) => [i.email, i.staffRole]),
    ).toEqual([
      ["asha@fc.example", "admin"],
      ["ramesh@fc.example", "collector"],
    ]);
    const [audit] = await queryRows<{ after: { role: string } }>(
      ctx.database.db,
      sql`select after from audit_log where entity = 'login' and action = 'invite'`,
    );
    expect(audit?.after.role).toBe("collector");
  });

  it("a collector's invitation describes the route app, in the invitee's language; an admin's the console", async () => {
    const cases = [
      ["en", "Your Filtercycle collector's route app", "today's stops in route order"],
      ["gu", "તમારી Filtercycle કલેક્ટર રૂટ એપ", "આજના સ્ટોપ રૂટના ક્રમમાં"],
      ["hi", "आपका Filtercycle कलेक्टर रूट ऐप", "आज के स्टॉप रूट के क्रम में"],
    ] as const;
    for (const [language, subject, line] of cases) {
      const email = `collector-${language}@fc.example`;
      const since = smtp.mails.length;
      const res = await call("POST", "/api/admin/staff-logins", {
        email,
        name: `Collector ${language}`,
        role: "collector",
        language,
      });
      expect(res.statusCode).toBe(201);
      const mail = readMail(await smtp.nextMailTo(email, since));
      expect([language, mail.subject]).toEqual([language, subject]);
      expect(mail.text).toContain(line);
      // Not the console's customers and payments.
      expect(mail.text).not.toMatch(/operations console|payouts|ઓપરેશન્સ|भुगतान/);
      // Its resend says the same.
      const id = res.json().id;
      const again = smtp.mails.length;
      expect((await call("POST", `/api/admin/logins/${id}/resend-invitation`)).statusCode).toBe(
        200,
      );
      expect(readMail(await smtp.nextMailTo(email, again)).subject).toBe(subject);
    }
    const since = smtp.mails.length;
    await call("POST", "/api/admin/staff-logins", { email: "ops@fc.example", name: "Ops" });
    expect(readMail(await smtp.nextMailTo("ops@fc.example", since)).subject).toBe(
      "Your Filtercycle staff login",
    );
  });

  it("invites an admin when no role is given, and refuses an unknown role", async () => {
    const since = smtp.mails.length;
    const res = await call("POST", "/api/admin/staff-logins", {
      email: "meera@fc.example",
      name: "Meera Ops",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().staffRole).toBe("admin");
    const accepted = await acceptInvitation("meera@fc.example", since);
    expect(accepted.json().session.role).toBe("admin");

    const bad = await call("POST", "/api/admin/staff-logins", {
      email: "x@fc.example",
      name: "X",
      role: "customer",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "role", message: "must be one of admin, collector" },
    ]);
  });

  it("lets a collector work the route and nothing else: 403 on the console's other calls and on customer data", async () => {
    const { cookie } = await signedInLogin(ctx, {
      email: "ramesh@fc.example",
      name: "Ramesh",
      role: "collector",
    });
    const id = await plannedToday();

    const day = await call("GET", `/api/admin/pickups?date=${today}&days=1`, undefined, cookie);
    expect(day.statusCode).toBe(200);
    expect(day.json().stops.map((s: { id: string }) => s.id)).toContain(id);
    const done = await call(
      "POST",
      `/api/admin/pickups/${id}/complete`,
      { buttsKg: 0.62, collector: "Ramesh", bagCode: "", idempotencyKey: "stop-collector-1" },
      cookie,
    );
    expect(done.statusCode).toBe(200);
    // Recorded under the login that sent it; a collector's answer carries no money.
    expect(done.json()).toMatchObject({ status: "done", buttsKg: 0.62 });
    expect(done.json()).not.toHaveProperty("credit");
    expect((await call("GET", "/api/session", undefined, cookie)).json()).toMatchObject({
      role: "collector",
    });

    for (const [method, url] of [
      ["GET", "/api/admin/customers"],
      ["GET", "/api/admin/customers/FC-7001"],
      ["GET", "/api/admin/overview"],
      ["GET", "/api/admin/staff-logins"],
      ["POST", `/api/admin/pickups/${id}/reschedule`],
      ["GET", "/api/admin/collections"],
      // The support view, which shows an admin any business's figures, is not a collector's.
      ["GET", "/api/get_green_impact?customerId=FC-7001"],
      ["GET", "/api/account/api_tokens"],
    ] as const) {
      const res = await call(method, url, method === "POST" ? {} : undefined, cookie);
      expect([url, res.statusCode, res.json().detail]).toEqual([url, 403, ADMIN_ONLY]);
    }
    // A collector cannot invite anyone, least of all an admin.
    const invite = await call(
      "POST",
      "/api/admin/staff-logins",
      { email: "evil@fc.example", name: "E", role: "admin" },
      cookie,
    );
    expect(invite.statusCode).toBe(403);
    const [users] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from users`,
    );
    expect(users?.n).toBe(2);
  });

  it("lets a collector change its own password and log out", async () => {
    const { cookie } = await signedInLogin(ctx, {
      email: "ramesh@fc.example",
      name: "Ramesh",
      role: "collector",
      password: "Old-Collector-1",
    });
    const changed = await call(
      "POST",
      "/api/account/password",
      { currentPassword: "Old-Collector-1", newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const fresh = cookieOf(changed) || cookie;
    expect((await call("GET", "/api/account/sessions", undefined, fresh)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/customer_logout",
      headers: { cookie: fresh, "sec-fetch-site": "same-origin" },
    });
    expect(out.statusCode).toBe(200);
  });

  it("keeps a business's site contact phone, which the collector's stops carry", async () => {
    const bad = await call("PATCH", "/api/admin/customers/FC-7001", {
      siteContactPhone: "call me",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("siteContactPhone");
    const ok = await call("PATCH", "/api/admin/customers/FC-7001", {
      siteContactPhone: " +91 98250 12345 ",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().siteContactPhone).toBe("+91 98250 12345");
    await plannedToday();
    const day = (await call("GET", `/api/admin/pickups?date=${today}&days=1`)).json();
    expect(day.stops[0]).toMatchObject({
      customerName: "Terrace Café",
      sitePhone: "+91 98250 12345",
    });
    const created = await call("POST", "/api/admin/customers", {
      name: "No Phone Café",
      city: "Ahmedabad",
      state: "Gujarat",
      pincode: "380001",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: 10,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().siteContactPhone).toBe("");
  });
});
