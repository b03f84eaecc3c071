import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditFor } from "#api/areas/collections/index.ts";
import {
  customerStatsQuery,
  getCustomerSpecificStats,
  getCustomerSpecificStatsWithDates,
  getGreenImpact,
} from "#api/areas/impact/dashboard.service.ts";
import { columnPeriods } from "#api/areas/impact/dashboard-periods.ts";
import { getMonthlyCollections } from "#api/areas/impact/monthly-collections.ts";
import { queryRows } from "#api/db/database.ts";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { seedBenchData } from "./bench-seed.ts";

const TODAY = "2026-11-26";
const clock = () => new Date(`${TODAY}T06:00:00Z`);
const CUSTOMERS = 3;
/** 27 Nov 2021 to 26 Nov 2026, with 29 Feb 2024: 5 × 365 + 1 days. */
const DAYS = 1826;

/**
 * The bench's bulk seed (triggers off, indexes made afterwards, the roll-up summed at once) makes
 * the same rows, the same monthly roll-up and the same dashboard answers as the same data written
 * the way the app writes (every trigger and index at work, statement by statement).
 */
describe("the bench seed in bulk", () => {
  let bulk: TestDatabase;
  let asTheApp: TestDatabase;
  let customers: { id: string; code: string }[];
  const log = () => {};

  beforeAll(async () => {
    [bulk, asTheApp] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await seedBenchData(bulk.db, { customers: CUSTOMERS, today: TODAY, log, mode: "bulk" });
    await seedBenchData(asTheApp.db, {
      customers: CUSTOMERS,
      today: TODAY,
      log,
      mode: "as-the-app-writes",
    });
    customers = await queryRows(bulk.db, sql`select id::text, code from customers order by code`);
  });
  afterAll(async () => {
    await Promise.all([bulk?.close(), asTheApp?.close()]);
  });

  const both = async <T>(query: ReturnType<typeof sql>) => {
    const [a, b] = await Promise.all([
      queryRows<T>(bulk.db, query),
      queryRows<T>(asTheApp.db, query),
    ]);
    return { bulk: a, asTheApp: b };
  };

  it("seeds a collection a day for five years for each business, each with its credit", async () => {
    const { bulk: counts, asTheApp: theirs } = await both<Record<string, number>>(sql`select
      (select count(*)::int from customers) as customers,
      (select count(*)::int from collections) as collections,
      (select count(*)::int from benefit_transactions where kind = 'collection_credit') as credits,
      (select count(*)::int from benefit_transactions where kind = 'redemption') as payouts,
      (select count(*)::int from customer_month_totals) as months`);
    // Payouts on the 10th of each next month: Dec 2021 … Nov 2026 is 60 of them a business.
    // Months with collections: Nov 2021 … Nov 2026, 61 a business.
    expect(counts).toEqual([
      {
        customers: 3,
        collections: CUSTOMERS * DAYS,
        credits: CUSTOMERS * DAYS,
        payouts: CUSTOMERS * 60,
        months: CUSTOMERS * 61,
      },
    ]);
    expect(theirs).toEqual(counts);
  });

  it("writes the same collections and ledger rows, each credit what the app credits", async () => {
    const collections = sql`select k.customer_id::text, c.code, x.collected_on::text,
        x.butts_count, x.butts_kg::text, x.visit, x.recorded_by
      from collections x join kiosks k on k.id = x.kiosk_id join customers c on c.id = k.customer_id
      order by c.code, x.collected_on`;
    const rows = await both<{ code: string }>(collections);
    expect(rows.bulk.map(({ customer_id: _, ...r }: Record<string, unknown>) => r)).toEqual(
      rows.asTheApp.map(({ customer_id: _, ...r }: Record<string, unknown>) => r),
    );
    const ledger = sql`select c.code, b.occurred_on::text, b.kind, b.amount::text,
        x.collected_on::text as collected_on, b.reference = 'Collection ' || x.id as names_its_collection,
        b.reference
      from benefit_transactions b join customers c on c.id = b.customer_id
      left join collections x on x.id = b.collection_id
      order by c.code, b.occurred_on, b.kind`;
    const entries = await both<Record<string, unknown>>(ledger);
    const withoutIds = (list: Record<string, unknown>[]) =>
      list.map(({ reference, ...r }) => ({
        ...r,
        reference: String(reference).replace(/^Collection \d+$/, "Collection <id>"),
      }));
    expect(withoutIds(entries.bulk)).toEqual(withoutIds(entries.asTheApp));
    expect(entries.bulk.filter((e) => e.kind === "collection_credit").length).toBe(
      CUSTOMERS * DAYS,
    );
    for (const e of entries.bulk) {
      if (e.kind === "collection_credit") expect(e.names_its_collection).toBe(true);
    }

    // Every credit is the app's own rule (creditFor) applied to the collection's kg and rate.
    const credits = await queryRows<{ amount: string; butts_kg: string; rate: string }>(
      bulk.db,
      sql`select b.amount::text, x.butts_kg::text, c.benefit_rate_per_kg::text as rate
        from benefit_transactions b join collections x on x.id = b.collection_id
        join customers c on c.id = b.customer_id`,
    );
    expect(credits).toHaveLength(CUSTOMERS * DAYS);
    const wrong = credits.filter(
      (r) => r.amount !== creditFor(r.butts_kg, Math.round(Number(r.rate) * 100)),
    );
    expect(wrong).toEqual([]);
  });

  it("writes the monthly roll-up the triggers write, and it sums the raw rows", async () => {
    const totals = sql`select c.code, t.month::text, t.butts_count::text, t.butts_kg::text,
        t.credited::text, t.redeemed::text
      from customer_month_totals t join customers c on c.id = t.customer_id order by c.code, t.month`;
    const rows = await both<Record<string, string>>(totals);
    expect(rows.bulk).toEqual(rows.asTheApp);
    const [firstMonth] = rows.bulk;
    // November 2021 of BENCH-00001: 27–30 November, four days.
    expect(firstMonth).toMatchObject({ code: "BENCH-00001", month: "2021-11-01" });
    const [sums] = await queryRows<Record<string, string>>(
      bulk.db,
      sql`select sum(butts_count)::text as butts_count, sum(butts_kg)::text as butts_kg, count(*)::text as days
        from collections x join customers c on c.id = x.customer_id
        where c.code = 'BENCH-00001' and x.collected_on between '2021-11-01' and '2021-11-30'`,
    );
    expect(sums?.days).toBe("4");
    expect(firstMonth?.butts_count).toBe(sums?.butts_count);
    expect(firstMonth?.butts_kg).toBe(sums?.butts_kg);
  });

  it("leaves the tables with the migrations' indexes, foreign keys and triggers", async () => {
    const schema = sql`select c.relname as table_name, 'index' as kind, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relname in ('collections', 'benefit_transactions', 'customer_month_totals')
      union all
      select conrelid::regclass::text, 'constraint ' || conname, pg_get_constraintdef(oid) || ' ' || convalidated
        from pg_constraint
        where conrelid in ('collections'::regclass, 'benefit_transactions'::regclass)
      union all
      select tgrelid::regclass::text, 'trigger ' || tgname, tgenabled::text
        from pg_trigger
        where not tgisinternal and tgrelid in ('collections'::regclass, 'benefit_transactions'::regclass,
          'customer_month_totals'::regclass)
      order by 1, 2, 3`;
    const rows = await both<{ kind: string; definition: string }>(schema);
    expect(rows.bulk).toEqual(rows.asTheApp);
    expect(rows.bulk.filter((r) => r.kind === "index").length).toBeGreaterThanOrEqual(8);
    expect(rows.bulk.filter((r) => r.kind.startsWith("trigger")).length).toBeGreaterThanOrEqual(12);
    expect(rows.bulk.filter((r) => r.kind.startsWith("trigger") && r.definition !== "O")).toEqual(
      [],
    );
  });

  it("marks every business's answers as changed", async () => {
    const versions = await queryRows<{ scopes: number }>(
      bulk.db,
      sql`select count(*)::int as scopes from answer_versions v
        join customers c on c.id::text = v.scope where v.version >= 1`,
    );
    expect(versions).toEqual([{ scopes: CUSTOMERS }]);
  });

  it("gives every dashboard call the same answer", async () => {
    const ranges = [
      undefined,
      { startDate: "2025-11-26", endDate: TODAY },
      { startDate: "2024-02-10", endDate: "2024-03-20" },
      { startDate: "2021-11-27", endDate: TODAY },
    ];
    // Each database made its own ids: a business is the same by its code.
    const idsThere = await queryRows<{ id: string; code: string }>(
      asTheApp.db,
      sql`select id::text, code from customers order by code`,
    );
    expect(idsThere.map((c) => c.code)).toEqual(customers.map((c) => c.code));
    for (const [i, { id }] of customers.entries()) {
      const answers = async (db: typeof bulk.db, id: string) => ({
        green: await getGreenImpact(db, id, clock),
        stats: await Promise.all(ranges.map((r) => getCustomerSpecificStats(db, id, r, clock))),
        withDates: await Promise.all(
          ranges.slice(1).map((r) => getCustomerSpecificStatsWithDates(db, id, r as never)),
        ),
        monthly: await getMonthlyCollections(db, id, 12, clock),
      });
      const fromBulk = await answers(bulk.db, id);
      expect(fromBulk.green?.cigarette_butts_collected_in_no).toBeGreaterThan(400 * DAYS);
      expect(fromBulk.monthly.months).toHaveLength(12);
      expect(fromBulk).toEqual(await answers(asTheApp.db, idsThere[i]?.id ?? ""));
    }
  });

  it("reads a 12-month range's partial months by their days, not every row of the business", async () => {
    // The plan PostgreSQL keeps for a prepared statement is its generic plan (docs/decisions/
    // 0080, amendment of 2026-11-26): the stats of 27 Nov 2025 – 26 Nov 2026 read 4 + 26 days
    // of collections and of credits (and a payout), not five years of each filtered down.
    const [first] = customers;
    const query = customerStatsQuery(
      first?.id ?? "",
      columnPeriods({ startDate: "2025-11-27", endDate: TODAY }),
    );
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    const client = new pg.Client({ connectionString: bulk.url });
    await client.connect();
    try {
      await client.query("set plan_cache_mode = force_generic_plan");
      await client.query(`prepare stats as ${text}`);
      const values = params.map((p) => client.escapeLiteral(String(p))).join(", ");
      const { rows } = await client.query(
        `explain (analyze, format json) execute stats(${values})`,
      );
      type Node = {
        "Node Type": string;
        "Relation Name"?: string;
        "Actual Rows": number;
        "Rows Removed by Filter"?: number;
        Plans?: Node[];
      };
      const nodes: Node[] = [];
      const walk = (node: Node) => {
        nodes.push(node);
        for (const child of node.Plans ?? []) walk(child);
      };
      const [plan] = rows[0]["QUERY PLAN"] as { Plan: Node }[];
      if (!plan) throw new Error("EXPLAIN returned no plan");
      walk(plan.Plan);
      const scans = nodes.filter((n) =>
        ["collections", "benefit_transactions"].includes(n["Relation Name"] ?? ""),
      );
      const read = scans.reduce(
        (n, s) => n + s["Actual Rows"] + (s["Rows Removed by Filter"] ?? 0),
        0,
      );
      // 30 days of collections, 30 credits and a payout (on 10 November), each read from the
      // covering index alone (no bitmap of the ranges sent to the table, no filtered rows).
      expect(read).toBe(30 + 31);
      expect(new Set(scans.map((n) => n["Node Type"]))).toEqual(new Set(["Index Only Scan"]));
    } finally {
      await client.end();
    }
  });
});
