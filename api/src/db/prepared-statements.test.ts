import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { openDatabase, preparedStatement, queryRows, shapedStatement } from "./database.ts";

/**
 * Statements whose text is built once (docs/decisions/0073): each call binds its own values, a
 * new shape gets its own text, and inside a transaction the statement runs on its connection.
 */
describe("statements built once", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("shapedStatement: builds the text once per shape and binds each call's strings", async () => {
    const built: string[] = [];
    type Args = { name: string; range: { from: string; to: string } | null; tags: string[] };
    const statement = shapedStatement<Args, { name: string; days: number | null; tags: string }>(
      ({ name, range, tags }) => {
        built.push(range === null ? `null ${tags.length}` : `range ${tags.length}`);
        const days: SQL =
          range === null ? sql`null::int` : sql`(${range.to}::date - ${range.from}::date)`;
        const tagList =
          tags.length === 0
            ? sql`''`
            : sql.join(
                tags.map((t) => sql`${t}::text`),
                sql` || ',' || `,
              );
        return sql`select ${name}::text as name, ${days} as days, ${tagList} as tags`;
      },
    );
    const run = (args: Args) => statement(database.db, args);

    expect(await run({ name: "a", range: null, tags: ["x"] })).toEqual([
      { name: "a", days: null, tags: "x" },
    ]);
    expect(
      await run({ name: "b", range: { from: "2025-01-01", to: "2025-03-01" }, tags: ["x"] }),
    ).toEqual([{ name: "b", days: 59, tags: "x" }]);
    expect(await run({ name: "c", range: null, tags: ["y"] })).toEqual([
      { name: "c", days: null, tags: "y" },
    ]);
    expect(
      await run({ name: "d", range: { from: "2024-02-01", to: "2024-03-01" }, tags: ["p", "q"] }),
    ).toEqual([{ name: "d", days: 29, tags: "p,q" }]);
    expect(
      await run({ name: "e", range: { from: "2025-02-01", to: "2025-03-01" }, tags: ["r"] }),
    ).toEqual([{ name: "e", days: 28, tags: "r" }]);
    // Three shapes: (null, 1 tag), (range, 1 tag), (range, 2 tags).
    expect(built).toEqual(["null 1", "range 1", "range 2"]);
  });

  it("shapedStatement: equal strings share a parameter where they are cast alike, and answer the same", async () => {
    let builds = 0;
    type Args = { day: string; asText: string; asNumber: string; again: string };
    const statement = shapedStatement<
      Args,
      { next_day: string; as_text: string; as_number: number; again: string }
    >(({ day, asText, asNumber, again }) => {
      const query = sql`select (${day}::date + 1)::text as next_day, ${asText}::text as as_text,
        length(${asNumber}) + 0 as as_number, (${again}::date)::text as again`;
      builds++;
      return query;
    });
    const run = (args: Args) => statement(database.db, args);
    // All four equal: the two date casts share one parameter; the text cast and the uncast one
    // keep their own (an uncast parameter's type comes from where it stands).
    expect(
      await run({
        day: "2024-02-28",
        asText: "2024-02-28",
        asNumber: "2024-02-28",
        again: "2024-02-28",
      }),
    ).toEqual([
      { next_day: "2024-02-29", as_text: "2024-02-28", as_number: 10, again: "2024-02-28" },
    ]);
    // None equal: a shape of its own.
    expect(
      await run({ day: "2024-12-31", asText: "x", asNumber: "abc", again: "2025-01-01" }),
    ).toEqual([{ next_day: "2025-01-01", as_text: "x", as_number: 3, again: "2025-01-01" }]);
    // Equal again, other strings: the first shape's text, bound to the new strings.
    expect(
      await run({
        day: "2025-03-01",
        asText: "2025-03-01",
        asNumber: "2025-03-01",
        again: "2025-03-01",
      }),
    ).toEqual([
      { next_day: "2025-03-02", as_text: "2025-03-01", as_number: 10, again: "2025-03-01" },
    ]);
    expect(builds).toBe(2);
  });

  it("a statement with one condition twice keeps PostgreSQL's generic plan instead of planning every call", async () => {
    // A roll-up-like table: 200 businesses × a year of days, read through a covering index.
    await database.db.execute(sql`create table plan_probe (customer_id int, day date, n int)`);
    await database.db.execute(sql`insert into plan_probe
      select c, date '2025-01-01' + d, c + d from generate_series(1, 200) c, generate_series(0, 364) d`);
    await database.db.execute(sql`create index on plan_probe (customer_id, day) include (n)`);
    await database.db.execute(sql`vacuum analyze plan_probe`);
    // The dashboard's shape: a period's edge that is also the till-date edge (docs/decisions/
    // 0079, amendment): the same two days twice, OR-ed.
    type Edges = {
      customer: string;
      a: { from: string; to: string };
      b: { from: string; to: string };
    };
    const statement = shapedStatement<Edges, { n: number }>(
      ({ customer, a, b }) => sql`select coalesce(sum(n), 0)::int as n from plan_probe
        where customer_id = ${customer}::int
          and ((day between ${a.from}::date and ${a.to}::date) or (day between ${b.from}::date and ${b.to}::date))`,
    );
    // One connection, so its prepared statement's plan counts are the ones read below.
    const single = await openDatabase({
      driver: "postgres",
      url: database.url as string,
      poolMax: 1,
    });
    try {
      const edge = { from: "2025-11-01", to: "2025-11-27" };
      for (let i = 0; i < 12; i++) {
        // 27 days of business 7: n = 7 + d for d = 304 … 330.
        expect(await statement(single.db, { customer: "7", a: edge, b: edge })).toEqual([
          { n: 27 * 7 + (27 * (304 + 330)) / 2 },
        ]);
      }
      const plans = await queryRows<{ generic_plans: number; custom_plans: number }>(
        single.db,
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
          where statement like '%from plan_probe%'`,
      );
      // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more.
      expect(plans).toEqual([{ generic_plans: 7, custom_plans: 5 }]);
    } finally {
      await single.close();
    }
  });

  it("preparedStatement: binds named values into text built once", async () => {
    let builds = 0;
    const statement = preparedStatement<{ n: number }, { a: string; b: string }>(() => {
      builds++;
      return sql`select (${sql.placeholder("a")}::int + ${sql.placeholder("b")}::int) as n`;
    });
    expect(await statement(database.db, { a: "2", b: "3" })).toEqual([{ n: 5 }]);
    expect(await statement(database.db, { a: "40", b: "2" })).toEqual([{ n: 42 }]);
    expect(builds).toBe(1);
  });

  it("shapedStatement inside a transaction reads the transaction's own rows", async () => {
    await database.db.execute(sql`create table shaped_probe (v text)`);
    const statement = shapedStatement<{ v: string }, { n: number }>(
      ({ v }) => sql`select count(*)::int as n from shaped_probe where v = ${v}`,
    );
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into shaped_probe values ('seen')`);
      return statement(tx as unknown as typeof database.db, { v: "seen" });
    });
    expect(inside).toEqual([{ n: 1 }]);
    expect(await queryRows(database.db, sql`select count(*)::int as n from shaped_probe`)).toEqual([
      { n: 1 },
    ]);
  });
});
