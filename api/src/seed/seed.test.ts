import { readFile } from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#api-test/test-app.ts";
import { verifyPassword } from "../areas/accounts/password.ts";
import { createDiskStorage, mediaDir } from "../areas/media/storage/disk-storage.ts";
import { queryRows } from "../db/database.ts";
import { DEMO_CUSTOMER_LOGIN, DEMO_STAFF_LOGIN } from "./demo-logins.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed.ts";

const TODAY = "2026-11-21";

describe("demo data seed", () => {
  let ctx: TestContext;
  const rows = <T>(query: SQL) => queryRows<T>(ctx.database.db, query);

  beforeAll(async () => {
    ctx = await createTestContext();
    expect(await isDatabaseEmpty(ctx.database.db)).toBe(true);
    await seedDemoData(ctx.database.db, { storage: createDiskStorage(ctx.dataDir), today: TODAY });
  });
  afterAll(() => ctx.close());

  it("marks the database as no longer empty", async () => {
    expect(await isDatabaseEmpty(ctx.database.db)).toBe(false);
  });

  it("creates three businesses with different service and business types, 2–4 kiosks each", async () => {
    const customers = await rows<{
      code: string;
      service_type: string;
      business_type: string;
      kiosks: number;
    }>(sql`
      select c.code, c.service_type, c.business_type, count(k.id)::int as kiosks
      from customers c join kiosks k on k.customer_id = c.id group by c.id order by c.code`);
    expect(customers.map((c) => c.code)).toEqual(["FC-1001", "FC-1002", "FC-1003"]);
    expect(new Set(customers.map((c) => c.service_type)).size).toBe(3);
    expect(new Set(customers.map((c) => c.business_type)).size).toBe(3);
    for (const c of customers) {
      expect(c.kiosks).toBeGreaterThanOrEqual(2);
      expect(c.kiosks).toBeLessThanOrEqual(4);
    }
  });

  it("records two years of weekly collections with plausible weights, up to today", async () => {
    const [span] = await rows<{
      first: string;
      last: string;
      min_g_per_butt: number;
      max_g_per_butt: number;
    }>(sql`
      select min(collected_on)::text as first, max(collected_on)::text as last,
        min(butts_kg * 1000 / nullif(butts_count, 0))::float as min_g_per_butt,
        max(butts_kg * 1000 / nullif(butts_count, 0))::float as max_g_per_butt
      from collections`);
    expect(span?.first).toBe("2024-11-29"); // the first week after 2024-11-22
    expect(span?.last && span.last <= TODAY).toBe(true);
    expect(span?.last && span.last >= "2026-11-15").toBe(true);
    expect(span?.min_g_per_butt).toBeGreaterThanOrEqual(0.24);
    expect(span?.max_g_per_butt).toBeLessThanOrEqual(0.31);
    // Weekly: consecutive collections from one kiosk are 7 days apart.
    const gaps = await rows<{ gap: number }>(sql`
      select distinct (collected_on - lag(collected_on) over (partition by kiosk_id order by collected_on))::int as gap
      from collections`);
    expect(gaps.map((g) => g.gap).filter((g) => g !== null)).toEqual([7]);
    // No collection outside a kiosk's installed period.
    const [outside] = await rows<{ n: number }>(sql`
      select count(*)::int as n from collections c join kiosks k on k.id = c.kiosk_id
      where c.collected_on < k.installed_on or (k.removed_on is not null and c.collected_on > k.removed_on)`);
    expect(outside?.n).toBe(0);
  });

  it("pays each business a rate an Indian butt recycler pays: ₹200–400 per kg (PRODUCT.md)", async () => {
    const rates = await rows<{ code: string; rate: string }>(sql`
      select code, benefit_rate_per_kg::text as rate from customers order by code`);
    expect(rates).toEqual([
      { code: "FC-1001", rate: "300.00" },
      { code: "FC-1002", rate: "350.00" },
      { code: "FC-1003", rate: "250.00" },
    ]);
  });

  it("credits every collection at the customer's rate per kg and pays out quarterly", async () => {
    const [wrong] = await rows<{ n: number; credits: number }>(sql`
      select count(*) filter (where b.amount <> round(c.butts_kg * cu.benefit_rate_per_kg, 2))::int as n,
             count(*)::int as credits
      from benefit_transactions b
      join collections c on c.id = b.collection_id
      join customers cu on cu.id = b.customer_id
      where b.kind = 'collection_credit'`);
    const [collections] = await rows<{ n: number }>(
      sql`select count(*)::int as n from collections`,
    );
    expect(wrong?.n).toBe(0);
    expect(wrong?.credits).toBe(collections?.n);
    const payouts = await rows<{ code: string; n: number; paid: string; credited: string }>(sql`
      select cu.code, count(*) filter (where b.kind = 'redemption')::int as n,
        sum(b.amount) filter (where b.kind = 'redemption')::text as paid,
        sum(b.amount) filter (where b.kind = 'collection_credit')::text as credited
      from benefit_transactions b join customers cu on cu.id = b.customer_id group by cu.code order by cu.code`);
    for (const p of payouts) {
      expect(p.n).toBeGreaterThanOrEqual(6);
      expect(Number(p.paid)).toBeLessThan(Number(p.credited));
    }
  });

  it("records awareness work and smokers served for every business", async () => {
    const counts = await rows<{ awareness: number; smokers: number | null }>(sql`
      select (select count(*)::int from awareness_records a where a.customer_id = c.id) as awareness,
             (select s.count from smokers_served s where s.customer_id = c.id) as smokers
      from customers c`);
    for (const c of counts) {
      expect(c.awareness).toBeGreaterThanOrEqual(7);
      expect(c.smokers).toBeGreaterThan(0);
    }
  });

  it("creates the demo logins with argon2id hashes, the customer bound to the first business", async () => {
    const logins = await rows<{
      email: string;
      role: string;
      code: string | null;
      password: string;
    }>(sql`
      select u.email, u.role, c.code, a.password from users u
      join accounts a on a.user_id = u.id and a.provider_id = 'credential'
      left join customers c on c.id = u.customer_id order by u.email`);
    expect(logins.map((l) => [l.email, l.role, l.code])).toEqual([
      [DEMO_STAFF_LOGIN.email, "admin", null],
      [DEMO_CUSTOMER_LOGIN.email, "customer", "FC-1001"],
    ]);
    const [staff, customer] = logins as [(typeof logins)[0], (typeof logins)[0]];
    expect(customer.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(customer.password, DEMO_CUSTOMER_LOGIN.password)).toBe(true);
    expect(await verifyPassword(staff.password, DEMO_STAFF_LOGIN.password)).toBe(true);
    expect(await verifyPassword(customer.password, "wrong password")).toBe(false);
  });

  it("stores real media files of every kind for the demo customer, under generated keys", async () => {
    const media = await rows<{
      kind: string;
      storage_key: string;
      original_name: string;
      size_bytes: number;
      code: string;
    }>(sql`
      select m.kind, m.storage_key, m.original_name, m.size_bytes::int as size_bytes, c.code
      from media m join customers c on c.id = m.customer_id order by m.created_at`);
    const demo = media.filter((m) => m.code === "FC-1001");
    expect(demo.map((m) => m.kind).sort()).toEqual(["image", "pdf", "unknown", "video"]);
    const signatures: Record<string, string> = {
      video: "1a45dfa3",
      pdf: "25504446",
      image: "89504e47",
    };
    for (const m of media) {
      expect(m.storage_key).toMatch(/^[0-9a-f-]{36}$/);
      const bytes = await readFile(path.join(mediaDir(ctx.dataDir), m.storage_key));
      expect(bytes.length).toBe(m.size_bytes);
      const expected = signatures[m.kind];
      if (expected) expect(bytes.subarray(0, 4).toString("hex"), m.original_name).toBe(expected);
      else expect(bytes.toString("utf8")).toMatch(/^date,butts_collected,kg\n/);
    }
    // Believable media (issue 17): photos are 960×540 pictures made from the site's illustrations
    // (PNG IHDR: width and height at bytes 16–23), videos are clips of titled scenes of 6–10 s,
    // not the 3-second test pattern of 23,645 bytes.
    expect(media.map((m) => [m.code, m.kind, m.original_name])).toEqual([
      ["FC-1001", "video", "Kiosk installation at the café.webm"],
      ["FC-1002", "image", "Tech park kiosks.png"],
      ["FC-1001", "pdf", "Awareness drive summary.pdf"],
      ["FC-1003", "video", "Lakefront festival.webm"],
      ["FC-1001", "image", "Recycling plant visit.png"],
      ["FC-1001", "unknown", "Pick-up log.csv"],
    ]);
    for (const m of media.filter((item) => item.kind === "image")) {
      const bytes = await readFile(path.join(mediaDir(ctx.dataDir), m.storage_key));
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], m.original_name).toEqual([960, 540]);
    }
    for (const m of media.filter((item) => item.kind === "video")) {
      expect(m.size_bytes, m.original_name).toBeGreaterThan(100_000);
    }
  });

  it("stores the default settings, with both social-impact figures at 10000", async () => {
    const [social] = await rows<{
      value: { unskilledEmployment: number; stayAtHomeMothers: number };
    }>(sql`select value from settings where key = 'socialImpact'`);
    expect(social?.value).toEqual({ unskilledEmployment: 10000, stayAtHomeMothers: 10000 });
  });

  it("gives the demo business a service history: done pickups of its latest collections, one missed, a plan", async () => {
    const history = await rows<{ status: string; n: number; linked: number; reasons: string }>(sql`
      select p.status, count(*)::int as n, count(p.collection_id)::int as linked,
        string_agg(distinct coalesce(p.miss_reason, ''), ',') as reasons
      from pickups p join customers c on c.id = p.customer_id
      where c.code = 'FC-1001' and p.status <> 'planned' group by p.status order by p.status`);
    // Three kiosks, their three latest collections each.
    expect(history).toEqual([
      { status: "done", n: 9, linked: 9, reasons: "" },
      { status: "missed", n: 1, linked: 0, reasons: "site_closed" },
    ]);
    const [planned] = await rows<{ n: number; first: string }>(sql`
      select count(*)::int as n, min(planned_on)::text as first from pickups where status = 'planned'`);
    expect(planned?.n).toBeGreaterThan(0);
    expect(planned?.first && planned.first >= TODAY).toBe(true);
  });

  it("gives the demo business a chain of custody: bags received (one flagged), two batches, lots", async () => {
    const bags = await rows<{
      bag: string;
      kg: string;
      intake: string | null;
      batch: string | null;
    }>(sql`
      select p.bag_code as bag, col.butts_kg::text as kg, i.weight_kg::text as intake, b.code as batch
      from pickups p join collections col on col.id = p.collection_id
      left join custody_intakes i on i.pickup_id = p.id
      left join processing_batches b on b.id = i.batch_id
      where p.status = 'done' order by p.bag_code`);
    expect(bags.map((b) => b.bag)).toEqual(
      Array.from({ length: 9 }, (_, i) => `FC-B-${String(41 + i).padStart(4, "0")}`),
    );
    expect(bags.map((b) => b.batch)).toEqual([
      "B-2026-117",
      "B-2026-117",
      "B-2026-117",
      "B-2026-118",
      "B-2026-118",
      null,
      null,
      null,
      null,
    ]);
    // The sixth bag weighed 7.5 % less at the plant: beyond the 5 % tolerance.
    const ratios = bags.slice(0, 6).map((b) => Number(b.intake) / Number(b.kg));
    expect(ratios.map((r) => Math.abs(r - 1) > 0.05)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(ratios[5]).toBeCloseTo(0.925, 2);
    expect(bags.slice(6).every((b) => b.intake === null)).toBe(true);
    const lots = await rows<{ code: string; product: string; batch: string }>(sql`
      select l.code, l.product, b.code as batch from product_lots l
      join processing_batches b on b.id = l.batch_id order by l.code`);
    expect(lots).toEqual([
      { code: "L-0411", product: "coasters", batch: "B-2026-117" },
      { code: "L-0412", product: "keychains", batch: "B-2026-117" },
    ]);
  });
});
