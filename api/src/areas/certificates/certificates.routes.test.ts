import { createHash } from "node:crypto";
import { CERTIFICATE_NUMBER_ALPHABET } from "@filtercycle/contract/certificates/certificate-numbers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { forgetFactorVersions, saveFactorVersion } from "../impact/factor-versions.ts";
import { addKiosk, recordCollections } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";
import { VERIFY_LIMIT } from "./certificates.routes.ts";
import { canonicalJson } from "./certificates.service.ts";

/**
 * Issued certificates on hand-computed figures. FC-8101 "Harbour Café" earns ₹10 a kg; its one
 * kiosk collected 0.500 kg / 200 butts on 5 Dec 2025, 1.000 kg / 400 on 15 Mar 2026 and
 * 2.000 kg / 900 on 20 May 2026. A method version from 1 Apr 2026 sets water to 1,000 litres per
 * butt and microplastic to 0.5 (the original: 500 and 0.6; toxic waste 1 throughout).
 * - Green certificate (to today): 1,500 butts, 3.5 kg, water 600 × 500 + 900 × 1,000 = 1,200,000.
 * - Cigarette report 1 Mar – 31 May 2026: 1,300 butts, 3 kg, toxic 3, microplastic
 *   1 × 0.6 + 2 × 0.5 = 1.6, water 400 × 500 + 900 × 1,000 = 1,100,000; both methods.
 * - Benefit report for the same range: ₹30 earned, ₹0 redeemed.
 * - ESG pack 2025-26 (1 Apr 2025 – 31 Mar 2026): 1.5 kg = 0.002 t (the pack's 3 decimals), 600
 *   butts, toxic 1.5 kg, microplastic 1.5 × 0.6 = 0.9, water 600 × 500 = 300,000; original only.
 * - Cigarette report for January 2024 (no collections): SPEC.md §9's till-date stand-in, so the
 *   facts are the green certificate's plus toxic 3.5 and microplastic 0.5 × 0.6 + 1 × 0.6 +
 *   2 × 0.5 = 1.9, from the start to today.
 */
describe("certificates API and the verification page", () => {
  let ctx: TestContext;
  let staff: string;
  let owner: string;
  let viewer: string;
  let otherOwner: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = owner) =>
    injectJson(ctx.app, method, url, body, cookie);
  let address = 0;
  /** Each public check from its own address, so the rate limit only bites where a test wants it. */
  const fromAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const verify = (number: string, remoteAddress = fromAddress()) =>
    ctx.app.inject({ method: "GET", url: `/api/verify/${number}`, remoteAddress });
  const page = (number: string, remoteAddress = fromAddress()) =>
    ctx.app.inject({ method: "GET", url: `/verify/${number}`, remoteAddress });

  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: "https://fc.example" } });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.reset();
    forgetFactorVersions(db());
    const a = await createCustomer(db(), {
      code: "FC-8101",
      name: "Harbour <Café>",
      city: "Kochi",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const b = await createCustomer(db(), {
      code: "FC-8102",
      name: "Other Bar",
      city: "Pune",
      serviceType: "S",
      businessType: "B",
    });
    const kiosk = await addKiosk(db(), {
      customerId: a.id,
      label: "Bar",
      installedOn: "2025-12-01",
      removedOn: null,
      location: "Bar side",
      serial: "S-1",
    });
    const row = (collectedOn: string, buttsKg: string, buttsCount: number) => ({
      kioskId: kiosk.id,
      collectedOn,
      buttsKg,
      buttsCount,
      buttsCountEstimated: false,
    });
    await recordCollections(db(), { id: kiosk.id, customerId: a.id }, "10.00", [
      row("2025-12-05", "0.500", 200),
      row("2026-03-15", "1.000", 400),
      row("2026-05-20", "2.000", 900),
    ]);
    const base = DEFAULT_SETTINGS.impactFactors;
    await saveFactorVersion(db(), {
      effectiveFrom: "2026-04-01",
      factors: {
        ...base,
        microplasticKgPerButtKg: { value: 0.5, source: "Lab study 2026" },
        waterLitresPerButt: { value: 1000, source: "River survey 2026" },
      },
      createdBy: null,
    });
    forgetFactorVersions(db());
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    owner = (
      await signedInLogin(ctx, {
        email: "owner@harbour.example",
        name: "Meera",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    await createLogin(db(), {
      email: "viewer@harbour.example",
      name: "Vik",
      password: "Correct-Horse-1",
      role: "customer",
      customerId: a.id,
      businessRole: "viewer",
    });
    viewer = await sessionCookieFor(ctx.app, "viewer@harbour.example", "Correct-Horse-1");
    otherOwner = (
      await signedInLogin(ctx, {
        email: "owner@other.example",
        name: "B",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  const issue = async (body: unknown, cookie = owner, query = "") => {
    const res = await call("POST", `/api/certificates${query}`, body, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("issues a green certificate, verifies it, revokes it and then shows it revoked", async () => {
    const issued = await issue({ kind: "green_certificate" });
    expect(issued.number).toMatch(
      /^FC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(issued.verifyUrl).toBe(`https://fc.example/verify/${issued.number}`);
    expect(issued.facts).toEqual({
      kind: "green_certificate",
      issuer: "Filtercycle",
      businessName: "Harbour <Café>",
      customerCode: "FC-8101",
      periodStart: null,
      periodEnd: today,
      figures: [
        { label: "Cigarette butts collected", value: 1500, unit: "butts" },
        { label: "Cigarette butts collected", value: 3.5, unit: "kg" },
        { label: "Water protected", value: 1_200_000, unit: "litres" },
      ],
      methods: [
        expect.objectContaining({
          id: "original",
          label: "Original method",
          effectiveFrom: null,
          effectiveTo: "2026-03-31",
        }),
        expect.objectContaining({
          id: "2026-04-01",
          label: "Method of 1 Apr 2026",
          effectiveFrom: "2026-04-01",
          effectiveTo: null,
        }),
      ],
      issuedOn: today,
    });
    expect(issued.facts.methods[1].factors.waterLitresPerButt).toEqual({
      value: 1000,
      source: "River survey 2026",
    });
    // The fingerprint is the SHA-256 of the facts' canonical JSON (keys sorted at every level).
    const canonical = canonicalJson(issued.facts);
    expect(canonical.startsWith('{"businessName":"Harbour <Café>","customerCode":"FC-8101"')).toBe(
      true,
    );
    expect(issued.sha256).toBe(createHash("sha256").update(canonical).digest("hex"));
    const [stored] = await queryRows<{ sha: string }>(
      db(),
      sql`select facts_sha256 as sha from certificates where number = ${issued.number}`,
    );
    expect(stored?.sha).toBe(issued.sha256);

    const valid = await verify(issued.number);
    expect(valid.statusCode).toBe(200);
    expect(valid.headers["cache-control"]).toBe("no-store");
    expect(valid.json()).toMatchObject({
      number: issued.number,
      status: "valid",
      revokedAt: null,
      sha256: issued.sha256,
      facts: issued.facts,
      batches: [],
    });
    // Typed from paper: lower case, no dashes, O for 0 and L for 1 still find it.
    const typed = issued.number.toLowerCase().replaceAll("-", "").replaceAll("0", "o");
    expect((await verify(typed)).json().number).toBe(issued.number);

    // A customer cannot revoke; staff can, once.
    const refused = await call(
      "POST",
      `/api/admin/certificates/${issued.number}/revoke`,
      { reason: "x" },
      owner,
    );
    expect(refused.statusCode).toBe(403);
    const revoked = await call(
      "POST",
      `/api/admin/certificates/${issued.number}/revoke`,
      { reason: "Figures corrected" },
      staff,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      number: issued.number,
      kind: "green_certificate",
      customerCode: "FC-8101",
      revokedReason: "Figures corrected",
    });
    const again = await call(
      "POST",
      `/api/admin/certificates/${issued.number}/revoke`,
      { reason: "Twice" },
      staff,
    );
    expect(again.statusCode).toBe(409);
    const audit = await queryRows<{ action: string; actor: string }>(
      db(),
      sql`select action, actor_name as actor from audit_log where entity = 'certificate' and entity_id = ${issued.number}`,
    );
    expect(audit).toEqual([{ action: "revoke", actor: "Asha" }]);

    const after = await verify(issued.number);
    expect(after.json()).toMatchObject({
      status: "revoked",
      revokedReason: "Figures corrected",
    });
    const html = (await page(issued.number)).body;
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: DEFAULT_SETTINGS.businessTimeZone,
    }).format(new Date());
    expect(html).toContain(`Revoked on ${day}`);
    expect(html).toContain("Reason: Figures corrected");
    expect(html).not.toContain(">Valid<");
  });

  it("renders the page with the figures, the methods and no scripts", async () => {
    const issued = await issue({
      kind: "cigarette_report",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
    });
    expect(issued.facts.figures).toEqual([
      { label: "Cigarette butts collected", value: 1300, unit: "butts" },
      { label: "Cigarette butts collected", value: 3, unit: "kg" },
      { label: "Toxic waste recycled", value: 3, unit: "kg" },
      { label: "Microplastic recycled", value: 1.6, unit: "kg" },
      { label: "Water protected", value: 1_100_000, unit: "litres" },
    ]);
    const res = await page(issued.number);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toContain("script-src 'none'");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(">Valid<");
    expect(html).toContain("Harbour &lt;Café&gt; (FC-8101)");
    expect(html).toContain("1 Mar 2026 to 31 May 2026");
    expect(html).toContain('Cigarette butts collected: <span class="figure">1,300 butts</span>');
    expect(html).toContain('<span class="figure">3 kg</span>');
    expect(html).toContain('Microplastic recycled: <span class="figure">1.6 kg</span>');
    expect(html).toContain('Water protected: <span class="figure">11,00,000 litres</span>');
    expect(html).toContain("<strong>Original method</strong> (until 31 Mar 2026)");
    expect(html).toContain("<strong>Method of 1 Apr 2026</strong> (from 1 Apr 2026)");
    expect(html).toContain(
      "1,000 litres of water per butt (published range 50–1,000 litres per butt)",
    );
    expect(html).toContain("Source: River survey 2026");
    expect(html).toContain(issued.sha256);
  });

  it("lists the batches behind the period, read live, on the page and in the JSON", async () => {
    const issued = await issue({
      kind: "cigarette_report",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
    });
    expect((await verify(issued.number)).json().batches).toEqual([]);
    // The bag of 20 May is processed after the report was issued: the page shows it now.
    // (Raw statements: the pickups area owns these tables; its service is not needed here.)
    await queryRows(
      db(),
      sql`with k as (select id, customer_id from kiosks where label = 'Bar'),
        p as (insert into pickups (kiosk_id, customer_id, planned_on, bag_code)
              select id, customer_id, '2026-05-20', 'BAG-1' from k returning id),
        b as (insert into processing_batches (code, started_on) values ('B-2026-118', '2026-11-14')
              returning id),
        i as (insert into custody_intakes (pickup_id, bag_code, received_on, weight_kg, batch_id)
              select p.id, 'BAG-1', '2026-11-10', 2.000, b.id from p, b returning id)
        insert into product_lots (batch_id, code, product, made_on)
          select id, 'L-0412', 'coasters', '2026-11-20' from b returning id`,
    );
    expect((await verify(issued.number)).json().batches).toEqual([
      {
        code: "B-2026-118",
        startedOn: "2026-11-14",
        products: [{ product: "coasters", lotCode: "L-0412", madeOn: "2026-11-20" }],
      },
    ]);
    expect((await page(issued.number)).body).toContain(
      "Batch B-2026-118, started 14 Nov 2026: became coasters, lot L-0412",
    );
    // A period without that pickup lists no batch.
    const esg = await issue({ kind: "esg_pack", year: "2025-26" });
    expect((await verify(esg.number)).json().batches).toEqual([]);
  });

  it("answers unknown, tampered, neighbour and malformed numbers with the same 404", async () => {
    const { number } = await issue({ kind: "green_certificate" });
    const last = number.at(-1) as string;
    const alphabet = CERTIFICATE_NUMBER_ALPHABET;
    const neighbour = `${number.slice(0, -1)}${alphabet[(alphabet.indexOf(last) + 1) % 32]}`;
    const tampered = `${number.slice(0, 3)}${number[3] === "Z" ? "Y" : "Z"}${number.slice(4)}`;
    const { instance: _, ...unknown } = (await verify("FC-0000-0000-0000")).json();
    expect(unknown.detail ?? unknown.title).toBe("No certificate has this number");
    expect(JSON.stringify(unknown)).not.toContain("FC-0000");
    for (const each of [
      neighbour,
      tampered,
      "FC-0000-0000-0000",
      "nonsense",
      "FC-1",
      "x".repeat(80),
    ]) {
      const res = await verify(encodeURIComponent(each));
      expect(res.statusCode, each).toBe(404);
      // The problem names the status and the one message; nothing about the number.
      const { instance: _instance, ...problem } = res.json();
      expect(problem).toEqual(unknown);
      const html = await page(encodeURIComponent(each));
      expect(html.statusCode).toBe(404);
      expect(html.body).toContain("No certificate has this number");
      expect(html.body).not.toContain("Harbour");
    }
  });

  it("/verify wears the site's header and footer and its box looks a number up; an unknown one is not found", async () => {
    const { number } = await issue({ kind: "green_certificate" });
    const box = await ctx.app.inject({ method: "GET", url: "/verify" });
    expect(box.statusCode).toBe(200);
    expect(box.headers["content-security-policy"]).toContain("script-src 'none'");
    expect(box.body).not.toContain("<script");
    expect(box.body).toContain("<h1>Certificate check</h1>");
    // The site's header (its six links, Login) and footer (its company links, the contacts).
    for (const link of [
      '<a href="/services">Services</a>',
      '<a href="/products">Eco-Art</a>',
      '<a href="/partner-program">Partner Program</a>',
      '<a href="/contact">Contact</a>',
      '<a class="login" href="/login">Login</a>',
      '<a href="/aboutus">About us</a>',
      '<a href="/privacy-policy">Privacy policy</a>',
      "hello@filtercycle.example",
      "© 2023 Filtercycle. All rights reserved.",
    ]) {
      expect(box.body).toContain(link);
    }
    expect(box.body).toContain('<form class="lookup" method="get" action="/verify"');
    expect(box.body).toContain('<label for="certificate-number">Certificate number</label>');
    // The box sends what was typed, as people type it: lower case, spaces, an O for a zero.
    const typed = number.toLowerCase().replace(/-/g, " ").replace(/0/g, "o");
    const sent = await ctx.app.inject({
      method: "GET",
      url: `/verify?number=${encodeURIComponent(typed)}`,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/verify/${number}`);
    const found = await page(number);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(">Valid<");
    expect(found.body).toContain('<a href="/services">Services</a>');
    // An unknown number: the site's frame, a heading that says so, the box with it to correct.
    const wrong = await ctx.app.inject({ method: "GET", url: "/verify?number=FC-1234" });
    expect(wrong.headers.location).toBe("/verify/FC-1234");
    const missing = await page("FC-1234");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<title>Certificate not found: Certificate check</title>");
    expect(missing.body).toContain("<h1>Certificate not found</h1>");
    expect(missing.body).toContain("No certificate has this number");
    expect(missing.body).toContain('value="FC-1234"');
    expect(missing.body).toContain('<a href="/services">Services</a>');
    expect(missing.body).toContain("© 2023 Filtercycle. All rights reserved.");
    // What was typed is text, never markup.
    const hostile = await page(encodeURIComponent('"><b>x</b>'));
    expect(hostile.body).not.toContain("<b>x</b>");
  });

  it("speaks the visitor's language (?lang=, else Accept-Language); the facts stay as issued", async () => {
    // Issue 29.
    const inGujarati = (url: string) =>
      ctx.app.inject({ method: "GET", url, remoteAddress: "203.0.113.70" });
    const box = await inGujarati("/verify?lang=gu");
    expect(box.statusCode).toBe(200);
    expect(box.headers["content-language"]).toBe("gu");
    expect(String(box.headers.vary)).toContain("Accept-Language");
    expect(box.body).toContain('<html lang="gu">');
    expect(box.body).toContain("<h1>પ્રમાણપત્રની ચકાસણી</h1>");
    expect(box.body).toContain('<label for="certificate-number">પ્રમાણપત્ર નંબર</label>');
    expect(box.body).toContain("ઉદાહરણ તરીકે FC-7K3M-9QXD-2HWT.");
    // The site's frame in Gujarati, its links to the Gujarati pages.
    for (const part of [
      '<a href="/gu/services">સેવાઓ</a>',
      '<a class="login" href="/login">લૉગિન</a>',
      '<a href="/gu/privacy-policy">ગોપનીયતા નીતિ</a>',
      "© 2023 Filtercycle. સર્વાધિકાર સુરક્ષિત.",
      '<a href="/verify?lang=hi" hreflang="hi" lang="hi">हिन्दी</a>',
    ]) {
      expect(box.body).toContain(part);
    }
    expect(box.body).not.toMatch(/Certificate number|>Services</);
    // The box keeps the language through its redirect.
    expect(box.body).toContain('<input type="hidden" name="lang" value="gu">');
    const { number } = await issue({
      kind: "cigarette_report",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
    });
    const sent = await inGujarati(`/verify?number=${number.toLowerCase()}&lang=gu`);
    expect(sent.headers.location).toBe(`/verify/${number}?lang=gu`);
    const missing = await inGujarati("/verify/FC-1234?lang=gu");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<h1>પ્રમાણપત્ર મળ્યું નથી</h1>");
    expect(missing.body).toContain("આ નંબરનું કોઈ પ્રમાણપત્ર નથી");

    // A Hindi browser: the page's words in Hindi, the dates with Hindi month names; the figures'
    // names, the methods and their sources as the certificate states them.
    const hindi = await ctx.app.inject({
      method: "GET",
      url: `/verify/${number}`,
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      remoteAddress: "203.0.113.71",
    });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers["content-language"]).toBe("hi");
    const html = hindi.body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(">मान्य<");
    expect(html).toContain("यह प्रमाणपत्र Filtercycle ने जारी किया है और इसे रद्द नहीं किया गया है।");
    expect(html).toContain("<dt>दस्तावेज़</dt><dd>सिगरेट के टुकड़ों के संग्रह की रिपोर्ट</dd>");
    expect(html).toContain("<dt>अवधि</dt><dd>1 मार्च 2026 से 31 मई 2026 तक</dd>");
    expect(html).toContain('Cigarette butts collected: <span class="figure">1,300 butts</span>');
    expect(html).toContain("<strong>Method of 1 Apr 2026</strong> (from 1 Apr 2026)");
    expect(html).toContain("(प्रकाशित सीमा 50–1,000 litres per butt)");
    expect(html).toContain("स्रोत: River survey 2026");
    expect(html).toContain("<h2>सामग्री कहाँ गई</h2>");
    expect(html).toContain("जारी किए गए तथ्यों का SHA-256:");
    expect(html).toContain(
      'href="https://fc.example/hi/reference-and-support#how-we-measure-impact"',
    );
  });

  it("limits checks per address: the page and its JSON answer 429 with Retry-After", async () => {
    const address = "10.9.9.9";
    for (let i = 0; i < VERIFY_LIMIT.max; i += 1) {
      expect((await verify("FC-0000-0000-0000", address)).statusCode).toBe(404);
    }
    const json = await verify("FC-0000-0000-0000", address);
    expect(json.statusCode).toBe(429);
    expect(Number(json.headers["retry-after"])).toBeGreaterThan(0);
    const html = await page("FC-0000-0000-0000", address);
    expect(html.statusCode).toBe(429);
    expect(html.headers["retry-after"]).toBeDefined();
    expect(html.body).toContain("Too many certificate checks");
    // Another address is not held back.
    expect((await verify("FC-0000-0000-0000", "10.9.9.10")).statusCode).toBe(404);
  });

  it("refuses a viewer and staff in the support view: issuing is an owner's act", async () => {
    for (const [cookie, query] of [
      [viewer, ""],
      [staff, "?customerId=FC-8101"],
    ] as const) {
      for (const body of [
        { kind: "green_certificate" },
        { kind: "benefit_report", startDate: "2026-03-01", endDate: "2026-05-31" },
        { kind: "esg_pack", year: "2025-26" },
      ]) {
        const res = await call("POST", `/api/certificates${query}`, body, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe("Only an owner of this business can do this.");
      }
    }
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from certificates`,
    );
    expect(n).toBe(0);
  });

  it("issues reports and the ESG figures to an owner", async () => {
    const benefit = await issue({
      kind: "benefit_report",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
    });
    expect(benefit.facts.figures).toEqual([
      { label: "Benefit value", value: 30, unit: "INR" },
      { label: "Redeemed", value: 0, unit: "INR" },
    ]);
    const esg = await issue({ kind: "esg_pack", year: "2025-26" });
    expect(esg.facts).toMatchObject({
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
      figures: [
        { label: "Waste sent for recycling", value: 1.5, unit: "kg" },
        { label: "Waste sent for recycling", value: 0.002, unit: "tonnes" },
        { label: "Cigarette butts sent for recycling", value: 600, unit: "butts" },
        { label: "Toxic waste recycled", value: 1.5, unit: "kg" },
        { label: "Microplastic recycled", value: 0.9, unit: "kg" },
        { label: "Water protected", value: 300_000, unit: "litres" },
      ],
    });
    expect(esg.facts.methods.map((m: { id: string }) => m.id)).toEqual(["original"]);
    const empty = await issue({
      kind: "cigarette_report",
      startDate: "2024-01-01",
      endDate: "2024-01-31",
    });
    expect(empty.facts).toMatchObject({
      periodStart: null,
      periodEnd: today,
      figures: [
        { label: "Cigarette butts collected", value: 1500, unit: "butts" },
        { label: "Cigarette butts collected", value: 3.5, unit: "kg" },
        { label: "Toxic waste recycled", value: 3.5, unit: "kg" },
        { label: "Microplastic recycled", value: 1.9, unit: "kg" },
        { label: "Water protected", value: 1_200_000, unit: "litres" },
      ],
    });
    // Staff without a business named: 400; bad input names the field and stores nothing.
    expect(
      (await call("POST", "/api/certificates", { kind: "green_certificate" }, staff)).statusCode,
    ).toBe(400);
    const bad = await call("POST", "/api/certificates", {
      kind: "cigarette_report",
      startDate: "2026-03-01",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("endDate");
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from certificates`,
    );
    expect(n).toBe(3);
  });

  it("lists certificates for staff only, newest first, filtered by customer code", async () => {
    const first = await issue({ kind: "green_certificate" });
    const second = await issue({ kind: "green_certificate" }, otherOwner);
    const all = await call("GET", "/api/admin/certificates", undefined, staff);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().items.map((c: { number: string }) => c.number)).toEqual([
      second.number,
      first.number,
    ]);
    const one = await call("GET", "/api/admin/certificates?customer=fc-8101", undefined, staff);
    expect(one.json().items).toEqual([
      expect.objectContaining({
        number: first.number,
        customerCode: "FC-8101",
        businessName: "Harbour <Café>",
        periodStart: null,
        periodEnd: today,
        revokedAt: null,
        revokedReason: "",
      }),
    ]);
    // A customer sees no one's list, their own business's or another's.
    const refused = await call("GET", "/api/admin/certificates?customer=FC-8102", undefined, owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(second.number);
  });
});
