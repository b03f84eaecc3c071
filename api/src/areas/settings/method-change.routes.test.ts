import { shortDate } from "@filtercycle/contract/impact/impact-methods";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { startSmtpServer } from "#api-test/smtp.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";

/**
 * A back-dated impact factor version (issue 25 "Method changes"), on hand-computed figures.
 * Until the change the defaults apply: toxic waste 1 kg and microplastic 0.6 kg a kg of butts,
 * water 500 L a butt. FC-8001 (Lake Café) collected 1,000 butts / 1.000 kg on 2026-03-10 and
 * 2,000 butts / 0.500 kg on 2026-05-10; its green certificate states 3,000 butts, 1.5 kg and
 * (1,000 + 2,000) × 500 = 15,00,000 litres. FC-8002 collected only before April.
 * The new version from 2026-04-01: 0.8, 0.5 and 400 L. From 1 Apr to today FC-8001's figures go
 * from 0.5 kg × 1 = 0.5 / × 0.6 = 0.3 / 2,000 × 500 = 10,00,000 to 0.5 × 0.8 = 0.4 / × 0.5 = 0.25 /
 * 2,000 × 400 = 8,00,000; till date from 1.5 / 0.9 / 15,00,000 to 1.4 / 0.85 / 5,00,000 + 8,00,000
 * = 13,00,000.
 */
const APRIL = {
  effectiveFrom: "2026-04-01",
  toxicWasteKgPerButtKg: { value: 0.8, source: "Study B (2026)" },
  microplasticKgPerButtKg: { value: 0.5, source: "Study C (2026)" },
  waterLitresPerButt: { value: 400, source: "Study D (2026)" },
};
const OWNER = "owner@lake.example";

describe("method changes: preview, confirm, restated certificates and notices", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let otherOwner: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = staff) =>
    injectJson(ctx.app, method, url, body, cookie);
  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )
    )[0]?.n;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://portal.test" },
      jobQueue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ctx.database.reset();
    const lake = await createCustomer(db(), {
      code: "FC-8001",
      name: "Lake Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const hill = await createCustomer(db(), {
      code: "FC-8002",
      name: "Hill Bar",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const kiosk = await addKiosk(db(), {
      customerId: lake.id,
      label: "K",
      installedOn: "2026-01-01",
    });
    await recordCollections(db(), kiosk, "10.00", [
      { kioskId: kiosk.id, collectedOn: "2026-03-10", buttsCount: 1000, buttsKg: "1.000" },
      { kioskId: kiosk.id, collectedOn: "2026-05-10", buttsCount: 2000, buttsKg: "0.500" },
    ]);
    const hillKiosk = await addKiosk(db(), {
      customerId: hill.id,
      label: "H",
      installedOn: "2026-01-01",
    });
    await recordCollections(db(), hillKiosk, "10.00", [
      { kioskId: hillKiosk.id, collectedOn: "2026-02-10", buttsCount: 500, buttsKg: "0.250" },
    ]);
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Ravi", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, {
        email: OWNER,
        name: "Owner",
        role: "customer",
        customerId: lake.id,
      })
    ).cookie;
    otherOwner = (
      await signedInLogin(ctx, {
        email: "owner@hill.example",
        name: "Hill",
        role: "customer",
        customerId: hill.id,
      })
    ).cookie;
  });

  async function issueGreenCertificate(): Promise<string> {
    const issued = await call("POST", "/api/certificates", { kind: "green_certificate" }, owner);
    expect(issued.statusCode).toBe(201);
    const { number, facts } = issued.json();
    expect(facts.figures).toEqual([
      { label: "Cigarette butts collected", value: 3000, unit: "butts" },
      { label: "Cigarette butts collected", value: 1.5, unit: "kg" },
      { label: "Water protected", value: 1500000, unit: "litres" },
    ]);
    return number;
  }

  it("previews the businesses, periods and certificates a back-dated factor restates, storing nothing", async () => {
    const number = await issueGreenCertificate();
    const preview = await call("POST", "/api/admin/settings/impact_factors/preview", APRIL);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      effectiveFrom: "2026-04-01",
      methodLabel: "Method of 1 Apr 2026",
      restatedDays: { startDate: "2026-04-01", endDate: today },
      businesses: [
        {
          customerCode: "FC-8001",
          businessName: "Lake Café",
          periods: [
            {
              startDate: "2026-04-01",
              endDate: today,
              before: { toxicWasteKg: 0.5, microplasticKg: 0.3, waterLitres: 1000000 },
              after: { toxicWasteKg: 0.4, microplasticKg: 0.25, waterLitres: 800000 },
            },
            {
              startDate: null,
              endDate: today,
              before: { toxicWasteKg: 1.5, microplasticKg: 0.9, waterLitres: 1500000 },
              after: { toxicWasteKg: 1.4, microplasticKg: 0.85, waterLitres: 1300000 },
            },
          ],
        },
      ],
      certificates: [
        {
          number,
          kind: "green_certificate",
          customerCode: "FC-8001",
          businessName: "Lake Café",
          periodStart: null,
          periodEnd: today,
          figures: [{ label: "Water protected", unit: "litres", before: 1500000, after: 1300000 }],
        },
      ],
    });
    expect(await count("impact_factor_versions")).toBe(0);
    // Staff only; the contract names a bad field.
    expect(
      (await call("POST", "/api/admin/settings/impact_factors/preview", APRIL, owner)).statusCode,
    ).toBe(403);
    const bad = await call("POST", "/api/admin/settings/impact_factors/preview", {
      ...APRIL,
      effectiveFrom: "2026-02-30",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("effectiveFrom");
    // A version from after today restates nothing.
    const future = await call("POST", "/api/admin/settings/impact_factors/preview", {
      ...APRIL,
      effectiveFrom: "2099-01-01",
    });
    expect(future.json()).toMatchObject({ restatedDays: null, businesses: [], certificates: [] });
  });

  it("saves only after confirmation; the certificate keeps its figures and states the restated ones; the café is told in the app and by mail", async () => {
    const number = await issueGreenCertificate();
    const refused = await call("PATCH", "/api/admin/settings", { impactFactors: APRIL });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "This change restates the figures of 1 business(es) and 1 issued certificate(s): preview it first, then save it with confirmRestatement.",
    );
    expect(refused.json().errors[0].field).toBe("confirmRestatement");
    expect(await count("impact_factor_versions")).toBe(0);
    expect(await count("customer_notices")).toBe(0);

    const saved = await call("PATCH", "/api/admin/settings", {
      impactFactors: APRIL,
      confirmRestatement: true,
    });
    expect(saved.statusCode).toBe(200);

    const sentence = `Figures restated on ${shortDate(today)}: under method of 1 Apr 2026 they are Water protected 13,00,000 litres.`;
    const verification = (await call("GET", `/api/verify/${number}`, undefined, "")).json();
    expect(verification.facts.figures[2]).toEqual({
      label: "Water protected",
      value: 1500000,
      unit: "litres",
    });
    expect(verification.restatements).toEqual([
      {
        restatedOn: today,
        methodId: "2026-04-01",
        methodLabel: "Method of 1 Apr 2026",
        figures: [{ label: "Water protected", value: 1300000, unit: "litres" }],
      },
    ]);
    const page = await ctx.app.inject({ method: "GET", url: `/verify/${number}` });
    expect(page.body).toContain("15,00,000 litres");
    expect(page.body).toContain(sentence);

    const lines = [
      "We changed how we measure impact from 1 Apr 2026 (Method of 1 Apr 2026). Figures already shown for days from then on are worked out again under it.",
      `From 1 Apr 2026 to ${shortDate(today)}: Toxic waste recycled: 0.5 kg before, 0.4 kg now; Microplastic recycled: 0.3 kg before, 0.25 kg now; Water protected: 10,00,000 litres before, 8,00,000 litres now.`,
      `Till date (up to ${shortDate(today)}): Toxic waste recycled: 1.5 kg before, 1.4 kg now; Microplastic recycled: 0.9 kg before, 0.85 kg now; Water protected: 15,00,000 litres before, 13,00,000 litres now.`,
      `Your Green certificate ${number} keeps the figures it was issued with; its verification page now also says: ${sentence}`,
    ];
    const notices = (await call("GET", "/api/notices", undefined, owner)).json();
    expect(notices.items).toHaveLength(1);
    expect(notices.items[0]).toMatchObject({
      kind: "methodChange",
      title: "Your impact figures were restated",
      lines,
    });
    // Hill Bar collected only before April: nothing of its changes, and it is told nothing.
    expect((await call("GET", "/api/notices", undefined, otherOwner)).json().items).toEqual([]);

    const mail = await smtp.nextMailTo(OWNER);
    const text = Buffer.from(mail.text, "latin1")
      .toString("utf8")
      .replace(/=\r?\n/g, "");
    expect(text).toContain("Subject: Your impact figures were restated");
    expect(text).toContain("Water protected: 10,00,000 litres before, 8,00,000 litres now");
    expect(text).toContain(sentence);
    expect(smtp.mails.filter((m) => m.to.includes("owner@hill.example"))).toHaveLength(0);
  });

  it("a back-dated factor that restates nothing recorded needs no confirmation", async () => {
    const saved = await call("PATCH", "/api/admin/settings", {
      impactFactors: { ...APRIL, effectiveFrom: today },
    });
    expect(saved.statusCode).toBe(200);
    expect(await count("customer_notices")).toBe(0);
  });
});
