import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#api-test/test-database.ts";
import { openDatabase, queryPreparedRows, queryRows } from "./database.ts";

type Row = { day: string; at: string; n: number; text: string; nothing: null };

const probe = (day: string, n: number) =>
  sql`select ${day}::date as day, (${day}::date + time '10:30')::timestamp::text as at,
    ${n}::int as n, 'fc-prepared-probe' as text,
    null as nothing`;

describe("queries", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("answers prepared statements exactly as plain ones: dates as text, int as number", async () => {
    for (const [day, n] of [
      ["2024-02-29", 7],
      ["2025-12-31", -3],
    ] as const) {
      const plain = await queryRows<Row>(database.db, probe(day, n));
      const prepared = await queryPreparedRows<Row>(database.db, probe(day, n));
      expect(prepared).toEqual(plain);
      expect(prepared).toEqual([
        {
          day,
          at: `${day} 10:30:00`,
          n,
          text: "fc-prepared-probe",
          nothing: null,
        },
      ]);
    }
  });

  it("prepares a statement once per connection on the PostgreSQL server", async () => {
    if (!database.url) {
      // PGlite has no named statements: the same call runs as a plain query (above).
      expect(database.driver).toBe("pglite");
      return;
    }
    // One connection, so every call below meets the statements the earlier ones prepared.
    const single = await openDatabase({ driver: "postgres", url: database.url, poolMax: 1 });
    try {
      for (let i = 0; i < 3; i++) await queryPreparedRows(single.db, probe("2026-01-01", i));
      await queryPreparedRows(single.db, sql`select ${1}::int as other`);
      const statements = await queryRows<{ statement: string }>(
        single.db,
        sql`select statement from pg_prepared_statements where name like 'fc\\_%'`,
      );
      expect(statements).toHaveLength(2);
      expect(statements.filter((s) => s.statement.includes("fc-prepared-probe"))).toHaveLength(1);
    } finally {
      await single.close();
    }
  });
});
