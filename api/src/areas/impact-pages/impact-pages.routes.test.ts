import { IMPACT_PAGE_MESSAGES } from "@filtercycle/contract/impact-pages/impact-page";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { collectionCredits } from "#api/areas/money/index.ts";
import { queryRows } from "#api/db/database.ts";
import { todayIn } from "#api/lib/dates.ts";
import { injectJson, type Method, signedInLogin, TEST_PASSWORD } from "#api-test/console-calls.ts";
import { sessionCookieFor } from "#api-test/session-cookie.ts";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { createLogin } from "../accounts/accounts.service.ts";
import { createCollection } from "../collections/collections.service.ts";
import { createCustomer } from "../customers/customers.service.ts";
import { addKiosk } from "../impact/impact.service.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.defaults.ts";

/** "2026-11" shifted by `n` months. */
function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthName = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * The public impact page of "Terrace Café" (FC-8101), figures by hand:
 *   14 months ago   0.500 kg   150 butts   (to date only: outside the chart's 12 months)
 *   last month      1.250 kg   400 butts
 *   this month, 1st 2.005 kg   650 butts
 *   to date         3.755 kg  1,200 butts; kiosks in service: 2 (a third was removed)
 * Its material became coasters, lot L-0412, made on 14 Nov 2026.
 */
describe("public impact page", () => {
  let ctx: TestContext;
  let owner: string;
  let viewer: string;
  let staff: string;
  let ownerB: string;
  let customerA: string;
  const today = todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const thisMonth = today.slice(0, 7);
  const lastMonth = shiftMonth(thisMonth, -1);
  const actor = { id: null, name: "Asha" };
  const db = () => ctx.database.db;
  const call = (method: Method, url: string, body?: unknown, cookie = owner) =>
    injectJson(ctx.app, method, url, body, cookie);
  const page = (slug: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: `/impact/${slug}`, headers });
  const storedPages = () =>
    queryRows<{ customer_id: string; slug: string; enabled: boolean }>(
      db(),
      sql`select customer_id, slug, enabled from impact_pages order by slug`,
    );

  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: "http://portal.test" } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  beforeEach(async () => {
    await ctx.database.reset();
    const a = await createCustomer(db(), {
      code: "FC-8101",
      name: "Terrace Café",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    const b = await createCustomer(db(), {
      code: "FC-8102",
      name: "Harbour <Bar>",
      serviceType: "S",
      businessType: "B",
      benefitRatePerKg: "10.00",
    });
    customerA = a.id;
    const kiosk = await addKiosk(db(), {
      customerId: a.id,
      label: "Terrace",
      installedOn: "2024-01-01",
    });
    await addKiosk(db(), { customerId: a.id, label: "Door", installedOn: "2024-06-01" });
    await addKiosk(db(), {
      customerId: a.id,
      label: "Old",
      installedOn: "2024-01-01",
      removedOn: "2024-12-31",
    });
    const collect = (date: string, buttsKg: number, buttsNumber: number) =>
      db().transaction((tx) =>
        createCollection(tx, collectionCredits, kiosk, { date, buttsKg, buttsNumber }, actor),
      );
    await collect(`${shiftMonth(thisMonth, -14)}-10`, 0.5, 150);
    await collect(`${lastMonth}-10`, 1.25, 400);
    await collect(`${thisMonth}-01`, 2.005, 650);
    // Its material: a pickup's bag received at the plant, batched and made into coasters.
    await queryRows(
      db(),
      sql`with p as (insert into pickups (kiosk_id, customer_id, planned_on)
            values (${kiosk.id}, ${a.id}, ${`${lastMonth}-10`}::date) returning id),
          b as (insert into processing_batches (code, started_on)
            values ('B-2026-118', '2026-11-10') returning id),
          i as (insert into custody_intakes (pickup_id, bag_code, received_on, weight_kg, batch_id)
            select p.id, 'BAG-1', '2026-11-09', 1.25, b.id from p, b returning id)
        insert into product_lots (batch_id, code, product, made_on)
          select b.id, 'L-0412', 'Coasters', '2026-11-14' from b, i returning id`,
    );

    owner = (
      await signedInLogin(ctx, {
        email: "owner@terrace.example",
        name: "Ravi",
        role: "customer",
        customerId: a.id,
      })
    ).cookie;
    await createLogin(db(), {
      email: "viewer@terrace.example",
      name: "Vik",
      password: TEST_PASSWORD,
      role: "customer",
      customerId: a.id,
      businessRole: "viewer",
    });
    viewer = await sessionCookieFor(ctx.app, "viewer@terrace.example", TEST_PASSWORD);
    staff = (await signedInLogin(ctx, { email: "staff@fc.example", name: "Asha", role: "admin" }))
      .cookie;
    ownerB = (
      await signedInLogin(ctx, {
        email: "owner@harbour.example",
        name: "Bo",
        role: "customer",
        customerId: b.id,
      })
    ).cookie;
  });

  it("is off by default: the setting suggests a slug and the address answers 404", async () => {
    const setting = await call("GET", "/api/impact_page");
    expect(setting.statusCode).toBe(200);
    expect(setting.json()).toEqual({
      enabled: false,
      slug: "terrace-cafe",
      url: "http://portal.test/impact/terrace-cafe",
    });
    const res = await page("terrace-cafe");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("No impact page here");
    expect(res.body).not.toContain("Terrace");
    expect(await storedPages()).toEqual([]);
    // Staff in the support view read it too.
    const support = await call("GET", "/api/impact_page?customerId=FC-8101", undefined, staff);
    expect(support.json()).toMatchObject({ enabled: false, slug: "terrace-cafe" });
  });

  it("shows the name, the figures, the chart, the products and the method once an owner turns it on", async () => {
    const on = await call("PATCH", "/api/impact_page", { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      enabled: true,
      slug: "terrace-cafe",
      url: "http://portal.test/impact/terrace-cafe",
    });

    const res = await page("terrace-cafe");
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).not.toMatch(/<script/i);
    expect(res.headers["content-security-policy"]).toContain("script-src 'none'");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(body).toContain("<h1>Terrace Café</h1>");
    expect(body).toContain("<dt>Kiosks</dt><dd>2</dd>");
    expect(body).toContain("<dt>Cigarette butts collected</dt><dd>1,200</dd>");
    expect(body).toContain("<dt>Kg collected</dt><dd>3.755</dd>");
    // The chart's 12 months, this month last; its table gives each month's kg.
    expect(body).toContain(`<tr><td>${monthName(lastMonth)}</td><td class="n">1.250</td></tr>`);
    expect(body).toContain(`<tr><td>${monthName(thisMonth)}</td><td class="n">2.005</td></tr>`);
    expect(body).not.toContain(monthName(shiftMonth(thisMonth, -14)));
    expect(body.match(/<rect /g)).toHaveLength(12);
    // The chart names its unit above it and at its top left.
    expect(body).toContain(
      "<h2>The last 12 months</h2>\n<p>Kg of cigarette butts collected each month</p>",
    );
    expect(body).toContain('fill="#4f5d56">kg</text>');
    expect(body).toContain(
      `from ${monthName(shiftMonth(thisMonth, -11))} to ${monthName(thisMonth)}; the most in one month: 2.005 kg.`,
    );
    expect(body).toContain("<li>Coasters, lot L-0412, made on 14 Nov 2026</li>");
    expect(body).toContain("Figures to date, measured with the Original method.");
    expect(body).toContain('href="http://portal.test/reference-and-support#how-we-measure-impact"');

    const description =
      "Terrace Café has collected 1,200 cigarette butts (3.755 kg) for recycling with 2 kiosks from Filtercycle.";
    expect(body).toContain(`<meta name="description" content="${description}">`);
    expect(body).toContain(`<meta property="og:description" content="${description}">`);
    expect(body).toContain(
      '<meta property="og:title" content="Terrace Café: impact with Filtercycle">',
    );
    expect(body).toContain(
      '<meta property="og:url" content="http://portal.test/impact/terrace-cafe">',
    );
    expect(body).toContain(
      '<meta property="og:image" content="http://portal.test/impact/terrace-cafe/share.png">',
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(body).toContain('<link rel="canonical" href="http://portal.test/impact/terrace-cafe">');

    // Revalidated, not kept: the same page answers 304 to its ETag.
    const again = await page("terrace-cafe", { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("speaks the visitor's language: ?lang= first, then Accept-Language, else English", async () => {
    // Issue 29. Figures as in the table at the top.
    expect((await call("PATCH", "/api/impact_page", { enabled: true })).statusCode).toBe(200);
    const gu = await ctx.app.inject({ method: "GET", url: "/impact/terrace-cafe?lang=gu" });
    expect(gu.statusCode).toBe(200);
    expect(gu.headers["content-language"]).toBe("gu");
    expect(String(gu.headers.vary)).toContain("Accept-Language");
    const body = gu.body;
    expect(body).toContain('<html lang="gu-IN">');
    expect(body).toContain("<h1>Terrace Café</h1>");
    expect(body).toContain("<dt>કિઓસ્ક</dt><dd>2</dd>");
    expect(body).toContain("<dt>એકઠાં થયેલાં સિગારેટનાં ઠૂંઠાં</dt><dd>1,200</dd>");
    expect(body).toContain("<dt>એકઠાં થયેલાં કિલો</dt><dd>3.755</dd>");
    expect(body).toContain("<h2>છેલ્લા 12 મહિના</h2>");
    expect(body).toContain("એક મહિનામાં સૌથી વધુ: 2.005 કિલો.");
    expect(body).toContain("<li>Coasters, લૉટ L-0412, 14 નવે 2026ના રોજ બન્યું</li>");
    expect(body).toContain("આજ સુધીના આંકડા, મૂળ પદ્ધતિ મુજબ માપેલા.");
    // The method page in Gujarati too.
    expect(body).toContain(
      'href="http://portal.test/gu/reference-and-support#how-we-measure-impact"',
    );
    const description =
      "Terrace Café દ્વારા Filtercycleનાં 2 કિઓસ્ક વડે રિસાયક્લિંગ માટે 1,200 સિગારેટનાં ઠૂંઠાં (3.755 કિલો) એકઠાં કરવામાં આવ્યાં છે.";
    expect(body).toContain(`<meta name="description" content="${description}">`);
    expect(body).toContain(
      '<meta property="og:title" content="Terrace Café: Filtercycle સાથેની અસર">',
    );
    // The same page in each language, the current one marked.
    expect(body).toContain(
      '<a href="http://portal.test/impact/terrace-cafe?lang=hi" hreflang="hi" lang="hi">हिन्दी</a>',
    );
    expect(body).toContain(
      '<a href="http://portal.test/impact/terrace-cafe?lang=gu" hreflang="gu" lang="gu" aria-current="true">ગુજરાતી</a>',
    );
    expect(body).not.toMatch(/Cigarette butts collected|The last 12 months|made on/);

    // A Hindi browser, with no choice made.
    const hi = await page("terrace-cafe", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(hi.headers["content-language"]).toBe("hi");
    expect(hi.body).toContain('<html lang="hi-IN">');
    expect(hi.body).toContain("<dt>इकट्ठा किए गए सिगरेट के टुकड़े</dt><dd>1,200</dd>");
    expect(hi.body).toContain("<li>Coasters, लॉट L-0412, 14 नवंबर 2026 को बना</li>");
    expect(hi.body).toContain("एक महीने में सबसे ज़्यादा: 2.005 किलो।");
    expect(hi.body).toContain("आज तक के आँकड़े, मूल पद्धति से मापे गए।");

    // ?lang= wins over the browser; an unknown one is ignored; a language the product does not
    // speak reads English.
    const english = await page("terrace-cafe", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(english.headers["content-language"]).toBe("en");
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain("<dt>Cigarette butts collected</dt><dd>1,200</dd>");
    const chosen = await ctx.app.inject({
      method: "GET",
      url: "/impact/terrace-cafe?lang=en",
      headers: { "accept-language": "gu" },
    });
    expect(chosen.body).toContain("<dt>Kiosks</dt><dd>2</dd>");
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/impact/terrace-cafe?lang=fr",
      headers: { "accept-language": "gu-IN" },
    });
    expect(unknown.body).toContain("<dt>કિઓસ્ક</dt><dd>2</dd>");

    // A cached Gujarati copy is not taken for the English page: each language has its own ETag.
    expect(english.headers.etag).not.toBe(gu.headers.etag);
    const revalidated = await page("terrace-cafe", { "if-none-match": String(gu.headers.etag) });
    expect(revalidated.statusCode).toBe(200);

    const missing = await ctx.app.inject({ method: "GET", url: "/impact/no-such-page?lang=hi" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<h1>यहाँ कोई असर पेज नहीं है</h1>");
    expect(missing.headers["content-language"]).toBe("hi");
  });

  it("says plainly when nothing has been made yet, and escapes the business's name", async () => {
    await call("PATCH", "/api/impact_page", { enabled: true, slug: "harbour" }, ownerB);
    const res = await page("harbour");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Harbour &lt;Bar&gt;</h1>");
    expect(res.body).not.toContain("<Bar>");
    expect(res.body).toContain("Nothing has been made from this business’s butts yet");
    expect(res.body).toContain("<dt>Kiosks</dt><dd>0</dd>");
  });

  it("draws a 1200×630 PNG share image", async () => {
    await call("PATCH", "/api/impact_page", { enabled: true });
    const res = await ctx.app.inject({ method: "GET", url: "/impact/terrace-cafe/share.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    // Link previews and other sites may show it.
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const again = await ctx.app.inject({
      method: "GET",
      url: "/impact/terrace-cafe/share.png",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await call("PATCH", "/api/impact_page", { enabled: false });
    const off = await ctx.app.inject({ method: "GET", url: "/impact/terrace-cafe/share.png" });
    expect(off.statusCode).toBe(404);
  });

  it("disappears at once when turned off, and the slug stays the business's", async () => {
    await call("PATCH", "/api/impact_page", { enabled: true });
    const shown = await page("terrace-cafe");
    expect(shown.statusCode).toBe(200);
    const off = await call("PATCH", "/api/impact_page", { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, slug: "terrace-cafe" });
    const res = await page("terrace-cafe", { "if-none-match": String(shown.headers.etag) });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("No impact page here");
    expect(res.headers["cache-control"]).toBe("no-cache");
    // Reserved while off: another business is not offered it, nor may take it.
    const other = await call("GET", "/api/impact_page", undefined, ownerB);
    expect(other.json()).toMatchObject({ slug: "harbour-bar" });
    const taken = await call("PATCH", "/api/impact_page", { slug: "terrace-cafe" }, ownerB);
    expect(taken.statusCode).toBe(409);
  });

  it("renames the page: the old address goes, the new one answers", async () => {
    await call("PATCH", "/api/impact_page", { enabled: true });
    const renamed = await call("PATCH", "/api/impact_page", { slug: "terrace" });
    expect(renamed.json()).toEqual({
      enabled: true,
      slug: "terrace",
      url: "http://portal.test/impact/terrace",
    });
    expect((await page("terrace-cafe")).statusCode).toBe(404);
    expect((await page("terrace")).statusCode).toBe(200);
  });

  it("refuses viewers, staff, a slug another business holds and a bad slug, storing nothing", async () => {
    const byViewer = await call("PATCH", "/api/impact_page", { enabled: true }, viewer);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().detail).toBe("Only an owner of this business can do this.");
    const byStaff = await call(
      "PATCH",
      "/api/impact_page?customerId=FC-8101",
      { enabled: true },
      staff,
    );
    expect(byStaff.statusCode).toBe(403);
    expect(await storedPages()).toEqual([]);

    await call("PATCH", "/api/impact_page", { enabled: true, slug: "harbour" }, ownerB);
    const before = await storedPages();
    const conflict = await call("PATCH", "/api/impact_page", { enabled: true, slug: "harbour" });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().detail).toBe(IMPACT_PAGE_MESSAGES.slugTaken);
    expect(await storedPages()).toEqual(before);
    expect((await page("terrace-cafe")).statusCode).toBe(404);

    const bad = await call("PATCH", "/api/impact_page", { slug: "-Bad slug" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("slug");
    const empty = await call("PATCH", "/api/impact_page", {});
    expect(empty.statusCode).toBe(400);
    expect(await storedPages()).toEqual(before);
  });

  it("lets no business change another's page", async () => {
    await call("PATCH", "/api/impact_page", { enabled: true });
    // B's owner can only reach B's own setting, whatever the query says.
    const b = await call(
      "PATCH",
      "/api/impact_page?customerId=FC-8101",
      { enabled: false },
      ownerB,
    );
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ slug: "harbour-bar", enabled: false });
    expect((await page("terrace-cafe")).statusCode).toBe(200);
    const rows = await storedPages();
    expect(rows.find((row) => row.customer_id === customerA)).toMatchObject({ enabled: true });
  });

  it("suggests the next free slug when the name's is taken (by a business of the same name)", async () => {
    const c = await createCustomer(db(), {
      code: "FC-8103",
      name: "Harbour Bar",
      serviceType: "S",
      businessType: "B",
    });
    const ownerC = (
      await signedInLogin(ctx, {
        email: "owner@harbour-bar.example",
        name: "Cy",
        role: "customer",
        customerId: c.id,
      })
    ).cookie;
    const held = await call("PATCH", "/api/impact_page", { slug: "harbour-bar" }, ownerC);
    expect(held.statusCode).toBe(200);
    expect((await call("GET", "/api/impact_page", undefined, ownerB)).json()).toMatchObject({
      slug: "harbour-bar-2",
    });
  });

  it("keeps the address a business's name makes for it: another business cannot take it", async () => {
    // Harbour <Bar> has no page yet; its name makes "harbour-bar".
    const res = await call("PATCH", "/api/impact_page", { enabled: true, slug: "harbour-bar" });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(IMPACT_PAGE_MESSAGES.slugTaken);
    expect(res.json().errors).toEqual([{ field: "slug", message: "is taken by another business" }]);
    expect(await storedPages()).toEqual([]);
    // Its own business takes it, and another is offered the next free one.
    const own = await call("PATCH", "/api/impact_page", { enabled: true }, ownerB);
    expect(own.json()).toMatchObject({ slug: "harbour-bar", enabled: true });
  });

  it.each([
    "admin",
    "api",
    "dashboard",
    "login",
    "verify",
    "impact",
    "assets",
    "aboutus",
    "reset-password",
  ])("refuses the site's own word %s as an address with a 400 naming slug", async (word) => {
    const res = await call("PATCH", "/api/impact_page", { enabled: true, slug: word });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: "slug",
        message: "is a word the site uses for its own pages: choose another address",
      },
    ]);
    expect(await storedPages()).toEqual([]);
  });

  it("lets a page that held a site word before the rule keep it", async () => {
    await queryRows(
      db(),
      sql`insert into impact_pages (customer_id, slug, enabled) values (${customerA}, 'contact', false)`,
    );
    const res = await call("PATCH", "/api/impact_page", { enabled: true, slug: "contact" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true, slug: "contact" });
  });

  it("never suggests a word the site uses, even when the business's name makes it", async () => {
    const login = await createCustomer(db(), {
      code: "FC-8104",
      name: "Login",
      serviceType: "S",
      businessType: "B",
    });
    const ownerLogin = (
      await signedInLogin(ctx, {
        email: "owner@login.example",
        name: "Lu",
        role: "customer",
        customerId: login.id,
      })
    ).cookie;
    const res = await call("GET", "/api/impact_page", undefined, ownerLogin);
    expect(res.json()).toMatchObject({ slug: "login-2" });
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    expect((await page("nobody-here")).statusCode).toBe(404);
    expect((await page("UPPER")).statusCode).toBe(404);
  });
});
