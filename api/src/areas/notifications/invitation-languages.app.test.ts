import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { injectJson } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { type ReadMail, readMail, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";

const STAFF = "staff@filtercycle.example";
const ASHA = "asha@chai.example"; // the business's owner, who reads Gujarati

/**
 * Issue 29 (decision 0096, amendment of 2026-11-27): the inviter chooses the invited login's
 * language. The login keeps it (GET /api/account, its later mails) and its invitation (and a
 * resent one) goes out in it, read back from a real SMTP server.
 */
describe("invitations in the language the inviter chose", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let staff: string;
  let owner: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
    });
    const db = ctx.database.db;
    const chai = await aCustomer(db, { name: "Chai Corner", code: "FC-3001" });
    const admin = await aLogin(db, { role: "admin", email: STAFF, name: "Staff" });
    staff = await sessionCookieFor(ctx.app, admin.email, admin.password);
    const asha = await aLogin(db, { role: "customer", customerId: chai.id, email: ASHA });
    owner = await sessionCookieFor(ctx.app, asha.email, asha.password);
    const gu = await injectJson(ctx.app, "PATCH", "/api/account", { language: "gu" }, owner);
    expect(gu.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, body: object, cookie = staff) =>
    injectJson(ctx.app, "POST", url, body, cookie);

  /** The invitee sets a password with the mail's link; its own GET /api/account. */
  async function accountAfterAccepting(mail: ReadMail) {
    const token = /reset-password\?token=([^\s&]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const set = await ctx.app.inject({
      method: "POST",
      url: "/api/reset_password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token, newPassword: "Invitee-passphrase-1" }),
    });
    expect(set.statusCode).toBe(200);
    const cookie = set.cookies.find((c) => c.name.endsWith("session_token"));
    if (!cookie) throw new Error("no session cookie");
    const account = await ctx.app.inject({
      url: "/api/account",
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(account.statusCode).toBe(200);
    return account.json();
  }

  const expectGujaratiInvitation = (mail: ReadMail, name: string) => {
    expect(mail.subject).toBe("Chai Corner માટે તમારું Filtercycle ડેશબોર્ડ લૉગ ઇન");
    expect(mail.text).toContain(`તમારું Filtercycle ડેશબોર્ડ તૈયાર છે\n\nનમસ્તે ${name},\n\n`);
    expect(mail.text).toContain(
      "Filtercycleએ તમારા માટે લૉગ ઇન બનાવ્યું છે, જેથી તમે Chai Cornerનું રિસાયક્લિંગ જોઈ શકો: એકત્ર કરેલાં ઠૂંઠાં, તમારો લાભ, રિપોર્ટ અને પ્રમાણપત્રો.",
    );
    expect(mail.text).toContain("નીચેની લિંકથી તમારો પાસવર્ડ પસંદ કરો. તે એક જ વાર અને 7 દિવસ સુધી ચાલશે.");
    expect(mail.text).toMatch(
      /http:\/\/portal\.test\/reset-password\?token=[^\s&]+&invite=1&lang=gu\n/,
    );
    expect(mail.html).toContain('<html lang="gu">');
    expect(mail.html).toContain(">તમારો પાસવર્ડ પસંદ કરો</a>");
  };

  it("mails a customer login staff invite in Gujarati in Gujarati, and the login reads Gujarati", async () => {
    const before = smtp.mails.length;
    const res = await post("/api/admin/invitations", {
      email: "meera@chai.example",
      name: "Meera",
      customerId: "FC-3001",
      language: "gu",
    });
    expect(res.statusCode).toBe(201);
    const mail = readMail(await smtp.nextMailTo("meera@chai.example", before));
    expectGujaratiInvitation(mail, "Meera");
    expect(await accountAfterAccepting(mail)).toEqual({
      email: "meera@chai.example",
      name: "Meera",
      language: "gu",
    });
  });

  it("does the same from the customer's screen, and a resent invitation is Gujarati too", async () => {
    const before = smtp.mails.length;
    const res = await post("/api/admin/customers/FC-3001/logins", {
      email: "kiran@chai.example",
      name: "Kiran",
      language: "gu",
    });
    expect(res.statusCode).toBe(201);
    expectGujaratiInvitation(
      readMail(await smtp.nextMailTo("kiran@chai.example", before)),
      "Kiran",
    );

    const again = smtp.mails.length;
    const resent = await post(`/api/admin/logins/${res.json().id}/resend-invitation`, {});
    expect(resent.statusCode).toBe(200);
    expectGujaratiInvitation(readMail(await smtp.nextMailTo("kiran@chai.example", again)), "Kiran");
  });

  it("mails a staff login invited in Hindi in Hindi", async () => {
    const before = smtp.mails.length;
    const res = await post("/api/admin/staff-logins", {
      email: "suresh@filtercycle.example",
      name: "Suresh",
      role: "admin",
      language: "hi",
    });
    expect(res.statusCode).toBe(201);
    const mail = readMail(await smtp.nextMailTo("suresh@filtercycle.example", before));
    expect(mail.subject).toBe("आपका Filtercycle स्टाफ़ लॉग इन");
    expect(mail.text).toContain("आपका Filtercycle स्टाफ़ लॉग इन तैयार है\n\nनमस्ते Suresh,\n\n");
    expect(mail.text).toContain(
      "आपको Filtercycle के ऑपरेशंस कंसोल का स्टाफ़ लॉग इन दिया गया है, जहाँ ग्राहक, कियोस्क, कलेक्शन और भुगतान दर्ज किए जाते हैं।",
    );
    expect(mail.text).toContain(
      "नीचे दिए गए लिंक से अपना पासवर्ड चुनें। यह एक ही बार और 7 दिन तक काम करेगा।",
    );
    expect(mail.text).toMatch(/\/reset-password\?token=[^\s&]+&invite=1&lang=hi\n/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(">अपना पासवर्ड चुनें</a>");
    expect(await accountAfterAccepting(mail)).toMatchObject({ language: "hi" });
  });

  it("without a language: English and no language stored for staff's invitations", async () => {
    const before = smtp.mails.length;
    const res = await post("/api/admin/invitations", {
      email: "lata@chai.example",
      name: "Lata",
      customerId: "FC-3001",
    });
    expect(res.statusCode).toBe(201);
    const mail = readMail(await smtp.nextMailTo("lata@chai.example", before));
    expect(mail.subject).toBe("Your Filtercycle dashboard login for Chai Corner");
    expect(mail.text).toMatch(/\/reset-password\?token=[^\s&]+&invite=1\n/);
    expect(await accountAfterAccepting(mail)).toMatchObject({ language: null });
  });

  it("lets an owner invite a colleague in another language than the owner's, and by default in the owner's", async () => {
    const before = smtp.mails.length;
    const hi = await post(
      "/api/team",
      { email: "nina@chai.example", name: "Nina", role: "viewer", language: "hi" },
      owner,
    );
    expect(hi.statusCode).toBe(201);
    const mail = readMail(await smtp.nextMailTo("nina@chai.example", before));
    expect(mail.subject).toBe("Chai Corner के लिए आपका Filtercycle डैशबोर्ड लॉग इन");
    expect(mail.text).toMatch(/\/reset-password\?token=[^\s&]+&invite=1&lang=hi\n/);
    expect(await accountAfterAccepting(mail)).toMatchObject({ language: "hi" });

    const same = await post(
      "/api/team",
      { email: "om@chai.example", name: "Om", role: "viewer" },
      owner,
    );
    expect(same.statusCode).toBe(201);
    const owners = readMail(await smtp.nextMailTo("om@chai.example", before));
    expectGujaratiInvitation(owners, "Om");
    // As before this change: the owner's language for the mail, none chosen for the login.
    expect(await accountAfterAccepting(owners)).toMatchObject({ language: null });
  });

  it("answers 400 naming `language` for a language it does not offer: no login, no mail", async () => {
    const calls: [string, object, string][] = [
      ["/api/admin/invitations", { customerId: "FC-3001" }, staff],
      ["/api/admin/customers/FC-3001/logins", {}, staff],
      ["/api/admin/staff-logins", { role: "admin" }, staff],
      ["/api/team", { role: "viewer" }, owner],
    ];
    for (const [url, rest, cookie] of calls) {
      for (const language of ["fr", "GU", null]) {
        const before = smtp.mails.length;
        const email = `refused-${calls.findIndex((c) => c[0] === url)}@chai.example`;
        const res = await post(url, { email, name: "Refused", ...rest, language }, cookie);
        expect(res.statusCode, `${url} ${language}`).toBe(400);
        expect(res.json().errors).toEqual([
          { field: "language", message: 'must be one of "en", "gu", "hi"' },
        ]);
        const stored = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from users where email = ${email}`,
        );
        expect(stored[0]?.n).toBe(0);
        expect(smtp.mails.length).toBe(before);
      }
    }
  });
});
