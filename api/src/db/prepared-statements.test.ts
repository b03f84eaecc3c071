import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { preparedStatement, queryRows, shapedStatement } from "./database.ts";

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
