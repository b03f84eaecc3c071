import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue, type JobQueue } from "#api/jobs/job-queue.ts";
import { aCustomer, aLogin } from "#api-test/builders.ts";
import { injectJson } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { readMail, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createNotifications } from "./notifications.jobs.ts";

const ASHA = "asha@chai.example"; // an owner who chose Gujarati
const RAVI = "ravi@chai.example"; // an owner who chose Hindi
const BO = "bo@other.example"; // another business's login, Hindi

/**
 * Issue 29 (decision 0096): the mails that were still English — password reset, invitations,
 * "already has a login", payee details changed — in the recipient's language, read back from a
 * real SMTP server. A login that never chose keeps the English mails (their own tests).
 */
describe("account mails in the recipient's language", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let queue: JobQueue;
  let notify: ReturnType<typeof createNotifications>["notify"];
  let customerId: string;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
      jobQueue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    const db = ctx.database.db;
    const chai = await aCustomer(db, { name: "Chai Corner" });
    const other = await aCustomer(db, { name: "Other Café" });
    customerId = chai.id;
    for (const [email, name, business, language] of [
      [ASHA, "Asha", chai.id, "gu"],
      [RAVI, "Ravi", chai.id, "hi"],
      [BO, "Bo", other.id, "hi"],
    ] as const) {
      const login = await aLogin(db, { role: "customer", customerId: business, email, name });
      const cookie = await sessionCookieFor(ctx.app, login.email, login.password);
      const res = await injectJson(ctx.app, "PATCH", "/api/account", { language }, cookie);
      expect(res.statusCode).toBe(200);
      cookies.set(email, cookie);
    }
    queue = createJobQueue({ database: ctx.database, log: ctx.app.log });
    await queue.start();
    notify = createNotifications({
      db,
      jobs: queue,
      mailer: {} as Mailer,
      publicUrl: ctx.config.publicUrl,
      secret: "unused",
      businessTimeZone: "Asia/Kolkata",
    }).notify;
  });
  afterAll(async () => {
    await queue.stop();
    await ctx.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/forgot_password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email }),
    });

  it("e-mails the password reset in the login's language, its link opening the screen in it", async () => {
    const before = smtp.mails.length;
    expect((await forgot(ASHA)).statusCode).toBe(200);
    const gu = readMail(await smtp.nextMailTo(ASHA, before));
    expect(gu.subject).toBe("તમારો Filtercycle પાસવર્ડ રીસેટ કરો");
    expect(gu.text).toContain("તમારો પાસવર્ડ રીસેટ કરો\n\nનમસ્તે Asha,\n\n");
    expect(gu.text).toContain(
      "કોઈએ (આશા છે કે તમે જ) તમારા Filtercycle એકાઉન્ટનો પાસવર્ડ રીસેટ કરવાનું કહ્યું છે. નીચેની લિંક એક જ વાર અને એક કલાક સુધી ચાલશે.",
    );
    expect(gu.text).toContain("જો તમે આ માગ્યું ન હોય, તો આ ઈ-મેલ અવગણો: તમારો પાસવર્ડ જેમ છે તેમ જ રહેશે.");
    expect(gu.text).toMatch(/http:\/\/portal\.test\/reset-password\?token=[^\s&]+&lang=gu\n/);
    expect(gu.html).toContain('<html lang="gu">');
    expect(gu.html).toContain(">નવો પાસવર્ડ પસંદ કરો</a>");

    expect((await forgot(RAVI)).statusCode).toBe(200);
    const hi = readMail(await smtp.nextMailTo(RAVI, before));
    expect(hi.subject).toBe("अपना Filtercycle पासवर्ड रीसेट करें");
    expect(hi.text).toContain("नमस्ते Ravi,");
    expect(hi.text).toContain(
      "किसी ने (उम्मीद है आपने ही) आपके Filtercycle खाते का पासवर्ड रीसेट करने को कहा है। नीचे दिया गया लिंक एक ही बार और एक घंटे तक काम करेगा।",
    );
    expect(hi.text).toMatch(/\/reset-password\?token=[^\s&]+&lang=hi\n/);
    expect(hi.html).toContain(">नया पासवर्ड चुनें</a>");
  });

  it("e-mails an owner's invitation in the owner's language, and an address with a login elsewhere in that login's", async () => {
    const before = smtp.mails.length;
    const invited = await injectJson(
      ctx.app,
      "POST",
      "/api/team",
      { email: "nina@chai.example", name: "Nina", role: "viewer" },
      cookies.get(ASHA) as string,
    );
    expect(invited.statusCode).toBe(201);
    const gu = readMail(await smtp.nextMailTo("nina@chai.example", before));
    expect(gu.subject).toBe("Chai Corner માટે તમારું Filtercycle ડેશબોર્ડ લૉગ ઇન");
    expect(gu.text).toContain("તમારું Filtercycle ડેશબોર્ડ તૈયાર છે\n\nનમસ્તે Nina,\n\n");
    expect(gu.text).toContain(
      "Filtercycleએ તમારા માટે લૉગ ઇન બનાવ્યું છે, જેથી તમે Chai Cornerનું રિસાયક્લિંગ જોઈ શકો: એકત્ર કરેલાં ઠૂંઠાં, તમારો લાભ, રિપોર્ટ અને પ્રમાણપત્રો.",
    );
    expect(gu.text).toContain("નીચેની લિંકથી તમારો પાસવર્ડ પસંદ કરો. તે એક જ વાર અને 7 દિવસ સુધી ચાલશે.");
    expect(gu.text).toMatch(/\/reset-password\?token=[^\s&]+&invite=1&lang=gu\n/);
    expect(gu.html).toContain(">તમારો પાસવર્ડ પસંદ કરો</a>");

    const taken = await injectJson(
      ctx.app,
      "POST",
      "/api/team",
      { email: BO, name: "Bo", role: "viewer" },
      cookies.get(ASHA) as string,
    );
    expect(taken.statusCode).toBe(201);
    const hi = readMail(await smtp.nextMailTo(BO, before));
    expect(hi.subject).toBe("Chai Corner ने आपको Filtercycle पर आमंत्रित किया");
    expect(hi.text).toContain(
      "Chai Corner ने इस पते को Filtercycle पर अपनी रीसाइक्लिंग देखने के लिए आमंत्रित करने की कोशिश की, लेकिन इस पते का Filtercycle लॉग इन पहले से है, और एक लॉग इन एक ही व्यवसाय का होता है। कोई नया लॉग इन नहीं बना और आपका लॉग इन पहले जैसा ही है।",
    );
    expect(hi.text).toContain("http://portal.test/login?lang=hi\n");
    expect(hi.html).toContain(">अपने खाते में लॉग इन करें</a>");
  });

  it("e-mails changed payee details to each owner in their language, the fields named in it", async () => {
    const before = smtp.mails.length;
    await notify(ctx.database.db, {
      kind: "payeeChanged",
      customerId,
      version: 2,
      fields: ["Account holder name", "IFSC", "UPI ID"],
      changedAt: "2026-11-20T19:00:00.000Z",
    });
    // 19:00 UTC is 00:30 the next day in Ahmedabad: the business's day.
    const gu = readMail(await smtp.nextMailTo(ASHA, before));
    expect(gu.subject).toBe("તમારી ચુકવણીની વિગતો બદલાઈ છે");
    expect(gu.text).toContain(
      "21 નવેમ્બર 2026ના રોજ Filtercycleએ તમારી ચુકવણી જ્યાં જમા થાય છે તે વિગતો બદલી: ખાતાધારકનું નામ, IFSC કોડ, UPI આઈડી.",
    );
    expect(gu.text).toContain(
      "જો તમારા વ્યવસાયે આ ફેરફાર માગ્યો ન હોય, તો આગલી ચુકવણી પહેલાં આ ઈ-મેલનો જવાબ આપો અથવા અમને ફોન કરો.",
    );
    expect(gu.html).toContain(">તમારું ડેશબોર્ડ ખોલો</a>");
    const hi = readMail(await smtp.nextMailTo(RAVI, before));
    expect(hi.subject).toBe("आपके भुगतान का ब्योरा बदला गया");
    expect(hi.text).toContain(
      "21 नवंबर 2026 को Filtercycle ने बदला कि आपके भुगतान कहाँ जमा होते हैं: खाताधारक का नाम, IFSC कोड, UPI आईडी।",
    );
    expect(hi.html).toContain('<html lang="hi">');
  });
});
