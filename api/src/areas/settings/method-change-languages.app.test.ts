import { formatDayLong } from "@filtercycle/contract/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { readMail, startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";

/**
 * Issue 29 (decision 0096): the mail of a method change that restated a business's figures, in
 * the language each of its logins chose, read from a real SMTP server. The figures are those of
 * method-change.routes.test.ts (hand-computed there): Lake Café's 1,000 butts / 1 kg in March
 * and 2,000 butts / 0.5 kg in May, restated from 1 April by 0.8 kg, 0.5 kg and 400 L.
 */
const APRIL = {
  effectiveFrom: "2026-04-01",
  toxicWasteKgPerButtKg: { value: 0.8, source: "Study B (2026)" },
  microplasticKgPerButtKg: { value: 0.5, source: "Study C (2026)" },
  waterLitresPerButt: { value: 400, source: "Study D (2026)" },
};
const ASHA = "asha@lake.example";
const RAVI = "ravi@lake.example";

describe("a method change's mail in the recipient's language", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let staff: string;
  let asha: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const call = (method: Method, url: string, body: unknown, cookie: string) =>
    injectJson(ctx.app, method, url, body, cookie);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
      jobQueue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    const db = ctx.database.db;
    const lake = await createCustomer(db, {
      code: "FC-8101",
      name: "Lake Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const kiosk = await addKiosk(db, {
      customerId: lake.id,
      label: "K",
      installedOn: "2026-01-01",
    });
    await recordCollections(db, kiosk, "10.00", [
      { kioskId: kiosk.id, collectedOn: "2026-03-10", buttsCount: 1000, buttsKg: "1.000" },
      { kioskId: kiosk.id, collectedOn: "2026-05-10", buttsCount: 2000, buttsKg: "0.500" },
    ]);
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Ravi", role: "admin" }))
      .cookie;
    for (const [email, language] of [
      [ASHA, "gu"],
      [RAVI, "hi"],
    ] as const) {
      const { cookie } = await signedInLogin(ctx, {
        email,
        name: "Owner",
        role: "customer",
        customerId: lake.id,
      });
      expect((await call("PATCH", "/api/account", { language }, cookie)).statusCode).toBe(200);
      if (email === ASHA) asha = cookie;
    }
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("writes the restated figures and the certificate's new line in Gujarati and in Hindi", async () => {
    const issued = await call("POST", "/api/certificates", { kind: "green_certificate" }, asha);
    expect(issued.statusCode).toBe(201);
    const { number } = issued.json();
    const saved = await call(
      "PATCH",
      "/api/admin/settings",
      { impactFactors: APRIL, confirmRestatement: true },
      staff,
    );
    expect(saved.statusCode).toBe(200);

    const gu = readMail(await smtp.nextMailTo(ASHA));
    const guToday = formatDayLong(today, "gu");
    expect(gu.subject).toBe("તમારા ઇમ્પેક્ટના આંકડા ફરી ગણવામાં આવ્યા છે");
    for (const line of [
      "અમે 1 એપ્રિલ 2026થી ઇમ્પેક્ટ માપવાની રીત બદલી છે (1 એપ્રિલ 2026ની રીત). એ દિવસથી આગળના દિવસોના જે આંકડા પહેલાં બતાવ્યા હતા, તે હવે નવી રીતે ફરી ગણવામાં આવ્યા છે.",
      `1 એપ્રિલ 2026થી ${guToday} સુધી: રિસાયકલ થયેલો ઝેરી કચરો: પહેલાં 0.5 કિલો, હવે 0.4 કિલો; રિસાયકલ થયેલું માઇક્રોપ્લાસ્ટિક: પહેલાં 0.3 કિલો, હવે 0.25 કિલો; બચાવેલું પાણી: પહેલાં 10,00,000 લિટર, હવે 8,00,000 લિટર.`,
      `આજ સુધી (${guToday} સુધી): રિસાયકલ થયેલો ઝેરી કચરો: પહેલાં 1.5 કિલો, હવે 1.4 કિલો; રિસાયકલ થયેલું માઇક્રોપ્લાસ્ટિક: પહેલાં 0.9 કિલો, હવે 0.85 કિલો; બચાવેલું પાણી: પહેલાં 15,00,000 લિટર, હવે 13,00,000 લિટર.`,
      `ગ્રીન સર્ટિફિકેટ ${number}માં આપતી વખતના આંકડા જ રહેશે; તેના ચકાસણી પેજ પર હવે આ પણ લખેલું છે: ${guToday}ના રોજ આંકડા ફરી ગણાયા: 1 એપ્રિલ 2026ની રીત પ્રમાણે આંકડા આ છે: બચાવેલું પાણી 13,00,000 લિટર.`,
    ]) {
      expect(gu.text).toContain(line);
    }
    expect(gu.html).toContain('<html lang="gu">');
    expect(gu.html).toContain(">તમારું ડેશબોર્ડ ખોલો</a>");

    const hi = readMail(await smtp.nextMailTo(RAVI));
    const hiToday = formatDayLong(today, "hi");
    expect(hi.subject).toBe("आपके इम्पैक्ट के आँकड़े दोबारा गिने गए हैं");
    expect(hi.text).toContain(
      "हमने 1 अप्रैल 2026 से इम्पैक्ट मापने का तरीका बदला है (1 अप्रैल 2026 का तरीका)। उस दिन से आगे के दिनों के जो आँकड़े पहले दिखाए गए थे, वे अब नए तरीके से दोबारा गिने गए हैं।",
    );
    expect(hi.text).toContain(
      `आज तक (${hiToday} तक): रीसायकल किया गया ज़हरीला कचरा: पहले 1.5 किलो, अब 1.4 किलो; रीसायकल किया गया माइक्रोप्लास्टिक: पहले 0.9 किलो, अब 0.85 किलो; बचाया गया पानी: पहले 15,00,000 लीटर, अब 13,00,000 लीटर।`,
    );
    expect(hi.text).toContain(
      `ग्रीन सर्टिफ़िकेट ${number} में जारी करते समय के आँकड़े ही रहेंगे; उसके सत्यापन पेज पर अब यह भी लिखा है: ${hiToday} को आँकड़े दोबारा गिने गए: 1 अप्रैल 2026 के तरीके के अनुसार आँकड़े ये हैं: बचाया गया पानी 13,00,000 लीटर।`,
    );
  });
});
