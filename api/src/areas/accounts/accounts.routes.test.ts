import { randomBytes } from "node:crypto";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { API_TOKEN_MESSAGES } from "@filtercycle/contract/accounts/api-token-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer } from "#api-test/builders.ts";
import { resetLinkIn, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "./accounts.service.ts";
import { usePasswordHashCost } from "./password.ts";

const CUSTOMER = { email: "owner@cafe.example", password: "Correct-Horse-1", name: "Asha Patel" };
const STAFF = {
  email: "staff@filtercycle.example",
  password: "Staff-Password-1",
  name: "Ravi Staff",
};

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

describe("accounts API", () => {
  let ctx: TestContext;
  let smtp: Smtp;

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/customer_login",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ email, password }),
    });
  /** The session's token inside its signed cookie (`token.signature`). */
  const sessionTokenIn = (cookie: string) =>
    decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0] as string;
  const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => {
    const cookie = res.cookies.find((c) => c.name.endsWith("filtercycle.session_token"));
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  };

  /** Asks for a reset link and reads its token from the e-mail that arrives. */
  const requestResetToken = async (email: string, remoteAddress?: string) => {
    const before = smtp.mails.length;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/forgot_password",
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email }),
    });
    expect(res.statusCode).toBe(200);
    return resetLinkIn(await smtp.nextMailTo(email, before)).searchParams.get("token") as string;
  };
  const resetPassword = (token: string, newPassword: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/reset_password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token, newPassword }),
    });

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
    const customer = await aCustomer(ctx.database.db, {
      code: "FC-2001",
      name: "Chai Corner",
      serviceType: "Kiosk Collection",
      businessType: "Café",
    });
    await createLogin(ctx.database.db, { ...CUSTOMER, role: "customer", customerId: customer.id });
    await createLogin(ctx.database.db, { ...STAFF, role: "admin" });
  });

  describe("login", () => {
    it("answers the session info and sets an HttpOnly, SameSite=Lax session cookie", async () => {
      const res = await login("Owner@Cafe.example", CUSTOMER.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        token: expect.any(String),
        customerId: "FC-2001",
        customerName: "Chai Corner",
        role: "customer",
        businessRole: "owner",
        email: CUSTOMER.email,
        name: CUSTOMER.name,
        userId: expect.any(String),
      });
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(/filtercycle\.session_token=[^;]+;/);
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(setCookie).not.toContain("Secure"); // served over http here
    });

    it("stores sessions hashed, never the token itself", async () => {
      const token = sessionTokenIn(sessionCookie(await login(CUSTOMER.email, CUSTOMER.password)));
      const rows = await queryRows<{ token: string }>(
        ctx.database.db,
        sql`select token from sessions`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token).toMatch(/^sha256:[A-Za-z0-9_-]{43}$/);
      expect(rows[0]?.token).not.toContain(token);
    });

    it("gives staff their role and no business", async () => {
      const res = await login(STAFF.email, STAFF.password);
      expect(res.json()).toMatchObject({
        role: "admin",
        customerId: null,
        customerName: STAFF.name,
      });
    });

    it("answers one message for an unknown e-mail and for a wrong password, in the same time class", async () => {
      const unknown = await login("nobody@cafe.example", CUSTOMER.password);
      const wrong = await login(CUSTOMER.email, "wrong-password-1");
      for (const res of [unknown, wrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().detail).toBe("Invalid email or password.");
      }
      expect(unknown.body.replace("nobody@cafe.example", "")).toBe(
        wrong.body.replace(CUSTOMER.email, ""),
      );
      // Both paths run one argon2id computation; a missing one would be ~100× faster. At the
      // production cost: the tests' cheap one is too quick to tell apart from the request.
      usePasswordHashCost("owasp");
      const median = async (email: string, password: string) => {
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const start = performance.now();
          await login(email, password);
          times.push(performance.now() - start);
        }
        return times.sort((a, b) => a - b)[1] as number;
      };
      await ctx.database.reset(); // the limiter counts failures per account; use fresh addresses
      // A known login whose stored hash has the production cost: its wrong password runs a real
      // verification. (Both addresses used to be unknown after the reset, so the test compared
      // the unknown-address path with itself and could not fail.)
      const known = `y${randomBytes(3).toString("hex")}@cafe.example`;
      await createLogin(ctx.database.db, {
        email: known,
        name: "Y",
        password: CUSTOMER.password,
        role: "admin",
      });
      const unknownMs = await median(
        `x${randomBytes(3).toString("hex")}@cafe.example`,
        "wrong-password-1",
      );
      const verifyMs = await median(known, "wrong-password-1");
      usePasswordHashCost("test");
      expect(unknownMs / verifyMs).toBeGreaterThan(0.2);
      expect(unknownMs / verifyMs).toBeLessThan(5);
    });

    it("names the invalid field of a bad request", async () => {
      const res = await login("not-an-email", "");
      expect(res.statusCode).toBe(400);
      const fields = res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort();
      expect(fields).toEqual(["email", "password"]);
    });
  });

  describe("sessions", () => {
    it("keeps the session in its HttpOnly cookie only: the answers' `token` is a marker that lets no one in", async () => {
      const res = await login(CUSTOMER.email, CUSTOMER.password);
      const cookie = sessionCookie(res);
      const secret = sessionTokenIn(cookie);
      const marker = res.json().token as string;
      const byCookie = await ctx.app.inject({ url: "/api/session", headers: { cookie } });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json().customerId).toBe("FC-2001");
      // The marker is the session's public id (as the Sessions panel lists it), the same in both
      // answers; neither answer holds the session's token.
      const sessions = await ctx.app.inject({ url: "/api/account/sessions", headers: { cookie } });
      expect(sessions.json().items).toEqual([
        expect.objectContaining({ id: marker, current: true }),
      ]);
      expect(byCookie.json().token).toBe(marker);
      for (const answer of [res.body, byCookie.body, sessions.body]) {
        expect(answer).not.toContain(secret);
      }
      // What localStorage holds (the marker) and even the session's own token are refused as a
      // Bearer; the marker as a cookie is no session either.
      for (const sent of [marker, secret]) {
        const byBearer = await ctx.app.inject({
          url: "/api/session",
          headers: { authorization: `Bearer ${sent}` },
        });
        expect(byBearer.statusCode).toBe(401);
        expect(byBearer.json().detail).toBe(API_TOKEN_MESSAGES.invalid);
      }
      const cookieName = cookie.split("=")[0] as string;
      const markerAsCookie = await ctx.app.inject({
        url: "/api/session",
        headers: { cookie: `${cookieName}=${marker}` },
      });
      expect(markerAsCookie.statusCode).toBe(401);
    });

    it("answers 401 without a session", async () => {
      const res = await ctx.app.inject({ url: "/api/session" });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(ACCOUNT_MESSAGES.sessionEnded);
    });

    it("logout revokes the session: the old cookie then gets 401; logging out again still answers 200", async () => {
      const cookie = sessionCookie(await login(CUSTOMER.email, CUSTOMER.password));
      const out = await ctx.app.inject({ url: "/api/customer_logout", headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      expect(String(out.headers["set-cookie"])).toMatch(/filtercycle\.session_token=; Max-Age=0/);
      expect((await ctx.app.inject({ url: "/api/session", headers: { cookie } })).statusCode).toBe(
        401,
      );
      const again = await ctx.app.inject({ url: "/api/customer_logout", headers: { cookie } });
      expect(again.statusCode).toBe(200);
      const rows = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from sessions`,
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe("logout from another site", () => {
    const sessionStatus = async (cookie: string) =>
      (await ctx.app.inject({ url: "/api/session", headers: { cookie } })).statusCode;

    it.each(["cross-site", "same-site"])(
      "GET with Sec-Fetch-Site: %s answers 200 and the session stays live",
      async (site) => {
        const cookie = sessionCookie(await login(CUSTOMER.email, CUSTOMER.password));
        const out = await ctx.app.inject({
          url: "/api/customer_logout",
          headers: { cookie, "sec-fetch-site": site },
        });
        expect(out.statusCode).toBe(200);
        expect(out.json()).toEqual({ ok: true });
        expect(out.headers["set-cookie"]).toBeUndefined();
        expect(await sessionStatus(cookie)).toBe(200);
      },
    );

    it.each(["same-origin", "none"])(
      "GET with Sec-Fetch-Site: %s ends the session",
      async (site) => {
        const cookie = sessionCookie(await login(CUSTOMER.email, CUSTOMER.password));
        const out = await ctx.app.inject({
          url: "/api/customer_logout",
          headers: { cookie, "sec-fetch-site": site },
        });
        expect(out.statusCode).toBe(200);
        expect(String(out.headers["set-cookie"])).toMatch(/filtercycle\.session_token=; Max-Age=0/);
        expect(await sessionStatus(cookie)).toBe(401);
      },
    );

    it("POST /api/customer_logout from our pages ends the session, idempotently; another origin's POST is refused", async () => {
      const cookie = sessionCookie(await login(CUSTOMER.email, CUSTOMER.password));
      const foreign = await ctx.app.inject({
        method: "POST",
        url: "/api/customer_logout",
        headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(foreign.statusCode).toBe(403);
      expect(await sessionStatus(cookie)).toBe(200);

      const post = () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/customer_logout",
          headers: { cookie, origin: "http://portal.test", "sec-fetch-site": "same-origin" },
        });
      const out = await post();
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      expect(out.headers["cache-control"]).toBe("no-store");
      expect(String(out.headers["set-cookie"])).toMatch(/filtercycle\.session_token=; Max-Age=0/);
      expect(await sessionStatus(cookie)).toBe(401);
      expect((await post()).statusCode).toBe(200);
    });
  });

  describe("password reset", () => {
    it("e-mails a single-use link that sets a new password and ends every session", async () => {
      const oldCookie = sessionCookie(await login(CUSTOMER.email, CUSTOMER.password));
      const before = smtp.mails.length;
      const forgot = await ctx.app.inject({
        method: "POST",
        url: "/api/forgot_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: CUSTOMER.email }),
      });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json().message).toBe(ACCOUNT_MESSAGES.forgotConfirmation);

      const mail = await smtp.nextMailTo(CUSTOMER.email, before);
      expect(mail.raw).toContain("Subject: Reset your Filtercycle password");
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      const link = resetLinkIn(mail);
      expect(link.origin + link.pathname).toBe("http://portal.test/reset-password");
      const token = link.searchParams.get("token") as string;

      const reset = await ctx.app.inject({
        method: "POST",
        url: "/api/reset_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ token, newPassword: "A-brand-new-passphrase" }),
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
      // A reset signs nobody in: its owner logs in with the new password.
      expect(reset.json().session).toBeUndefined();
      expect(reset.cookies.some((c) => c.name.endsWith("filtercycle.session_token"))).toBe(false);

      expect(
        (await ctx.app.inject({ url: "/api/session", headers: { cookie: oldCookie } })).statusCode,
      ).toBe(401);
      expect((await login(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(401);
      expect((await login(CUSTOMER.email, "A-brand-new-passphrase")).statusCode).toBe(200);

      const reuse = await ctx.app.inject({
        method: "POST",
        url: "/api/reset_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ token, newPassword: "Yet-another-passphrase" }),
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().detail).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      // The reset token is stored hashed too.
      const stored = await queryRows<{ identifier: string }>(
        ctx.database.db,
        sql`select identifier from verifications`,
      );
      for (const row of stored) expect(row.identifier).not.toContain(token);
    });

    it("refuses a common or guessable new password for every role, saying why in the reader's language; the link still works", async () => {
      const common =
        "is a commonly used password, or too close to one: attackers try these first. Choose another, such as three or four unrelated words";
      const guessable =
        "is too easy to guess (a repeated character, a sequence, a keyboard pattern, a word with a number, or your name or e-mail). Choose another, such as three or four unrelated words";
      // A login and an address of its own, apart from this file's other limits.
      const [{ id: customerId } = { id: "" }] = await queryRows<{ id: string }>(
        ctx.database.db,
        sql`select id from customers where code = 'FC-2001'`,
      );
      await createLogin(ctx.database.db, {
        email: "nina@cafe.example",
        name: "Nina Shah",
        password: "Correct-Horse-1",
        role: "customer",
        customerId,
      });
      const token = await requestResetToken("nina@cafe.example", "10.0.0.88");
      for (const [weak, message] of [
        ["aaaaaaaaaa", guessable],
        ["1234567890", common],
        ["password12", common],
        ["nina@cafe.example", guessable],
      ] as const) {
        const res = await resetPassword(token, weak);
        expect(res.statusCode, weak).toBe(400);
        expect(res.json().errors).toEqual([{ field: "newPassword", message }]);
      }
      const inGujarati = await ctx.app.inject({
        method: "POST",
        url: "/api/reset_password",
        headers: { "content-type": "application/json", "accept-language": "gu" },
        payload: JSON.stringify({ token, newPassword: "password12" }),
      });
      expect(inGujarati.json().errors).toEqual([
        {
          field: "newPassword",
          message:
            "આ પાસવર્ડ બહુ વપરાતો છે, અથવા એવા પાસવર્ડની ખૂબ નજીક છે: હુમલો કરનારા આવા પાસવર્ડ સૌથી પહેલાં અજમાવે છે. બીજો પસંદ કરો, જેમ કે ત્રણ-ચાર અસંબંધિત શબ્દો.",
        },
      ]);
      // Staff need 12 characters and a stronger password.
      const staffToken = await requestResetToken(STAFF.email, "10.0.0.88");
      const short = await resetPassword(staffToken, "Kx9-vQ2-Lp7");
      expect(short.json().errors).toEqual([
        { field: "newPassword", message: "must be at least 12 characters for a staff login" },
      ]);
      const weakForStaff = await resetPassword(staffToken, "Ahmedabad@2026");
      expect(weakForStaff.statusCode).toBe(400);
      expect(weakForStaff.json().errors).toEqual([
        {
          field: "newPassword",
          message:
            "is not strong enough for a staff login, which reaches every business. Choose a longer one, such as four unrelated words",
        },
      ]);
      // A customer may choose what staff may not.
      expect((await resetPassword(token, "Ahmedabad@2026")).statusCode).toBe(200);
      expect((await resetPassword(staffToken, "Sabarmati-Chai-42")).statusCode).toBe(200);
      expect((await login(STAFF.email, STAFF.password)).statusCode).toBe(401);
    });

    it("ends the older link once a newer one has set the password", async () => {
      const first = await requestResetToken(CUSTOMER.email);
      const second = await requestResetToken(CUSTOMER.email);
      expect(second).not.toBe(first);

      expect((await resetPassword(second, "A-brand-new-passphrase")).statusCode).toBe(200);
      const old = await resetPassword(first, "An-attacker-passphrase");
      expect(old.statusCode).toBe(400);
      expect(old.json().detail).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      expect((await login(CUSTOMER.email, "An-attacker-passphrase")).statusCode).toBe(401);
      expect((await login(CUSTOMER.email, "A-brand-new-passphrase")).statusCode).toBe(200);
    });

    /**
     * A login of its own for a test that asks for links: the forgot-password form's in-memory
     * counts outlive each test, and CUSTOMER's are spent by the tests above.
     */
    const ownLogin = async (email: string) => {
      const [customer] = await queryRows<{ id: string }>(
        ctx.database.db,
        sql`select id from customers where code = 'FC-2001'`,
      );
      await createLogin(ctx.database.db, {
        email,
        name: "Mira",
        password: CUSTOMER.password,
        role: "customer",
        customerId: customer?.id as string,
      });
      return email;
    };

    it("ends every older link when a new one is requested: only the newest sets the password", async () => {
      const email = await ownLogin("newest-link@cafe.example");
      const first = await requestResetToken(email);
      const second = await requestResetToken(email);
      expect(second).not.toBe(first);

      const old = await resetPassword(first, "An-attacker-passphrase");
      expect(old.statusCode).toBe(400);
      expect(old.json().detail).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      expect(old.json().errors).toEqual([
        { field: "token", message: "has expired or has already been used" },
      ]);
      expect((await login(email, "An-attacker-passphrase")).statusCode).toBe(401);

      expect((await resetPassword(second, "A-brand-new-passphrase")).statusCode).toBe(200);
      expect((await login(email, "A-brand-new-passphrase")).statusCode).toBe(200);
    });

    it("revokes every API token and ends every session; the token list says the password was reset", async () => {
      const email = await ownLogin("reset-tokens@cafe.example");
      const cookie = sessionCookie(await login(email, CUSTOMER.password));
      const otherBrowser = sessionCookie(await login(email, CUSTOMER.password));
      const made = await ctx.app.inject({
        method: "POST",
        url: "/api/account/api_tokens",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ name: "Power BI", currentPassword: CUSTOMER.password }),
      });
      expect(made.statusCode).toBe(201);
      const { token } = made.json() as { token: string };
      const withToken = () =>
        ctx.app.inject({ url: "/api/session", headers: { authorization: `Bearer ${token}` } });
      expect((await withToken()).statusCode).toBe(200);

      const link = await requestResetToken(email);
      expect((await resetPassword(link, "A-brand-new-passphrase")).statusCode).toBe(200);

      const refused = await withToken();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe(API_TOKEN_MESSAGES.invalid);
      for (const c of [cookie, otherBrowser]) {
        expect(
          (await ctx.app.inject({ url: "/api/session", headers: { cookie: c } })).statusCode,
        ).toBe(401);
      }
      const fresh = sessionCookie(await login(email, "A-brand-new-passphrase"));
      const listed = await ctx.app.inject({
        url: "/api/account/api_tokens",
        headers: { cookie: fresh },
      });
      expect(listed.json()).toMatchObject({
        items: [],
        revoked: [{ name: "Power BI", revokedReason: "password reset" }],
      });
    });

    it("refuses an expired link", async () => {
      const before = smtp.mails.length;
      await ctx.app.inject({
        method: "POST",
        url: "/api/forgot_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: CUSTOMER.email }),
      });
      const token = resetLinkIn(await smtp.nextMailTo(CUSTOMER.email, before)).searchParams.get(
        "token",
      );
      await ctx.database.db.execute(
        sql`update verifications set expires_at = now() - interval '1 minute'`,
      );
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/reset_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ token, newPassword: "A-brand-new-passphrase" }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      expect((await login(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
    });

    it("answers an unknown address exactly like a known one, and sends nothing", async () => {
      const before = smtp.mails.length;
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/forgot_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: "stranger@nowhere.example" }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.forgotConfirmation);
      // A known address asked afterwards (from another client, apart from this file's limits)
      // gets its mail: a mail to the stranger, sent first, would have arrived by then.
      const marker = await ctx.app.inject({
        method: "POST",
        url: "/api/forgot_password",
        remoteAddress: "10.0.0.77",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: CUSTOMER.email }),
      });
      expect(marker.statusCode).toBe(200);
      await smtp.nextMailTo(CUSTOMER.email, before);
      expect(
        smtp.mails.slice(before).filter((m) => m.to.includes("stranger@nowhere.example")),
      ).toHaveLength(0);
    });

    it("refuses a password shorter than 10 characters, naming the field", async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/reset_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ token: "x", newPassword: "short" }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: "newPassword", message: "must be at least 10 characters" },
      ]);
    });
  });

  describe("invitations", () => {
    const invite = (cookie: string | undefined, body: object) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/admin/invitations",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify(body),
      });

    it("lets staff invite a customer login, which sets its own password and sees its business", async () => {
      const staff = sessionCookie(await login(STAFF.email, STAFF.password));
      const before = smtp.mails.length;
      const res = await invite(staff, {
        email: "manager@cafe.example",
        name: "Meera Shah",
        customerId: "fc-2001",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: "manager@cafe.example" });
      const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);

      const mail = await smtp.nextMailTo("manager@cafe.example", before);
      expect(mail.raw).toContain("Subject: Your Filtercycle dashboard login for Chai Corner");
      const link = resetLinkIn(mail);
      expect(link.searchParams.get("invite")).toBe("1");
      expect((await login("manager@cafe.example", "Manager-passphrase-1")).statusCode).toBe(401);

      const set = await ctx.app.inject({
        method: "POST",
        url: "/api/reset_password",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          token: link.searchParams.get("token"),
          newPassword: "Manager-passphrase-1",
        }),
      });
      expect(set.statusCode).toBe(200);
      // The first password signs the invitee in: the answer is a session, with its cookie.
      expect(set.headers["cache-control"]).toBe("no-store");
      expect(set.json()).toMatchObject({
        message: "Your account is ready and you are signed in.",
        session: { customerId: "FC-2001", customerName: "Chai Corner", role: "customer" },
      });
      const signedIn = await ctx.app.inject({
        url: "/api/session",
        headers: { cookie: sessionCookie(set) },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ email: "manager@cafe.example" });
      const session = await login("manager@cafe.example", "Manager-passphrase-1");
      expect(session.json()).toMatchObject({
        customerId: "FC-2001",
        customerName: "Chai Corner",
        role: "customer",
      });
    });

    it("ends the invitation link once the invitee's password is set by a reset link", async () => {
      const staff = sessionCookie(await login(STAFF.email, STAFF.password));
      const before = smtp.mails.length;
      const res = await invite(staff, {
        email: "manager@cafe.example",
        name: "Meera Shah",
        customerId: "FC-2001",
      });
      expect(res.statusCode).toBe(201);
      const invitation = resetLinkIn(
        await smtp.nextMailTo("manager@cafe.example", before),
      ).searchParams.get("token") as string;

      const reset = await requestResetToken("manager@cafe.example");
      expect((await resetPassword(reset, "Manager-passphrase-1")).statusCode).toBe(200);
      const late = await resetPassword(invitation, "Someone-elses-passphrase");
      expect(late.statusCode).toBe(400);
      expect(late.json().detail).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      expect((await login("manager@cafe.example", "Manager-passphrase-1")).statusCode).toBe(200);
    });

    it("is for staff only: 401 without a session, 403 for a customer", async () => {
      const body = { email: "x@cafe.example", name: "X", customerId: "FC-2001" };
      expect((await invite(undefined, body)).statusCode).toBe(401);
      const customer = sessionCookie(await login(CUSTOMER.email, CUSTOMER.password));
      const res = await invite(customer, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(ACCOUNT_MESSAGES.staffOnly);
      const users = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from users`,
      );
      expect(users[0]?.n).toBe(2);
    });

    it("names the field for an unknown business or an e-mail that already has a login", async () => {
      const staff = sessionCookie(await login(STAFF.email, STAFF.password));
      const unknown = await invite(staff, {
        email: "y@cafe.example",
        name: "Y",
        customerId: "FC-9999",
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].field).toBe("customerId");
      const taken = await invite(staff, {
        email: CUSTOMER.email,
        name: "Y",
        customerId: "FC-2001",
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors[0].field).toBe("email");
    });
  });

  describe("cross-site requests", () => {
    it("refuses a POST from another origin and changes nothing", async () => {
      const res = await login(CUSTOMER.email, CUSTOMER.password, {
        origin: "https://evil.example",
      });
      expect(res.statusCode).toBe(403);
      const rows = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from sessions`,
      );
      expect(rows[0]?.n).toBe(0);
      const fetchSite = await login(CUSTOMER.email, CUSTOMER.password, {
        "sec-fetch-site": "cross-site",
      });
      expect(fetchSite.statusCode).toBe(403);
    });

    it("accepts the site's own origin", async () => {
      expect(
        (await login(CUSTOMER.email, CUSTOMER.password, { origin: "http://portal.test" }))
          .statusCode,
      ).toBe(200);
    });
  });
});

describe("secure cookies over HTTPS", () => {
  it("marks the session cookie Secure when the site is served over HTTPS", async () => {
    const ctx = await createTestContext({ env: { PUBLIC_URL: "https://portal.example.com" } });
    try {
      const customer = await aCustomer(ctx.database.db, {
        code: "FC-3001",
        name: "Secure Café",
        serviceType: "S",
        businessType: "B",
      });
      await createLogin(ctx.database.db, {
        ...CUSTOMER,
        role: "customer",
        customerId: customer.id,
      });
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/customer_login",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: CUSTOMER.email, password: CUSTOMER.password }),
      });
      expect(res.statusCode).toBe(200);
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toContain("__Secure-filtercycle.session_token=");
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("HttpOnly");
    } finally {
      await ctx.close();
    }
  });
});
